// The adapter against the real official SDK (@modelcontextprotocol/sdk): a real McpServer whose tool calls
// `server.server.elicitInput(...)` and validates the answer with its own Ajv, a real Client over the SDK's
// in-memory transport, and this library's handler in between.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  ElicitRequestSchema,
  ElicitResultSchema,
  type ClientCapabilities,
  type ElicitRequestFormParams,
  type ElicitRequestURLParams,
  type JSONRPCMessage,
} from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, test, vi } from "vitest";
import { z } from "zod";
import type { ElicitResult, ServerIdentity } from "../core/protocol/types.ts";
import { ElicitationQueue, type ElicitOptions, type QueueEntry, type QueueOptions } from "../core/queue/queue.ts";
import { elicitationCapability } from "./capabilities.ts";
import { registerElicitationHandler } from "./registerElicitationHandler.ts";
import type { ElicitFn } from "./elicitFn.ts";
import { connectPair } from "../../test/sdkPair.ts";

const serverInfo = { name: "test-server", title: "Test Server", version: "1.2.3" };

type Params = ElicitRequestFormParams | ElicitRequestURLParams;
type Outcome = { result: ElicitResult } | { error: { code?: number; message: string } };

/** A schema as zod and pydantic servers send it: keywords the SDK client's own schema would strip. */
const repoSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "New repository",
  type: "object",
  additionalProperties: false,
  properties: {
    name: { type: "string", title: "Repository name", pattern: "^[a-z0-9-]+$", minLength: 1 },
    private: { type: "boolean", default: true },
    stars: { type: "integer", minimum: 0 },
  },
  required: ["name"],
} as const;
const repoRequest = { mode: "form", message: "Create a repository", requestedSchema: repoSchema } as unknown as ElicitRequestFormParams;


/**
 * A connected server and client. `ask(params, options)` makes the client call the server's `ask` tool,
 * whose handler elicits `params` and records what the server itself got back: its answer after its own
 * validation, or the error. `sent` holds every message the server sent to the client.
 */
async function connect({ capabilities = elicitationCapability() }: { capabilities?: ClientCapabilities } = {}) {
  const server = new McpServer(serverInfo);
  const client = new Client({ name: "test-host", version: "0.0.1" }, { capabilities });
  const queued: { params: Params; options?: { timeout?: number; signal?: AbortSignal } }[] = [];
  server.registerTool("ask", { inputSchema: { n: z.number() } }, async ({ n }) => {
    const { params, options } = queued[n]!;
    const result = await server.server.elicitInput(params, options);
    return { content: [{ type: "text", text: JSON.stringify(result) }] };
  });
  const sent: JSONRPCMessage[] = [];
  const received: JSONRPCMessage[] = [];
  const serverErrors: Error[] = [];
  server.server.onerror = (error) => serverErrors.push(error);
  const serverSide = await connectPair(server, client, (side) => {
    const send = side.send.bind(side);
    side.send = (message, options) => {
      sent.push(message);
      return send(message, options);
    };
  });
  const onmessage = serverSide.onmessage!;
  serverSide.onmessage = (message, extra) => {
    received.push(message);
    onmessage(message, extra);
  };

  /** The server's side of one elicitation, run inside a real tool call. */
  function ask(params: Params, options?: { timeout?: number; signal?: AbortSignal }): Promise<Outcome> {
    queued.push({ params, options });
    const n = queued.length - 1;
    return client.callTool({ name: "ask", arguments: { n } }).then((toolResult) => {
      const text = (toolResult.content as { type: string; text: string }[])[0]!.text;
      if (toolResult.isError) return { error: { message: text } };
      return { result: JSON.parse(text) as ElicitResult };
    });
  }
  /** The same, straight from the server without a tool, to see the error object and its code. */
  function elicitDirect(params: Params, options?: { timeout?: number; signal?: AbortSignal }): Promise<Outcome> {
    return server.server.elicitInput(params, options).then(
      (result) => ({ result: result as ElicitResult }),
      (error: { code?: number; message: string }) => ({ error: { code: error.code, message: error.message } }),
    );
  }
  return { server, client, ask, elicitDirect, sent, received, serverErrors };
}

