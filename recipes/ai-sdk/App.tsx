// Recipe: a React host on the AI SDK's MCP client (`createMCPClient` from `@ai-sdk/mcp`), one server over
// Streamable HTTP. `npm install react-mcp-elicitation @ai-sdk/mcp zod` (zod: a peer of @ai-sdk/mcp). Render
// <App /> from your entry point. Tools from `client.tools()`, handed to the AI SDK, ask through the same handler.
// That client handles form mode only: URL-mode requests are refused.
import { useEffect, useState } from "react";
import { createMCPClient, type MCPClient } from "@ai-sdk/mcp";
import { ElicitationProvider, useElicitation } from "react-mcp-elicitation";
import { elicitationCapability, registerElicitationHandler } from "react-mcp-elicitation/ai-sdk";
import "react-mcp-elicitation/styles.css";

const SERVER_URL = "http://localhost:3000/mcp";

function useMcpClient(url: string): { client?: MCPClient; error?: Error } {
  const [state, setState] = useState<{ client?: MCPClient; error?: Error }>({});
  useEffect(() => {
    let disposed = false;
    // createMCPClient() connects before it resolves, and cleanup may come first (StrictMode runs effects twice
    // in development): close the client once it exists, whichever came first.
    const creating = createMCPClient({ transport: { type: "http", url }, capabilities: elicitationCapability() }).then(
      (client) => {
        if (!disposed) setState({ client });
        return client;
      },
      (error: Error) => {
        if (!disposed) setState({ error });
        return undefined;
      },
    );
    return () => {
      disposed = true;
      setState({});
      // Its HTTP transport also ends the server's session on close.
      void creating.then((client) => client?.close());
    };
  }, [url]);
  return state;
}

function Chat() {
  const elicit = useElicitation();
  const { client, error } = useMcpClient(SERVER_URL);
  // The handler must be registered before the first tool call that may ask for input.
  useEffect(() => (client ? registerElicitationHandler(client, elicit) : undefined), [client, elicit]);
  const [reply, setReply] = useState("");
  const book = async (client: MCPClient) => {
    try {
      // No `timeout`: this client sets none by default, and one would count the time the person takes to
      // answer, in either protocol era. To stop a call, pass `options: { signal }`.
      const result = await client.callTool({ name: "book_table", arguments: { restaurant: "Nopa" } });
      setReply(JSON.stringify(result.content));
    } catch (failure) {
      setReply(String(failure));
    }
  };
  return (
    <main>
      <button type="button" disabled={!client} onClick={() => client && void book(client)}>
        Book a table
      </button>
      <output>{error ? `Could not connect: ${error.message}` : reply}</output>
    </main>
  );
}

export function App() {
  return (
    <ElicitationProvider>
      <Chat />
    </ElicitationProvider>
  );
}
