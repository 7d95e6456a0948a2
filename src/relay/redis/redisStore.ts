// The relay's store on Redis, for several server instances: the MCP call held by one, the page's stream and
// answer on another. Takes a connected node-redis client (the `redis` package, 5 or later) and opens one more
// connection of its own (a duplicate) for the messages. Standalone Redis, or a primary with replicas; not
// Redis Cluster (the per-audience index and the records share one script).
//
// Keys, under `prefix` (docs/relay.md lists them with what each holds and for how long):
//   <prefix>:req:<id>         a pending request's record (JSON), lapsing after the lease unless its holder renews it
//   <prefix>:aud:<hash>       the audience's pending ids, by time (a sorted set); <hash> is SHA-256 of the audience
//   <prefix>:ans:<id>         an answer taken on one instance, until its holder collects it (moments; the lease at most)
//   <prefix>:seen:<hash>      when a page of the audience was last connected
//   <prefix>:secret           the secret request ids are signed with, made once
//   <prefix>:events           the channel instances tell each other on
import type { RelayAnswer, RelayMessage, RelayRecord, RelayStore } from "../store.ts";

/** The part of a node-redis client the store uses. */
export interface RedisClientLike {
  sendCommand(args: string[]): Promise<unknown>;
  duplicate(): RedisClientLike;
  connect(): Promise<unknown>;
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  unsubscribe(channel?: string): Promise<unknown>;
  on?(event: "error" | "ready", listener: (error?: unknown) => void): unknown;
  close?(): Promise<unknown>;
  quit?(): Promise<unknown>;
}

export interface RedisStoreOptions {
  /** What every key and the channel start with: "rme" by default. Instances of one relay share it. */
  prefix?: string;
}

// Adds a record unless its audience is at its limit, dropping from the index ids whose records lapsed.
// KEYS: the index, the record. ARGV: limit, record JSON, lease, createdAt, id, the records' key prefix.
const ADD = `
local ids = redis.call('ZRANGE', KEYS[1], 0, -1)
local live = 0
for _, id in ipairs(ids) do
  if redis.call('EXISTS', ARGV[6] .. id) == 1 then live = live + 1 else redis.call('ZREM', KEYS[1], id) end
end
if live >= tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
redis.call('ZADD', KEYS[1], ARGV[4], ARGV[5])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

const encoder = new TextEncoder();

async function hashOf(audience: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(audience)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function redisStore(client: RedisClientLike, { prefix = "rme" }: RedisStoreOptions = {}): RelayStore {
  if (typeof client?.sendCommand !== "function" || typeof client.duplicate !== "function") {
    throw new TypeError("redisStore expects a connected node-redis client (createClient() from the redis package, after connect()).");
  }
  const command = (...args: (string | number)[]) => client.sendCommand(args.map(String));
  const recordKey = (id: string) => `${prefix}:req:${id}`;
  const indexKey = async (audience: string) => `${prefix}:aud:${await hashOf(audience)}`;
  const seenKey = async (audience: string) => `${prefix}:seen:${await hashOf(audience)}`;
  const channel = `${prefix}:events`;
  const parse = (text: unknown) => (typeof text === "string" ? (JSON.parse(text) as RelayRecord) : undefined);

  return {
    async secret() {
      const fresh = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, "0")).join("");
      await command("SET", `${prefix}:secret`, fresh, "NX");
      const hex = String(await command("GET", `${prefix}:secret`));
      return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
    },
    async add(record, { limit, leaseMs }) {
      const added = await command(
        "EVAL", ADD, 2, await indexKey(record.audience), recordKey(record.id),
        limit, JSON.stringify(record), leaseMs, record.createdAt, record.id, `${prefix}:req:`,
      );
      return Number(added) === 1;
    },
    get: async (id) => parse(await command("GET", recordKey(id))),
    async list(audience) {
      const index = await indexKey(audience);
      const ids = (await command("ZRANGE", index, 0, -1)) as string[];
      if (ids.length === 0) return [];
      const texts = (await command("MGET", ...ids.map(recordKey))) as (string | null)[];
      const lapsed = ids.filter((_, i) => texts[i] === null);
      if (lapsed.length > 0) await command("ZREM", index, ...lapsed);
      return texts.flatMap((text) => parse(text) ?? []);
    },
    async take(id) {
      // GETDEL is atomic: of every instance asking at once, one gets the record (Redis 6.2 or later).
      const record = parse(await command("GETDEL", recordKey(id)));
      if (record) await command("ZREM", await indexKey(record.audience), id);
      return record;
    },
    async deliver(id, answer, keepMs) {
      await command("SET", `${prefix}:ans:${id}`, JSON.stringify(answer), "PX", Math.ceil(keepMs));
    },
    async collect(ids) {
      const found = new Map<string, RelayAnswer>();
      if (ids.length === 0) return found;
      const keys = ids.map((id) => `${prefix}:ans:${id}`);
      const texts = (await command("MGET", ...keys)) as (string | null)[];
      for (const [i, text] of texts.entries()) {
        // Only the caller whose DEL removed it keeps it: two collecting at once do not both settle.
        if (text !== null && Number(await command("DEL", keys[i]!)) === 1) found.set(ids[i]!, JSON.parse(text) as RelayAnswer);
      }
      return found;
    },
    async renew(records, leaseMs) {
      // Sent together: node-redis pipelines commands issued at once (1,000 records in tens of milliseconds,
      // not hundreds one after another).
      const indexes = new Set(await Promise.all(records.map((record) => indexKey(record.audience))));
      await Promise.all([
        ...records.map((record) => command("PEXPIRE", recordKey(record.id), leaseMs)),
        ...[...indexes].map((index) => command("PEXPIRE", index, leaseMs)),
      ]);
    },
    async markSeen(audience, keepMs) {
      await command("SET", await seenKey(audience), Date.now(), "PX", Math.ceil(keepMs));
    },
    async lastSeen(audience) {
      const text = await command("GET", await seenKey(audience));
      return typeof text === "string" ? Number(text) : undefined;
    },
    async publish(message) {
      await command("PUBLISH", channel, JSON.stringify(message));
    },
    async subscribe(listener) {
      const subscriber = client.duplicate();
      // node-redis reconnects by itself; an error event without a listener would end the process.
      subscriber.on?.("error", () => {});
      // Each time the connection comes back (and subscribes again), messages may have been missed meanwhile.
      let connected = false;
      subscriber.on?.("ready", () => {
        if (connected) listener({ type: "resync" });
        connected = true;
      });
      await subscriber.connect();
      await subscriber.subscribe(channel, (text) => {
        let message: RelayMessage;
        try {
          message = JSON.parse(text) as RelayMessage;
        } catch {
          return;
        }
        listener(message);
      });
      return async () => {
        await subscriber.unsubscribe(channel).catch(() => {});
        await (subscriber.close?.() ?? subscriber.quit?.())?.catch(() => {});
      };
    },
  };
}
