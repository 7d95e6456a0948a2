// fromChromePort on the service worker's end: a port from one of the extension's own pages is served; one from a
// content script, which runs inside a web page that can drive it, is refused unless the host allows it.
import { afterEach, expect, test, vi } from "vitest";
import { fromChromePort, type ChromePort } from "./chromePort.ts";

/** A chrome.runtime.Port as onConnect hands it to the worker, from `url`. */
function portFrom(url: string | undefined) {
  const listeners = new Set<(message: unknown) => void>();
  const port: ChromePort & { sent: unknown[]; disconnected: boolean; deliver(message: unknown): void } = {
    name: "elicitation",
    sent: [],
    disconnected: false,
    postMessage: (message) => void port.sent.push(message),
    disconnect: () => void (port.disconnected = true),
    onMessage: { addListener: (listener) => void listeners.add(listener), removeListener: (listener) => void listeners.delete(listener) },
    onDisconnect: { addListener: () => {}, removeListener: () => {} },
    ...(url === undefined ? {} : { sender: { url, id: "extension-id" } }),
    deliver: (message) => listeners.forEach((listener) => listener(message)),
  };
  return port;
}

afterEach(() => vi.restoreAllMocks());

test("a port from one of the extension's own pages is served both ways", () => {
  const port = portFrom(`${location.origin}/panel.html`);
  const channel = fromChromePort(port);
  const heard: unknown[] = [];
  channel.listen((message) => heard.push(message));
  port.deliver({ hello: 1 });
  channel.send({ back: 2 });
  expect(heard).toEqual([{ hello: 1 }]);
  expect(port.sent).toEqual([{ back: 2 }]);
  expect(port.disconnected).toBe(false);
});

test("a port from a content script is refused: disconnected, one warning naming it, nothing heard or sent", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const port = portFrom("https://shop.example/checkout");
  const channel = fromChromePort(port);
  const heard: unknown[] = [];
  channel.listen((message) => heard.push(message));
  port.deliver({ "react-mcp-elicitation": 1, type: "hello", view: "x" });
  channel.send({ "react-mcp-elicitation": 1, type: "relay" });
  expect(port.disconnected).toBe(true);
  expect(heard).toEqual([]);
  expect(port.sent).toEqual([]);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toContain("https://shop.example/checkout");
});

test("a content script's port is served when the host allows it", () => {
  const port = portFrom("https://shop.example/checkout");
  const channel = fromChromePort(port, { allowContentScripts: true });
  channel.send({ back: 1 });
  expect(port.sent).toEqual([{ back: 1 }]);
  expect(port.disconnected).toBe(false);
});

test("on the page's end (a port from chrome.runtime.connect, without a sender) nothing is checked", () => {
  const port = portFrom(undefined);
  fromChromePort(port).send({ hello: 1 });
  expect(port.sent).toEqual([{ hello: 1 }]);
});
