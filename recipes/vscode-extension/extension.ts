// Recipe: a VS Code extension. The extension host holds the MCP client (the official SDK's v2) and the relay; a
// sidebar view and editor tabs show its requests (webview.tsx, bundled by build.mjs into dist/). The extension's
// package.json contributes the view "mcpElicitation.requests" (in a view container of its own), the commands
// "mcpElicitation.openTab" and "mcpElicitation.callTool", and the setting "mcpElicitation.serverUrl".
import * as vscode from "vscode";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { fromVsCodeWebview } from "react-mcp-elicitation/channels";
import { createElicitationRelay } from "react-mcp-elicitation/relay";
import { elicitationCapability, registerElicitationHandler } from "react-mcp-elicitation/sdk";

/** How long a person may take to answer. */
const ANSWER_TIME_MS = 30 * 60_000;

// No audience function: every view of this window is one person's, so each shows every request.
const relay = createElicitationRelay();

export function activate(context: vscode.ExtensionContext): void {
  const dist = vscode.Uri.joinPath(context.extensionUri, "dist");
  // The sidebar and each tab get the same page and a channel each: the first answer wins, the others withdraw it.
  const show = (view: vscode.WebviewView | vscode.WebviewPanel) => {
    view.webview.options = { enableScripts: true, localResourceRoots: [dist] };
    view.webview.html = page(view.webview, dist);
    // A webview cannot open windows: a URL the person consents to opens in their browser, from here.
    relay.connect(fromVsCodeWebview(view), { openUrl: (url) => void vscode.env.openExternal(vscode.Uri.parse(url)) }); // disconnects itself when the view is disposed
  };
  context.subscriptions.push(
    vscode.window.registerWebviewViewProvider("mcpElicitation.requests", { resolveWebviewView: show }),
    vscode.commands.registerCommand("mcpElicitation.openTab", () =>
      show(vscode.window.createWebviewPanel("mcpElicitation.requests", "MCP requests", vscode.ViewColumn.Beside)),
    ),
    vscode.commands.registerCommand("mcpElicitation.callTool", callTool),
    { dispose: () => void relay.close() }, // whatever is still pending is answered "cancel"
  );
}

async function callTool(): Promise<void> {
  const name = await vscode.window.showInputBox({ prompt: "Tool to call", value: "trigger-elicitation-request" });
  if (!name) return;
  const serverUrl = vscode.workspace.getConfiguration("mcpElicitation").get("serverUrl", "http://127.0.0.1:3001/mcp");
  // A question waits for a view to show it (up to 10 minutes): open the sidebar's.
  await vscode.commands.executeCommand("mcpElicitation.requests.focus");
  // `auto`: the 2026-07-28 protocol where the server has it, the 2025 handshake where it does not.
  const client = new Client({ name: "vscode-extension", version: "1.0.0" }, { capabilities: elicitationCapability(), versionNegotiation: { mode: "auto" } });
  // `key` travels with each of this call's requests: a page with an <ElicitationOutlet requestKey> per call
  // shows them there; this page has none, so its dialog does.
  registerElicitationHandler(client, relay.elicitFor("default", { key: crypto.randomUUID() }));
  const transport = new StreamableHTTPClientTransport(new URL(serverUrl));
  try {
    await client.connect(transport);
    // In the 2025 eras the server asks while the call is open, so its timeout must outlast the person's answer.
    const result = await client.callTool({ name, arguments: {} }, client.getProtocolEra() === "modern" ? {} : { timeout: ANSWER_TIME_MS });
    const text = (result.content as { type: string; text?: string }[]).map((part) => part.text ?? "").join("\n");
    void vscode.window.showInformationMessage(`${name}: ${text}`);
  } catch (error) {
    void vscode.window.showErrorMessage(`${name} failed: ${String(error)}`);
  } finally {
    // close() drops the connection but not the server's session; terminateSession() ends it (if there is one).
    await transport.terminateSession().catch(() => {});
    await client.close();
  }
}

// The webview's page: build.mjs's one script and stylesheet, and a CSP that allows nothing else. No eval either:
// forms are judged by the interpreter, with nothing to configure.
function page(webview: vscode.Webview, dist: vscode.Uri): string {
  const nonce = crypto.randomUUID().replaceAll("-", "");
  const asset = (file: string) => webview.asWebviewUri(vscode.Uri.joinPath(dist, file)).toString();
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; style-src ${webview.cspSource}`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${csp}" />
    <link rel="stylesheet" href="${asset("webview.css")}" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" nonce="${nonce}" src="${asset("webview.js")}"></script>
  </body>
</html>`;
}
