// @vitest-environment node
// What every relay store must guarantee (store.ts), held against both built-in stores: this process's memory,
// and Redis, through node-redis and through ioredis, on a real redis-server and on a real Redis Cluster of six
// nodes, each started for the run. A store a host writes for another engine can be held to the same cases.
import { Cluster, Redis } from "ioredis";
import { createClient, createCluster } from "redis";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { startRedis, type RedisServer } from "../../test/redisServer.ts";
import { startRedisCluster, type RedisCluster } from "../../test/redisCluster.ts";
import { memoryStore } from "./memoryStore.ts";
import { redisStore, type RedisClientLike } from "./redis/redisStore.ts";
import type { RelayMessage, RelayRecord, RelayStore } from "./store.ts";

let redis: RedisServer;
let cluster: RedisCluster;
const closers: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  [redis, cluster] = await Promise.all([startRedis(), startRedisCluster()]);
}, 60_000);
afterAll(async () => {
  for (const close of closers) await close().catch(() => {});
  await Promise.all([redis?.stop(), cluster?.stop()]);
});

/** A connected client of each kind a host may hold: one per relay instance. */
const clients: Record<string, () => Promise<RedisClientLike>> = {
  "node-redis": async () => {
    const client = createClient({ url: redis.url });
    closers.push(() => client.close());
    await client.connect();
    return client;
  },
  ioredis: async () => {
    const client = new Redis(redis.port, "127.0.0.1");
    closers.push(() => client.quit());
    return client;
  },
  "node-redis cluster": async () => {
    const client = createCluster({ rootNodes: cluster.nodes.map(({ host, port }) => ({ url: `redis://${host}:${port}` })) });
    closers.push(() => client.close());
    await client.connect();
    return client;
  },
  "ioredis cluster": async () => {
    const client = new Cluster(cluster.nodes);
    closers.push(() => client.quit());
    return client;
  },
};

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
  ...Object.entries(clients).map(([name, connect]): [string, () => Promise<{ store: RelayStore; other: RelayStore }>] => [
    `redis (${name})`,
    async () => {
      const prefix = `test-${crypto.randomUUID()}`;
      // Two clients: two instances of a relay, each with its own connection.
      return { store: redisStore(await connect(), { prefix }), other: redisStore(await connect(), { prefix }) };
    },
  ]),
];

