"use client";
// The client part: useElicitation() needs the provider from the layout; the SDK adapter is imported from
// "react-mcp-elicitation/sdk", which is not client-only and can also be used in route handlers.
import { useEffect, useState } from "react";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { useElicitation } from "react-mcp-elicitation";
import { elicitationCapability, registerElicitationHandler } from "react-mcp-elicitation/sdk";

export function McpChat({ serverUrl }: { serverUrl: string }) {
  const elicit = useElicitation();
  const [status, setStatus] = useState("connecting");
  useEffect(() => {
    const client = new Client({ name: "next-host", version: "1.0.0" }, { capabilities: elicitationCapability() });
    const unregister = registerElicitationHandler(client, elicit);
    void client.connect(new StreamableHTTPClientTransport(new URL(serverUrl))).then(() => setStatus("connected"));
    return () => {
      unregister();
      void client.close();
    };
  }, [serverUrl, elicit]);
  return <p role="status">{status}</p>;
}
