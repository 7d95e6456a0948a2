// Recipe: a plain Vite + React app that connects to one MCP server over Streamable HTTP and shows its
// elicitation requests, with the official SDK's v2 client. `npm create vite@latest -- --template react-ts`, then
// `npm install react-mcp-elicitation @modelcontextprotocol/client`, and this file as src/main.tsx.
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { ElicitationProvider, useElicitation } from "react-mcp-elicitation";
import { elicitationCapability, registerElicitationHandler } from "react-mcp-elicitation/sdk";
import "react-mcp-elicitation/styles.css";

const SERVER_URL = new URL("http://localhost:3000/mcp");

/** How long a person may take to answer. */
const ANSWER_TIME_MS = 30 * 60_000;

// In the 2025 eras the server asks while the call is open, so the call's timeout must outlast the answer
// (`resetTimeoutOnProgress` would not help: a server waiting for a person sends no progress). In the 2026-07-28
// era the person answers between two legs of the call, which no leg's timeout counts, so each leg keeps the
// default minute; and no `maxTotalTimeout`, which would count the person's time too.
const callOptions = (client: Client) => (client.getProtocolEra() === "modern" ? {} : { timeout: ANSWER_TIME_MS });

function useMcpClient(url: URL): { client?: Client; error?: Error } {
  const [state, setState] = useState<{ client?: Client; error?: Error }>({});
  useEffect(() => {
    // `auto`: the 2026-07-28 protocol where the server has it, the 2025 handshake where it does not.
    const client = new Client(
      { name: "vite-host", version: "1.0.0" },
      { capabilities: elicitationCapability(), versionNegotiation: { mode: "auto" } },
    );
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
      const result = await client.callTool({ name: "book_table", arguments: { restaurant: "Nopa" } }, callOptions(client));
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

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ElicitationProvider>
      <Chat />
    </ElicitationProvider>
  </StrictMode>,
);