describe.each(stores)("%s store", (_, make) => {
  test("add, get and list, oldest first, per audience; the limit refuses more and adds nothing", async () => {
    const { store, other } = await make();
    const [a1, a2, a3, a4] = [record("alice"), record("alice"), record("alice"), record("alice")];
    for (const r of [a1, a2, a3]) expect(await store.add(r!, lease)).toBe(true);
    expect(await other.add(a4!, lease)).toBe(false);
    expect(await other.get(a4!)).toBeUndefined();
    expect(await other.get(a2!)).toEqual(a2);
    expect(await other.get({ audience: "bob", id: a2!.id })).toBeUndefined();
    expect((await other.list("alice")).map((r) => r.id)).toEqual([a1, a2, a3].map((r) => r!.id));
    expect(await other.list("bob")).toEqual([]);
    expect(await store.add(record("bob"), lease)).toBe(true);
  });

  test("requests added in the same millisecond are listed in the order they were added", async () => {
    const { store, other } = await make();
    const at = Date.now();
    // Ids that sort against the order they are added in, so that a tie broken by id shows.
    const added = ["c", "b", "a"].map((letter) => record("carol", { id: `${letter}-${crypto.randomUUID()}`, createdAt: at }));
    for (const r of added) expect(await store.add(r, lease)).toBe(true);
    expect((await other.list("carol")).map((r) => r.id)).toEqual(added.map((r) => r.id));
  });

  test("take: exactly one of many simultaneous callers gets the record, and it is gone for all", async () => {
    const { store, other } = await make();
    const r = record("alice");
    await store.add(r, lease);
    expect(await store.take({ audience: "bob", id: r.id })).toBeUndefined();
    const takes = await Promise.all([store.take(r), other.take(r), store.take(r), other.take(r)]);
    expect(takes.filter(Boolean)).toEqual([r]);
    expect(await store.get(r)).toBeUndefined();
    expect(await other.list("alice")).toEqual([]);
    expect(await store.add(record("alice"), { ...lease, limit: 1 })).toBe(true);
  });

  test("the secrets are the same for every instance, and stay", async () => {
    const { store, other } = await make();
    const [a, b] = await Promise.all([store.secrets([]), other.secrets([])]);
    expect(a.secrets).toEqual(b.secrets);
    expect(a.secrets).toHaveLength(1);
    expect(a.secrets[0]!.length).toBeGreaterThanOrEqual(32);
    expect(await store.secrets(a.secrets)).toEqual({ secrets: a.secrets, restored: false, restoring: false });
  });

  test("how requests ended is remembered per audience, for as long as asked, and nothing else of them", async () => {
    const { store, other } = await make();
    await store.markEnded({ audience: "alice", id: "a1" }, "answered", 60_000);
    await store.markEnded({ audience: "alice", id: "a2" }, "withdrawn", 60_000);
    await store.markEnded({ audience: "alice", id: "a3" }, "abandoned", 100);
    await store.markEnded({ audience: "bob", id: "b1" }, "answered", 60_000);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await other.endings("alice")).toEqual(new Map([["a1", "answered"], ["a2", "withdrawn"]]));
    expect(await other.endings("bob")).toEqual(new Map([["b1", "answered"]]));
    expect(await other.endings("carol")).toEqual(new Map());
  });

  test("renew says which of the requests held it no longer has", async () => {
    const { store, other } = await make();
    const [kept, taken] = [record("alice"), record("bob")];
    await store.add(kept, lease);
    await store.add(taken, lease);
    await other.take(taken);
    expect(await store.renew([kept, taken], 60_000)).toEqual([taken.id]);
    expect(await store.get(kept)).toEqual(kept);
  });

  test("an answer kept with its take is collected once, by one caller, and is then gone", async () => {
    const { store, other } = await make();
    const answer = { result: { action: "accept" as const, content: { n: 1 } } };
    const [a1, a2, a3] = [record("alice"), record("bob"), record("alice")];
    for (const r of [a1, a2, a3]) await store.add(r, lease);
    expect(await other.take(a1, { answer, keepMs: 60_000 })).toEqual(a1);
    expect(await store.take(a2, { answer: { refused: "no" }, keepMs: 60_000 })).toEqual(a2);
    // A second take of the same request keeps nothing: the first answer stands.
    expect(await store.take(a1, { answer: { refused: "late" }, keepMs: 60_000 })).toBeUndefined();
    const [one, two] = await Promise.all([other.collect([a1, a2, a3]), store.collect([a1, a2])]);
    const all = [...one, ...two];
    expect(all.sort(([a], [b]) => a.localeCompare(b))).toEqual([[a1.id, answer], [a2.id, { refused: "no" }]].sort(([a], [b]) => String(a).localeCompare(String(b))));
    expect(await store.collect([a1, a2])).toEqual(new Map());
    expect(await store.collect([])).toEqual(new Map());
  });

  test("a holder that finds its record taken finds the answer beside it, never a record that looks lost", async () => {
    const { store, other } = await make();
    const asked = record("alice");
    await store.add(asked, lease);
    await other.take(asked, { answer: { refused: "taken" }, keepMs: 60_000 });
    // What the holder's sweep does: its record is gone, so it looks for the answer before putting anything back.
    expect(await store.renew([asked], 60_000)).toEqual([asked.id]);
    expect(await store.collect([asked])).toEqual(new Map([[asked.id, { refused: "taken" }]]));
  });

  test("markSeen and lastSeen", async () => {
    const { store, other } = await make();
    expect(await other.lastSeen("alice")).toBeUndefined();
    const before = Date.now();
    await store.markSeen("alice", 60_000);
    expect(await other.lastSeen("alice")).toBeGreaterThanOrEqual(before);
  });

  test("markSeen keeps the languages a page said, for every instance, while the sighting lasts; a page that says none leaves them", async () => {
    const { store, other } = await make();
    if (!store.languages) return expect.unreachable("the built-in stores keep the languages");
    expect(await other.languages!("alice")).toBeUndefined();
    await store.markSeen("alice", 60_000, ["de-AT", "de"]);
    expect(await other.languages!("alice")).toStrictEqual(["de-AT", "de"]);
    await other.markSeen("alice", 60_000);
    expect(await store.languages("alice")).toStrictEqual(["de-AT", "de"]);
    expect(await store.languages("bob")).toBeUndefined();
    await store.markSeen("carol", 1, ["ja"]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await other.languages!("carol")).toBeUndefined();
  });

  test("a message published by one instance is heard by every subscriber serving its audience, the publisher's too", async () => {
    const { store, other } = await make();
    // A page of alice's on each instance.
    await Promise.all([store.markSeen("alice", 60_000), other.markSeen("alice", 60_000)]);
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

/** A command on every node of the Redis the store is on: the keys are spread over the cluster's. */
async function onEveryNode(kind: string, ...args: string[]): Promise<string[]> {
  const ports = kind.includes("cluster") ? cluster.nodes.map((node) => node.port) : [redis.port];
  const replies = await Promise.all(ports.map((port) => cluster.cli(port, ...args)));
  return replies.flatMap((reply) => reply.split("\n").filter(Boolean));
}

describe.each(Object.keys(clients))("redis store (%s): what can lapse, and what stays", (kind) => {
  const connect = () => clients[kind]!();

  test("a record whose holder stops renewing lapses, and leaves its audience's list and count", async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const store = redisStore(await connect(), { prefix });
    const [kept, lapsing] = [record("alice"), record("alice")];
    await store.add(kept, { limit: 2, leaseMs: 300 });
    await store.add(lapsing, { limit: 2, leaseMs: 300 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await store.renew([kept], 60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await store.list("alice")).map((r) => r.id)).toEqual([kept.id]);
    expect(await store.add(record("alice"), { limit: 2, leaseMs: 60_000 })).toBe(true);
  });

  test("an audience's keys share one slot; nothing of a request stays once taken but the secret and the sightings", async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const store = redisStore(await connect(), { prefix });
    const [pending, answered] = [record("alice"), record("alice")];
    await store.add(pending, lease);
    await store.add(answered, lease);
    await store.take(answered, { answer: { refused: "kept" }, keepMs: 60_000 });
    await store.markSeen("alice", 60_000);
    await store.secrets([]);
    const held = [...new Set(await onEveryNode(kind, "KEYS", `${prefix}:{*`))].filter((key) => !key.includes("{secrets}"));
    const slots = await Promise.all(held.map((key) => cluster.cli(cluster.nodes[0]!.port, "CLUSTER", "KEYSLOT", key)));
    expect(held).toHaveLength(4);
    expect(new Set(slots).size).toBe(1);
    await store.take(pending);
    expect(await store.collect([answered])).toEqual(new Map([[answered.id, { refused: "kept" }]]));
    const keys = [...new Set(await onEveryNode(kind, "KEYS", `${prefix}:*`))];
    expect(keys.map((key) => key.slice(prefix.length + 1).replace(/^\{[0-9a-f]{64}\}/, "{<hash>}")).sort()).toEqual(["{<hash>}:seen", "{secrets}"]);
    await store.markEnded(pending, "answered", 60_000);
    expect((await onEveryNode(kind, "KEYS", `${prefix}:*`)).some((key) => key.endsWith("}:end"))).toBe(true);
  });

  test("emptied (a restart with nothing saved): the secrets are put back and it says so, to every instance for a while", async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const [store, other, newcomer] = [redisStore(await connect(), { prefix }), redisStore(await connect(), { prefix }), redisStore(await connect(), { prefix })];
    const { secrets } = await store.secrets([]);
    await onEveryNode(kind, "FLUSHALL");
    // An instance started meanwhile makes a secret of its own; then the first puts back the one all the others know.
    const made = await newcomer.secrets([]);
    expect(made).toMatchObject({ restored: false, restoring: false });
    expect(made.secrets).not.toEqual(secrets);
    const back = await store.secrets(secrets);
    expect(back).toMatchObject({ restored: true, restoring: true });
    expect(new Set(back.secrets.map(String))).toEqual(new Set([...secrets, ...made.secrets].map(String)));
    expect(await other.secrets(secrets)).toMatchObject({ restored: false, restoring: true, secrets: back.secrets });
  });

  test("the subscription's connection dropped mid-burst: every message is heard, or a resync says some may not be", async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const [store, other] = [redisStore(await connect(), { prefix }), redisStore(await connect(), { prefix })];
    const heard: RelayMessage[] = [];
    const stop = await store.subscribe((message) => heard.push(message));
    await store.markSeen("alice", 60_000);
    const sent: string[] = [];
    const send = (id: string) => {
      sent.push(id);
      return other.publish({ type: "ended", audience: "alice", id, reason: "withdrawn" }).catch(() => {});
    };
    const burst = (from: number) => Promise.all(Array.from({ length: 100 }, (_, i) => send(`m${from + i}`)));
    await Promise.all([burst(0), onEveryNode(kind, "CLIENT", "KILL", "TYPE", "pubsub"), burst(100)]);
    // Messages come through again.
    let after = 0;
    await vi.waitFor(async () => {
      await send(`after-${++after}`);
      expect(heard.some((message) => "id" in message && message.id.startsWith("after-"))).toBe(true);
    }, { timeout: 15_000, interval: 200 });
    const ids = new Set(heard.map((message) => "id" in message && message.id));
    // Of the burst (the messages sent after it, to see them come through again, may still be on their way).
    const lost = sent.filter((id) => id.startsWith("m") && !ids.has(id));
    if (lost.length > 0) await vi.waitFor(() => expect(heard).toContainEqual({ type: "resync" }), { timeout: 10_000 });
    await stop();
  });

  test("a message another instance sent that never arrived (its number skipped): the listener hears resync", async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const raw = await connect();
    const store = redisStore(raw, { prefix });
    const heard: RelayMessage[] = [];
    const stop = await store.subscribe((message) => heard.push(message));
    // Another instance's first and third messages, as the store sends them; the second was lost on the way.
    const message = (n: number) => JSON.stringify({ from: "another", n, body: { type: "ended", audience: "alice", id: `m${n}`, reason: "withdrawn" } });
    const channel = `${prefix}:events`;
    const publish = (text: string) => rawPublish(raw, channel, text);
    await publish(message(1));
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard).not.toContainEqual({ type: "resync" });
    await publish(message(3));
    await vi.waitFor(() => expect(heard).toEqual([expect.objectContaining({ id: "m1" }), { type: "resync" }, expect.objectContaining({ id: "m3" })]));
    await stop();
  });
});

