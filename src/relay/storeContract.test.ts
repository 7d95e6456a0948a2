// @vitest-environment node
// What every relay store must guarantee (store.ts), held against both built-in stores: this process's memory,
// and Redis through node-redis against a real redis-server started for the run. A store a host writes for
// another engine can be held to the same cases.
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { startRedis, type RedisServer } from "../../test/redisServer.ts";
import { memoryStore } from "./memoryStore.ts";
import { redisStore } from "./redis/redisStore.ts";
import type { RelayMessage, RelayRecord, RelayStore } from "./store.ts";

let redis: RedisServer;
const clients: { close(): Promise<unknown> }[] = [];
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const client of clients) await client.close().catch(() => {});
  await redis?.stop();
});

async function connected() {
  const client = createClient({ url: redis.url });
  clients.push(client);
  await client.connect();
  return client;
}

let n = 0;
const record = (audience: string, extra: Partial<RelayRecord> = {}): RelayRecord => ({
  id: `id-${++n}-${crypto.randomUUID()}`,
  audience,
  server: { name: "s" },
  params: { message: "m", requestedSchema: { type: "object", properties: {} } },
  createdAt: Date.now() + n,
  holder: "instance-1",
  ...extra,
});
const lease = { limit: 3, leaseMs: 60_000 };

const stores: [string, () => Promise<{ store: RelayStore; other: RelayStore }>][] = [
  ["memory", async () => {
    const store = memoryStore();
    return { store, other: store };
  }],
  ["redis", async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    // Two clients: two instances of a relay, each with its own connection.
    return { store: redisStore(await connected(), { prefix }), other: redisStore(await connected(), { prefix }) };
  }],
];

describe.each(stores)("%s store", (_, make) => {
  test("add, get and list, oldest first, per audience; the limit refuses more and adds nothing", async () => {
    const { store, other } = await make();
    const [a1, a2, a3, a4] = [record("alice"), record("alice"), record("alice"), record("alice")];
    for (const r of [a1, a2, a3]) expect(await store.add(r!, lease)).toBe(true);
    expect(await other.add(a4!, lease)).toBe(false);
    expect(await other.get(a4!.id)).toBeUndefined();
    expect(await other.get(a2!.id)).toEqual(a2);
    expect((await other.list("alice")).map((r) => r.id)).toEqual([a1, a2, a3].map((r) => r!.id));
    expect(await other.list("bob")).toEqual([]);
    expect(await store.add(record("bob"), lease)).toBe(true);
  });

  test("take: exactly one of many simultaneous callers gets the record, and it is gone for all", async () => {
    const { store, other } = await make();
    const r = record("alice");
    await store.add(r, lease);
    const takes = await Promise.all([store.take(r.id), other.take(r.id), store.take(r.id), other.take(r.id)]);
    expect(takes.filter(Boolean)).toEqual([r]);
    expect(await store.get(r.id)).toBeUndefined();
    expect(await other.list("alice")).toEqual([]);
    expect(await store.add(record("alice"), { ...lease, limit: 1 })).toBe(true);
  });

  test("the secret is the same for every instance, and stays", async () => {
    const { store, other } = await make();
    const [a, b] = await Promise.all([store.secret(), other.secret()]);
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(await store.secret()).toEqual(a);
  });

  test("an answer delivered is collected once, by one caller, and is then gone", async () => {
    const { store, other } = await make();
    const answer = { result: { action: "accept" as const, content: { n: 1 } } };
    await store.deliver("a1", answer, 60_000);
    await store.deliver("a2", { refused: "no" }, 60_000);
    const [one, two] = await Promise.all([other.collect(["a1", "a2", "a3"]), store.collect(["a1", "a2"])]);
    const all = [...one, ...two];
    expect(all.sort(([a], [b]) => a.localeCompare(b))).toEqual([["a1", answer], ["a2", { refused: "no" }]]);
    expect(await store.collect(["a1", "a2"])).toEqual(new Map());
    expect(await store.collect([])).toEqual(new Map());
  });

  test("markSeen and lastSeen", async () => {
    const { store, other } = await make();
    expect(await other.lastSeen("alice")).toBeUndefined();
    const before = Date.now();
    await store.markSeen("alice", 60_000);
    expect(await other.lastSeen("alice")).toBeGreaterThanOrEqual(before);
  });

  test("a message published by one instance is heard by every subscriber, the publisher's too", async () => {
    const { store, other } = await make();
    const heard: [string, RelayMessage][] = [];
    const stops = [await store.subscribe((m) => heard.push(["one", m])), await other.subscribe((m) => heard.push(["two", m]))];
    const message: RelayMessage = { type: "ended", audience: "alice", id: "x", reason: "answered" };
    await other.publish(message);
    await vi.waitFor(() => expect(heard.map(([who]) => who).sort()).toEqual(["one", "two"]));
    expect(heard.map(([, m]) => m)).toEqual([message, message]);
    for (const stop of stops) await stop();
    await store.publish(message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toHaveLength(2);
  });
});

describe("redis store: what can lapse", () => {
  test("a record whose holder stops renewing lapses, and leaves its audience's list and count", async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const store = redisStore(await connected(), { prefix });
    const [kept, lapsing] = [record("alice"), record("alice")];
    await store.add(kept, { limit: 2, leaseMs: 300 });
    await store.add(lapsing, { limit: 2, leaseMs: 300 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await store.renew([kept], 60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await store.list("alice")).map((r) => r.id)).toEqual([kept.id]);
    expect(await store.add(record("alice"), { limit: 2, leaseMs: 60_000 })).toBe(true);
  });

  test("nothing of a request stays once taken: only the secret and the page sightings are left", async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const client = await connected();
    const store = redisStore(client, { prefix });
    const r = record("alice");
    await store.add(r, lease);
    await store.markSeen("alice", 60_000);
    await store.secret();
    await store.take(r.id);
    const keys = (await client.sendCommand(["KEYS", `${prefix}:*`])) as string[];
    expect(keys.map((key) => key.slice(prefix.length + 1).replace(/:[0-9a-f]{64}$/, ":<hash>")).sort()).toEqual(["secret", "seen:<hash>"]);
  });

  test("the subscription's connection dropped and back: the listener hears resync, and messages again", async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const admin = await connected();
    const store = redisStore(await connected(), { prefix });
    const heard: RelayMessage[] = [];
    const stop = await store.subscribe((message) => heard.push(message));
    await admin.sendCommand(["CLIENT", "KILL", "TYPE", "pubsub"]);
    await vi.waitFor(() => expect(heard).toContainEqual({ type: "resync" }), { timeout: 10_000 });
    const message: RelayMessage = { type: "ended", audience: "alice", id: "y", reason: "withdrawn" };
    await vi.waitFor(async () => {
      await store.publish(message);
      expect(heard).toContainEqual(message);
    });
    await stop();
  });

  test("a client that is not node-redis's is refused with what was expected", () => {
    expect(() => redisStore({} as never)).toThrow("redisStore expects a connected node-redis client");
  });
});
