// VS Code's and Electron's halves, emulated in Node where their binaries cannot be had: the relay and the MCP
// client run in this process as an extension host or a main process would run them, and the page runs in
// Chromium, with the channel between them carried as each platform carries it.
// - VS Code: the webview's page gets `acquireVsCodeApi` injected before its scripts, callable once, its state
//   kept by the "extension host" (here) while the webview lives; messages are JSON both ways; a hidden webview
//   (retainContextWhenHidden off) is deallocated, and what the extension posts meanwhile is dropped; the sandbox
//   refuses window.open (it returns null), so the extension opens URLs (vscode.env.openExternal, here a list).
// - Electron: a worker_threads MessageChannel stands for MessageChannelMain; its main end behind MessagePortMain's
//   API; the preload (an init script) gets a port and hands it to the page with window.postMessage(…, [port]);
//   a reload drops the port, and "main" makes a new channel on the new page's load.
import { readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { MessageChannel as MainChannel, type MessagePort } from "node:worker_threads";
import type { Page, Route } from "@playwright/test";
import { fromMessagePort, fromVsCodeWebview, type VsCodeWebview } from "../../src/channels/index.ts";
import type { ElicitationRelay } from "../../src/relay/index.ts";
import { messagePortMain } from "../../test/messagePortMain.ts";

const ORIGIN = "https://platform.test";
const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

/** Serves the built page `name` (build.mjs) at ORIGIN, the HTML passed through `html`. */
async function serve(page: Page, dir: string, name: string, html: (text: string) => string = (text) => text) {
  await page.route(`${ORIGIN}/**`, async (route: Route) => {
    const path = new URL(route.request().url()).pathname;
    const file = join(dir, name, path === "/" ? `${name}.html` : path);
    const body = readFileSync(file, "utf8");
    await route.fulfill({ body: extname(file) === ".html" ? html(body) : body, contentType: TYPES[extname(file)] ?? "application/octet-stream" });
  });
}

declare global {
  interface Window {
    __vscodeToExtension(json: string): Promise<void>;
    __vscodeSetState(json: string): Promise<void>;
    __vscodeAcquired(): Promise<void>;
    __electronToMain(message: unknown): Promise<void>;
    __electronFromMain(message: unknown): void;
  }
}

/** A webview of an emulated VS Code extension, connected to `relay`: shown, hidden (deallocated) and shown again. */
export async function vsCodeWebview(page: Page, relay: ElicitationRelay, dir: string) {
  const listeners = new Set<(message: unknown) => unknown>();
  let state: unknown;
  let visible = false;
  let acquired = 0;
  await page.exposeBinding("__vscodeToExtension", (_source, json: string) => {
    for (const listener of listeners) listener(JSON.parse(json));
  });
  await page.exposeBinding("__vscodeSetState", (_source, json: string) => void (state = JSON.parse(json)));
  await page.exposeBinding("__vscodeAcquired", () => void acquired++);
  // What VS Code injects into every webview: the API, acquired once per page, with the state it kept.
  await serve(page, dir, "vscode", (html) =>
    html.replace(
      "<head>",
      `<head><script>(() => {
        window.open = () => null;
        let state = ${JSON.stringify(state ?? null)} ?? undefined;
        let acquired = false;
        window.acquireVsCodeApi = () => {
          if (acquired) throw new Error("An instance of the VS Code API has already been acquired");
          acquired = true;
          void window.__vscodeAcquired();
          return Object.freeze({
            postMessage: (message) => void window.__vscodeToExtension(JSON.stringify(message)),
            getState: () => state,
            setState: (next) => { state = JSON.parse(JSON.stringify(next)); void window.__vscodeSetState(JSON.stringify(next)); return next; },
          });
        };
      })();</script>`,
    ),
  );
  const webview: VsCodeWebview = {
    async postMessage(message) {
      // A deallocated webview gets nothing; VS Code carries JSON only.
      if (!visible) return false;
      const copy: unknown = JSON.parse(JSON.stringify(message));
      await page.evaluate((data) => window.postMessage(data, "*"), copy).catch(() => {});
      return true;
    },
    onDidReceiveMessage(listener) {
      listeners.add(listener);
      return { dispose: () => listeners.delete(listener) };
    },
  };
  const opened: string[] = [];
  relay.connect(fromVsCodeWebview(webview), { openUrl: (url) => opened.push(url) });
  return {
    /** The URLs the extension host opened outside, as vscode.env.openExternal would. */
    opened,
    async show() {
      visible = true;
      await page.goto(`${ORIGIN}/`);
    },
    /** Hidden with retainContextWhenHidden off: the page is deallocated; VS Code keeps only its state. */
    async hide() {
      visible = false;
      await page.goto("about:blank");
    },
    acquired: () => acquired,
    state: () => state,
  };
}

/** A window of an emulated Electron app: "main" connects a new channel to `relay` for each page that loads. */
export async function electronWindow(page: Page, relay: ElicitationRelay, dir: string) {
  let toPage: MessagePort | undefined;
  let channels = 0;
  await page.exposeBinding("__electronToMain", (_source, message: unknown) => toPage?.postMessage(message));
  // The preload: a port for the page, handed over with window.postMessage once the document is there.
  await page.addInitScript(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => void window.__electronToMain(event.data);
    window.__electronFromMain = (message) => channel.port1.postMessage(message);
    window.addEventListener("DOMContentLoaded", () => window.postMessage("elicitation-port", "*", [channel.port2]));
  });
  await serve(page, dir, "electron");
  page.on("load", () => {
    // did-finish-load: the old page's port went with it (main hears its close), and the new page gets one.
    toPage?.close();
    const { port1, port2 } = new MainChannel();
    toPage = port2;
    port2.on("message", (message: unknown) => void page.evaluate((data) => window.__electronFromMain(data), message).catch(() => {}));
    relay.connect(fromMessagePort(messagePortMain(port1)));
    channels++;
  });
  return {
    open: () => page.goto(`${ORIGIN}/`),
    channels: () => channels,
    close: () => toPage?.close(),
  };
}
