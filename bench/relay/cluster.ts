// Scale across three relay instances on a real Redis Cluster (test/redisCluster.ts: six redis-server processes
// on loopback, three primaries each with a replica), each instance a process of its own (clusterInstance.ts) on
// the cluster through ioredis's `new Cluster(nodes)`, as three server processes of one host behind a balancer.
// Audience a's stream is on instance a mod 3 and its requests are asked on the next one (clusterShares.ts), so
// every request crosses instances both ways: the call held on one, the stream and both answers on another.
// `requests` pending requests (10,000 by default) over `audiences` audiences (2,500): a first round of one request
// per audience, then all of them at once. No round one at a time, as scale.ts and redis.ts also run: 10,000
// requests each waiting for the last to arrive across processes would take minutes and say nothing the burst
// and redis.ts's paced round do not. Delivery is read on this process's clock (each instance's times less its
// measured offset, clock.ts); the checks are asker.ts's, on what the three saw put together; and the heap per
// pending request is the three instances' growth, summed, less the params' JSON size, over the requests.
import { fork, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { startRedisCluster } from "../../test/redisCluster.ts";
import { problemsOf } from "./asker.ts";
import { measureOffset, type Offset } from "./clock.ts";
import { askingInstance, INSTANCES, pageInstance } from "./clusterShares.ts";
import { caller } from "./ipc.ts";
import type { RoundResult } from "./scale.ts";
import { summarize } from "./stats.ts";

export interface ClusterResults {
  requests: number;
  audiences: number;
  instances: number;
  redisVersion: string;
  /** Each instance's clock against this process's. */
  clocks: Offset[];
  /** The first round (one request per audience, `warmup`), then the burst of every request. */
  rounds: RoundResult[];
  /** The burst's heap, summed over the instances; each instance's beside it. */
  heap: {
    beforeBytes: number;
    pendingBytes: number;
    paramsBytes: number;
    perRequestBytes: number;
    perInstance: { beforeBytes: number; pendingBytes: number }[];
  };
  /** From before the cluster started to every process stopped. */
  wallMs: number;
}

interface Heap {
  heapUsed: number;
  external: number;
  paramsBytes: number;
}
interface Arrivals {
  complete: boolean;
  arrivals: (number | null)[];
  perStream: number[];
  foreign: number;
}
interface Answers {
  indices: number[];
  winners: number[];
  conflicts: number[];
  other: number[];
}
interface Settled {
  complete: boolean;
  calledAt: (number | null)[];
  settled: number[];
  got: number[];
}

const began = performance.now();
const [requests = 10_000, audiences = 2_500] = process.argv.slice(2).map(Number);
const cluster = await startRedisCluster();
const children: ChildProcess[] = [];

async function run(): Promise<Omit<ClusterResults, "wallMs">> {
  const redisVersion = /redis_version:(\S+)/.exec(await cluster.cli(cluster.nodes[0]!.port, "INFO", "server"))?.[1] ?? "unknown";
  // A child that dies fails the run at once, rather than leaving it waiting on an answer that will not come.
  let died!: (error: Error) => void;
  const dead = new Promise<never>((_, reject) => (died = reject));
  dead.catch(() => {});
  const calls = await Promise.all(
    Array.from({ length: INSTANCES }, async (_, me) => {
      const child = fork(resolve(import.meta.dirname, "clusterInstance.js"), [JSON.stringify(cluster.nodes), String(me), String(requests), String(audiences)], {
        execArgv: ["--expose-gc"],
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      children.push(child);
      child.once("exit", (code, signal) => died(new Error(`clusterInstance ${me} exited with ${signal ?? code}`)));
      let ready!: () => void;
      const started = new Promise<void>((resolve) => (ready = resolve));
      const call = caller(child, (news) => (news as { ready?: true }).ready && ready());
      await Promise.race([started, dead]);
      return <T>(name: string, args?: unknown) => Promise.race([call<T>(name, args), dead]);
    }),
  );
  /** The same call on every instance at once; their replies, by instance. */
  const all = <T>(name: string, args?: unknown) => Promise.all(calls.map((call) => call<T>(name, args)));
  // One after another, so that each is measured on a quiet line.
  const clocks: Offset[] = [];
  for (const call of calls) clocks.push(await measureOffset(() => call<number>("clock"), 200));
  /** A time on instance `me`'s clock, on this process's. */
  const ours = (me: number, at: number | null | undefined) => (typeof at === "number" ? at - clocks[me]!.offsetMs : Number.NaN);

  async function round(count: number, measure: boolean) {
    await all("reset");
    const before = measure ? await all<Heap>("heap") : undefined;
    await all<number>("ask", count);
    const seen = await all<Arrivals>("arrivals", count);
    const pending = measure ? await all<Heap>("heap") : undefined;
    const answering = performance.now();
    const answers = await all<Answers>("answer", count);
    const settled = await all<Settled>("settled", count);
    const answerMs = performance.now() - answering;
    const after = await all<Heap>("heap");

    // Each request's side from the instance that had it: its call from the asking one, its arrival and answers
    // from the one with its stream.
    const arrivals = new Float64Array(count);
    const calledAt = new Float64Array(count);
    const settles = new Int32Array(count);
    const got = new Int8Array(count);
    const winners = new Int8Array(count);
    const conflicts = new Int8Array(count);
    for (let i = 0; i < count; i++) {
      const asking = askingInstance(i % audiences);
      arrivals[i] = ours(pageInstance(i % audiences), seen[pageInstance(i % audiences)]!.arrivals[i]);
      calledAt[i] = ours(asking, settled[asking]!.calledAt[i]);
      settles[i] = settled[asking]!.settled[i]!;
      got[i] = settled[asking]!.got[i]!;
    }
    for (const { indices, winners: w, conflicts: c } of answers) {
      indices.forEach((index, slot) => {
        winners[index] = w[slot]!;
        conflicts[index] = c[slot]!;
      });
    }
    const perStream = new Int32Array(audiences);
    for (const instance of seen) instance.perStream.forEach((n, audience) => (perStream[audience]! += n));
    const deliveries = Array.from(arrivals, (at, i) => at - calledAt[i]!).filter(Number.isFinite);
    const problems = problemsOf({
      count,
      audiences,
      perStream,
      foreign: seen.reduce((sum, instance) => sum + instance.foreign, 0),
      settled: settles,
      got,
      answered: { winners, conflicts, other: answers.flatMap((instance) => instance.other) },
    });
    const missing = arrivals.filter((at) => !Number.isFinite(at)).length;
    if (missing > 0) problems.push(`${missing} requests had not arrived on any stream after a minute`);
    if (settled.some((instance) => !instance.complete)) problems.push("some promises had not settled a minute after the answers");

    const result: RoundResult = {
      kind: "burst",
      ...(measure ? {} : { warmup: true as const }),
      requests: count,
      delivery: summarize(deliveries),
      totalMs: Math.max(...arrivals.filter(Number.isFinite)) - Math.min(...calledAt),
      answerMs,
      answeredHeapBytes: after.reduce((sum, instance) => sum + instance.heapUsed, 0),
      problems,
    };
    if (!before || !pending) return { result };
    const perInstance = before.map((b, me) => ({ beforeBytes: b.heapUsed, pendingBytes: pending[me]!.heapUsed }));
    const beforeBytes = perInstance.reduce((sum, instance) => sum + instance.beforeBytes, 0);
    const pendingBytes = perInstance.reduce((sum, instance) => sum + instance.pendingBytes, 0);
    const paramsBytes = pending.reduce((sum, instance) => sum + instance.paramsBytes, 0);
    return { result, heap: { beforeBytes, pendingBytes, paramsBytes, perRequestBytes: (pendingBytes - beforeBytes - paramsBytes) / count, perInstance } };
  }

  // As in scale.ts, a first round of one request per audience runs what runs once (on every instance).
  const warmup = await round(Math.min(audiences, requests), false);
  const burst = await round(requests, true);
  await Promise.all(calls.map((call) => call("close").catch(() => {})));
  return { requests, audiences, instances: INSTANCES, redisVersion, clocks, rounds: [warmup.result, burst.result], heap: burst.heap! };
}

/** Whatever happened: no instance left running, and the cluster's six processes stopped. */
async function stop() {
  await Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? undefined
        : new Promise<void>((resolve) => {
            const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
            child.once("exit", () => (clearTimeout(timer), resolve()));
            child.kill("SIGTERM");
          }),
    ),
  );
  await cluster.stop();
}

const results: ClusterResults = { ...(await run().finally(stop)), wallMs: performance.now() - began };
if (process.send) process.send(results, () => process.exit(0));
else {
  console.log(JSON.stringify(results, null, 2));
  process.exit(0);
}
