// Recipe: Next.js App Router, the client part (app/McpChat.tsx), on the official SDK's v2 client.
// `npx create-next-app@latest`, then `npm install react-mcp-elicitation @modelcontextprotocol/client`.
// useElicitation() needs the provider from the layout; the SDK adapter is imported from
// "react-mcp-elicitation/sdk", which is not client-only and can also be used in route handlers.
"use client";
import { useEffect, useState } from "react";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { useElicitation } from "react-mcp-elicitation";
import { elicitationCapability, registerElicitationHandler } from "react-mcp-elicitation/sdk";

export function McpChat({ serverUrl }: { serverUrl: string }) {
  const elicit = useElicitation();
  const [status, setStatus] = useState("connecting");
  useEffect(() => {
    // `auto`: the 2026-07-28 protocol where the server has it, the 2025 handshake where it does not.
    const client = new Client(
      { name: "next-host", version: "1.0.0" },
      { capabilities: elicitationCapability(), versionNegotiation: { mode: "auto" } },
    );
    const transport = new StreamableHTTPClientTransport(new URL(serverUrl));
    const unregister = registerElicitationHandler(client, elicit);
    let disposed = false;
    // Cleanup may come while connect() is running (StrictMode runs effects twice in development): closing then
    // would reject connect() and strand the session the server just opened, so close once it has settled.
    const connecting = client.connect(transport).then(
      () => !disposed && setStatus("connected"),
      (error: Error) => !disposed && setStatus(`could not connect: ${error.message}`),
    );
    return () => {
      disposed = true;
      unregister();
      // close() drops the connection but not the server's session; terminateSession() ends it (if there is one).
      void connecting.then(() => transport.terminateSession().catch(() => {})).then(() => client.close());
    };
  }, [serverUrl, elicit]);
  return <p role="status">{status}</p>;
}
