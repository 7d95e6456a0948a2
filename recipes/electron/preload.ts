// The window's preload. Ports cannot cross contextBridge: the port main sends (main.ts) goes to the page with
// window.postMessage, which carries ports ("*": a file:// page's origin is opaque; it goes to this window alone).
// A sandboxed preload (the default) is one CommonJS file: bundle it so.
import { contextBridge, ipcRenderer } from "electron";

ipcRenderer.on("elicitation-port", (event) => window.postMessage("elicitation-port", "*", event.ports));

/** The app's own call, beside the relay's channel: all the page may ask of main. */
export interface McpBridge {
  callTool(name: string): Promise<string>;
}

contextBridge.exposeInMainWorld("mcp", { callTool: (name) => ipcRenderer.invoke("call-tool", name) } satisfies McpBridge);
