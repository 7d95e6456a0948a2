// The live demo: a real SDK Client connected to the in-page server over the SDK's in-memory transport,
// with this library as its elicitation UI — the integration a host writes, in full.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { useEffect, useState } from "react";
import { ElicitationProvider, useElicitation } from "../../src/index.ts";
import { elicitationCapability, registerElicitationHandler, withUrlElicitation } from "../../src/sdk/index.ts";
import { createDemoServer, demoTools } from "./demoServer.ts";

interface LogLine {
  id: number;
  source: "server" | "host";
  text: string;
}

let lineId = 0;

export function LiveDemo() {
  return (
    <ElicitationProvider>
      <Host />
    </ElicitationProvider>
  );
}

function Host() {
  const elicit = useElicitation();
  const [client, setClient] = useState<Client>();
  const [log, setLog] = useState<LogLine[]>([]);

  useEffect(() => {
    const append = (source: LogLine["source"], text: string) => setLog((lines) => [...lines, { id: lineId++, source, text }]);
    const server = createDemoServer((text) => append("server", text));
    const client = new Client({ name: "demo-host", version: "1.0.0" }, { capabilities: elicitationCapability() });
    const unregister = registerElicitationHandler(client, elicit);
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    let live = true;
    void Promise.all([server.connect(serverSide), client.connect(clientSide)]).then(() => {
      if (!live) return;
      append("host", "connected to Demo Server");
      setClient(client);
    });
    return () => {
      live = false;
      unregister();
      void client.close();
      void server.close();
    };
  }, [elicit]);

  async function run(name: string) {
    if (!client) return;
    const server = client.getServerVersion() ?? { name: "demo-server" };
    try {
      const result = await withUrlElicitation(() => client.callTool({ name }), elicit, { server });
      const first = (result.content as { type: string; text?: string }[])[0];
      setLog((lines) => [...lines, { id: lineId++, source: "host", text: `${name} returned: ${first?.text ?? JSON.stringify(result)}` }]);
    } catch (error) {
      setLog((lines) => [...lines, { id: lineId++, source: "host", text: `${name} failed: ${(error as Error).message}` }]);
    }
  }

  return (
    <div style={{ padding: 24, fontFamily: "system-ui, sans-serif", display: "grid", gap: 16, maxWidth: 900 }}>
      <h1 style={{ fontSize: 20, margin: 0 }}>Live demo: a real MCP server and client in this page</h1>
      <p style={{ margin: 0 }}>Each button calls a tool; the server elicits through this library and validates the answer itself.</p>
      <ul style={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: 8 }}>
        {demoTools.map((tool) => (
          <li key={tool.name}>
            <button type="button" disabled={!client} onClick={() => void run(tool.name)}>
              Run {tool.name}
            </button>{" "}
            <span>{tool.description}</span>
          </li>
        ))}
      </ul>
      <section aria-labelledby="log-heading">
        <h2 id="log-heading" style={{ fontSize: 16 }}>
          Log
        </h2>
        <ol style={{ fontFamily: "ui-monospace, monospace", fontSize: 13, paddingInlineStart: 24 }}>
          {log.map((line) => (
            <li key={line.id}>
              <strong>{line.source}:</strong> {line.text}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