/** An `elicit` backed by a real queue, with `complete` and `waitForCompletion` bound, as useElicitation() returns. */
function queueElicit(options: QueueOptions = {}) {
  const queue = new ElicitationQueue(options);
  const elicit = Object.assign((params: unknown, opts: ElicitOptions) => queue.elicit(params, opts), {
    complete: (id: string) => queue.complete(id),
    waitForCompletion: (id: string, signal?: AbortSignal) => queue.waitForCompletion(id, signal),
  });
  /** Resolves with the first entry in the given phase, as soon as the queue has one. */
  const shown = (phase: QueueEntry["phase"] = "pending") =>
    new Promise<QueueEntry>((resolve) => {
      const look = () => {
        const entry = queue.getSnapshot().entries.find((e) => e.phase === phase);
        if (entry) {
          unsubscribe();
          resolve(entry);
        }
      };
      const unsubscribe = queue.subscribe(look);
      look();
    });
  return { queue, elicit, shown };
}

/** A plain elicit function that records what it was given and answers with `answer`. */
function recorder(answer: (params: unknown, options: ElicitOptions) => ElicitResult | Promise<ElicitResult>) {
  return vi.fn<ElicitFn>(async (params, options) => answer(params, options));
}

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("form mode through a real server and client", () => {
  test("the elicit function sees the FULL schema (pattern, $schema, additionalProperties), who asks, and a live signal", async () => {
    const { client, ask } = await connect();
    const elicit = recorder(() => ({ action: "accept", content: { name: "my-repo", private: false, stars: 3 } }));
    registerElicitationHandler(client, elicit);

    const outcome = await ask(repoRequest);

    // The server's own Ajv accepted the answer, and returned it.
    expect(outcome).toEqual({ result: { action: "accept", content: { name: "my-repo", private: false, stars: 3 } } });
    expect(elicit).toHaveBeenCalledTimes(1);
    const [params, options] = elicit.mock.calls[0]!;
    expect(params).toEqual(repoRequest);
    const schema = (params as { requestedSchema: Record<string, unknown> }).requestedSchema;
    expect(schema.$schema).toBe("http://json-schema.org/draft-07/schema#");
    expect(schema.additionalProperties).toBe(false);
    expect(schema.title).toBe("New repository");
    expect((schema.properties as Record<string, { pattern?: string }>).name!.pattern).toBe("^[a-z0-9-]+$");
    expect(options.server).toEqual(serverInfo);
    expect(options.server).toEqual(client.getServerVersion());
    expect(options.signal).toBeInstanceOf(AbortSignal);
    expect(options.signal!.aborted).toBe(false);
  });

  test("why it matters: the SDK's own ElicitRequestSchema strips those keywords, and the server enforces them", async () => {
    const stripped = ElicitRequestSchema.parse({ method: "elicitation/create", params: repoRequest }).params as {
      requestedSchema: Record<string, unknown> & { properties: Record<string, Record<string, unknown>> };
    };
    expect(stripped.requestedSchema.$schema).toBeUndefined();
    expect(stripped.requestedSchema.additionalProperties).toBeUndefined();
    expect(stripped.requestedSchema.properties.name!.pattern).toBeUndefined();

    const { client, elicitDirect } = await connect();
    registerElicitationHandler(client, recorder(() => ({ action: "accept", content: { name: "Not A Slug!" } })));
    const outcome = await elicitDirect(repoRequest);
    expect(outcome).toMatchObject({ error: { code: -32602, message: expect.stringMatching(/does not match requested schema/) } });

    registerElicitationHandler(client, recorder(() => ({ action: "accept", content: { name: "ok", extra: "x" } })));
    await expect(elicitDirect(repoRequest)).resolves.toMatchObject({ error: { code: -32602 } });
  });

  test("given a server identity, that one is used", async () => {
    const { client, ask } = await connect();
    const server: ServerIdentity = { name: "github", title: "GitHub (work)" };
    const elicit = recorder(() => ({ action: "decline" }));
    registerElicitationHandler(client, elicit, { server });
    await expect(ask(repoRequest)).resolves.toEqual({ result: { action: "decline" } });
    expect(elicit.mock.calls[0]![1].server).toBe(server);
  });

  test("the handler can be registered before the client connects", async () => {
    const server = new McpServer(serverInfo);
    const client = new Client({ name: "early-host", version: "1.0.0" }, { capabilities: elicitationCapability() });
    const elicit = recorder(() => ({ action: "cancel" }));
    registerElicitationHandler(client, elicit);
    await connectPair(server, client);
    await expect(server.server.elicitInput(repoRequest)).resolves.toEqual({ action: "cancel" });
    expect(elicit.mock.calls[0]![1].server).toEqual(serverInfo);
  });

  test.each<[string, ElicitResult]>([
    ["accept", { action: "accept", content: { name: "answered-in-the-queue", private: true } }],
    ["decline", { action: "decline" }],
    ["cancel", { action: "cancel" }],
  ])("through an ElicitationQueue: %s reaches the server and passes its validation", async (_name, answer) => {
    const { client, ask } = await connect();
    const { elicit, shown, queue } = queueElicit();
    registerElicitationHandler(client, elicit);
    const outcome = ask(repoRequest);
    const entry = await shown();
    expect(entry.server).toEqual(serverInfo);
    expect(entry.params).toEqual(repoRequest);
    queue.respond(entry.id, answer);
    await expect(outcome).resolves.toEqual({ result: answer });
    expect(queue.getSnapshot().entries).toEqual([]);
  });

  test("two requests at once from one tool are queued and each answer reaches its own request", async () => {
    const { client, server } = await connect();
    const { elicit, shown, queue } = queueElicit();
    registerElicitationHandler(client, elicit);
    const ask = (message: string) =>
      server.server.elicitInput({ mode: "form", message, requestedSchema: { type: "object", properties: { v: { type: "string" } } } });
    const both = Promise.all([ask("first"), ask("second")]);
    await shown();
    await vi.waitFor(() => expect(queue.getSnapshot().entries).toHaveLength(2));
    const [first, second] = queue.getSnapshot().entries;
    expect([first!.params.message, second!.params.message]).toEqual(["first", "second"]);
    queue.respond(first!.id, { action: "accept", content: { v: "one" } });
    queue.respond(second!.id, { action: "accept", content: { v: "two" } });
    await expect(both).resolves.toEqual([
      { action: "accept", content: { v: "one" } },
      { action: "accept", content: { v: "two" } },
    ]);
  });
});

