// The MCP host that the official conformance suite's client scenarios talk to: the README's quick start
// (the v2 client, `auto` negotiation, <ElicitationProvider>, registerElicitationHandler), importing the
// package by name as a host app does. scripts/conformance/client.mjs opens it in Chromium, presses "Run",
// and answers each request dialog as a person would.
//
// `?call=` names the tools to call after listing them, in order (none for a scenario that only connects).
// The page talks only to its own origin: client.mjs relays /mcp to the conformance server, which sends no
// CORS headers, so a browser could not reach it from another origin.
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { ElicitationProvider, useElicitation } from "react-mcp-elicitation";
import { elicitationCapability, registerElicitationHandler } from "react-mcp-elicitation/sdk";
import "react-mcp-elicitation/styles.css";

const toCall = new URLSearchParams(location.search).getAll("call");

// `auto`: the 2026-07-28 protocol where the server has it, the 2025 handshake where it does not.
const client = new Client(
  { name: "react-mcp-elicitation-conformance-host", version: "1.0.0" },
  { capabilities: elicitationCapability(), versionNegotiation: { mode: "auto" } },
);
const transport = new StreamableHTTPClientTransport(new URL("/mcp", location.href));
const connected = client.connect(transport);

type Outcome = { state: "done" | "failed"; text: string };

function Host() {
  const elicit = useElicitation(); // shows each request, one at a time, and answers it exactly once
  useEffect(() => registerElicitationHandler(client, elicit), [elicit]);
  const [outcome, setOutcome] = useState<Outcome>();
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    const lines: string[] = [];
    try {
      await connected;
      lines.push(`connected: protocol ${client.getNegotiatedProtocolVersion()} (${client.getProtocolEra()} era), server ${JSON.stringify(client.getServerVersion())}`);
      const { tools } = await client.listTools();
      lines.push(`tools: ${JSON.stringify(tools.map((tool) => tool.name))}`);
      for (const name of toCall) {
        if (!tools.some((tool) => tool.name === name)) throw new Error(`the server does not list the tool ${name}`);
        // In the 2025 protocol the server asks while the call is open: give the person more than the default minute.
        const options = client.getProtocolEra() === "modern" ? {} : { timeout: 30 * 60_000 };
        const result = await client.callTool({ name, arguments: {} }, options);
        lines.push(`${name}: ${JSON.stringify(result)}`);
      }
      // A host that is done with a server ends its session (if it has one), then closes the connection.
      await transport.terminateSession();
      await client.close();
      lines.push("closed");
      setOutcome({ state: "done", text: lines.join("\n") });
    } catch (error) {
      lines.push(`error: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
      setOutcome({ state: "failed", text: lines.join("\n") });
    }
  };

  return (
    <main>
      <button type="button" disabled={running} onClick={() => void run()}>
        Run
      </button>
      <output aria-label="Outcome" data-state={outcome?.state}>
        {outcome?.text}
      </output>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <ElicitationProvider>
    <Host />
  </ElicitationProvider>,
);
