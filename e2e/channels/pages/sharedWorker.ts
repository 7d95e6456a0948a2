// One MCP client (the official SDK's v2) for every tab of the origin, and the relay: each tab's port is one view
// of the default audience, so a request shows in every tab and is answered once. A tab's own `call-tool` message
// calls the server's form tool; every tab hears the result.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { fromMessagePort } from "react-mcp-elicitation/channels";
import { createElicitationRelay } from "react-mcp-elicitation/relay";
import { elicitationCapability, registerElicitationHandler } from "react-mcp-elicitation/sdk";

const scope = self as unknown as { onconnect: ((event: MessageEvent) => void) | null };
const relay = createElicitationRelay();
const ports: MessagePort[] = [];
let client: Promise<Client> | undefined;

function connected(serverUrl: string): Promise<Client> {
  client ??= (async () => {
    const made = new Client({ name: "shared-worker-host", version: "1.0.0" }, { capabilities: elicitationCapability() });
    registerElicitationHandler(made, relay.elicitFor("default"));
    await made.connect(new StreamableHTTPClientTransport(new URL(serverUrl)));
    return made;
  })();
  return client;
}

scope.onconnect = (event) => {
  const port = event.ports[0]!;
  ports.push(port);
  relay.connect(fromMessagePort(port));
  port.addEventListener("message", (message: MessageEvent) => {
    if (message.data?.type !== "call-tool") return;
    void connected(message.data.serverUrl)
      .then((mcp) => mcp.callTool({ name: "trigger-elicitation-request", arguments: {} }, { timeout: 120_000 }))
      .then(
        (result) => (result.content as { text: string }[]).map((part) => part.text).join("\n"),
        (error: unknown) => `Failed: ${String(error)}`,
      )
      .then((text) => ports.forEach((each) => each.postMessage({ type: "tool-result", text })));
  });
};
