// @vitest-environment node
// The relay on a real Redis Cluster (test/redisCluster.ts: three primaries, each with a replica): two instances,
// one holding its Redis through node-redis and one through ioredis, the MCP call on one and the person's page on
// the other. Then a primary killed while the request is on screen (the one serving the request's keys, then the
// one serving the instances' messages): the replica takes over, the answer still reaches the MCP side exactly
// once, and nothing of the request stays in the cluster but how it ended (for a page that was away). And the
// subscription a node-redis cluster makes again by itself, failing, ends nothing.
import { Cluster } from "ioredis";
import { createCluster } from "redis";
import { afterEach, expect, test, vi } from "vitest";
import type { ElicitRequestFormParams } from "../../core/protocol/types.ts";
import { audienceFromCookie, openPage } from "../../../test/relayPage.ts";
import { startRedisCluster, type RedisCluster } from "../../../test/redisCluster.ts";
import { createElicitationRelay } from "../createElicitationRelay.ts";
import { redisConnection } from "./connection.ts";
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

async function twoInstances(cluster: RedisCluster) {
  const prefix = `test-${crypto.randomUUID().slice(0, 8)}`;
  const nodeRedis = createCluster({ rootNodes: cluster.nodes.map(({ host, port }) => ({ url: `redis://${host}:${port}` })) });
  // A cluster client reports a node it lost as an error event; without a listener that would end the process.
  nodeRedis.on("error", () => {});
  await nodeRedis.connect();
  const ioredis = new Cluster(cluster.nodes);
  ioredis.on("error", () => {});
  const holding = createElicitationRelay({ audience: audienceFromCookie, store: redisStore(nodeRedis, { prefix }) });
  const serving = createElicitationRelay({ audience: audienceFromCookie, store: redisStore(ioredis, { prefix }) });
  cleanups.push(
    // Dropped, not closed politely: a client waits on a node that died to close.
    () => nodeRedis.destroy(),
    () => ioredis.disconnect(),
    () => holding.close(),
    () => serving.close(),
  );
  return { prefix, holding, serving };
}

/** Every key under `prefix` on the cluster's live primaries, the audience's hash shown as <hash>. */
async function keysOf(cluster: RedisCluster, prefix: string) {
  const replies = await Promise.all(cluster.nodes.map(({ port }) => cluster.cli(port, "--no-raw", "KEYS", `${prefix}:*`).catch(() => "")));
  const keys = replies.flatMap((reply) => reply.split("\n").map((line) => line.match(/"(.*)"/)?.[1] ?? "").filter(Boolean));
  return [...new Set(keys)].map((key) => key.slice(prefix.length + 1).replace(/^\{[0-9a-f]{64}\}/, "{<hash>}")).sort();
}

async function sha256(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function askAndAnswer(cluster: RedisCluster, kill?: (prefix: string, audience: string) => Promise<string>) {
  const { prefix, holding, serving } = await twoInstances(cluster);
  const alice = openPage(serving.handle, "alice");
  cleanups.push(() => alice.close());
  const answer = holding.elicitFor("alice")(guests, { server });
  await alice.shown();
  if (kill) await cluster.kill(await cluster.primaryOf(await kill(prefix, "alice")));
  await alice.answer({ action: "accept", content: { guests: 4 } });
  await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 4 } });
  // One answer taken: every post the page made was refused for the moment (503) or taken (200), once.
  await vi.waitFor(() => expect(alice.network.posts.map((post) => post.status).filter((status) => status === 200)).toHaveLength(1));
  expect(alice.network.posts.map((post) => post.status).filter((status) => status !== 200 && status !== 503)).toEqual([]);
  await vi.waitFor(() => expect(alice.pending()).toEqual([]));
  // The copy of the answer kept for its holder goes once the holder collects it: moments after the answer, or,
  // when its client is still finding the promoted replica, within seconds.
  await vi.waitFor(async () => expect(await keysOf(cluster, prefix)).toEqual(["{<hash>}:end", "{<hash>}:lang", "{<hash>}:seen", "{secrets}"]), { timeout: 15_000, interval: 250 });
}

test("asked on an instance on node-redis, answered on one on ioredis: once, and nothing of it stays but how it ended", async () => {
  const cluster = await startRedisCluster();
  cleanups.push(() => cluster.stop());
  await askAndAnswer(cluster);
}, 30_000);

test("the primary serving the request's keys killed while it is on screen: answered once, nothing stays but how it ended", async () => {
  const cluster = await startRedisCluster();
  cleanups.push(() => cluster.stop());
  await askAndAnswer(cluster, async (prefix, audience) => `${prefix}:{${await sha256(audience)}}:req`);
}, 60_000);

test("the primary serving the instances' messages killed while it is on screen: answered once, nothing stays but how it ended", async () => {
  const cluster = await startRedisCluster();
  cleanups.push(() => cluster.stop());
  await askAndAnswer(cluster, async (prefix) => `${prefix}:events`);
}, 60_000);

test("node-redis subscribing again by itself after a failover, and failing, leaves no rejection unhandled", async () => {
  const cluster = await startRedisCluster();
  cleanups.push(() => cluster.stop());
  const client = createCluster({ rootNodes: cluster.nodes.map(({ host, port }) => ({ url: `redis://${host}:${port}` })) });
  client.on("error", () => {});
  await client.connect();
  cleanups.push(() => client.destroy());
  const made: (typeof client)[] = [];
  const duplicate = client.duplicate.bind(client);
  client.duplicate = ((options) => {
    const copy = duplicate(options);
    made.push(copy as unknown as typeof client);
    return copy;
  }) as typeof client.duplicate;
  const unhandled = vi.fn();
  process.on("unhandledRejection", unhandled);
  cleanups.push(() => process.off("unhandledRejection", unhandled));

  const stop = await redisConnection(client).subscribe("events", () => {}, () => {});
  cleanups.push(stop);
  const [subscriber] = made;
  // What the cluster client does when a primary it subscribed on is gone: the listeners it held are subscribed
  // again, unawaited, of both kinds (sharded, and classic as on Redis 6.2). Its connections dropped meanwhile
  // (here at once), that fails.
  subscriber!.destroy();
  const listening = () => new Map([["events", { strings: new Set([() => {}]), buffers: new Set<never>(), unsubscribing: false }]]);
  subscriber!.resubscribeAllPubSubListeners({ SHARDED: listening(), CHANNELS: listening() });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(unhandled).not.toHaveBeenCalled();
}, 30_000);
