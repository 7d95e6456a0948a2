// Recipe: a React host still on the official SDK's 1.x line (`@modelcontextprotocol/sdk`), one server over
// Streamable HTTP. `npm install react-mcp-elicitation @modelcontextprotocol/sdk zod` (zod: v1 needs it, and so
// does the adapter's v1 registration). Render <App /> from your entry point, in <StrictMode> if you like.
import { useEffect, useState } from "react";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ElicitationProvider, useElicitation } from "react-mcp-elicitation";
import { elicitationCapability, registerElicitationHandler } from "react-mcp-elicitation/sdk";
import "react-mcp-elicitation/styles.css";

const SERVER_URL = new URL("http://localhost:3000/mcp");

// v1 speaks the 2025 protocol only: the server asks while the tool call is open, so the call's timeout must
// outlast the person's answer, not the SDK's default minute. (`resetTimeoutOnProgress` would not help: a server
// waiting for a person sends no progress.)
const CALL_OPTIONS = { timeout: 30 * 60_000 };

function useMcpClient(url: URL): { client?: Client; error?: Error } {
  const [state, setState] = useState<{ client?: Client; error?: Error }>({});
  useEffect(() => {
    const client = new Client({ name: "v1-host", version: "1.0.0" }, { capabilities: elicitationCapability() });
    const transport = new StreamableHTTPClientTransport(url);
    let disposed = false;
    // StrictMode runs this effect twice in development, so cleanup often comes while connect() is running.
    // Closing then would reject connect() and strand the session the server just opened: wait for it to settle.
    const connecting = client.connect(transport).then(
      () => !disposed && setState({ client }),
      (error: Error) => !disposed && setState({ error }),
    );
    return () => {
      disposed = true;
      setState({});
      // close() drops the connection but not the server's session; terminateSession() ends it (if there is one).
      void connecting.then(() => transport.terminateSession().catch(() => {})).then(() => client.close());
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
  const book = async (client: Client) => {
    try {
      // v1 takes the options third, after an optional result schema.
      const params = { name: "book_table", arguments: { restaurant: "Nopa" } };
      const result = await client.callTool(params, undefined, CALL_OPTIONS);
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
