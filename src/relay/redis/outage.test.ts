// @vitest-environment node
// The relay on a real redis-server that fails under it while a request waits: restarted with nothing saved, or
// frozen (SIGSTOP) while the answer is posted. Two instances, one on node-redis holding the MCP call, one on
// ioredis serving the person's page (real pages: the provider's queue and the page's connection, test/relayPage.ts).
import { Redis } from "ioredis";
import { createClient } from "redis";
import { afterEach, expect, test, vi } from "vitest";
import type { ElicitRequestFormParams } from "../../core/protocol/types.ts";
import { audienceFromCookie, openPage } from "../../../test/relayPage.ts";
import { startRedis, type RedisServer } from "../../../test/redisServer.ts";
import { createElicitationRelay } from "../createElicitationRelay.ts";
import { redisStore } from "./redisStore.ts";

const server = { name: "bookings", title: "Bookings" };
const guests: ElicitRequestFormParams = {
  message: "How many guests?",
  requestedSchema: { type: "object", properties: { guests: { type: "integer" } }, required: ["guests"] },
};

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function twoInstances(redis: RedisServer) {
  const nodeRedis = createClient({ url: redis.url });
  nodeRedis.on("error", () => {});
  await nodeRedis.connect();
  const ioredis = new Redis(redis.port, "127.0.0.1");
  ioredis.on("error", () => {});
  const holding = createElicitationRelay({ audience: audienceFromCookie, store: redisStore(nodeRedis), onError: () => {} });
  const serving = createElicitationRelay({ audience: audienceFromCookie, store: redisStore(ioredis), onError: () => {} });
  cleanups.push(
    () => nodeRedis.destroy(),
    () => ioredis.disconnect(),
    () => holding.close(),
    () => serving.close(),
  );
  return { holding, serving };
}

function page(relay: { handle: (request: Request) => Promise<Response> }, user: string) {
  const opened = openPage(relay.handle, user);
  cleanups.push(() => opened.close());
  return opened;
}

async function withRedis() {
  const redis = await startRedis();
  cleanups.push(() => redis.stop());
  return redis;
}

test("restarted with nothing saved while a request is on screen, answered at once: refused for the moment, then taken once", async () => {
  const redis = await withRedis();
  const { holding, serving } = await twoInstances(redis);
  const alice = page(serving, "alice");
  const answer = holding.elicitFor("alice")(guests, { server });
  await alice.shown();

  await redis.restart();
  await alice.answer({ action: "accept", content: { guests: 3 } });
  await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 3 } });
  // Every post the page made was refused for the moment (503) or taken (200), once.
  await vi.waitFor(() => expect(alice.network.posts.filter((post) => post.status === 200)).toHaveLength(1), { timeout: 10_000 });
  expect(alice.network.posts.filter((post) => post.status !== 200 && post.status !== 503)).toEqual([]);
  expect(alice.pending()).toEqual([]);
}, 30_000);

test("restarted with nothing saved: a tab that opens meanwhile is never told that nothing waits", async () => {
  const redis = await withRedis();
  const { holding, serving } = await twoInstances(redis);
  const alice = page(serving, "alice");
  const answer = holding.elicitFor("alice")(guests, { server });
  await alice.shown();

  await redis.restart();
  const second = page(serving, "alice");
  const readies = () => second.network.events.filter((event) => event.event === "ready").map((event) => JSON.parse(event.data) as { pending: string[] });
  await vi.waitFor(() => expect(readies()).not.toEqual([]), { timeout: 10_000 });
  // Its backlog waited for the request to be put back: it is pending in every ready the tab heard.
  for (const ready of readies()) expect(ready.pending).toHaveLength(1);
  expect(second.pending()).toHaveLength(1);

  await second.answer({ action: "decline" });
  await expect(answer).resolves.toEqual({ action: "decline" });
  await vi.waitFor(() => expect(alice.pending()).toEqual([]));
}, 30_000);

test("restarted with nothing saved while nobody answers: the request is put back, and a page that reloads still shows it", async () => {
  const redis = await withRedis();
  const { holding, serving } = await twoInstances(redis);
  const answer = holding.elicitFor("alice")(guests, { server });
  const before = page(serving, "alice");
  await before.shown();
  await redis.restart();
  before.close();
  const after = page(serving, "alice");
  // Shown once the store is refilled: its holder puts it back as soon as its connection is back.
  await vi.waitFor(() => expect(after.pending()).toHaveLength(1), { timeout: 10_000 });
  await after.answer({ action: "decline" });
  await expect(answer).resolves.toEqual({ action: "decline" });
}, 30_000);

test("frozen while the answer is posted: it waits, and is taken once when Redis goes on", async () => {
  const redis = await withRedis();
  const { holding, serving } = await twoInstances(redis);
  const alice = page(serving, "alice");
  const answer = holding.elicitFor("alice")(guests, { server });
  await alice.shown();

  redis.freeze();
  await alice.answer({ action: "accept", content: { guests: 5 } });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  let settled = false;
  void answer.finally(() => (settled = true));
  expect(settled).toBe(false);
  redis.thaw();

  await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 5 } });
  await vi.waitFor(() => expect(alice.network.posts.filter((post) => post.status === 200)).toHaveLength(1), { timeout: 10_000 });
  expect(alice.network.posts.filter((post) => post.status !== 200 && post.status !== 503)).toEqual([]);
  expect(alice.pending()).toEqual([]);
}, 30_000);
