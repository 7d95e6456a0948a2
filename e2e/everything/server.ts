// Starts and stops @modelcontextprotocol/server-everything for the e2e specs: a real third-party MCP server,
// run by launch.mjs on 127.0.0.1 and a port the system picked, stopped by its process id.
import { fork, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";

export type EverythingTransport = "streamableHttp" | "sse";

export interface EverythingServer {
  transport: EverythingTransport;
  /** The MCP endpoint a client connects to: `/mcp` for Streamable HTTP, `/sse` for SSE. */
  url: string;
  pid: number;
  /** Ends the process (SIGTERM, then SIGKILL if it lingers) and resolves once it has exited. */
  stop(): Promise<void>;
  /** The server's recent output, for a failure message. */
  output(): string;
}

const launcher = resolve(import.meta.dirname, "launch.mjs");
const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((done) => child.once("exit", () => done()));

export async function startEverything(transport: EverythingTransport): Promise<EverythingServer> {
  // The server logs every request; keep the last lines only, and keep reading so its pipe never fills.
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 200));
  };
  const child = fork(launcher, [transport], { stdio: ["ignore", "pipe", "pipe", "ipc"] });
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const output = () => lines.join("\n");

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = exited(child);
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await gone;
    clearTimeout(timer);
  };

  const port = await new Promise<number>((resolvePort, reject) => {
    const timer = setTimeout(() => fail(new Error(`server-everything did not start in ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`${error.message}\n${output()}`));
    };
    child.once("error", fail);
    child.once("exit", (code, signal) => fail(new Error(`server-everything exited (${code ?? signal}) before listening`)));
    child.on("message", (message: { listening?: { host: string; port: number } }) => {
      if (!message.listening) return;
      clearTimeout(timer);
      resolvePort(message.listening.port);
    });
  });
  child.removeAllListeners("exit");
  // Nothing more comes over IPC: let the channel go, so this process does not wait on it.
  child.disconnect();

  const path = transport === "sse" ? "/sse" : "/mcp";
  return { transport, url: `http://127.0.0.1:${port}${path}`, pid: child.pid!, stop, output };
}
