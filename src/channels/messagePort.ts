// A channel over anything that posts structured messages: a DOM MessagePort (a MessageChannel's end, a
// SharedWorker's port), a Worker from the page's side, a worker's own global scope from inside it, and
// Electron's MessagePortMain (an EventEmitter with `on("message")`, `start()` and a `close` event), or Node's
// worker_threads MessagePort, which Node's tests use in its place.
import type { ElicitationChannel } from "../core/relay/elicitationChannel.ts";

/** A DOM-style port: a MessagePort, a Worker, a worker's `self`, Node's MessagePort. */
export interface EventTargetPort {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  start?(): void;
  close?(): void;
}

/** Electron's MessagePortMain: an EventEmitter. */
export interface EmitterPort {
  postMessage(message: unknown): void;
  on(type: "message", listener: (event: { data: unknown }) => void): unknown;
  on(type: "close", listener: () => void): unknown;
  off?(type: string, listener: (...args: never[]) => void): unknown;
  removeListener?(type: string, listener: (...args: never[]) => void): unknown;
  start(): void;
  close(): void;
}

export type MessagePortLike = EventTargetPort | EmitterPort;

const isEventTarget = (port: MessagePortLike): port is EventTargetPort => typeof (port as EventTargetPort).addEventListener === "function";

const made = new WeakMap<object, ElicitationChannel>();

/**
 * A channel over a port, a worker or a worker's own scope. The same port gives the same channel, so that
 * `<ElicitationRelayClient channel={fromMessagePort(port)} />` written in a render does not reconnect on the next.
 */
export function fromMessagePort(port: MessagePortLike): ElicitationChannel {
  if (!port || typeof port.postMessage !== "function") {
    throw new TypeError("fromMessagePort needs a MessagePort, a Worker, a worker's self, or Electron's MessagePortMain.");
  }
  let channel = made.get(port);
  if (!channel) made.set(port, (channel = channelOver(port)));
  return channel;
}

function channelOver(port: MessagePortLike): ElicitationChannel {
  const started = () => {
    // A MessagePort listened to with addEventListener, and a MessagePortMain, queue messages until start().
    (port as { start?: () => void }).start?.();
  };
  if (isEventTarget(port)) {
    const target = port as EventTargetPort & { addEventListener(type: "close", listener: () => void): void; removeEventListener(type: "close", listener: () => void): void };
    return {
      send: (message) => port.postMessage(message),
      listen(listener) {
        const onMessage = (event: { data: unknown }) => listener(event.data);
        port.addEventListener("message", onMessage);
        started();
        return () => port.removeEventListener("message", onMessage);
      },
      // Ports that know when the other end closed say so with a "close" event (Node's; Chromium's MessagePort).
      onClose(listener) {
        target.addEventListener("close", listener);
        return () => target.removeEventListener("close", listener);
      },
      // Only a port is closed: a Worker is the host's to terminate, and a worker's self.close() would end the worker.
      close: () => (typeof port.start === "function" ? port.close?.() : undefined),
    };
  }
  const off = (type: string, listener: (...args: never[]) => void) => (port.off ?? port.removeListener)?.call(port, type, listener);
  return {
    send: (message) => port.postMessage(message),
    listen(listener) {
      const onMessage = (event: { data: unknown }) => listener(event.data);
      port.on("message", onMessage);
      started();
      return () => off("message", onMessage);
    },
    onClose(listener) {
      port.on("close", listener);
      return () => off("close", listener);
    },
    close: () => port.close(),
  };
}
