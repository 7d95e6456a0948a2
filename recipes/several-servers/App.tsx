// Recipe: a host connected to several MCP servers at once. One provider for all of them: requests are shown
// one at a time, first come first served, each naming the server that asks ("Request 1 of 3"), with
// per-server flood rules and "Block requests from <server>".
import { useEffect } from "react";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
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
    const client = new Client({ name: "multi-host", version: "1.0.0" }, { capabilities: elicitationCapability({ form: true, url: true }) });
    let unregister = () => {};
    void client.connect(new StreamableHTTPClientTransport(new URL(url))).then(() => {
      // The server's own name (and version) next to the title the person chose.
      const reported = client.getServerVersion();
      const server: ServerIdentity = { name: reported?.name ?? url, version: reported?.version, title: label };
      unregister = registerElicitationHandler(client, elicit, { server });
    });
    return () => {
      unregister();
      void client.close();
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