describe.each(Object.keys(clients))("redis store (%s): the instances' channel", (kind) => {
  test("a request for an audience is heard only where it is served (its pages, its calls), and read back whole there", async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const [served, elsewhere, asker] = [redisStore(await clients[kind]!(), { prefix }), redisStore(await clients[kind]!(), { prefix }), redisStore(await clients[kind]!(), { prefix })];
    const heard: Record<string, RelayMessage[]> = { served: [], elsewhere: [] };
    const stops = [await served.subscribe((m) => heard.served!.push(m)), await elsewhere.subscribe((m) => heard.elsewhere!.push(m))];
    await served.markSeen("alice", 60_000);
    await elsewhere.markSeen("bob", 60_000);
    const asked = record("alice");
    await asker.add(asked, lease);
    await asker.publish({ type: "request", record: asked });
    await asker.publish({ type: "ended", audience: "alice", id: asked.id, reason: "withdrawn" });
    await vi.waitFor(() => expect(heard.served).toHaveLength(2));
    expect(heard.served).toEqual([{ type: "request", record: asked }, { type: "ended", audience: "alice", id: asked.id, reason: "withdrawn" }]);
    // Bob's instance heard the channel too (its heartbeats go on), but nothing of alice's was for it.
    await asker.publish({ type: "ended", audience: "bob", id: "b1", reason: "withdrawn" });
    await vi.waitFor(() => expect(heard.elsewhere).toEqual([{ type: "ended", audience: "bob", id: "b1", reason: "withdrawn" }]));
    for (const stop of stops) await stop();
  });
});

/** Publishes `text` on `channel` as the store does (sharded where Redis has it), through the client itself. */
async function rawPublish(client: RedisClientLike, channel: string, text: string) {
  const io = client as { call?: (...args: string[]) => Promise<unknown> };
  const node = client as { sPublish?: (channel: string, text: string) => Promise<unknown> };
  if (io.call) await io.call("SPUBLISH", channel, text);
  else await node.sPublish!(channel, text);
}

test("redisStore refuses what is not a Redis client, naming what it takes", () => {
  expect(() => redisStore({ get: () => {} } as never)).toThrow(
    "redisStore expects a connected Redis client: createClient() or createCluster() of the redis package, or new Redis() or new Cluster() of ioredis; it was given an object with get.",
  );
});
