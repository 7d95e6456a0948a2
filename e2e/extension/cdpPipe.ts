// Chromium driven over the DevTools protocol on a pipe (--remote-debugging-pipe), attached to the pages it is
// asked to attach to and to nothing else. Playwright attaches to every service worker, and a worker with
// DevTools attached is never stopped for being idle, so a test of how long an MV3 worker lives cannot run under
// it: this can. Messages are JSON, each ended by a NUL byte, on file descriptors 3 (to Chromium) and 4 (from it).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumPath, launchOptions } from "../../browser.config.ts";

type Event = { method: string; params: Record<string, unknown>; sessionId?: string };

export interface PipeBrowser {
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<T>;
  /** Hears every event. */
  on(listener: (event: Event) => void): void;
  /** Evaluates `expression` in the page of `sessionId`, awaiting a promise; its value. */
  evaluate<T>(sessionId: string, expression: string): Promise<T>;
  close(): Promise<void>;
}

export async function launchWithExtension(extensionDir: string): Promise<PipeBrowser> {
  const executable = chromiumPath();
  if (!executable) throw new Error("No Chromium found: set CHROMIUM_PATH");
  const profile = mkdtempSync(join(tmpdir(), "rme-pipe-"));
  const args = [
    "--headless=new",
    "--remote-debugging-pipe",
    `--user-data-dir=${profile}`,
    `--disable-extensions-except=${extensionDir}`,
    `--load-extension=${extensionDir}`,
    ...(launchOptions().args ?? []),
    "about:blank",
  ];
  const child: ChildProcess = spawn(executable, args, { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] });
  const toBrowser = child.stdio[3] as NodeJS.WritableStream;
  const fromBrowser = child.stdio[4] as NodeJS.ReadableStream;
  let nextId = 0;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners: ((event: Event) => void)[] = [];
  let buffer = "";
  fromBrowser.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    for (let end = buffer.indexOf("\0"); end >= 0; end = buffer.indexOf("\0")) {
      const message = JSON.parse(buffer.slice(0, end)) as { id?: number; result?: unknown; error?: { message: string } } & Partial<Event>;
      buffer = buffer.slice(end + 1);
      const pending = message.id === undefined ? undefined : waiting.get(message.id);
      if (pending) {
        waiting.delete(message.id!);
        if (message.error) pending.reject(new Error(message.error.message));
        else pending.resolve(message.result);
      } else if (message.method) for (const listener of listeners) listener(message as Event);
    }
  });
  const browser: PipeBrowser = {
    send: (method, params = {}, sessionId) =>
      new Promise((resolve, reject) => {
        const id = ++nextId;
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId && { sessionId }) })}\0`);
      }),
    on: (listener) => void listeners.push(listener),
    async evaluate<T>(sessionId: string, expression: string) {
      const { result, exceptionDetails } = await browser.send<{ result: { value: T }; exceptionDetails?: { text: string } }>(
        "Runtime.evaluate",
        { expression, awaitPromise: true, returnByValue: true },
        sessionId,
      );
      if (exceptionDetails) throw new Error(`evaluate failed: ${exceptionDetails.text}`);
      return result.value;
    },
    async close() {
      child.kill();
      await new Promise((resolve) => child.once("exit", resolve));
      // Chromium's helper processes may still write into the profile a moment after the browser exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
  return browser;
}
