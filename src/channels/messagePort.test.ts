// @vitest-environment node
// fromMessagePort over each shape it takes: a port (Node's, as a DOM one), Electron's MessagePortMain (emulated),
// and something that is neither, which is refused with an error that says what it takes.
import { MessageChannel } from "node:worker_threads";
import { expect, test, vi } from "vitest";
import { messagePortMain } from "../../test/messagePortMain.ts";
import { fromMessagePort } from "./messagePort.ts";

test("a port: messages both ways, the other end's close heard, and close() closes the port", async () => {
  const { port1, port2 } = new MessageChannel();
  const channel = fromMessagePort(port1 as never);
  const heard: unknown[] = [];
  channel.listen((message) => heard.push(message));
  const closed = vi.fn();
  channel.onClose?.(closed);
  port2.postMessage({ n: 1 });
  await vi.waitFor(() => expect(heard).toEqual([{ n: 1 }]));
  const back = new Promise((resolve) => port2.once("message", resolve));
  channel.send({ n: 2 });
  await expect(back).resolves.toEqual({ n: 2 });
  port2.close();
  await vi.waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
  channel.close?.();
});

test("Electron's MessagePortMain: start() called, messages read from the event's data, its close heard", async () => {
  const { port1, port2 } = new MessageChannel();
  const main = messagePortMain(port1);
  const start = vi.spyOn(main, "start");
  const channel = fromMessagePort(main);
  const heard: unknown[] = [];
  const stop = channel.listen((message) => heard.push(message));
  expect(start).toHaveBeenCalled();
  const closed = vi.fn();
  channel.onClose?.(closed);
  port2.postMessage("ping");
  await vi.waitFor(() => expect(heard).toEqual(["ping"]));
  stop();
  port2.postMessage("after");
  port2.close();
  await vi.waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
  expect(heard).toEqual(["ping"]);
});

test("a worker's own scope is never closed by the channel (that would end the worker)", () => {
  const scope = { postMessage: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), close: vi.fn() };
  fromMessagePort(scope).close?.();
  expect(scope.close).not.toHaveBeenCalled();
});

test("anything else is refused with an error that says what it takes", () => {
  expect(() => fromMessagePort({} as never)).toThrow("fromMessagePort needs a MessagePort, a Worker, a worker's self, or Electron's MessagePortMain.");
});
