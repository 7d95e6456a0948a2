// @vitest-environment node
// What /ai-sdk's registerElicitationHandler accepts, and what unregistering leaves: a TypeError at the call for
// anything but an AI SDK MCP client (with the way out for an official SDK Client), and, once unregistered, a
// real AI SDK client answering the server's requests with "no handler registered".
import { createMCPClient, type MCPClient } from "@ai-sdk/mcp";
import { Client } from "@modelcontextprotocol/client";
import { createMcpHandler, inputRequired, McpServer, type ElicitRequestFormParams } from "@modelcontextprotocol/server";
import { describe, expect, onTestFinished, test, vi } from "vitest";
import type { ElicitFn } from "../sdk/elicitFn.ts";
import { connectAiSdk } from "../../test/aiSdkPair.ts";
import { elicitationCapability, registerElicitationHandler } from "./index.ts";

const name: ElicitRequestFormParams = {
  mode: "form",
  message: "Your name?",
  requestedSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
};

const answering = () => vi.fn<ElicitFn>(async () => ({ action: "accept", content: { name: "Ada" } }));

/** A real v2 server and an AI SDK client, legacy era (2025-11-25) over the in-memory transport. */
async function connectLegacy() {
  const server = new McpServer({ name: "v2-server", version: "2.4.0" });
  return { server, client: await connectAiSdk(server) };
}

/** The same, modern era (2026-07-28): the server's fetch handler answers the client's HTTP transport in process. */
async function connectModern() {
  const server = new McpServer({ name: "v2-server", version: "2.4.0" });
  server.registerTool("ask", { description: "asks for a name" }, async (ctx) => {
    if (!ctx.mcpReq.inputResponses) return inputRequired({ inputRequests: { name: inputRequired.elicit(name) } });
    return { content: [{ type: "text", text: JSON.stringify(ctx.mcpReq.inputResponses) }] };
  });
  const handler = createMcpHandler(() => server);
  const client: MCPClient = await createMCPClient({
    transport: { type: "http", url: "http://in-process.invalid/mcp", fetch: (url, init) => handler.fetch(new Request(url, init)) },
    capabilities: elicitationCapability(),
  });
  onTestFinished(async () => {
    await client.close();
    await server.close();
  });
  return { server, client };
}

describe("what it accepts: a TypeError at the call for anything else", () => {
  test('an official SDK Client: the message says to import from "react-mcp-elicitation/sdk"', () => {
    const sdkClient = new Client({ name: "host", version: "1.0.0" }, { capabilities: { elicitation: { form: {} } } });
    const register = () => registerElicitationHandler(sdkClient as never, answering());
    expect(register).toThrow(TypeError);
    expect(register).toThrow(
      "registerElicitationHandler from react-mcp-elicitation/ai-sdk expects an MCP client from @ai-sdk/mcp's createMCPClient, " +
        'but was given an object of class Client. This looks like an official SDK Client: import registerElicitationHandler from "react-mcp-elicitation/sdk".',
    );
  });

  test.each<[string, unknown, string]>([
    ["undefined", undefined, "but was given undefined."],
    ["a plain object", { callTool() {} }, "but was given an object."],
  ])("%s: the message names what was expected", (_name, client, given) => {
    const register = () => registerElicitationHandler(client as never, answering());
    expect(register).toThrow(TypeError);
    expect(register).toThrow(`registerElicitationHandler from react-mcp-elicitation/ai-sdk expects an MCP client from @ai-sdk/mcp's createMCPClient, ${given}`);
    expect(register).not.toThrow(/react-mcp-elicitation\/sdk"/);
  });

  test("an elicit function that is not a function: the message says what to pass", async () => {
    const { client } = await connectLegacy();
    expect(() => registerElicitationHandler(client, undefined as never)).toThrow(
      new TypeError("registerElicitationHandler expects an elicit function (useElicitation()), but was given undefined."),
    );
  });
});

describe("unregister: the client answers that no handler is registered", () => {
  test("legacy era: the server's elicitation/create fails with -32601, and the elicit function is not called again", async () => {
    const { server, client } = await connectLegacy();
    const elicit = answering();
    const unregister = registerElicitationHandler(client, elicit);
    await expect(server.server.elicitInput(name)).resolves.toEqual({ action: "accept", content: { name: "Ada" } });

    unregister();
    await expect(server.server.elicitInput(name)).rejects.toMatchObject({ code: -32601, message: expect.stringMatching(/No elicitation handler registered/) });
    expect(elicit).toHaveBeenCalledTimes(1);
  });

  test("modern era: the tool's input request is not fulfilled, and the call fails saying no handler is registered", async () => {
    const { client } = await connectModern();
    const elicit = answering();
    const unregister = registerElicitationHandler(client, elicit);
    await expect(client.callTool({ name: "ask", arguments: {} })).resolves.toMatchObject({
      content: [{ type: "text", text: JSON.stringify({ name: { action: "accept", content: { name: "Ada" } } }) }],
    });

    unregister();
    await expect(client.callTool({ name: "ask", arguments: {} })).rejects.toThrow(/no handler is registered/);
    expect(elicit).toHaveBeenCalledTimes(1);
  });
});
