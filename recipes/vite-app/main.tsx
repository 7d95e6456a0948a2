// Recipe: a plain Vite + React app that connects to one MCP server over Streamable HTTP and shows its
// elicitation requests. `npm create vite@latest -- --template react-ts`, then
// `npm install react-mcp-elicitation @modelcontextprotocol/sdk zod`, and this file as src/main.tsx.
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ElicitationProvider, useElicitation } from "react-mcp-elicitation";
import { elicitationCapability, registerElicitationHandler } from "react-mcp-elicitation/sdk";
import "react-mcp-elicitation/styles.css";

const SERVER_URL = new URL("http://localhost:3000/mcp");

function useMcpClient(url: URL): Client | undefined {
  const [client, setClient] = useState<Client>();
  useEffect(() => {
    const next = new Client({ name: "vite-host", version: "1.0.0" }, { capabilities: elicitationCapability() });
    let closed = false;
    void next.connect(new StreamableHTTPClientTransport(url)).then(() => !closed && setClient(next));
    return () => {
      closed = true;
      void next.close();
    };
  }, [url]);
  return client;
}

function Chat() {
  const elicit = useElicitation();
  const client = useMcpClient(SERVER_URL);
  // The handler must be registered before the first tool call that may ask for input.
  useEffect(() => (client ? registerElicitationHandler(client, elicit) : undefined), [client, elicit]);
  const [reply, setReply] = useState("");
  const book = async () => {
    const result = await client!.callTool({ name: "book_table", arguments: { restaurant: "Nopa" } });
    setReply(JSON.stringify(result.content));
  };
  return (
    <main>
      <button type="button" disabled={!client} onClick={() => void book()}>
        Book a table
      </button>
      <output>{reply}</output>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ElicitationProvider>
      <Chat />
    </ElicitationProvider>
  </StrictMode>,
);
