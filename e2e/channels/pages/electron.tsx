// An Electron renderer's page: its preload hands it a MessagePort with window.postMessage (ports cannot cross
// contextBridge), and the page shows the main process's elicitation requests through the relay over that port.
import { createRoot } from "react-dom/client";
import { ElicitationProvider, ElicitationRelayClient } from "react-mcp-elicitation";
import { fromMessagePort } from "react-mcp-elicitation/channels";
import "react-mcp-elicitation/styles.css";

const root = createRoot(document.getElementById("root")!);

window.addEventListener("message", (event) => {
  if (event.source !== window || event.data !== "elicitation-port" || !event.ports[0]) return;
  root.render(
    <ElicitationProvider>
      <ElicitationRelayClient channel={fromMessagePort(event.ports[0])} />
      <main>
        <h1>Desktop assistant</h1>
      </main>
    </ElicitationProvider>,
  );
});
