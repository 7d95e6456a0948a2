// @vitest-environment node
// Real servers send field schemas outside the specification's grammar, and enforce them: pydantic's optional
// fields, formats of their own, enums without a type. Both lines of the official SDK refuse those with
// -32602 before any handler runs, and drop `pattern` from what a handler registered the plain way sees.
// Through registerElicitationHandler each reaches the UI as the server sent it, on v1 and on v2 in both eras;
// this pins both halves: what the SDK alone does, and what the adapter does.
import { Client as V1Client } from "@modelcontextprotocol/sdk/client/index.js";
import { McpServer as V1Server } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ElicitRequestSchema, ElicitResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { inputRequired, McpServer } from "@modelcontextprotocol/server";
import { describe, expect, test, vi } from "vitest";
import { connectPair } from "../../test/sdkPair.ts";
import { connectV2, v2Client, type Era } from "../../test/sdkV2Pair.ts";
import { elicitationCapability } from "./capabilities.ts";
import type { ElicitFn } from "./elicitFn.ts";
import { registerElicitationHandler } from "./registerElicitationHandler.ts";

const shapes: [string, Record<string, unknown>][] = [
  ["pydantic's optional field: anyOf [T, null] with default null", { nickname: { anyOf: [{ type: "string" }, { type: "null" }], default: null, title: "Nickname" } }],
  ["a format outside the grammar (password)", { secret: { type: "string", format: "password" } }],
  ["enum without type", { size: { enum: ["S", "M", "L"] } }],
  ["items.oneOf for a titled multi-select", { tags: { type: "array", items: { oneOf: [{ const: "a", title: "A" }] } } }],
  ["a nested object (which the form names as unsupported)", { address: { type: "object", properties: { city: { type: "string" } } } }],
  ["pattern (which the SDK's own parsing drops)", { slug: { type: "string", pattern: "^[a-z-]+$" } }],
];
const paramsOf = (properties: Record<string, unknown>) => ({ message: "A real server's question", requestedSchema: { type: "object", properties } });
const declining = () => vi.fn<ElicitFn>(async () => ({ action: "decline" }));

/** What the plain registration's handler saw, or the error the server got: a shape refused or stripped shows here. */
type Seen = { seen: unknown } | { refused: string };

describe("v1 (@modelcontextprotocol/sdk)", () => {
  async function connect() {
    const server = new V1Server({ name: "v1-server", version: "1.0.0" });
    const client = new V1Client({ name: "host", version: "1.0.0" }, { capabilities: elicitationCapability() });
    await connectPair(server, client);
    // As a server outside the SDK would send it: v1's server checks its own requests against the grammar too.
    const ask = (properties: Record<string, unknown>) =>
      server.server.request({ method: "elicitation/create", params: paramsOf(properties) as never }, ElicitResultSchema);
    return { client, ask };
  }

  test.each(shapes)("%s: the SDK alone refuses or strips it; the adapter hands it over as sent", async (_name, properties) => {
    const { client, ask } = await connect();
    let plain: Seen | undefined;
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      plain = { seen: (request.params as { requestedSchema?: unknown }).requestedSchema };
      return { action: "decline" };
    });
    await ask(properties).catch((error: Error) => (plain = { refused: error.message }));
    expect(plain).not.toEqual({ seen: { type: "object", properties } });

    const elicit = declining();
    registerElicitationHandler(client, elicit);
    await expect(ask(properties)).resolves.toEqual({ action: "decline" });
    expect(elicit.mock.calls[0]![0]).toEqual(paramsOf(properties));
  });
});

describe.each<Era>(["legacy", "modern"])("v2 (@modelcontextprotocol/client), %s era", (era) => {
  async function connect() {
    const server = new McpServer({ name: "v2-server", version: "2.0.0" });
    let asked: Record<string, unknown> = {};
    server.registerTool("ask", { description: "asks what the test gives it" }, async (ctx) => {
      const answer = ctx.mcpReq.inputResponses?.["q"];
      if (answer) return { content: [{ type: "text", text: JSON.stringify(answer) }] };
      return inputRequired({ inputRequests: { q: inputRequired.elicit(paramsOf(asked) as never) } });
    });
    const client = v2Client(era, elicitationCapability());
    await connectV2(server, client, era);
    const ask = async (properties: Record<string, unknown>) => {
      asked = properties;
      const result = await client.callTool({ name: "ask", arguments: {} });
      const text = (result.content as { text: string }[])[0]!.text;
      if (result.isError) throw new Error(text);
      return JSON.parse(text) as unknown;
    };
    return { client, ask };
  }

  test.each(shapes)("%s: the SDK alone refuses or strips it; the adapter hands it over as sent", async (_name, properties) => {
    const { client, ask } = await connect();
    let plain: Seen | undefined;
    client.setRequestHandler("elicitation/create", (request) => {
      plain = { seen: (request.params as { requestedSchema: unknown }).requestedSchema };
      return { action: "decline" };
    });
    await ask(properties).catch((error: Error) => (plain = { refused: error.message }));
    expect(plain).not.toEqual({ seen: { type: "object", properties } });

    const elicit = declining();
    registerElicitationHandler(client, elicit);
    await expect(ask(properties)).resolves.toEqual({ action: "decline" });
    expect(elicit.mock.calls[0]![0]).toMatchObject(paramsOf(properties));
  });
});
