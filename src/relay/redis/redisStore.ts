// The relay's store on Redis, for several server instances: the MCP call held by one, the page's stream and
// answer on another. Takes the host's connected client, node-redis's or ioredis's, on a single Redis (with
// replicas or not) or a Redis Cluster (connection.ts tells them apart), and opens one more connection of its own
// for the messages.
//
// Keys, under `prefix` (docs/relay.md lists them with what each holds and for how long). Every key of one audience
// carries the audience's hash as a hash tag, so on a cluster they share one slot and each script touches one:
//   <prefix>:{<hash>}:req:<id>   a pending request's record (JSON, without the audience), lapsing after the lease
//                                unless its holder renews it
//   <prefix>:{<hash>}:aud        the audience's pending ids, by time (a sorted set)
//   <prefix>:{<hash>}:ans:<id>   an answer taken on one instance, until its holder collects it (moments; the lease at most)
//   <prefix>:{<hash>}:seen       when a page of the audience was last connected
//   <prefix>:{<hash>}:lang       the languages that page said (JSON), kept as long as the sighting
//   <prefix>:{<hash>}:end        how the audience's requests ended lately: "<id> <reason>", scored by when each lapses
//   <prefix>:{secrets}           the secrets request ids are signed with (a set, hex): made once, put back if lost
//   <prefix>:{secrets}:restoring there for a few seconds after the store was found emptied
//   <prefix>:events              the channel instances tell each other on (watchedChannel.ts: numbered, with heartbeats);
//                                its messages name their audience by hash too (audienceNames.ts)
// where <hash> is the SHA-256 of the audience, in hex.
import type { RelayEndReason } from "../../core/relay/wire.ts";
import type { RelayAnswer, RelayMessage, RelayRecord, RelayStore, RequestRef } from "../store.ts";
import { audienceNames, toHex } from "./audienceNames.ts";
import { redisConnection } from "./connection.ts";
import { watchedChannel } from "./watchedChannel.ts";

/**
 * A client the store takes, connected: node-redis's `createClient()` or `createCluster()`, or ioredis's
 * `new Redis()` or `new Cluster()`. Only the shape is declared here, so that no Redis package is imported.
 */
export type RedisClientLike =
  | { sendCommand(...args: never[]): unknown; duplicate(...args: never[]): unknown }
  | { call(...args: never[]): unknown; duplicate(...args: never[]): unknown; isCluster: boolean };

export interface RedisStoreOptions {
  /** What every key and the channel start with: "rme" by default. Instances of one relay share it. */
  prefix?: string;
}

