// The AI SDK adapter end to end in Chromium: the AI SDK's own MCP client (`createMCPClient`) against a real v2
// McpServer in the page, a host app with <ElicitationProvider> and registerElicitationHandler(client,
// useElicitation()) from /ai-sdk, and a person answering by role and label. Legacy era (2025-11-25) over the
// SDK's in-memory transport; modern era (2026-07-28) over the client's HTTP transport, answered by the
// server's own fetch handler in the page, with no network. That client handles form mode only.
import { createMCPClient, type MCPClient, type MCPTransport } from "@ai-sdk/mcp";
import {
  acceptedContent,
  createMcpHandler,
  fromJsonSchema,
  InMemoryTransport,
  inputRequired,
  McpServer,
  type ElicitRequestFormParams,
  type ElicitRequestURLParams,
} from "@modelcontextprotocol/server";
import { describe, expect, onTestFinished, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import type { ElicitResult } from "../core/protocol/types.ts";
import { renderHostApp } from "../../test/hostApp.tsx";
import { elicitationCapability, registerElicitationHandler } from "./index.ts";

type Era = "legacy" | "modern";
/** An elicitation request's params, as a server writes them. */
type Params = Record<string, unknown>;

const serverInfo = { name: "v2-server", title: "V2 Server", version: "2.4.0" };

const profile: Params = {
  mode: "form",
  message: "Tell us about yourself",
  requestedSchema: {
    type: "object",
    properties: {
      name: { type: "string", title: "Full name", minLength: 1 },
      age: { type: "integer", title: "Age", minimum: 0 },
      newsletter: { type: "boolean", title: "Send me the newsletter", default: false },
    },
    required: ["name", "age"],
  },
};
const signIn = { mode: "url", message: "Connect your Example account.", url: "https://auth.example.com/connect" } as const;

/**
 * A real v2 server and an AI SDK client joined in `era`, the client registered in a host app. The server's
 * `ask` tool returns `inputRequired` until the answers are there (legacy: the server's shim sends them as
 * `elicitation/create`; modern: the client fulfils them and retries), then judges each accepted answer with
 * the server's own validator. `calls` counts the tool's runs.
 */
async function connect(era: Era) {
  const server = new McpServer(serverInfo);
  let asked: Record<string, ReturnType<typeof inputRequired.elicit>> = {};
  let calls = 0;
  server.registerTool("ask", { description: "asks what the test queued" }, async (ctx) => {
    calls++;
    const responses = ctx.mcpReq.inputResponses;
    if (!responses) return inputRequired({ inputRequests: asked });
    const verdicts = Object.entries(asked).map(([key, request]) => {
      const response = responses[key] as ElicitResult | undefined;
      const params = request.params as ElicitRequestFormParams | ElicitRequestURLParams;
      if (response?.action !== "accept" || params.mode === "url") return [key, response?.action];
      return [key, acceptedContent(responses, key, fromJsonSchema(params.requestedSchema)) ?? "refused by the server"];
    });
    return { content: [{ type: "text", text: JSON.stringify(Object.fromEntries(verdicts)) }] };
  });

  let client: MCPClient;
  const capabilities = elicitationCapability();
  if (era === "legacy") {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    client = await createMCPClient({ transport: clientSide as unknown as MCPTransport, capabilities });
  } else {
    const handler = createMcpHandler(() => server);
    client = await createMCPClient({
      transport: { type: "http", url: "http://in-page.invalid/mcp", fetch: (url, init) => handler.fetch(new Request(url, init)) },
      capabilities,
    });
  }
  onTestFinished(async () => {
    await client.close();
    await server.close();
  });
  await renderHostApp<MCPClient>(registerElicitationHandler).connect(client);

  /** The host calls the tool, which asks `requests`: what the tool made of the answers. */
  async function ask(requests: Record<string, Params>): Promise<Record<string, unknown>> {
    asked = Object.fromEntries(
      Object.entries(requests).map(([key, params]) => [
        key,
        params.mode === "url" ? inputRequired.elicitUrl(params as { message: string; url: string }) : inputRequired.elicit(params as ElicitRequestFormParams),
      ]),
    );
    const result = await client.callTool({ name: "ask", arguments: {} });
    const text = (result.content as { text: string }[])[0]!.text;
    return result.isError ? { error: text } : (JSON.parse(text) as Record<string, unknown>);
  }
  return { server, client, ask, calls: () => calls };
}

const dialog = () => page.getByRole("dialog");
/** Every open <dialog>: a closed one leaves the accessibility tree but may stay in the document. */
const openDialogs = () => [...document.querySelectorAll("dialog")].filter((d) => d.open);
/** Long enough for a late dialog to show up. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe.each<Era>(["legacy", "modern"])("AI SDK client, %s era, in the browser", (era) => {
  test("a form: named after the server's serverInfo, filled in by label, and the server accepts the typed answer", async () => {
    const { client, ask } = await connect(era);
    expect(client.serverInfo).toMatchObject(serverInfo);
    const asked = ask({ profile });

    await expect.element(dialog()).toHaveAccessibleName("Request from V2 Server");
    await expect.element(dialog()).toHaveAccessibleDescription("Tell us about yourself");
    await userEvent.fill(page.getByLabelText("Full name"), "Ada Lovelace");
    await userEvent.fill(page.getByLabelText("Age"), "36");
    await userEvent.click(page.getByLabelText("Send me the newsletter"));
    await userEvent.click(page.getByRole("button", { name: "Submit" }));

    await expect(asked).resolves.toEqual({ profile: { name: "Ada Lovelace", age: 36, newsletter: true } });
    await expect.poll(() => openDialogs().length).toBe(0);
  });

  test("the client closes while the dialog is open: the request leaves the screen with the connection-closed notice", async () => {
    const { client, ask } = await connect(era);
    const lost = ask({ profile }).then(
      () => "answered",
      () => "failed",
    );
    await expect.element(dialog()).toHaveAccessibleName("Request from V2 Server");
    await userEvent.fill(page.getByLabelText("Full name"), "Ada");
    await client.close();

    const notice = page.getByText("The connection to V2 Server was closed.");
    await expect.element(notice).toBeVisible();
    expect(notice.element().closest('[role="status"]')).not.toBeNull();
    await expect.poll(() => openDialogs().length).toBe(0);
    await expect(lost).resolves.toBe("failed");
  });
});

describe("AI SDK client: URL mode is refused, and nothing is shown", () => {
  test.each<[string, Params, { code: number; message: RegExp }]>([
    // The AI SDK client refuses it itself: its request schema wants a requestedSchema.
    ["as a server sends it: -32602 from the AI SDK client", { ...signIn, elicitationId: "e1" }, { code: -32602, message: /Invalid elicitation request/ }],
    // Past that check, the adapter refuses it; the AI SDK client answers any handler error with -32603.
    [
      "with a requestedSchema besides: the adapter's refusal, naming URL mode",
      { ...signIn, elicitationId: "e2", requestedSchema: { type: "object", properties: {} } },
      { code: -32603, message: /URL-mode elicitation is not supported by this client/ },
    ],
  ])("legacy era: a URL-mode request %s", async (_name, params, refusal) => {
    const { server } = await connect("legacy");
    // Raw, past the server's own check of the client's capabilities, as a server outside the SDK would send it.
    const outcome = await server.server
      .request({ method: "elicitation/create", params } as never)
      .then(() => undefined, (error: { code?: number; message: string }) => error);
    expect(outcome).toMatchObject({ code: refusal.code, message: expect.stringMatching(refusal.message) });
    await settle();
    expect(openDialogs()).toHaveLength(0);
  });

  test("modern era: the capability declares form mode only, so the server does not send it, and the call fails", async () => {
    const { ask, calls } = await connect("modern");
    await expect(ask({ link: signIn })).rejects.toThrow(/capabilit/);
    expect(calls()).toBe(1);
    await settle();
    expect(openDialogs()).toHaveLength(0);
  });
});
