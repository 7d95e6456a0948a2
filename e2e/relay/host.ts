// Starts and stops the relay's e2e host (host.mjs) as a process of its own, as a host's server runs: on
// 127.0.0.1 and a port the system picked, told to the parent over IPC; stopped by its process id. Its HTTP
// endpoints for tests (a call, an abort, the MCP server's record, the relay streams) are wrapped here.
import { fork, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { expect } from "@playwright/test";

/** What the MCP server received and returned for one call of its tool. */
export interface CallRecord {
  id: string;
  user: string;
  state: "running" | "returned" | "failed";
  /** The tool's report of the answer it received: `{ action, content? }` as its server parsed it. */
  received?: unknown;
  error?: string;
}

/** One person's MCP connection on a host, as its MCP server saw it. */
export interface Report {
  calls: CallRecord[];
  /** How many `elicitation/create` requests the server sent. */
  asked: number;
  /** Every JSON-RPC response to one of them that reached the server, as it arrived. */
  answers: { id: number | string; result?: unknown; error?: unknown }[];
}

export interface Host {
  /** `http://127.0.0.1:<port>`: the page at `/`, the relay at `/api/elicitation`. */
  origin: string;
  /** The relay's URL, for a replayed answer. */
  relayUrl: string;
  /** Starts a call of the MCP tool for `user`; resolves once it is running, with its id. */
  call(user: string): Promise<string>;
  /** Aborts a running call: its MCP server withdraws its question. */
  abort(call: string): Promise<void>;
  /** Closes `user`'s MCP connection, as a server going away does. */
  disconnect(user: string): Promise<void>;
  report(user: string): Promise<Report>;
  /** The relay streams of `user` open on this host, and opened since it started. */
  streams(user: string): Promise<{ open: number; opened: number }>;
  /** Cuts the connections of `user`'s open streams, as a network that drops does; resolves with how many. */
  drop(user: string): Promise<number>;
  stop(): Promise<void>;
  /** The process's recent output, for a failure message. */
  output(): string;
}

export interface HostOptions {
  /** The built page to serve (page.ts). */
  page: string;
  /** A Redis URL: the relay keeps its requests there (redisStore), shared with every host on it. */
  redis?: string;
  /** A Redis Cluster's nodes, instead of `redis`. */
  cluster?: { host: string; port: number }[];
  /** The Redis client the host holds: node-redis by default. */
  client?: "node-redis" | "ioredis";
}

const launcher = resolve(import.meta.dirname, "host.mjs");
const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;

async function api<T>(origin: string, method: "GET" | "POST", path: string, expected: number): Promise<T> {
  const response = await fetch(`${origin}${path}`, { method });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBe(expected);
  return JSON.parse(text) as T;
}

export async function startHost(options: HostOptions): Promise<Host> {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 200));
  };
  const args = [
    "--page", options.page,
    ...(options.redis ? ["--redis", options.redis] : []),
    ...(options.cluster ? ["--cluster", options.cluster.map(({ host, port }) => `${host}:${port}`).join(",")] : []),
    ...(options.client ? ["--client", options.client] : []),
  ];
  const child: ChildProcess = fork(launcher, args, { stdio: ["ignore", "pipe", "pipe", "ipc"] });
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const output = () => lines.join("\n");
  const exited = () =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((done) => child.once("exit", () => done()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = exited();
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await gone;
    clearTimeout(timer);
  };

  const port = await new Promise<number>((resolvePort, reject) => {
    const timer = setTimeout(() => fail(new Error(`the relay host did not start in ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`${error.message}\n${output()}`));
    };
    child.once("error", fail);
    child.once("exit", (code, signal) => fail(new Error(`the relay host exited (${code ?? signal}) before listening`)));
    child.on("message", (message: { listening?: { port: number } }) => {
      if (!message.listening) return;
      clearTimeout(timer);
      resolvePort(message.listening.port);
    });
  });
  child.removeAllListeners("exit");
  child.disconnect();

  const origin = `http://127.0.0.1:${port}`;
  const query = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;
  return {
    origin,
    relayUrl: `${origin}/api/elicitation`,
    call: async (user) => (await api<CallRecord>(origin, "POST", `/api/call?${query("user", user)}`, 201)).id,
    abort: async (call) => void (await api(origin, "POST", `/api/abort?${query("call", call)}`, 200)),
    disconnect: async (user) => void (await api(origin, "POST", `/api/disconnect?${query("user", user)}`, 200)),
    report: (user) => api<Report>(origin, "GET", `/api/report?${query("user", user)}`, 200),
    streams: (user) => api(origin, "GET", `/api/streams?${query("user", user)}`, 200),
    drop: async (user) => (await api<{ dropped: number }>(origin, "POST", `/api/drop?${query("user", user)}`, 200)).dropped,
    stop,
    output,
  };
}
