// Recipe: a SharedWorker that holds one MCP client (the official SDK's v2) and the relay for every tab of the
// origin; each tab shows the requests (main.tsx). A question shows in every open tab; the first answer wins, and
// a tab closed or reloaded mid-question leaves it to the others.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { fromMessagePort } from "react-mcp-elicitation/channels";
import { createElicitationRelay } from "react-mcp-elicitation/relay";
import { elicitationCapability, registerElicitationHandler } from "react-mcp-elicitation/sdk";
import type { CallToolMessage, ToolResultMessage } from "./messages.ts";

const SERVER_URL = new URL("http://127.0.0.1:3001/mcp");

/** How long a person may take to answer. */
const ANSWER_TIME_MS = 30 * 60_000;

/** The worker's own scope, as much of it as this uses (the DOM's types have no SharedWorker scope). */
const scope = self as unknown as { onconnect: ((event: MessageEvent) => void) | null };

// No audience function: every tab of the origin is one person's.
const relay = createElicitationRelay();

// One client for every tab, connected on the first call and kept; tried again on the next call if that failed.
let connecting: Promise<Client> | undefined;
const client = () => (connecting ??= connect().catch((error: unknown) => ((connecting = undefined), Promise.reject(error))));

async function connect(): Promise<Client> {
  // `auto`: the 2026-07-28 protocol where the server has it, the 2025 handshake where it does not.
  const client = new Client({ name: "shared-worker", version: "1.0.0" }, { capabilities: elicitationCapability(), versionNegotiation: { mode: "auto" } });
  registerElicitationHandler(client, relay.elicitFor("default"));
  await client.connect(new StreamableHTTPClientTransport(SERVER_URL));
  return client;
}

async function callTool(name: string): Promise<string> {
  const mcp = await client();
  // In the 2025 eras the server asks while the call is open, so its timeout must outlast the person's answer.
  const result = await mcp.callTool({ name, arguments: {} }, mcp.getProtocolEra() === "modern" ? {} : { timeout: ANSWER_TIME_MS });
  return (result.content as { type: string; text?: string }[]).map((part) => part.text ?? "").join("\n");
}

// Each tab that opens the worker brings a port of its own: a channel for the relay, and the tab's own calls.
scope.onconnect = (event) => {
  const port = event.ports[0]!;
  relay.connect(fromMessagePort(port));
  port.addEventListener("message", ({ data }: MessageEvent<CallToolMessage>) => {
    if (data?.type !== "call-tool") return;
    const reply = (text: string) => port.postMessage({ type: "tool-result", text } satisfies ToolResultMessage);
    callTool(data.name).then(reply, (error: unknown) => reply(`Failed: ${String(error)}`));
  });
};
