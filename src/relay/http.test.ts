// @vitest-environment node
// How the relay reads a body: counted as it arrives and bounded in time, whatever the request says of itself.
import { expect, test } from "vitest";
import { readLimited } from "./http.ts";

const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  new Request("http://relay.test/", { method: "POST", body, headers, duplex: "half" } as RequestInit);

test("a body sent slowly is given up after the time allowed, and its stream cancelled", async () => {
  let cancelled = false;
  const trickle = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode("{"));
    },
    cancel: () => void (cancelled = true),
  });
  const started = Date.now();
  expect(await readLimited(post(trickle), 1_000, 100)).toEqual({ refused: "too-slow" });
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(cancelled).toBe(true);
});

test("a body within the limit and the time is read whole; one past the limit is refused as it arrives", async () => {
  expect(await readLimited(post('{"id":"x"}'), 1_000, 1_000)).toEqual({ text: '{"id":"x"}' });
  expect(await readLimited(post("x".repeat(1_001)), 1_000, 1_000)).toEqual({ refused: "too-large" });
});