describe("-32602: a mode the host did not enable, or not elicitation params", () => {
  test("URL mode declared by the client but disabled in the UI: the server gets a JSON-RPC error -32602 naming it, nothing shown", async () => {
    const { client, elicitDirect, received } = await connect({ capabilities: elicitationCapability({ form: true, url: true }) });
    const { elicit, queue } = queueElicit({ modes: { form: true } });
    const listener = vi.fn();
    queue.subscribe(listener);
    registerElicitationHandler(client, elicit);
    const outcome = await elicitDirect({ mode: "url", message: "Sign in", url: "https://auth.example.com", elicitationId: "e1" });
    expect(outcome).toEqual({ error: { code: -32602, message: expect.stringMatching(/Client does not support URL-mode elicitation requests/) } });
    // On the wire: a JSON-RPC error response with that code, not an internal error.
    const response = received.find((m) => "error" in m) as { error: { code: number; message: string } } | undefined;
    expect(response?.error).toEqual({ code: -32602, message: "Client does not support URL-mode elicitation requests" });
    expect(listener).not.toHaveBeenCalled();
    expect(queue.getSnapshot().entries).toEqual([]);
  });

  test("form mode disabled in the UI, the same way", async () => {
    const { client, elicitDirect } = await connect();
    const { elicit } = queueElicit({ modes: { url: true } });
    registerElicitationHandler(client, elicit);
    await expect(elicitDirect(repoRequest)).resolves.toEqual({
      error: { code: -32602, message: expect.stringMatching(/does not support form-mode/) },
    });
  });

  test.each<[string, ClientCapabilities, unknown]>([
    ["a mode the client did not declare", elicitationCapability({ form: true }), { mode: "url", message: "m", url: "https://a.example.com", elicitationId: "e" }],
    ["params without a message", elicitationCapability(), { mode: "form", requestedSchema: { type: "object", properties: {} } }],
  ])("%s: refused with -32602 before the elicit function is called", async (_name, capabilities, params) => {
    const { client, server } = await connect({ capabilities });
    const elicit = recorder(() => ({ action: "cancel" }));
    registerElicitationHandler(client, elicit);
    // Past the server's own checks, as a non-SDK server would send it.
    const sent = server.server.request({ method: "elicitation/create", params: params as Params }, ElicitResultSchema);
    await expect(sent).rejects.toMatchObject({ code: -32602 });
    expect(elicit).not.toHaveBeenCalled();
  });

  test.each<[string, ClientCapabilities, { code: number; message: RegExp }]>([
    [
      "declaring no task support, as elicitationCapability() does: SDK 1.x refuses it itself, before any handler",
      elicitationCapability(),
      { code: -32603, message: /Client does not support task creation \(required for elicitation\/create\)/ },
    ],
    [
      "declaring task-augmented elicitation: the adapter refuses it, before anything is shown",
      { ...elicitationCapability(), tasks: { requests: { elicitation: { create: {} } } } },
      { code: -32602, message: /Task-augmented elicitation is not supported by this client/ },
    ],
  ])("a task-augmented request (params.task), %s", async (_name, capabilities, refusal) => {
    const { client, server } = await connect({ capabilities });
    const elicit = recorder(() => ({ action: "accept", content: { name: "never-asked" } }));
    registerElicitationHandler(client, elicit);
    // Raw, as a server outside the SDK would send it: the SDK's own server adds a task only for a client
    // that declares task support.
    const params = { ...repoRequest, task: { ttl: 60_000 } } as unknown as Params;
    const sent = server.server.request({ method: "elicitation/create", params }, ElicitResultSchema);
    await expect(sent).rejects.toMatchObject({ code: refusal.code, message: expect.stringMatching(refusal.message) });
    expect(elicit).not.toHaveBeenCalled();
  });
});

