// @vitest-environment node
// The person's languages on the host's own requests (SEP-2792, a draft), through each adapter, judged by what a
// real server's tool receives: v1's McpServer, v2's in both eras (and, over Streamable HTTP, the header beside
// the `_meta`), and the AI SDK's client. Off unless asked for; gone once unregistered.
import { McpServer as V2Server } from "@modelcontextprotocol/server";
import { Client as V1Client } from "@modelcontextprotocol/sdk/client/index.js";
import { McpServer as V1Server } from "@modelcontextprotocol/sdk/server/mcp.js";
import { describe, expect, test } from "vitest";
import { connectAiSdk } from "../../test/aiSdkPair.ts";
import { connectPair } from "../../test/sdkPair.ts";
import { connectV2, v2Client, type Era } from "../../test/sdkV2Pair.ts";
import { registerElicitationHandler as registerOnAiSdk } from "../ai-sdk/index.ts";
import { ACCEPT_LANGUAGE_META } from "../core/i18n/acceptLanguage.ts";
import type { ElicitFn } from "./elicitFn.ts";
import { elicitationCapability, registerElicitationHandler } from "./index.ts";

const decline: ElicitFn = async () => ({ action: "decline" });
/** As `useElicitation()` gives it: the provider's locale. */
const withLanguages = (languages: string[]): ElicitFn => Object.assign(async () => ({ action: "decline" as const }), { languages: () => languages });

/** The language preference each call of the `which` tool arrived with. */
function heard(server: { registerTool: (...args: never[]) => unknown }, read: (extra: never) => unknown) {
  const seen: unknown[] = [];
  (server.registerTool as (name: string, config: object, handler: (...args: never[]) => unknown) => unknown)("which", { description: "says nothing" }, (...args: never[]) => {
    seen.push(read(args[args.length - 1]!));
    return { content: [{ type: "text", text: "ok" }] };
  });
  return seen;
}

describe("v1", () => {
  async function connected(elicit: ElicitFn, acceptLanguage?: boolean) {
    const server = new V1Server({ name: "v1-server", version: "1.0.0" });
    const seen = heard(server as never, (extra: { _meta?: Record<string, unknown> }) => extra._meta?.[ACCEPT_LANGUAGE_META]);
    const client = new V1Client({ name: "host", version: "1.0.0" }, { capabilities: elicitationCapability() });
    const unregister = registerElicitationHandler(client, elicit, { acceptLanguage });
    await connectPair(server, client);
    return { client, seen, unregister };
  }

  test("with acceptLanguage, every call carries the provider's languages, weighted; without, none", async () => {
    const { client, seen, unregister } = await connected(withLanguages(["de-AT", "de", "en"]), true);
    await client.callTool({ name: "which", arguments: {} });
    unregister();
    await client.callTool({ name: "which", arguments: {} });
    expect(seen).toStrictEqual(["de-AT,de;q=0.9,en;q=0.8", undefined]);
    const off = await connected(withLanguages(["de"]));
    await off.client.callTool({ name: "which", arguments: {} });
    expect(off.seen).toStrictEqual([undefined]);
  });

  test("a call that says its own languages keeps them", async () => {
    const { client, seen } = await connected(withLanguages(["de"]), true);
    await client.callTool({ name: "which", arguments: {}, _meta: { [ACCEPT_LANGUAGE_META]: "fr" } });
    expect(seen).toStrictEqual(["fr"]);
  });

  test("acceptLanguage with an elicit function that does not say its languages is a TypeError at once", () => {
    const client = new V1Client({ name: "host", version: "1.0.0" }, { capabilities: elicitationCapability() });
    expect(() => registerElicitationHandler(client, decline, { acceptLanguage: true })).toThrow(/needs an elicit function that says the languages/);
  });
});

describe.each<Era>(["legacy", "modern"])("v2, %s era", (era) => {
  test("every call carries the languages, in `_meta` and, over Streamable HTTP, as Accept-Language; a function of the host's own is asked each time", async () => {
    const server = new V2Server({ name: "v2-server", version: "2.4.0" });
    const seen = heard(server as never, (ctx: { mcpReq: { _meta?: Record<string, unknown> } }) => ctx.mcpReq._meta?.[ACCEPT_LANGUAGE_META]);
    const client = v2Client(era, elicitationCapability());
    let languages = ["ja"];
    const unregister = registerElicitationHandler(client, decline, { acceptLanguage: () => languages });
    const headers: (string | null)[] = [];
    await connectV2(server, client, era, (request) => {
      if (request.method === "POST") headers.push(request.headers.get("accept-language"));
    });
    await client.callTool({ name: "which", arguments: {} });
    languages = ["uk", "en"];
    await client.callTool({ name: "which", arguments: {} });
    unregister();
    await client.callTool({ name: "which", arguments: {} });
    expect(seen).toStrictEqual(["ja", "uk,en;q=0.9", undefined]);
    // Over HTTP (the modern era here), each POST: the handshake and the three calls.
    if (era === "modern") expect(headers.slice(-3)).toStrictEqual(["ja", "uk,en;q=0.9", null]);
  });
});

test("the AI SDK's client: its calls carry the languages while registered", async () => {
  const server = new V2Server({ name: "v2-server", version: "2.4.0" });
  const seen = heard(server as never, (ctx: { mcpReq: { _meta?: Record<string, unknown> } }) => ctx.mcpReq._meta?.[ACCEPT_LANGUAGE_META]);
  const client = await connectAiSdk(server);
  const unregister = registerOnAiSdk(client, withLanguages(["pt-BR", "pt"]), { acceptLanguage: true });
  const tools = await client.tools();
  await tools.which!.execute!({}, { toolCallId: "1", messages: [] } as never);
  unregister();
  await tools.which!.execute!({}, { toolCallId: "2", messages: [] } as never);
  expect(seen).toStrictEqual(["pt-BR,pt;q=0.9", undefined]);
});
