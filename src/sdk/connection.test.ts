// @vitest-environment node
// A server that dies while a person is looking at its request, over real HTTP with a real third-party
// server (@modelcontextprotocol/server-everything, started and killed by e2e/everything/server.ts): the
// request leaves the queue with "The connection to … was lost", the client is closed, and the host's call
// fails at once instead of at its 30-minute timeout. A transport error the server survives changes nothing.
import { Client as V2Client, SSEClientTransport as V2Sse, StreamableHTTPClientTransport as V2Http } from "@modelcontextprotocol/client";
import { Client as V1Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as V1Http } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterEach, describe, expect, test, vi } from "vitest";
import { startEverything, type EverythingServer, type EverythingTransport } from "../../e2e/everything/server.ts";
import { CONNECTION_CLOSED } from "../core/elicit/ElicitationError.ts";
import { ElicitationQueue, type ElicitOptions } from "../core/queue/queue.ts";
import { elicitationCapability } from "./capabilities.ts";
import { registerElicitationHandler } from "./registerElicitationHandler.ts";

const TOOL = "trigger-elicitation-request";
/** What the host gives a person to answer; far longer than any of these tests. */
const ANSWER_TIME_MS = 30 * 60_000;

let server: EverythingServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

type AnyClient = V2Client | V1Client;

const stacks: { title: string; transport: EverythingTransport; connect: (url: URL) => Promise<AnyClient> }[] = [
  {
    title: "v2, Streamable HTTP",
    transport: "streamableHttp",
    connect: async (url) => {
      const client = new V2Client({ name: "host", version: "1.0.0" }, { capabilities: elicitationCapability() });
      await client.connect(new V2Http(url));
      return client;
    },
  },
  {
    title: "v2, SSE (which retries for ever)",
    transport: "sse",
    connect: async (url) => {
      const client = new V2Client({ name: "host", version: "1.0.0" }, { capabilities: elicitationCapability() });
      await client.connect(new V2Sse(url));
      return client;
    },
  },
  {
    title: "v1, Streamable HTTP",
    transport: "streamableHttp",
    connect: async (url) => {
      const client = new V1Client({ name: "host", version: "1.0.0" }, { capabilities: elicitationCapability() });
      await client.connect(new V1Http(url));
      return client;
    },
  },
];

async function setUp(stack: (typeof stacks)[number]) {
  server = await startEverything(stack.transport);
  const client = await stack.connect(new URL(server.url));
  const queue = new ElicitationQueue();
  const signals: AbortSignal[] = [];
  const elicit = (params: unknown, options: ElicitOptions) => {
    if (options.signal) signals.push(options.signal);
    return queue.elicit(params, options);
  };
  registerElicitationHandler(client, elicit);
  let closed = false;
  client.onclose = () => (closed = true);
  const call = client.callTool({ name: TOOL, arguments: {} }, undefined, { timeout: ANSWER_TIME_MS });
  // A rejection is expected in some tests: keep it from counting as unhandled before it is awaited.
  call.catch(() => {});
  await vi.waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(1), { timeout: 10_000 });
  return { client, queue, signals, call, closed: () => closed };
}

describe.each(stacks)("$title", (stack) => {
  test("the server dies with a request on screen: withdrawn as a lost connection, the client closed, the call failed", async () => {
    const { queue, signals, call, closed } = await setUp(stack);
    await server!.stop();

    await vi.waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(0), { timeout: 20_000, interval: 100 });
    expect(queue.getSnapshot().notice).toMatchObject({ kind: "disconnected", server: { title: "Everything Reference Server" } });
    expect(signals[0]!.reason).toMatchObject({ code: CONNECTION_CLOSED });
    await expect(call).rejects.toThrow(/closed/i);
    expect(closed()).toBe(true);
  });

  test("a transport error the server survives: the request stays, and its answer still reaches the server", async () => {
    const { client, queue, call, closed } = await setUp(stack);
    // What a transport reports when one stream breaks and the next attempt succeeds.
    const transport = (client as unknown as { transport?: { onerror?: (error: Error) => void } }).transport;
    transport?.onerror?.(new Error("SSE stream disconnected: a proxy timed the stream out"));
    // Long enough for the ping to be answered.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const entry = queue.getSnapshot().entries[0];
    expect(entry).toBeDefined();
    expect(closed()).toBe(false);

    queue.respond(entry!.id, { action: "decline" });
    const result = await call;
    expect(JSON.stringify(result)).toContain("decline");
  });
});
