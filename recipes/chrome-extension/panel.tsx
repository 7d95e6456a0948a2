// The extension's page (a side panel, a popup or a tab): the provider shows the requests of the MCP client in the
// service worker (sw.ts) through a chrome.runtime port. The extension's default CSP refuses eval: forms are
// judged by the interpreter, with nothing to configure.
import { StrictMode, useEffect, useState, type FormEvent } from "react";
import { createRoot } from "react-dom/client";
import { ElicitationProvider, ElicitationRelayClient } from "react-mcp-elicitation";
import { fromChromePort } from "react-mcp-elicitation/channels";
import "react-mcp-elicitation/styles.css";
import type { CallToolMessage, ToolResultMessage } from "./messages.ts";

// A function, not a port: when Chrome stops the worker the port disconnects, and the page opens another.
const openChannel = () => fromChromePort(chrome.runtime.connect({ name: "elicitation" }));

function Tools() {
  const [serverUrl, setServerUrl] = useState("http://127.0.0.1:3001/mcp");
  const [name, setName] = useState("trigger-elicitation-request");
  const [result, setResult] = useState("");

  useEffect(() => {
    const hear = (message: ToolResultMessage) => message?.type === "tool-result" && setResult(message.text);
    chrome.runtime.onMessage.addListener(hear);
    return () => chrome.runtime.onMessage.removeListener(hear);
  }, []);

  const call = (event: FormEvent) => {
    event.preventDefault();
    setResult("Running…");
    void chrome.runtime.sendMessage<CallToolMessage>({ type: "call-tool", id: crypto.randomUUID(), serverUrl, name });
  };

  return (
    <form onSubmit={call}>
      <label>
        MCP server URL <input value={serverUrl} onChange={(event) => setServerUrl(event.target.value)} />
      </label>
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
      <ElicitationRelayClient channel={openChannel} />
      <main>
        <h1>MCP tools</h1>
        <Tools />
      </main>
    </ElicitationProvider>
  </StrictMode>,
);
