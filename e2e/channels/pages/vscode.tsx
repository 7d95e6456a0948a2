// A VS Code webview's page, as an extension would write it: it acquires the VS Code API once and shows the
// extension host's elicitation requests through the relay over the webview's messages.
import { createRoot } from "react-dom/client";
import { ElicitationProvider, ElicitationRelayClient } from "react-mcp-elicitation";
import { fromVsCodeApi, type VsCodeApi } from "react-mcp-elicitation/channels";
import "react-mcp-elicitation/styles.css";

declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const channel = fromVsCodeApi(vscode);

createRoot(document.getElementById("root")!).render(
  <ElicitationProvider presentation="modal">
    <ElicitationRelayClient channel={channel} />
    <main>
      <h1>Assistant</h1>
    </main>
  </ElicitationProvider>,
);
