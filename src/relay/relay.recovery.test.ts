// @vitest-environment node
// How a relayed request's end reaches the page in each way it can end, and a relay whose store is down when it
// starts: it says so without the store's words, and recovers by itself once the store is back.
import { afterEach, expect, test, vi } from "vitest";
import type { ElicitRequestFormParams } from "../core/protocol/types.ts";
import { audienceFromCookie, openPage, RELAY_URL } from "../../test/relayPage.ts";
import { createElicitationRelay } from "./createElicitationRelay.ts";
import { memoryStore } from "./memoryStore.ts";
import type { RelayStore } from "./store.ts";

const server = { name: "bookings", title: "Bookings" };
const guests: ElicitRequestFormParams = {
  message: "How many guests?",
  requestedSchema: { type: "object", properties: { guests: { type: "integer" } }, required: ["guests"] },
};

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

test("abandoned by an instance whose pages are elsewhere: the page says it was closed, not withdrawn", async () => {
  const store = memoryStore();
  // The MCP call on one instance, the person's page on another that renews its sighting only rarely.
  const holding = createElicitationRelay({ audience: audienceFromCookie, store, abandonAfterMs: 80, heartbeatMs: 60_000 });
  const serving = createElicitationRelay({ audience: audienceFromCookie, store, heartbeatMs: 60_000 });
  cleanups.push(() => holding.close(), () => serving.close());
  const alice = openPage(serving.handle, "alice");
  cleanups.push(() => alice.close());
  await alice.open();
  const answer = holding.elicitFor("alice")(guests, { server });
  await alice.shown();
  await expect(answer).resolves.toEqual({ action: "cancel" });
  await vi.waitFor(() => expect(alice.notice()).toMatchObject({ kind: "abandoned", server }));
  expect(alice.queue.getSnapshot().history.at(-1)).toMatchObject({ action: "withdrawn" });
});

/** A memory store that cannot be reached while `down` is set, as a Redis not yet started. */
function flakyStore(): RelayStore & { down: boolean } {
  const inner = memoryStore();
  const store = { down: true } as RelayStore & { down: boolean };
  for (const name of Object.keys(inner) as (keyof RelayStore)[]) {
    (store as unknown as Record<string, unknown>)[name] = (...args: unknown[]) =>
      store.down ? Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:6390")) : (inner[name] as (...a: unknown[]) => unknown)(...args);
  }
  return store;
}

test("a store down when the relay starts: 503 without its words, the error to onError, and recovery once it is back", async () => {
  const store = flakyStore();
  const onError = vi.fn();
  const relay = createElicitationRelay({ audience: audienceFromCookie, store, onError });
  cleanups.push(() => relay.close());
  const response = await relay.handle(new Request(RELAY_URL, { headers: { cookie: "user=alice" } }));
  expect(response.status).toBe(503);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ error: { code: "unavailable", message: "The store is unavailable; try again." } });
  expect(text).not.toContain("ECONNREFUSED");
  expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining("ECONNREFUSED") }));
  await expect(relay.elicitFor("alice")(guests, { server })).rejects.toThrow("ECONNREFUSED");

  store.down = false;
  const alice = openPage(relay.handle, "alice");
  cleanups.push(() => alice.close());
  const answer = relay.elicitFor("alice")(guests, { server });
  await alice.answer({ action: "accept", content: { guests: 2 } });
  await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 2 } });
});
