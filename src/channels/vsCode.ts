// Channels for a VS Code extension: its side holds the webview (`fromVsCodeWebview`), the webview's page holds
// the object `acquireVsCodeApi()` returned, which may be acquired only once per page, so the host passes its
// own (`fromVsCodeApi`). VS Code carries JSON only, which is all the relay sends.
import type { ElicitationChannel } from "../core/relay/elicitationChannel.ts";

interface Disposable {
  dispose(): unknown;
}

/** The parts of vscode.Webview the channel uses (no @types/vscode needed). */
export interface VsCodeWebview {
  postMessage(message: unknown): Thenable<boolean> | PromiseLike<boolean>;
  onDidReceiveMessage(listener: (message: unknown) => unknown): Disposable;
}

/** A WebviewPanel or WebviewView: its webview, and when it is gone. */
export interface VsCodeWebviewHolder {
  webview: VsCodeWebview;
  onDidDispose(listener: () => unknown): Disposable;
}

interface Thenable<T> {
  then<R>(onfulfilled?: (value: T) => R, onrejected?: (reason: unknown) => R): Thenable<R>;
}

/** The object `acquireVsCodeApi()` returns in a webview. */
export interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): unknown;
}

/** The extension's side: a webview, or the panel or view that holds it (then its disposal closes the channel). */
export function fromVsCodeWebview(target: VsCodeWebview | VsCodeWebviewHolder): ElicitationChannel {
  const holder = "webview" in target ? target : undefined;
  const webview = holder ? holder.webview : (target as VsCodeWebview);
  if (typeof webview?.postMessage !== "function") throw new TypeError("fromVsCodeWebview needs a vscode.Webview, WebviewPanel or WebviewView.");
  return {
    // A hidden webview without retainContextWhenHidden drops what it is sent: the page asks again when it is back.
    send: (message) => void Promise.resolve(webview.postMessage(message)).catch(() => {}),
    listen(listener) {
      const subscription = webview.onDidReceiveMessage(listener);
      return () => void subscription.dispose();
    },
    ...(holder && {
      onClose(listener: () => void) {
        const subscription = holder.onDidDispose(listener);
        return () => void subscription.dispose();
      },
    }),
  };
}

/** The key the library's state takes in the webview's state, beside the host's own. */
export const VSCODE_STATE_KEY = "react-mcp-elicitation";

const madeForApi = new WeakMap<VsCodeApi, ElicitationChannel>();

/**
 * The webview's side, given the object the page already acquired with `acquireVsCodeApi()`. The same object gives
 * the same channel, so that calling this in a render does not reconnect on the next.
 */
export function fromVsCodeApi(api: VsCodeApi): ElicitationChannel {
  if (typeof api?.postMessage !== "function") throw new TypeError("fromVsCodeApi needs the object acquireVsCodeApi() returned.");
  let channel = madeForApi.get(api);
  if (!channel) madeForApi.set(api, (channel = channelOverApi(api)));
  return channel;
}

function channelOverApi(api: VsCodeApi): ElicitationChannel {
  const own = () => {
    const state = api.getState();
    return typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};
  };
  return {
    send: (message) => api.postMessage(message),
    listen(listener) {
      // The extension's messages reach the webview as the window's message events.
      const onMessage = (event: MessageEvent) => listener(event.data);
      window.addEventListener("message", onMessage);
      return () => window.removeEventListener("message", onMessage);
    },
    state: {
      get: () => own()[VSCODE_STATE_KEY],
      // The host's own state is kept: only the library's key changes.
      set: (value) => void api.setState({ ...own(), [VSCODE_STATE_KEY]: value }),
    },
  };
}
