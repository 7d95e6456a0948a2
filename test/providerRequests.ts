// The servers and requests the provider's browser tests ask with: two servers, a form, and a URL request
// with or without an elicitationId.
import type { ServerIdentity } from "../src/index.ts";

export const github: ServerIdentity = { name: "github-mcp-server", title: "GitHub", version: "0.9.1" };
export const weather: ServerIdentity = { name: "weather", version: "1.2.0" };

export const city = { mode: "form", message: "Which city?", requestedSchema: { type: "object", properties: { city: { type: "string", title: "City" } } } };

export const connect = (elicitationId?: string) => ({
  mode: "url",
  message: "Connect your Example account.",
  url: "https://auth.example.com/connect",
  ...(elicitationId ? { elicitationId } : {}),
});
