// Scale over two processes on Redis: the MCP side (this process: a relay instance that holds every request and
// serves no page) and the streams and answers (redisPages.ts: another instance, serving the people's streams
// over HTTP), both on one real redis-server this run starts (test/redisServer.ts), as two server processes of one
// host. The same requests and audiences as scale.ts, a burst then one at a time: delivery from the elicit call
// here to the event on its stream there, read on this process's clock through the measured offset between the
// two (clock.ts), and whether every request was answered exactly once, with its own answer.
import { fork } from "node:child_process";
import { resolve } from "node:path";
import { createClient } from "redis";
import { createElicitationRelay } from "../../src/relay/index.ts";
import { redisStore } from "../../src/relay/redis/index.ts";
import { startRedis } from "../../test/redisServer.ts";
import { createAsker } from "./asker.ts";
import { measureOffset, type Offset } from "./clock.ts";
import { caller } from "./ipc.ts";
import type { Answered } from "./people.ts";
import type { RoundResult } from "./scale.ts";
import { summarize } from "./stats.ts";

export interface RedisResults {
  requests: number;
  audiences: number;
  redisVersion: string;
  /** The second process's clock against this one's. */
  clock: Offset;
  rounds: RoundResult[];
}

const [requests = 1000, audiences = 250] = process.argv.slice(2).map(Number);
const redis = await startRedis();
const client = createClient({ url: redis.url });
client.on("error", (error) => console.error(`redis: ${String(error)}`));
await client.connect();
const redisVersion = /redis_version:(\S+)/.exec(await client.info("server"))?.[1] ?? "unknown";
const relay = createElicitationRelay({ audience: () => null, store: redisStore(client) });
const asker = createAsker(relay, audiences, requests);

const child = fork(resolve(import.meta.dirname, "redisPages.js"), [redis.url, String(requests), String(audiences)], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
let onArrived: ((index: number) => void) | undefined;
let ready!: () => void;
const started = new Promise<void>((resolve) => (ready = resolve));
const call = caller(child, (news) => {
  const message = news as { ready?: true; arrived?: number };
  if (message.ready) ready();
  if (message.arrived !== undefined) onArrived?.(message.arrived);
});
await started;
const clock = await measureOffset(() => call<number>("clock"), 200);

async function round(kind: "burst" | "paced", count: number): Promise<RoundResult> {
  await call("reset");
  asker.reset();
  await call("tell", kind === "paced");
  const calls: Promise<void>[] = [];
  const start = performance.now();
  if (kind === "burst") {
    for (let i = 0; i < count; i++) calls.push(asker.ask(i));
  } else {
    for (let i = 0; i < count; i++) {
      const arrived = new Promise<void>((resolve) => (onArrived = (index) => index === i && resolve()));
      calls.push(asker.ask(i));
      await arrived;
    }
  }
  const seen = await call<{ arrivals: number[]; perStream: number[]; foreign: number }>("arrivals", count);
  const totalMs = Math.max(...seen.arrivals) - clock.offsetMs - (performance.timeOrigin + start);
  const answering = performance.now();
  const answered = await call<{ winners: number[]; conflicts: number[]; other: number[] }>("answer", { from: 0, to: count });
  await Promise.all(calls);
  const answerMs = performance.now() - answering;
  const asAnswered: Answered = { winners: Int8Array.from(answered.winners), conflicts: Int8Array.from(answered.conflicts), other: answered.other };
  return {
    kind,
    requests: count,
    // Their clock, less the offset, is ours.
    delivery: summarize(seen.arrivals.map((at, i) => at - clock.offsetMs - asker.calledAt[i]!)),
    totalMs,
    answerMs,
    problems: asker.verify(count, seen.perStream, seen.foreign, asAnswered),
  };
}

// As in scale.ts, a first round of one request per audience runs what runs once.
await round("burst", Math.min(audiences, requests));
const rounds = [await round("burst", requests), await round("paced", requests)];
const results: RedisResults = { requests, audiences, redisVersion, clock, rounds };

await call("close").catch(() => {});
await relay.close();
await client.close();
await redis.stop();
if (process.send) process.send(results, () => process.exit(0));
else {
  console.log(JSON.stringify(results, null, 2));
  process.exit(0);
}
