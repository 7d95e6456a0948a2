// Each tab of the origin: the provider shows the requests of the MCP client in the SharedWorker (worker.ts) that
// every tab shares, and a form calls a tool there.
import { StrictMode, useEffect, useState, type FormEvent } from "react";
import { createRoot } from "react-dom/client";
import { ElicitationProvider, ElicitationRelayClient } from "react-mcp-elicitation";
import { fromMessagePort } from "react-mcp-elicitation/channels";
import "react-mcp-elicitation/styles.css";
import type { CallToolMessage, ToolResultMessage } from "./messages.ts";

// Vite bundles the worker from this very expression. The first tab starts it; the others join it.
const worker = new SharedWorker(new URL("./worker.ts", import.meta.url), { type: "module", name: "mcp" });
// One channel for the page's life, made outside React: a new channel on each render would reconnect each time.
const channel = fromMessagePort(worker.port);

function Tools() {
  const [name, setName] = useState("trigger-elicitation-request");
  const [result, setResult] = useState("");

  useEffect(() => {
    // The tab's own messages on the relay's port (which fromMessagePort starts).
    const hear = ({ data }: MessageEvent<ToolResultMessage>) => data?.type === "tool-result" && setResult(data.text);
    worker.port.addEventListener("message", hear);
    return () => worker.port.removeEventListener("message", hear);
  }, []);

  const call = (event: FormEvent) => {
    event.preventDefault();
    setResult("Running…");
    worker.port.postMessage({ type: "call-tool", name } satisfies CallToolMessage);
  };

  return (
    <form onSubmit={call}>
      <label>
        Tool <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="submit">Call tool</button>
      <output aria-label="Result">{result}</output>
    </form>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ElicitationProvider>
      <ElicitationRelayClient channel={channel} />
      <main>
        <h1>MCP tools</h1>
        <Tools />
      </main>
    </ElicitationProvider>
  </StrictMode>,
);
