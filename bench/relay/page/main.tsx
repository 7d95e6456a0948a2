// The latency run's page (latency.ts opens it): the existing benchmark's chat host (bench/page/Chat.tsx) inside
// <ElicitationProvider>, its requests coming through the relay (?mode=relay: <ElicitationRelayClient url>), through
// the relay in a dedicated Worker over its channel (?mode=worker: <ElicitationRelayClient channel>, worker.ts), or
// from an MCP client in the page (?mode=page&link=memory|http: the same SDK client and the same server code as the
// host's, server.ts, registered with registerElicitationHandler(client, useElicitation())). `window.relayBench` times
// what only the page sees, on the page's clock (clock.ts): the first painted frame that shows a request, found as
// the existing benchmark finds it (bench/page/main.tsx), the click on Submit, and the page's steps in between.
import { Client, InMemoryTransport, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { fromMessagePort } from "../../../src/channels/index.ts";
import { ENVELOPE } from "../../../src/core/relay/channel.ts";
import { ElicitationProvider, ElicitationRelayClient, useElicitation } from "../../../src/index.ts";
import { elicitationCapability, registerElicitationHandler } from "../../../src/sdk/index.ts";
import "../../../src/styles.css";
import { Chat } from "../../page/Chat.tsx";
import { fieldTitle } from "../../page/schema.ts";
import { measureOffset, now, type Offset } from "../clock.ts";
import { benchRequest, createBenchServer, tap, type ServerStamps } from "../server.ts";
import { timed, type ClientStamps } from "../timed.ts";
import type { WorkerAction, WorkerCall, WorkerReply, WorkerStamps } from "./worker.ts";

export type PageStamps = ServerStamps &
  ClientStamps & {
    /** The relay's stream (or the worker's message) brought the request's event (relay and worker only). */
    streamAt?: number;
    /** The request's dialog is in the DOM, open. */
    committedAt?: number;
    /** The first painted frame that shows it. */
    paintedAt?: number;
    /** The click on Submit (the input event's own time). */
    clickAt?: number;
    /** The answer's POST to the relay, or its post to the worker, left (relay and worker only). */
    postAt?: number;
  };

export interface BenchPage {
  /** Round trips to the host, one kind after another, `times` times: a GET, a POST, and a POST with `keepalive` (as the page's answers go). */
  roundTrips(times: number): Promise<Record<"get" | "post" | "keepalive", number[]>>;
  /** Resolves once the page's MCP client is connected (at once for the relay: the host knows when its stream is open). */
  connected(): Promise<void>;
  /** The offset from this page's clock to the host's. */
  calibrate(): Promise<Offset>;
  /** Forgets the last request's stamps and watches for the next request's first painted frame. */
  arm(): void;
  /** The next request's first painted frame, on this page's clock. */
  painted(): Promise<number>;
  /** Starts the `ask` call of the page's client, or of the worker's (in-page and worker only). */
  ask(): Promise<void>;
  /** That call's result (in-page and worker only). */
  done(): Promise<string>;
  stamps(): PageStamps;
  /** The worker's timestamps for the latest request, on its clock (worker only). */
  workerStamps(): Promise<WorkerStamps>;
  /** The worker's relay judging an answer against a schema it has not seen, then against it again, in ms (worker only). */
  workerJudge(): Promise<{ newSchema: number; again: number }>;
  /** postMessage round trips to the worker and back, `times` each: a small message (an answer's size) and one the size of a request's event (worker only). */
  messageRoundTrips(times: number): Promise<Record<"small" | "request", number[]>>;
  /** Resolves once no request is on screen and a frame has been painted since. */
  settled(): Promise<void>;
}

declare global {
  interface Window {
    relayBench: BenchPage;
  }
}

const params = new URLSearchParams(location.search);
/** relay: the host's relay over HTTP; page: the client in the page; worker: the client and the relay in a dedicated Worker, over its channel. */
const mode = params.get("mode");
const link = params.get("link");
/** ?watch=0: none of the page's own steps are timed (the relay's stream is not watched), to see what timing them costs. */
const watch = params.get("watch") !== "0";
const stamps: PageStamps = {};
const firstTitle = fieldTitle(0);

/** The request is on screen: an open dialog showing its first field. */
const shown = () => [...document.querySelectorAll("dialog[open]")].some((d) => d.textContent?.includes(firstTitle));

/** Called from requestAnimationFrame: runs `callback` in a task after the frame being drawn is painted (bench/page/main.tsx). */
function afterThisFrame(callback: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = callback;
  channel.port2.postMessage(null);
}

const afterFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => afterThisFrame(resolve)));

