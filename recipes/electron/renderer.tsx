// The window's page: the provider shows the requests of the MCP client in the main process (main.ts) over the port
// the preload hands it (preload.ts), and a form calls a tool through the preload's `mcp.callTool`.
import { StrictMode, useState, type FormEvent } from "react";
import { createRoot } from "react-dom/client";
import { ElicitationProvider, ElicitationRelayClient } from "react-mcp-elicitation";
import { fromMessagePort } from "react-mcp-elicitation/channels";
import "react-mcp-elicitation/styles.css";
import type { McpBridge } from "./preload.ts";

declare const mcp: McpBridge; // what the preload exposed as window.mcp

function Tools() {
  const [name, setName] = useState("trigger-elicitation-request");
  const [result, setResult] = useState("");
  const call = (event: FormEvent) => {
    event.preventDefault();
    setResult("Running…");
    mcp.callTool(name).then(setResult, (error: unknown) => setResult(`Failed: ${String(error)}`));
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

// The preload posts main's port to this window after each load. Only a message whose source is this window is
// the preload's: a frame in the page could post one too.
window.addEventListener("message", function takePort(event: MessageEvent) {
  if (event.source !== window || event.data !== "elicitation-port" || !event.ports[0]) return;
  window.removeEventListener("message", takePort);
  // One channel for the page's life, made outside React: a new channel on each render would reconnect each time.
  const channel = fromMessagePort(event.ports[0]);
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
});
