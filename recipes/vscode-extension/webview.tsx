// The webview's page, bundled by build.mjs as one script: the provider shows the requests of the MCP client in the
// extension host (extension.ts). A request shows in every open view; the first answer wins.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ElicitationProvider, ElicitationRelayClient } from "react-mcp-elicitation";
import { fromVsCodeApi, type VsCodeApi } from "react-mcp-elicitation/channels";
import "react-mcp-elicitation/styles.css";

// VS Code defines this in a webview's page, and it may be called once per page: the channel gets the same object
// as the page's own code (and keeps the library's state beside the page's own in its getState()).
declare function acquireVsCodeApi(): VsCodeApi;
const vscode = acquireVsCodeApi();

// One channel for the page's life, made outside React: a new channel on each render would reconnect each time.
// A hidden view (without retainContextWhenHidden) is a new page when shown again, which asks for every pending request.
const channel = fromVsCodeApi(vscode);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ElicitationProvider>
      <ElicitationRelayClient channel={channel} />
      <main>
        <p>Questions from MCP servers show here.</p>
      </main>
    </ElicitationProvider>
  </StrictMode>,
);
