// `npm run bench:relay`: the relay's benchmark. Runs its parts one after another, each in processes of its own
// (scale.ts over HTTP, then over message channels; redis.ts; cluster.ts, three instances on a Redis Cluster; and
// latency.ts with host.ts and Chromium, the worker variant among its variants), then writes their figures into
// the relay section of bench/RESULTS.md (report.ts), leaving the rest of the file as it is. Run by hand: a shared
// machine is too noisy for CI to judge timings. RELAY_RUNS (25), RELAY_WARMUPS (3), RELAY_REQUESTS (1000),
// RELAY_AUDIENCES (250, HTTP and Redis), RELAY_CHANNELS (100), RELAY_CLUSTER_REQUESTS (10000) and
// RELAY_CLUSTER_AUDIENCES (2500, the Redis Cluster) scale it down; RELAY_OUT says where RESULTS.md is, relative to
// bench/ (bench/ itself).
import { execFileSync, fork } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { resolve } from "node:path";
import type { ClusterResults } from "./cluster.ts";
import { measureLatency } from "./latency.ts";
import type { RedisResults } from "./redis.ts";
import { renderRelay, writeRelaySection, type RelayResults } from "./report.ts";
import type { ScaleResults } from "./scale.ts";

// vite.config.ts puts this program in bench/.out/relay/node.
const benchDir = resolve(import.meta.dirname, "../../..");
const runs = Number(process.env.RELAY_RUNS ?? 25);
const warmups = Number(process.env.RELAY_WARMUPS ?? 3);
const requests = String(process.env.RELAY_REQUESTS ?? 1000);
const audiences = String(process.env.RELAY_AUDIENCES ?? 250);
const channels = String(process.env.RELAY_CHANNELS ?? 100);
const clusterRequests = String(process.env.RELAY_CLUSTER_REQUESTS ?? 10_000);
const clusterAudiences = String(process.env.RELAY_CLUSTER_AUDIENCES ?? 2_500);
const resultsFile = resolve(benchDir, process.env.RELAY_OUT ?? ".", "RESULTS.md");

/** Which library source the programs were built from (the build runs just before this): a commit, and any changes in src/ not yet in it. */
function sourceState(): string {
  try {
    const git = (...args: string[]) => execFileSync("git", args, { cwd: benchDir, encoding: "utf8" }).trim();
    const changed = git("status", "--porcelain", "--", "src").split("\n").filter(Boolean).map((line) => line.slice(3));
    return `commit ${git("rev-parse", "--short", "HEAD")}${changed.length ? `, with uncommitted changes in ${changed.join(", ")}` : ""}`;
  } catch {
    return "unknown (no git)";
  }
}
const source = sourceState();

function version(name: string): string {
  const file = resolve(benchDir, "../node_modules", name, "package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}

/** Runs a program of this folder in a process of its own, and resolves with what it sends back. */
function runProgram<T>(name: string, args: string[], execArgv: string[] = []): Promise<T> {
  return new Promise((done, fail) => {
    const child = fork(resolve(import.meta.dirname, `${name}.js`), args, { execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] });
    let result: T | undefined;
    child.once("message", (message) => (result = message as T));
    child.once("exit", (code) => (result !== undefined ? done(result) : fail(new Error(`${name}.js exited with ${code} and no results`))));
  });
}

const load: Record<string, [number, number]> = {};
async function part<T>(name: string, run: () => Promise<T>): Promise<T> {
  const start = loadavg()[0]!;
  const began = performance.now();
  console.log(`${name}…`);
  const result = await run();
  load[name] = [start, loadavg()[0]!];
  console.log(`${name}: ${((performance.now() - began) / 1000).toFixed(1)} s`);
  return result;
}

const scale = await part("scale", () => runProgram<ScaleResults>("scale", ["http", requests, audiences], ["--expose-gc"]));
const channelScale = await part("scale over channels", () => runProgram<ScaleResults>("scale", ["channels", requests, channels], ["--expose-gc"]));
const redis = await part("Redis", () => runProgram<RedisResults>("redis", [requests, audiences]));
const cluster = await part("Redis Cluster", () => runProgram<ClusterResults>("cluster", [clusterRequests, clusterAudiences]));
const latency = await part("latency", () => measureLatency({ runs, warmups }));

const results: RelayResults = {
  date: new Date().toISOString(),
  source,
  machine: { cpu: cpus()[0]?.model ?? "unknown", cores: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  versions: Object.fromEntries(["@modelcontextprotocol/client", "@modelcontextprotocol/server", "react", "redis", "ioredis", "@hono/node-server", "playwright"].map((n) => [n, version(n)])),
  load,
  latency,
  scale,
  channelScale,
  redis,
  cluster,
};
// The figures as measured, for a look beyond the report: beside the built programs, not committed.
writeFileSync(resolve(import.meta.dirname, "../results.json"), `${JSON.stringify(results, null, 2)}\n`);
writeRelaySection(resultsFile, renderRelay(results));
console.log(`Wrote the relay section of ${resultsFile}`);
// Timings are for a person to judge; a request delivered to another audience, or not answered exactly once, is a bug.
const problems = [...scale.rounds, ...channelScale.rounds, ...redis.rounds, ...cluster.rounds].flatMap((round) => round.problems);
if (problems.length > 0) {
  console.error(`The relay failed its checks: ${problems.join("; ")}`);
  process.exitCode = 1;
}