// Adds a record unless its audience is at its limit, dropping from the index ids whose records lapsed. The index
// is scored by createdAt, one more than the last where that is not later: a tie would list by id, not by arrival.
// KEYS: the index, the record. ARGV: limit, record JSON, lease, createdAt, id, the records' key prefix.
const ADD = `
local ids = redis.call('ZRANGE', KEYS[1], 0, -1)
local live = 0
for _, id in ipairs(ids) do
  if redis.call('EXISTS', ARGV[6] .. id) == 1 then live = live + 1 else redis.call('ZREM', KEYS[1], id) end
end
if live >= tonumber(ARGV[1]) then return 0 end
local score = tonumber(ARGV[4])
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')[2]
if last and tonumber(last) >= score then score = tonumber(last) + 1 end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
redis.call('ZADD', KEYS[1], string.format('%.0f', score), ARGV[5])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

// Takes a record: removes it and its id from the index and, with an answer (ARGV[2] not empty), keeps that for
// ARGV[3] ms, all in one step; returns the record, or nothing when another took it first. KEYS: the record, the
// index, the answer (one hash tag: one slot). ARGV: id, answer JSON or "", keepMs.
const TAKE = `
local record = redis.call('GET', KEYS[1])
if not record then return false end
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[1])
if ARGV[2] ~= '' then redis.call('SET', KEYS[3], ARGV[2], 'PX', ARGV[3]) end
return record`;

// Puts back the secrets an instance knows (ARGV[3..]), makes one (ARGV[1]) if there are none, marks the store as
// being restored for ARGV[2] ms when any was missing, and returns how many were, them all, and whether the store
// is being restored. KEYS: the set, the mark (one hash tag: one slot on a cluster).
const SECRETS = `
local added = 0
for i = 3, #ARGV do added = added + redis.call('SADD', KEYS[1], ARGV[i]) end
if redis.call('SCARD', KEYS[1]) == 0 then redis.call('SADD', KEYS[1], ARGV[1]) end
if added > 0 then redis.call('SET', KEYS[2], '1', 'PX', ARGV[2]) end
return {added, redis.call('SMEMBERS', KEYS[1]), redis.call('EXISTS', KEYS[2])}`;

/** How long a store found emptied is said to be being restored, to every instance that asks. */
const RESTORING_MS = 5_000;

// Remembers an ending until ARGV[1] + ARGV[2], forgets those lapsed, and keeps the key as long as its last.
// KEYS: the audience's endings. ARGV: now, keepMs, "<id> <reason>".
const ENDED = `
redis.call('ZADD', KEYS[1], ARGV[1] + ARGV[2], ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1`;

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));

/** A message as it goes out on the channel: its audience, in the message or in its record, as a hash. */
type SealedMessage = Record<string, unknown> & { type: string; hash?: string };

export function redisStore(client: RedisClientLike, { prefix = "rme" }: RedisStoreOptions = {}): RelayStore {
  const redis = redisConnection(client);
  const names = audienceNames();
  // `keepMs`: how long the relay will go without touching the audience again while it serves it.
  const tagOf = async (audience: string, keepMs?: number) => `${prefix}:{${await names.hash(audience, keepMs)}}`;
  const recordKey = async ({ audience, id }: RequestRef) => `${await tagOf(audience)}:req:${id}`;
  const answerKey = async ({ audience, id }: RequestRef) => `${await tagOf(audience)}:ans:${id}`;
  const run = (key: string, ...args: (string | number)[]) => redis.run(key, args);
  const events = watchedChannel(redis, `${prefix}:events`);
  const secretsKey = `${prefix}:{secrets}`;
  const restoringKey = `${prefix}:{secrets}:restoring`;
  // A record is kept without its audience, which its key names by hash only: the audience comes back from the
  // reference it is asked by.
  const stored = ({ audience: _audience, ...rest }: RelayRecord) => JSON.stringify(rest);
  const parse = (text: unknown, audience: string) => (typeof text === "string" ? ({ ...JSON.parse(text), audience } as RelayRecord) : undefined);

  let sealing: Promise<unknown> = Promise.resolve();
  async function seal(message: RelayMessage): Promise<SealedMessage> {
    if (message.type === "request") {
      const { audience, ...record } = message.record;
      return { type: "request", hash: await names.hash(audience), record };
    }
    if (!("audience" in message)) return message;
    const { audience, ...rest } = message;
    return { ...rest, hash: await names.hash(audience) };
  }

  /** The message with its audience read back; none when this instance serves nobody of that audience. */
  function unseal(message: SealedMessage): RelayMessage | undefined {
    if (message.hash === undefined) return message as RelayMessage;
    const { hash, ...rest } = message;
    const audience = names.audienceOf(hash);
    if (audience === undefined) return undefined;
    if (rest.type === "request") return { type: "request", record: { ...(rest.record as Omit<RelayRecord, "audience">), audience } };
    return { ...rest, audience } as RelayMessage;
  }

  return {
    async secrets(keep) {
      const fresh = toHex(crypto.getRandomValues(new Uint8Array(32)));
      const reply = await run(secretsKey, "EVAL", SECRETS, 2, secretsKey, restoringKey, fresh, RESTORING_MS, ...keep.map(toHex));
      const [added, all, restoring] = reply as [number, string[], number];
      return { secrets: all.map(fromHex), restored: Number(added) > 0, restoring: Number(restoring) === 1 };
    },
    async add(record, { limit, leaseMs }) {
      const tag = await tagOf(record.audience, leaseMs);
      const index = `${tag}:aud`;
      const added = await run(
        index, "EVAL", ADD, 2, index, `${tag}:req:${record.id}`,
        limit, stored(record), leaseMs, record.createdAt, record.id, `${tag}:req:`,
      );
      return Number(added) === 1;
    },
    async get(request) {
      const key = await recordKey(request);
      return parse(await run(key, "GET", key), request.audience);
    },
    async list(audience) {
      const tag = await tagOf(audience);
      const index = `${tag}:aud`;
      const ids = (await run(index, "ZRANGE", index, 0, -1)) as string[];
      if (ids.length === 0) return [];
      // The audience's keys share its slot: one MGET, on a cluster too.
      const texts = (await run(index, "MGET", ...ids.map((id) => `${tag}:req:${id}`))) as (string | null)[];
      const lapsed = ids.filter((_, i) => texts[i] === null);
      if (lapsed.length > 0) await run(index, "ZREM", index, ...lapsed);
      return texts.flatMap((text) => parse(text, audience) ?? []);
    },
    async take(request, kept) {
      // A script runs alone: of every instance asking at once, one gets the record.
      const tag = await tagOf(request.audience);
      const key = `${tag}:req:${request.id}`;
      const answer = kept ? JSON.stringify(kept.answer) : "";
      const reply = await run(key, "EVAL", TAKE, 3, key, `${tag}:aud`, `${tag}:ans:${request.id}`, request.id, answer, Math.ceil(kept?.keepMs ?? 0));
      return parse(reply, request.audience);
    },
    async collect(requests) {
      const found = new Map<string, RelayAnswer>();
      // Sent at once (both clients pipeline what is issued together), each to its own slot; only the caller
      // whose GETDEL removed an answer keeps it, so two collecting at once do not both settle.
      const texts = await Promise.all(
        requests.map(async (request) => {
          const key = await answerKey(request);
          return run(key, "GETDEL", key);
        }),
      );
      texts.forEach((text, i) => {
        if (typeof text === "string") found.set(requests[i]!.id, JSON.parse(text) as RelayAnswer);
      });
      return found;
    },
    async renew(records, leaseMs) {
      // Sent together: both clients pipeline commands issued at once (1,000 records in tens of milliseconds,
      // not hundreds one after another). PEXPIRE answers 0 for a key that is gone.
      const tags = new Map(await Promise.all(records.map(async (record) => [record.audience, await tagOf(record.audience, leaseMs)] as const)));
      const renewed = await Promise.all(records.map((record) => {
        const key = `${tags.get(record.audience)}:req:${record.id}`;
        return run(key, "PEXPIRE", key, leaseMs);
      }));
      await Promise.all([...tags.values()].map((tag) => run(`${tag}:aud`, "PEXPIRE", `${tag}:aud`, leaseMs)));
      return records.filter((_, i) => Number(renewed[i]) === 0).map((record) => record.id);
    },
    async markEnded(request, reason, keepMs) {
      const key = `${await tagOf(request.audience)}:end`;
      await run(key, "EVAL", ENDED, 1, key, Date.now(), Math.ceil(keepMs), `${request.id} ${reason}`);
    },
    async endings(audience) {
      const key = `${await tagOf(audience)}:end`;
      const members = (await run(key, "ZRANGEBYSCORE", key, Date.now(), "+inf")) as string[];
      return new Map(members.map((member) => member.split(" ") as [string, RelayEndReason]));
    },
    async markSeen(audience, keepMs, languages) {
      const tag = await tagOf(audience, keepMs);
      const key = `${tag}:seen`;
      // The languages beside the sighting, kept as long; a page that said none leaves the last ones said.
      const lang = `${tag}:lang`;
      await Promise.all([
        run(key, "SET", key, Date.now(), "PX", Math.ceil(keepMs)),
        languages?.length ? run(lang, "SET", lang, JSON.stringify(languages), "PX", Math.ceil(keepMs)) : undefined,
      ]);
    },
    async lastSeen(audience) {
      const key = `${await tagOf(audience)}:seen`;
      const text = await run(key, "GET", key);
      return typeof text === "string" ? Number(text) : undefined;
    },
    async languages(audience) {
      const key = `${await tagOf(audience)}:lang`;
      const text = await run(key, "GET", key);
      const languages: unknown = typeof text === "string" ? JSON.parse(text) : undefined;
      return Array.isArray(languages) ? languages.filter((tag): tag is string => typeof tag === "string") : undefined;
    },
    publish(message) {
      // Sealed one after another: hashing takes its own time, and the channel numbers messages in the order sent.
      const sealed = sealing.then(() => seal(message));
      sealing = sealed.catch(() => {});
      return sealed.then((out) => events.publish(out));
    },
    subscribe: (listener) =>
      events.subscribe(
        (message) => {
          const opened = unseal(message as SealedMessage);
          if (opened) listener(opened);
        },
        // The connection came back, or a message went missing: what was said meanwhile may be lost.
        () => listener({ type: "resync" }),
      ),
  };
}
