// A tab of a page that keeps one MCP client for all its tabs in a SharedWorker (sharedWorker.ts): the relay's
// messages and the page's own (call a tool, hear its result) share the worker's port.
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { ElicitationProvider, ElicitationRelayClient } from "react-mcp-elicitation";
import { fromMessagePort } from "react-mcp-elicitation/channels";
import "react-mcp-elicitation/styles.css";

const worker = new SharedWorker(new URL("./sharedWorker.ts", import.meta.url), { type: "module", name: "mcp" });
const channel = fromMessagePort(worker.port);
const serverUrl = new URLSearchParams(location.search).get("server") ?? "";

function Tools() {
  const [result, setResult] = useState("");
  useEffect(() => {
    const hear = (event: MessageEvent) => event.data?.type === "tool-result" && setResult(event.data.text);
    worker.port.addEventListener("message", hear);
    return () => worker.port.removeEventListener("message", hear);
  }, []);
  const call = () => {
    setResult("Running…");
    worker.port.postMessage({ type: "call-tool", serverUrl });
  };
  return (
    <>
      <button type="button" onClick={call}>
        Call tool
      </button>
      <output aria-label="Result">{result}</output>
    </>
  );
}

createRoot(document.getElementById("root")!).render(
  <ElicitationProvider>
    <ElicitationRelayClient channel={channel} />
    <main>
      <h1>Assistant</h1>
      <Tools />
    </main>
  </ElicitationProvider>,
);
