// A real redis-server for the relay's Redis tests: Debian's package (CI installs it as it installs Chromium),
// started by the test itself on a free loopback port with nothing saved to disk, and stopped after.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

const BINARIES = [process.env.REDIS_SERVER, "/usr/bin/redis-server", "/usr/local/bin/redis-server", "/opt/homebrew/bin/redis-server"];

export interface RedisServer {
  url: string;
  port: number;
  /** Killed and started again on the same port, with nothing saved: empty, as after a crash. */
  restart(): Promise<void>;
  /** Frozen (SIGSTOP): connections stay open and nothing is answered, as in a long fork or a stalled VM. */
  freeze(): void;
  /** Goes on (SIGCONT) and answers what it was sent meanwhile. */
  thaw(): void;
  stop(): Promise<void>;
}

/** One redis-server process. */
export interface RedisProcess {
  running(): boolean;
  /** Sends a signal and returns at once. */
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM (SIGKILL after 5 s), or the signal given. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function redisBinary(): string {
  const binary = BINARIES.find((path) => path && existsSync(path));
  if (!binary) throw new Error("redis-server is not installed: apt-get install redis-server (or set REDIS_SERVER to its path).");
  return binary;
}

/** A port free right now on 127.0.0.1: any, or the one asked for (rejects if it is taken). */
export async function freePort(wanted = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(wanted, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts redis-server on `port` with nothing saved; rejects if it did not come up (the port was taken). */
export async function spawnRedis(port: number, extra: string[] = []): Promise<RedisProcess> {
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", ...extra];
  const child = spawn(redisBinary(), args, { stdio: ["ignore", "pipe", "pipe"] });
  const ready = await new Promise<boolean>((resolve) => {
    let output = "";
    const timer = setTimeout(() => resolve(false), 10_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve(true);
      }
    });
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  const handle: RedisProcess = {
    running: () => child.exitCode === null && child.signalCode === null,
    signal: (signal) => void child.kill(signal),
    stop: (signal) => stop(child, signal),
  };
  if (!ready) {
    await handle.stop();
    throw new Error(`redis-server did not start on port ${port}`);
  }
  child.stdout!.resume();
  child.stderr!.resume();
  return handle;
}

export async function startRedis(): Promise<RedisServer> {
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    try {
      let server = await spawnRedis(port);
      return {
        url: `redis://127.0.0.1:${port}`,
        port,
        async restart() {
          await server.stop("SIGKILL");
          server = await spawnRedis(port);
        },
        freeze: () => server.signal("SIGSTOP"),
        thaw: () => server.signal("SIGCONT"),
        stop: async () => {
          server.signal("SIGCONT");
          await server.stop();
        },
      };
    } catch (error) {
      // Someone took the port between the probe and the start: try another.
      if (attempt >= 3) throw error;
    }
  }
}

async function stop(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await gone;
  clearTimeout(timer);
}
