// The extension's service worker holds the MCP client (the official SDK's v2) and the relay; its pages show the
// requests (panel.tsx). Bundled as one file: a service worker refuses import() (e2e/extension/build.mjs).
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { fromChromePort } from "react-mcp-elicitation/channels";
import { createElicitationRelay } from "react-mcp-elicitation/relay";
import { elicitationCapability, registerElicitationHandler } from "react-mcp-elicitation/sdk";
import type { CallToolMessage, ToolResultMessage } from "./messages.ts";

// No audience function: this relay serves only the extension's own pages, all one person's.
const relay = createElicitationRelay();

chrome.runtime.onConnect.addListener((port) => {
  if (port.name === "elicitation") relay.connect(fromChromePort(port));
});

// The extension's own messages: a page asks for a tool call; every page hears its result.
chrome.runtime.onMessage.addListener((message: CallToolMessage) => {
  if (message?.type !== "call-tool") return;
  void callTool(message).then(
    (text) => chrome.runtime.sendMessage<ToolResultMessage>({ type: "tool-result", id: message.id, text }),
    (error: unknown) => chrome.runtime.sendMessage<ToolResultMessage>({ type: "tool-result", id: message.id, text: `Failed: ${String(error)}` }),
  );
});

async function callTool({ serverUrl, name, arguments: args }: CallToolMessage): Promise<string> {
  const client = new Client({ name: "mcp-elicitation-extension", version: "1.0.0" }, { capabilities: elicitationCapability() });
  registerElicitationHandler(client, relay.elicitFor("default"));
  await client.connect(new StreamableHTTPClientTransport(new URL(serverUrl)));
  try {
    // A person may take a while: longer than the SDK's default minute.
    const result = await client.callTool({ name, arguments: args ?? {} }, { timeout: 5 * 60_000 });
    return (result.content as { type: string; text?: string }[]).map((part) => part.text ?? "").join("\n");
  } finally {
    await client.close();
  }
}
