// A real redis-server for the relay's Redis tests: Debian's package (CI installs it as it installs Chromium),
// started by the test itself on a free loopback port with nothing saved to disk, and stopped after.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

const BINARIES = [process.env.REDIS_SERVER, "/usr/bin/redis-server", "/usr/local/bin/redis-server", "/opt/homebrew/bin/redis-server"];

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** A port free right now on 127.0.0.1. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startRedis(): Promise<RedisServer> {
  const binary = BINARIES.find((path) => path && existsSync(path));
  if (!binary) throw new Error("redis-server is not installed: apt-get install redis-server (or set REDIS_SERVER to its path).");
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    const child = spawn(binary, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "pipe"] });
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
    if (ready) {
      child.stdout!.resume();
      child.stderr!.resume();
      return { url: `redis://127.0.0.1:${port}`, port, stop: () => stop(child) };
    }
    await stop(child);
    // Someone took the port between the probe and the start: try another.
    if (attempt >= 3) throw new Error(`redis-server did not start on port ${port}`);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await gone;
  clearTimeout(timer);
}
