// Recipe: a host connected to several MCP servers at once, on the official SDK's v2 client.
// `npm install react-mcp-elicitation @modelcontextprotocol/client`. One provider for all of them: requests are
// shown one at a time, first come first served, each naming the server that asks ("Request 1 of 3"), with
// per-server flood rules and "Block requests from <server>".
import { useEffect } from "react";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { ElicitationProvider, useElicitation, type ServerIdentity } from "react-mcp-elicitation";
import { elicitationCapability, registerElicitationHandler } from "react-mcp-elicitation/sdk";
import "react-mcp-elicitation/styles.css";

interface Connection {
  url: string;
  /** The name the person gave this server in the host's settings: shown as the title, which a server cannot fake. */
  label: string;
}

const connections: Connection[] = [
  { url: "https://github.example.com/mcp", label: "GitHub" },
  { url: "https://travel.example.com/mcp", label: "Travel" },
  { url: "http://localhost:3001/mcp", label: "Local tools" },
];

function ServerConnection({ url, label }: Connection) {
  const elicit = useElicitation();
  useEffect(() => {
    // `auto`: the 2026-07-28 protocol where a server has it, the 2025 handshake where it does not; each server
    // negotiates its own.
    const client = new Client(
      { name: "multi-host", version: "1.0.0" },
      { capabilities: elicitationCapability({ form: true, url: true }), versionNegotiation: { mode: "auto" } },
    );
    const transport = new StreamableHTTPClientTransport(new URL(url));
    let disposed = false;
    let unregister = () => {};
    // Cleanup may come while connect() is running (StrictMode runs effects twice in development): closing then
    // would reject connect() and strand the session the server just opened, so close once it has settled.
    const connecting = client.connect(transport).then(
      () => {
        if (disposed) return;
        // The server's own name (and version) next to the title the person chose.
        const reported = client.getServerVersion();
        const server: ServerIdentity = { name: reported?.name ?? url, version: reported?.version, title: label };
        unregister = registerElicitationHandler(client, elicit, { server });
      },
      (error: Error) => !disposed && console.warn(`${label} (${url}) is unavailable: ${error.message}`),
    );
    return () => {
      disposed = true;
      unregister();
      // close() drops the connection but not the server's session; terminateSession() ends it (if there is one).
      void connecting.then(() => transport.terminateSession().catch(() => {})).then(() => client.close());
    };
  }, [url, label, elicit]);
  return null;
}

export function App() {
  return (
    <ElicitationProvider maxPendingPerServer={3}>
      {connections.map((connection) => (
        <ServerConnection key={connection.url} {...connection} />
      ))}
    </ElicitationProvider>
  );
}
