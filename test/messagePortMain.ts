// Electron's MessagePortMain, as its documentation gives it (an EventEmitter whose "message" listeners get
// { data, ports }, messages queued until start(), a "close" event), over a worker_threads port: Electron's
// binary cannot be had here, so its main process is emulated with Node and this stands in for its port.
import { EventEmitter } from "node:events";
import type { MessagePort } from "node:worker_threads";
import type { EmitterPort } from "../src/channels/index.ts";

export function messagePortMain(port: MessagePort): EmitterPort {
  const emitter = new EventEmitter();
  let started = false;
  const queued: unknown[] = [];
  port.on("message", (data: unknown) => (started ? emitter.emit("message", { data, ports: [] }) : queued.push(data)));
  port.on("close", () => emitter.emit("close"));
  const main = {
    postMessage: (message: unknown) => port.postMessage(message),
    start() {
      started = true;
      for (const data of queued.splice(0)) emitter.emit("message", { data, ports: [] });
    },
    close: () => port.close(),
    on(type: string, listener: (...args: never[]) => void) {
      emitter.on(type, listener as (...args: unknown[]) => void);
      return main;
    },
    off: (type: string, listener: (...args: never[]) => void) => emitter.off(type, listener as (...args: unknown[]) => void),
  };
  return main as EmitterPort;
}