describe("withdrawn: the elicit function's signal aborts", () => {
  test("the server's FIRST request to the client (JSON-RPC id 0) times out: the signal aborts anyway", async () => {
    const { client, ask, sent, received, serverErrors } = await connect();
    const seen = vi.fn<(reason: unknown) => void>();
    registerElicitationHandler(client, (_params, { signal }) => {
      signal!.addEventListener("abort", () => seen(signal!.reason));
      return new Promise<ElicitResult>((_resolve, reject) => signal!.addEventListener("abort", () => reject(signal!.reason)));
    });
    const outcome = await ask(repoRequest, { timeout: 200 });
    expect(outcome).toMatchObject({ error: { message: expect.stringMatching(/timed out/i) } });
    const request = sent.find((m) => "method" in m && m.method === "elicitation/create") as { id: number };
    expect(request.id).toBe(0);
    const cancel = sent.find((m) => "method" in m && m.method === "notifications/cancelled") as unknown as { params: { requestId: number } };
    expect(cancel.params.requestId).toBe(0);
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    expect(String(seen.mock.calls[0]![0])).toMatch(/timed out/i);
    // And, as for every other id, no response to the cancelled request (the server would log an unknown id).
    await nextTick();
    expect(received.filter((m) => "id" in m && m.id === 0)).toEqual([]);
    expect(serverErrors).toEqual([]);
  });

  test("a bare notifications/cancelled for id 0 without a reason: aborted with a reason all the same, and not answered", async () => {
    const { client, server, elicitDirect, received } = await connect();
    const reasons: unknown[] = [];
    const asked = vi.fn();
    registerElicitationHandler(client, (_params, { signal }) => {
      asked();
      signal!.addEventListener("abort", () => reasons.push(signal!.reason));
      return new Promise<ElicitResult>((resolve) => signal!.addEventListener("abort", () => resolve({ action: "cancel" })));
    });
    void elicitDirect(repoRequest, { timeout: 2_000 });
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    await server.server.notification({ method: "notifications/cancelled", params: { requestId: 0 } });
    await vi.waitFor(() => expect(reasons).toEqual(["The server cancelled the request"]));
    await nextTick();
    // Even an elicit function that resolves on abort sends nothing back.
    expect(received.filter((m) => "id" in m && m.id === 0)).toEqual([]);
  });

  test("(the upstream bug it works around: the SDK's own signal stays live for id 0)", async () => {
    const { client, elicitDirect } = await connect();
    let sdkSignal: AbortSignal | undefined;
    client.setRequestHandler(ElicitRequestSchema, (_request, extra) => {
      sdkSignal = extra.signal;
      return new Promise(() => {});
    });
    await elicitDirect(repoRequest, { timeout: 100 });
    await nextTick();
    expect(sdkSignal?.aborted).toBe(false);
  });

  test("the server's first request, cancelled through its signal, while in the queue: withdrawn, with a notice", async () => {
    const { client, elicitDirect } = await connect();
    const { elicit, shown, queue } = queueElicit();
    registerElicitationHandler(client, elicit);
    const controller = new AbortController();
    const outcome = elicitDirect(repoRequest, { signal: controller.signal });
    await shown();
    controller.abort("no longer needed");
    await expect(outcome).resolves.toMatchObject({ error: { message: expect.stringMatching(/no longer needed/) } });
    await vi.waitFor(() => expect(queue.getSnapshot().entries).toEqual([]));
    expect(queue.getSnapshot().notice).toMatchObject({ kind: "withdrawn", server: serverInfo });
  });

  test("a later request (id 1) cancelled by the server: the SDK's signal and the adapter's agree, with the reason", async () => {
    const { client, elicitDirect, sent } = await connect();
    const { elicit, shown, queue } = queueElicit();
    const reasons: unknown[] = [];
    registerElicitationHandler(client, (params, options) => {
      options.signal!.addEventListener("abort", () => reasons.push(options.signal!.reason));
      return elicit(params, options);
    });
    const first = elicitDirect(repoRequest);
    queue.respond((await shown()).id, { action: "decline" });
    await expect(first).resolves.toEqual({ result: { action: "decline" } });

    const controller = new AbortController();
    const second = elicitDirect(repoRequest, { signal: controller.signal });
    await shown();
    controller.abort("changed my mind");
    await expect(second).resolves.toMatchObject({ error: { message: expect.stringMatching(/changed my mind/) } });
    const ids = sent.filter((m) => "method" in m && m.method === "elicitation/create").map((m) => (m as { id: number }).id);
    expect(ids).toEqual([0, 1]);
    await vi.waitFor(() => expect(reasons).toEqual(["changed my mind"]));
    expect(queue.getSnapshot().entries).toEqual([]);
  });

  test("the connection closing aborts the signal", async () => {
    const { client, elicitDirect } = await connect();
    const { elicit, shown, queue } = queueElicit();
    registerElicitationHandler(client, elicit);
    void elicitDirect(repoRequest);
    await shown();
    await client.close();
    await vi.waitFor(() => expect(queue.getSnapshot().entries).toEqual([]));
  });
});

