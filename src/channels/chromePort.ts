// A channel over a chrome.runtime.Port, on either end: the extension's page (`chrome.runtime.connect()`) or its
// service worker (`chrome.runtime.onConnect`). On the worker's end it serves only the extension's own pages: a
// content script runs inside a web page, which can drive it, and is not the person's trusted UI.
import type { ElicitationChannel } from "../core/relay/elicitationChannel.ts";

/** The parts of chrome.runtime.Port the channel uses (no @types/chrome needed). */
export interface ChromePort {
  name: string;
  postMessage(message: unknown): void;
  disconnect(): void;
  onMessage: ChromeEvent<(message: unknown) => void>;
  onDisconnect: ChromeEvent<() => void>;
  /** Set on the ports `onConnect` hands the worker: who connected. */
  sender?: { url?: string; origin?: string; tab?: unknown; id?: string };
}

interface ChromeEvent<Listener> {
  addListener(listener: Listener): void;
  removeListener(listener: Listener): void;
}

export interface FromChromePortOptions {
  /** Serve ports from content scripts too, which run inside web pages. Off by default. */
  allowContentScripts?: boolean;
}

/** Whether a port the worker was handed comes from one of the extension's own pages. */
function fromOwnPage(sender: NonNullable<ChromePort["sender"]>): boolean {
  const own = (globalThis as { location?: { origin?: string } }).location?.origin;
  const from = sender.origin ?? (sender.url ? new URL(sender.url).origin : undefined);
  return own !== undefined && from === own;
}

const made = new WeakMap<ChromePort, ElicitationChannel>();

/**
 * A channel over a chrome.runtime.Port. The same port gives the same channel (with the options it was first
 * given), so that calling this in a render does not reconnect on the next.
 */
export function fromChromePort(port: ChromePort, options: FromChromePortOptions = {}): ElicitationChannel {
  if (!port || typeof port.postMessage !== "function" || !port.onMessage) throw new TypeError("fromChromePort needs a chrome.runtime.Port.");
  let channel = made.get(port);
  if (!channel) made.set(port, (channel = channelOver(port, options)));
  return channel;
}

function channelOver(port: ChromePort, { allowContentScripts = false }: FromChromePortOptions): ElicitationChannel {
  if (port.sender && !allowContentScripts && !fromOwnPage(port.sender)) {
    console.warn(
      `react-mcp-elicitation: a port from ${port.sender.url ?? "a content script"} was refused: only the extension's own pages are served (fromChromePort's allowContentScripts).`,
    );
    port.disconnect();
    // Nothing reaches the other end, and nothing is heard from it.
    return { send() {}, listen: () => () => {} };
  }
  return {
    send: (message) => port.postMessage(message),
    listen(listener) {
      const onMessage = (message: unknown) => listener(message);
      port.onMessage.addListener(onMessage);
      return () => port.onMessage.removeListener(onMessage);
    },
    onClose(listener) {
      port.onDisconnect.addListener(listener);
      return () => port.onDisconnect.removeListener(listener);
    },
    close: () => port.disconnect(),
  };
}
