// A real Redis Cluster for the relay's tests: six redis-server processes on loopback (three primaries, each with
// a replica), joined by redis-cli as an operator joins them, with a short node timeout so that a replica takes
// over within seconds of its primary being killed. Nothing is saved to disk; the nodes' own cluster files go in
// a temporary folder removed at the end.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { redisBinary, spawnRedis, freePort, type RedisProcess } from "./redisServer.ts";

const run = promisify(execFile);

export interface ClusterNode {
  port: number;
  process: RedisProcess;
}

export interface RedisCluster {
  /** Where a client starts: every node, as `{ host, port }`. */
  nodes: { host: string; port: number }[];
  /** The node serving `key`'s slot as primary now. */
  primaryOf(key: string): Promise<ClusterNode>;
  /** Kills `node` (SIGKILL) and waits until every slot has a primary again, its replica promoted. */
  kill(node: ClusterNode): Promise<void>;
  /** A command on one node, through redis-cli. */
  cli(port: number, ...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

/** A port whose cluster bus port (the port + 10000) is free too. */
async function clusterPort(taken: Set<number>): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port > 55_000 || taken.has(port)) continue;
    const bus = await freePort(port + 10_000).catch(() => undefined);
    if (bus === undefined) continue;
    taken.add(port);
    return port;
  }
}

export async function startRedisCluster({ nodeTimeoutMs = 1_000 } = {}): Promise<RedisCluster> {
  const cliBinary = redisBinary().replace(/redis-server$/, "redis-cli");
  const folder = mkdtempSync(join(tmpdir(), "rme-cluster-"));
  const taken = new Set<number>();
  const nodes: ClusterNode[] = [];
  const cli = async (port: number, ...args: string[]) =>
    (await run(cliBinary, ["-h", "127.0.0.1", "-p", String(port), ...args])).stdout;
  try {
    for (let i = 0; i < 6; i++) {
      const port = await clusterPort(taken);
      const process = await spawnRedis(port, [
        "--cluster-enabled", "yes",
        "--cluster-config-file", join(folder, `nodes-${port}.conf`),
        "--cluster-node-timeout", String(nodeTimeoutMs),
        // A replica that has not yet copied its primary cannot take over from it: copy at once, not after the
        // default five seconds' wait for other replicas to join the transfer.
        "--repl-diskless-sync-delay", "0",
        "--dir", folder,
      ]);
      nodes.push({ port, process });
    }
    await run(cliBinary, ["--cluster", "create", ...nodes.map((n) => `127.0.0.1:${n.port}`), "--cluster-replicas", "1", "--cluster-yes"]);
    await untilHealthy(nodes, cli);
  } catch (error) {
    await Promise.all(nodes.map((node) => node.process.stop()));
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }

  const alive = () => nodes.filter((node) => node.process.running());
  const primaryOf = async (key: string) => {
    const port = alive()[0]!.port;
    const slot = Number((await cli(port, "CLUSTER", "KEYSLOT", key)).trim());
    for (const line of (await cli(port, "CLUSTER", "NODES")).split("\n")) {
      const [, address = "", flags = ""] = line.split(" ");
      if (!flags.includes("master") || flags.includes("fail") || !servesSlot(line, slot)) continue;
      const node = nodes.find((n) => address.startsWith(`127.0.0.1:${n.port}@`));
      if (node) return node;
    }
    throw new Error(`no primary serves slot ${slot}`);
  };

  return {
    nodes: nodes.map((node) => ({ host: "127.0.0.1", port: node.port })),
    primaryOf,
    async kill(node) {
      await node.process.stop("SIGKILL");
      // Until the others have seen it fail (a node timeout), they still call the cluster healthy.
      const seenFailing = async () => {
        const listed = await cli(alive()[0]!.port, "CLUSTER", "NODES");
        return listed.split("\n").some((line) => line.includes(`:${node.port}@`) && (line.split(" ")[2] ?? "").includes("fail"));
      };
      await until(seenFailing, "the others to see the killed node fail");
      await untilHealthy(alive(), cli);
    },
    cli,
    async stop() {
      await Promise.all(nodes.map((node) => node.process.stop()));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Whether a CLUSTER NODES line lists `slot` among its ranges ("0-5460 5461 ..."). */
function servesSlot(line: string, slot: number): boolean {
  return line
    .split(" ")
    .slice(8)
    .some((range) => {
      const [from, to = from] = range.split("-").map(Number);
      return from !== undefined && to !== undefined && slot >= from && slot <= to;
    });
}

/** Waits until `done` says yes, for 30 s at most. */
async function until(done: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 30_000;
  while (!(await done().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Until every live node says the cluster is ok, with every slot served by a primary that is not failing, and every
 * live replica has copied its primary (else it could not take over).
 */
async function untilHealthy(nodes: ClusterNode[], cli: (port: number, ...args: string[]) => Promise<string>) {
  const healthy = async (node: ClusterNode) => {
    const info = await cli(node.port, "CLUSTER", "INFO");
    const listed = await cli(node.port, "CLUSTER", "NODES");
    const replication = await cli(node.port, "INFO", "replication");
    const failingWithSlots = listed.split("\n").some((line) => {
      const flags = line.split(" ")[2] ?? "";
      return flags.includes("master") && flags.includes("fail") && line.split(" ").length > 8;
    });
    const copied = replication.includes("role:master") || replication.includes("master_link_status:up");
    return info.includes("cluster_state:ok") && info.includes("cluster_slots_ok:16384") && !failingWithSlots && copied;
  };
  await until(async () => (await Promise.all(nodes.map(healthy))).every(Boolean), "the Redis Cluster to be healthy");
}