describe("URL mode and completion notices", () => {
  const connectUrl = { mode: "url", message: "Connect your account", url: "https://auth.example.com/connect?id=c1", elicitationId: "c1" } as const;

  test("consent, then notifications/elicitation/complete: the queue shows it complete and waitForCompletion resolves", async () => {
    const { client, server, elicitDirect } = await connect();
    const { elicit, shown, queue } = queueElicit();
    registerElicitationHandler(client, elicit);
    const completion = elicit.waitForCompletion("c1");
    const outcome = elicitDirect(connectUrl);
    const entry = await shown();
    expect(entry.params).toEqual(connectUrl);
    queue.respond(entry.id, { action: "accept" });
    await expect(outcome).resolves.toEqual({ result: { action: "accept" } });
    expect((await shown("waiting")).id).toBe(entry.id);

    // An unknown id is ignored: nothing changes, nothing throws.
    await server.server.createElicitationCompletionNotifier("someone-else")();
    await nextTick();
    expect(queue.getSnapshot().entries.map((e) => e.phase)).toEqual(["waiting"]);

    await server.server.createElicitationCompletionNotifier("c1")();
    await expect(completion).resolves.toBe("complete");
    expect((await shown("complete")).id).toBe(entry.id);
  });

  test("a plain function without complete() ignores completion notices", async () => {
    const { client, server, elicitDirect, serverErrors } = await connect();
    const elicit = recorder(() => ({ action: "accept" }));
    registerElicitationHandler(client, elicit);
    await expect(elicitDirect(connectUrl)).resolves.toEqual({ result: { action: "accept" } });
    await server.server.createElicitationCompletionNotifier("c1")();
    await nextTick();
    expect(serverErrors).toEqual([]);
  });

  test("complete() is called with the id", async () => {
    const { client, server } = await connect();
    const complete = vi.fn();
    registerElicitationHandler(client, Object.assign(recorder(() => ({ action: "accept" })), { complete }));
    await server.server.createElicitationCompletionNotifier("abc")();
    await vi.waitFor(() => expect(complete).toHaveBeenCalledWith("abc"));
  });
});

