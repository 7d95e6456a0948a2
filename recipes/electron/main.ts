// Recipe: an Electron app. The main process holds the MCP client (the official SDK's v2) and the relay; the
// window's page shows the requests (renderer.tsx) over a MessageChannelMain, whose second port reaches the page
// through the preload (preload.ts). Build main and the preload as your template does (Electron Forge, electron-vite),
// the page as a Vite app (index.html).
import { join } from "node:path";
import { app, BrowserWindow, ipcMain, MessageChannelMain, shell } from "electron";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { fromMessagePort } from "react-mcp-elicitation/channels";
import { createElicitationRelay } from "react-mcp-elicitation/relay";
import { elicitationCapability, registerElicitationHandler } from "react-mcp-elicitation/sdk";

const SERVER_URL = new URL(process.env.MCP_SERVER_URL ?? "http://127.0.0.1:3001/mcp");

/** How long a person may take to answer. */
const ANSWER_TIME_MS = 30 * 60_000;

// No audience function: every window of the app is one person's, so each shows every request.
const relay = createElicitationRelay();

function openWindow(): void {
  const win = new BrowserWindow({ webPreferences: { preload: join(import.meta.dirname, "preload.js") } });
  let stop = () => {};
  // Each load gets a channel of its own: a reload drops the port the last page had. The port is sent once the
  // page has loaded, when its script listens for it.
  win.webContents.on("did-finish-load", () => {
    stop();
    const { port1, port2 } = new MessageChannelMain();
    // A URL the person consents to opens in their browser rather than in a new Electron window.
    const disconnect = relay.connect(fromMessagePort(port1), { openUrl: (url) => void shell.openExternal(url) });
    stop = () => {
      disconnect();
      port1.close();
    };
    win.webContents.postMessage("elicitation-port", null, [port2]);
  });
  win.on("closed", () => stop());
  void win.loadFile(join(import.meta.dirname, "index.html"));
}

// The app's own call (the preload's `mcp.callTool`): a client for the call, so its questions carry its key.
ipcMain.handle("call-tool", async (_event, name: string): Promise<string> => {
  // `auto`: the 2026-07-28 protocol where the server has it, the 2025 handshake where it does not.
  const client = new Client({ name: "electron-app", version: "1.0.0" }, { capabilities: elicitationCapability(), versionNegotiation: { mode: "auto" } });
  // `key` travels with each of this call's requests, for a page with an <ElicitationOutlet requestKey> per call.
  registerElicitationHandler(client, relay.elicitFor("default", { key: crypto.randomUUID() }));
  const transport = new StreamableHTTPClientTransport(SERVER_URL);
  await client.connect(transport);
  try {
    // In the 2025 eras the server asks while the call is open, so its timeout must outlast the person's answer.
    const result = await client.callTool({ name, arguments: {} }, client.getProtocolEra() === "modern" ? {} : { timeout: ANSWER_TIME_MS });
    return (result.content as { type: string; text?: string }[]).map((part) => part.text ?? "").join("\n");
  } finally {
    // close() drops the connection but not the server's session; terminateSession() ends it (if there is one).
    await transport.terminateSession().catch(() => {});
    await client.close();
  }
});

void app.whenReady().then(openWindow);
app.on("window-all-closed", () => app.quit());
// Whatever is still pending is answered "cancel", and the MCP calls waiting on it go on.
app.on("before-quit", () => void relay.close());