// The page's steps, each timed where it happens: the relay's event arriving (the stream's bytes, before the
// page's connection parses them), the answer's POST leaving, the dialog committed, the click.
const pageFetch = window.fetch.bind(window);
if (watch) window.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.pathname !== "/relay") return pageFetch(input, init);
  if (init?.method === "POST") {
    stamps.postAt = now();
    return pageFetch(input, init);
  }
  const response = await pageFetch(input, init);
  if (!response.body) return response;
  const decoder = new TextDecoder();
  const watched = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (stamps.streamAt === undefined && decoder.decode(chunk, { stream: true }).includes("event: request")) stamps.streamAt = now();
        controller.enqueue(chunk);
      },
    }),
  );
  return new Response(watched, { status: response.status, statusText: response.statusText, headers: response.headers });
};
// ?mode=worker: the MCP server, its client and the relay in a dedicated Worker (worker.ts); the page's provider
// shows its requests over the worker's channel, made once (a new channel each render would reconnect each time).
const worker = mode === "worker" ? new Worker(new URL("./worker.ts", import.meta.url), { type: "module" }) : undefined;
const workerChannel = worker ? fromMessagePort(worker) : undefined;
let nextCall = 1;
const replies = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
let markReady!: () => void;
/** The page's channel got the relay's backlog (its `ready` event): the relay is serving this page. */
const relayReady = new Promise<void>((resolve) => (markReady = resolve));
if (worker) {
  // The answer's post leaving, stamped as the channel hands it to the worker.
  const post = worker.postMessage.bind(worker) as (message: unknown) => void;
  worker.postMessage = ((message: unknown) => {
    if (watch && stamps.postAt === undefined && isOurs(message) && message.type === "post") stamps.postAt = now();
    post(message);
  }) as Worker["postMessage"];
  // Listening before the provider's channel does (its code loads on demand): the request's arrival is stamped first.
  worker.addEventListener("message", (event: MessageEvent) => {
    const data = event.data as Partial<WorkerReply> & Record<string, unknown>;
    if (data?.bench === "reply" && typeof data.id === "number") {
      const waiting = replies.get(data.id);
      replies.delete(data.id);
      if (data.error) waiting?.reject(new Error(data.error));
      else waiting?.resolve(data.result);
    } else if (isOurs(data) && data.type === "event") {
      if (data.event === "ready") markReady();
      if (watch && data.event === "request" && stamps.streamAt === undefined) stamps.streamAt = now();
    }
  });
  worker.addEventListener("error", (event) => console.error(`worker: ${event.message}`));
}

function isOurs(message: unknown): message is Record<string, unknown> {
  return typeof message === "object" && message !== null && ENVELOPE in message;
}

/** Calls one of the worker's actions (worker.ts) over the worker's channel. */
function callWorker<T>(action: WorkerAction, arg?: unknown): Promise<T> {
  if (!worker) return Promise.reject(new Error("No worker: ?mode=worker"));
  const id = nextCall++;
  return new Promise<T>((resolve, reject) => {
    replies.set(id, { resolve: resolve as (value: unknown) => void, reject });
    worker.postMessage({ bench: "call", id, action, arg } satisfies WorkerCall);
  });
}

if (watch) new MutationObserver(() => {
  if (stamps.committedAt === undefined && shown()) stamps.committedAt = now();
}).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["open"] });
document.addEventListener(
  "click",
  (event) => {
    if (event.target instanceof Element && event.target.closest("button")?.textContent?.trim() === "Submit") stamps.clickAt = performance.timeOrigin + event.timeStamp;
  },
  true,
);

let client: Client | undefined;
let markConnected!: () => void;
const connected = new Promise<void>((resolve) => (markConnected = resolve));
if (mode === "relay") markConnected();
// The worker's client is connected to its server, and the relay has sent this page its backlog.
if (mode === "worker") void Promise.all([callWorker("connected"), relayReady]).then(() => markConnected());