describe("unregister", () => {
  test("removes the handler: the server gets method-not-found, nothing reaches elicit, completions stop", async () => {
    const { client, server, elicitDirect } = await connect();
    const complete = vi.fn();
    const elicit = Object.assign(recorder(() => ({ action: "decline" })), { complete });
    const unregister = registerElicitationHandler(client, elicit);
    await expect(elicitDirect(repoRequest)).resolves.toEqual({ result: { action: "decline" } });
    unregister();
    await expect(elicitDirect(repoRequest)).resolves.toMatchObject({ error: { code: -32601 } });
    await server.server.createElicitationCompletionNotifier("x")();
    await nextTick();
    expect(elicit).toHaveBeenCalledTimes(1);
    expect(complete).not.toHaveBeenCalled();
  });

  test("aborts requests still in flight", async () => {
    const { client, elicitDirect } = await connect();
    const { elicit, shown, queue } = queueElicit();
    const unregister = registerElicitationHandler(client, elicit);
    const outcome = elicitDirect(repoRequest, { timeout: 5_000 });
    await shown();
    unregister();
    expect(queue.getSnapshot().entries).toEqual([]);
    expect(queue.getSnapshot().notice).toBeDefined();
    // The server is not left waiting for its timeout: it gets an error at once.
    await expect(outcome).resolves.toMatchObject({ error: { code: expect.any(Number) } });
  });

  test("register, unregister, register again (React's development double effect): id-0 cancellation still reaches the new handler, once", async () => {
    const { client, elicitDirect } = await connect();
    const first = recorder(() => ({ action: "decline" }));
    registerElicitationHandler(client, first)();
    const aborts = vi.fn();
    registerElicitationHandler(client, (_params, { signal }) => {
      signal!.addEventListener("abort", aborts);
      return new Promise((_resolve, reject) => signal!.addEventListener("abort", () => reject(signal!.reason)));
    });
    await elicitDirect(repoRequest, { timeout: 100 });
    await vi.waitFor(() => expect(aborts).toHaveBeenCalledTimes(1));
    expect(first).not.toHaveBeenCalled();
  });

  test("the SDK's own cancellation handling is kept, before and after", async () => {
    const { client, elicitDirect } = await connect();
    const unregister = registerElicitationHandler(client, recorder(() => ({ action: "decline" })));
    // Request id 0 used up; the next request gets id 1, which the SDK itself can cancel.
    await elicitDirect(repoRequest);
    unregister();
    let sdkSignal: AbortSignal | undefined;
    client.setRequestHandler(ElicitRequestSchema, (_request, extra) => {
      sdkSignal = extra.signal;
      return new Promise(() => {});
    });
    await elicitDirect(repoRequest, { timeout: 100 });
    await vi.waitFor(() => expect(sdkSignal?.aborted).toBe(true));
  });
});

describe("elicitationCapability", () => {
  test.each<[string, Parameters<typeof elicitationCapability>[0], unknown]>([
    ["both by default", undefined, { elicitation: { form: {}, url: {} } }],
    ["form only", { form: true }, { elicitation: { form: {} } }],
    ["url only", { url: true }, { elicitation: { url: {} } }],
    ["both", { form: true, url: true }, { elicitation: { form: {}, url: {} } }],
    ["url false is left out", { form: true, url: false }, { elicitation: { form: {} } }],
  ])("%s", (_name, modes, expected) => {
    expect(elicitationCapability(modes)).toStrictEqual(expected);
  });

  test("registering on a client that declared no elicitation capability fails at once", () => {
    const client = new Client({ name: "no-elicitation", version: "1.0.0" }, { capabilities: {} });
    expect(() => registerElicitationHandler(client, recorder(() => ({ action: "cancel" })))).toThrow(/elicitation/);
  });

  test.each([{}, { form: false, url: false }])("no mode at all is a mistake: %j", (modes) => {
    expect(() => elicitationCapability(modes)).toThrow(/at least one/);
  });

  test("what the server sees, and what it will send", async () => {
    const { server, elicitDirect } = await connect({ capabilities: elicitationCapability({ form: true }) });
    expect(server.server.getClientCapabilities()).toMatchObject({ elicitation: { form: {} } });
    expect(server.server.getClientCapabilities()?.elicitation?.url).toBeUndefined();
    await expect(elicitDirect({ mode: "url", message: "m", url: "https://a.example.com", elicitationId: "e" })).resolves.toMatchObject({
      error: { message: expect.stringMatching(/does not support url/i) },
    });
  });
});
