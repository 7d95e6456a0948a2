// The dedicated Worker of the latency run's worker variant (page/main.tsx starts it with ?mode=worker): the MCP
// server and the SDK's client beside it in memory, as the host's process holds them in the relay variant, with
// the relay served over the worker's own scope (`relay.connect(fromMessagePort(self))`) to the page's
// <ElicitationRelayClient channel={fromMessagePort(worker)}>. The page drives it with messages of its own on the
// same channel (`{ bench: "call" }`, answered by `{ bench: "reply" }`), which the relay leaves alone, as a host's
// would be: start the `ask` call, wait for it, read the worker's clock and its timestamps, echo a message back.
import { Client, InMemoryTransport } from "@modelcontextprotocol/client";
import { fromMessagePort } from "../../../src/channels/index.ts";
import { ENVELOPE } from "../../../src/core/relay/channel.ts";
import { createElicitationRelay } from "../../../src/relay/index.ts";
import { judgeResult } from "../../../src/relay/judge.ts";
import { elicitationCapability, registerElicitationHandler } from "../../../src/sdk/index.ts";
import { now } from "../clock.ts";
import { benchRequest, createBenchServer, tap, type ServerStamps } from "../server.ts";
import { timed, type ClientStamps } from "../timed.ts";

/** Everything the worker timed for the latest request, on its own clock. */
export type WorkerStamps = ServerStamps &
  ClientStamps & {
    /** The answer's post reached the worker's scope (before the relay read it). */
    postAt?: number;
  };

export type WorkerAction = "connected" | "clock" | "ask" | "done" | "stamps" | "echo" | "judge";
export interface WorkerCall {
  bench: "call";
  id: number;
  action: WorkerAction;
  arg?: unknown;
}
export interface WorkerReply {
  bench: "reply";
  id: number;
  result?: unknown;
  error?: string;
}

/** The worker's own scope, as much of it as this uses (the DOM's types have no worker scope). */
const scope = self as unknown as Pick<Worker, "postMessage" | "addEventListener" | "removeEventListener">;
const stamps: WorkerStamps = {};

// Listening before the relay does: the post's arrival is stamped before the relay reads it.
scope.addEventListener("message", (event: MessageEvent) => {
  const data = event.data as Record<string, unknown> | null;
  if (data && typeof data === "object" && ENVELOPE in data && data.type === "post" && stamps.postAt === undefined) stamps.postAt = now();
});

const relay = createElicitationRelay();
relay.connect(fromMessagePort(scope));

const client = new Client({ name: "bench-host", version: "1.0.0" }, { capabilities: elicitationCapability() });
registerElicitationHandler(client, timed(relay.elicitFor("default"), stamps));
const connected = (async () => {
  const server = createBenchServer();
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  tap(serverSide, stamps);
  await client.connect(clientSide);
})();

let call: Promise<string> | undefined;
let probes = 0;

/**
 * What the relay's judge (src/relay/judge.ts, which takes every answer) costs here: an answer judged against a
 * schema this worker has not seen (the bench's form with a description of its own), then against it again.
 */
function judgeTimes(): { newSchema: number; again: number } {
  const params = { ...benchRequest, requestedSchema: { ...benchRequest.requestedSchema, description: `probe ${++probes}` } };
  const answer = { action: "accept", content: { field_0: "abc" } };
  const time = () => {
    const start = now();
    const judged = judgeResult(params, answer);
    if ("refusal" in judged) throw new Error(`The judge refused: ${judged.refusal.message}`);
    return now() - start;
  };
  const newSchema = time();
  return { newSchema, again: time() };
}

const actions: Record<WorkerAction, (arg: unknown) => unknown> = {
  connected: () => connected.then(() => true),
  clock: () => now(),
  ask() {
    for (const key of Object.keys(stamps)) delete stamps[key as keyof WorkerStamps];
    call = client.callTool({ name: "ask" }, { timeout: 600_000 }).then((result) => JSON.stringify(result.content));
    return true;
  },
  done: () => call ?? Promise.reject(new Error("ask first")),
  stamps: () => ({ ...stamps }),
  echo: (arg) => arg,
  judge: () => judgeTimes(),
};

scope.addEventListener("message", (event: MessageEvent) => {
  const message = event.data as Partial<WorkerCall> | null;
  if (!message || message.bench !== "call" || typeof message.id !== "number") return;
  const { id, action, arg } = message as WorkerCall;
  // The echo answers at once, in this task: one postMessage round trip, with nothing of the bench's between.
  if (action === "echo") return scope.postMessage({ bench: "reply", id, result: arg } satisfies WorkerReply);
  void (async () => {
    try {
      scope.postMessage({ bench: "reply", id, result: await actions[action](arg) } satisfies WorkerReply);
    } catch (error) {
      scope.postMessage({ bench: "reply", id, error: error instanceof Error ? error.message : String(error) } satisfies WorkerReply);
    }
  })();
});
