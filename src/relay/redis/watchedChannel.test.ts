// @vitest-environment node
// A store whose message connection goes deaf without a word (nothing arrives, and the client still thinks it is
// connected, as behind a frozen node or a dead load balancer): it notices from its own heartbeats going unheard,
// subscribes again on a new connection, and tells its listener to resync. Against a real redis-server behind a
// TCP proxy (test/tcpProxy.ts) that silences the store's own connection, through each client.
import { Redis } from "ioredis";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { startRedis, type RedisServer } from "../../../test/redisServer.ts";
import { startTcpProxy, type TcpProxy } from "../../../test/tcpProxy.ts";
import type { RelayMessage } from "../store.ts";
import { redisStore, type RedisClientLike } from "./redisStore.ts";

let redis: RedisServer;
const closers: (() => Promise<unknown> | void)[] = [];
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const close of closers) await close();
  await redis?.stop();
});

const clients: Record<string, (port: number) => Promise<RedisClientLike>> = {
  "node-redis": async (port) => {
    const client = createClient({ url: `redis://127.0.0.1:${port}` });
    client.on("error", () => {});
    closers.push(() => client.destroy());
    await client.connect();
    return client;
  },
  ioredis: async (port) => {
    const client = new Redis(port, "127.0.0.1");
    client.on("error", () => {});
    closers.push(() => client.disconnect());
    return client;
  },
};

describe.concurrent.each(Object.keys(clients))("%s", (kind) => {
  test("its message connection silenced: it subscribes again, says resync, and hears messages again", async () => {
    const proxy: TcpProxy = await startTcpProxy(redis.port);
    closers.push(() => proxy.close());
    const prefix = `test-${crypto.randomUUID()}`;
    const store = redisStore(await clients[kind]!(proxy.port), { prefix });
    // Another instance, straight to Redis.
    const other = redisStore(await clients[kind]!(redis.port), { prefix });
    const heard: RelayMessage[] = [];
    const stop = await store.subscribe((message) => heard.push(message));
    // A page of alice's is connected to it: it hears what is said about alice.
    await store.markSeen("alice", 60_000);
    // The host's client is the first connection through the proxy; the store's own for messages, the second.
    expect(proxy.connections()).toHaveLength(2);
    proxy.connections()[1]!.silence();

    const before: RelayMessage = { type: "ended", audience: "alice", id: "while-deaf", reason: "withdrawn" };
    await other.publish(before);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).not.toContainEqual(before);

    await vi.waitFor(() => expect(heard).toContainEqual({ type: "resync" }), { timeout: 15_000, interval: 100 });
    expect(proxy.connections()).toHaveLength(3);
    const after: RelayMessage = { type: "ended", audience: "alice", id: "after", reason: "withdrawn" };
    await vi.waitFor(async () => {
      await other.publish(after);
      expect(heard).toContainEqual(after);
    });
    await stop();
  }, 30_000);
});