/** The MCP client in the page, as a host without a relay runs it: its handler is useElicitation()'s function. */
function InPageClient() {
  const elicit = useElicitation();
  useEffect(() => {
    const pageClient = new Client({ name: "bench-host", version: "1.0.0" }, { capabilities: elicitationCapability() });
    const unregister = registerElicitationHandler(pageClient, timed(elicit, stamps));
    void (async () => {
      if (link === "memory") {
        const server = createBenchServer();
        const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
        await server.connect(serverSide);
        tap(serverSide, stamps);
        await pageClient.connect(clientSide);
      } else {
        await pageClient.connect(new StreamableHTTPClientTransport(new URL("/mcp", location.href)));
      }
      client = pageClient;
      markConnected();
    })();
    return () => {
      unregister();
      void pageClient.close();
    };
  }, [elicit]);
  return null;
}

let painted: Promise<number> | undefined;
let call: Promise<string> | undefined;

const ANSWER_BODY = JSON.stringify({ id: "x", result: { action: "accept", content: { field_0: "abc" } } });
/** What the page's channel posts for an answer, and what the worker's relay sends for a request: their sizes. */
const SMALL_MESSAGE = { [ENVELOPE]: 1, type: "post", view: crypto.randomUUID(), seq: 1, body: JSON.parse(ANSWER_BODY) as unknown };
const REQUEST_MESSAGE = {
  [ENVELOPE]: 1,
  type: "event",
  event: "request",
  data: { id: crypto.randomUUID(), server: { name: "bench-server", title: "Benchmark server", version: "1.0.0" }, params: benchRequest },
};

window.relayBench = {
  async roundTrips(times) {
    const out = { get: [] as number[], post: [] as number[], keepalive: [] as number[] };
    for (let i = 0; i < times; i++) {
      for (const kind of ["get", "post", "keepalive"] as const) {
        const init: RequestInit = kind === "get" ? { cache: "no-store" } : { method: "POST", body: ANSWER_BODY, headers: { "Content-Type": "application/json" }, keepalive: kind === "keepalive" };
        const start = now();
        await (await pageFetch("/clock", init)).text();
        out[kind].push(now() - start);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    return out;
  },
  async messageRoundTrips(times) {
    const out = { small: [] as number[], request: [] as number[] };
    for (let i = 0; i < times; i++) {
      for (const [kind, message] of [["small", SMALL_MESSAGE], ["request", REQUEST_MESSAGE]] as const) {
        const start = now();
        await callWorker("echo", message);
        out[kind].push(now() - start);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    return out;
  },
  connected: () => connected,
  calibrate: () =>
    // The worker's clock in worker mode (its stamps are the "host's"); the host's otherwise.
    mode === "worker"
      ? measureOffset(() => callWorker<number>("clock"))
      : measureOffset(async () => Number(await (await pageFetch("/clock", { cache: "no-store" })).text())),
  arm() {
    for (const key of Object.keys(stamps)) delete stamps[key as keyof PageStamps];
    if (shown()) throw new Error("A request is still on screen");
    painted = new Promise((resolve) => {
      const poll = () =>
        requestAnimationFrame(() => {
          if (!shown()) return poll();
          afterThisFrame(() => resolve((stamps.paintedAt = now())));
        });
      poll();
    });
  },
  painted: () => painted ?? Promise.reject(new Error("arm() first")),
  async ask() {
    if (mode === "worker") {
      await callWorker("ask");
      call = callWorker<string>("done");
      return;
    }
    if (!client) throw new Error("The page's client is not connected");
    call = client.callTool({ name: "ask" }, { timeout: 600_000 }).then((result) => JSON.stringify(result.content));
  },
  done: () => call ?? Promise.reject(new Error("ask() first")),
  stamps: () => ({ ...stamps }),
  workerStamps: () => callWorker<WorkerStamps>("stamps"),
  workerJudge: () => callWorker("judge"),
  async settled() {
    while (shown()) await afterFrame();
    await afterFrame();
  },
};

createRoot(document.getElementById("root")!).render(
  <ElicitationProvider>
    <Chat />
    {mode === "relay" ? <ElicitationRelayClient url="/relay" /> : workerChannel ? <ElicitationRelayClient channel={workerChannel} /> : <InPageClient />}
  </ElicitationProvider>,
);
