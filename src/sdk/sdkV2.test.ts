// @vitest-environment node
// The adapter against the official SDK's v2 line: a real v2 McpServer and Client in both eras it negotiates,
// with this library's queue as the UI. Legacy (2025-11-25): the server's `elicitInput` sends
// `elicitation/create` and validates the answer against the schema with its own validator. Modern
// (2026-07-28): the tool answers `input_required`, the client fulfils every embedded request through the
// handler and retries, and the tool judges the answers it gets back.
import type { Client } from "@modelcontextprotocol/client";
import { fromJsonSchema, inputRequired, McpServer, acceptedContent, type ElicitRequestFormParams } from "@modelcontextprotocol/server";
import { describe, expect, test, vi } from "vitest";
import type { ElicitResult, ServerIdentity } from "../core/protocol/types.ts";
import { ElicitationQueue, type ElicitOptions, type QueueEntry, type QueueOptions } from "../core/queue/queue.ts";
import { connectV2, v2Client, type Era } from "../../test/sdkV2Pair.ts";
import { elicitationCapability } from "./capabilities.ts";
import type { ElicitFn } from "./elicitFn.ts";
import { registerElicitationHandler } from "./registerElicitationHandler.ts";

const serverInfo = { name: "v2-server", title: "V2 Server", version: "2.4.0" };

/** A zod-style schema: the keywords v2's own parsing would drop (`pattern`) or that it keeps at the root. */
const repoSchema = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  additionalProperties: false,
  properties: {
    name: { type: "string", title: "Repository name", pattern: "^[a-z0-9-]+$", minLength: 1 },
    private: { type: "boolean", default: true },
  },
  required: ["name"],
} as const;
const repoRequest = { mode: "form", message: "Create a repository", requestedSchema: repoSchema } as unknown as ElicitRequestFormParams;

type Outcome = { result: ElicitResult } | { error: { code?: number; message: string } };

/** An `elicit` backed by a real queue, as useElicitation() returns it. */
function queueElicit(options: QueueOptions = {}) {
  const queue = new ElicitationQueue(options);
  const elicit = Object.assign((params: unknown, opts: ElicitOptions) => queue.elicit(params, opts), {
    complete: (id: string) => queue.complete(id),
  });
  const entries = (count: number, phase: QueueEntry["phase"] = "pending") =>
    vi.waitFor(() => {
      const found = queue.getSnapshot().entries.filter((entry) => entry.phase === phase);
      if (found.length < count) throw new Error(`${found.length} ${phase} entries, not ${count}`);
      return found;
    });
  return { queue, elicit, shown: async (phase?: QueueEntry["phase"]) => (await entries(1, phase))[0]!, entries };
}

const recorder = (answer: (params: unknown) => ElicitResult) => vi.fn<ElicitFn>(async (params) => answer(params));

/**
 * A v2 server whose `ask` tool elicits what the test queued, written once for both eras: it returns
 * `inputRequired` until the answers are there. In the legacy era the server's shim turns that into
 * `elicitation/create` requests; in the modern era the client fulfils them. Each accepted answer is judged
 * against its own schema by the server's validator (`fromJsonSchema`); `received` records what the tool got.
 */
async function connect(era: Era, { capabilities = elicitationCapability() } = {}) {
  const server = new McpServer(serverInfo);
  const client = v2Client(era, capabilities);
  const received: Record<string, unknown>[] = [];
  const states: (string | undefined)[] = [];
  let asked: Record<string, ReturnType<typeof inputRequired.elicit>> = {};
  server.registerTool("ask", { description: "asks what the test queued" }, async (ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    if (!responses) return inputRequired({ inputRequests: asked, requestState: "opaque:round-1" });
    states.push(ctx.mcpReq.requestState() as string | undefined);
    received.push(responses);
    const verdicts = Object.entries(asked).map(([key, request]) => {
      const response = responses[key] as ElicitResult | undefined;
      const params = request.params as ElicitRequestFormParams | { mode: "url" };
      if (response?.action !== "accept" || params.mode === "url") return [key, response?.action];
      const { requestedSchema: schema } = params;
      return [key, acceptedContent(responses, key, fromJsonSchema(schema)) === undefined ? "refused by the server" : response.content];
    });
    return { content: [{ type: "text", text: JSON.stringify(Object.fromEntries(verdicts)) }] };
  });
  await connectV2(server, client, era);

  /** The tool, asked `requests` (keyed as the server keys them): what it made of the answers. */
  async function ask(requests: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<Record<string, unknown>> {
    asked = Object.fromEntries(
      Object.entries(requests).map(([key, params]) => [
        key,
        (params as { mode?: string }).mode === "url"
          ? inputRequired.elicitUrl(params as { message: string; url: string })
          : inputRequired.elicit(params as ElicitRequestFormParams),
      ]),
    );
    const result = await client.callTool({ name: "ask", arguments: {} }, options);
    const text = (result.content as { text: string }[])[0]!.text;
    // The legacy shim reports a failed request as the tool's error result.
    return result.isError ? { error: text } : (JSON.parse(text) as Record<string, unknown>);
  }
  return { server, client, ask, received, states };
}

/** The legacy push API, straight from the server: the error object and its code when it fails. */
function elicitDirect(server: McpServer, params: unknown, options?: { timeout?: number; signal?: AbortSignal }): Promise<Outcome> {
  return server.server.elicitInput(params as ElicitRequestFormParams, options).then(
    (result) => ({ result: result as ElicitResult }),
    (error: { code?: number; message: string }) => ({ error: { code: error.code, message: error.message } }),
  );
}

describe.each<Era>(["legacy", "modern"])("v2, %s era", (era) => {
  test("the client negotiated this era", async () => {
    const { client } = await connect(era);
    expect(client.getProtocolEra()).toBe(era);
  });

  test("the elicit function sees the request as sent (pattern included), who asks, and a live signal; the server accepts the answer", async () => {
    const { client, ask } = await connect(era);
    const elicit = recorder(() => ({ action: "accept", content: { name: "my-repo", private: false } }));
    registerElicitationHandler(client, elicit);

    await expect(ask({ repo: repoRequest })).resolves.toEqual({ repo: { name: "my-repo", private: false } });
    expect(elicit).toHaveBeenCalledTimes(1);
    const [params, options] = elicit.mock.calls[0]!;
    expect(params).toMatchObject({ message: "Create a repository", requestedSchema: repoSchema });
    expect(options.server).toMatchObject(serverInfo);
    expect(options.server).toEqual(client.getServerVersion());
    expect(options.signal).toBeInstanceOf(AbortSignal);
    expect(options.signal!.aborted).toBe(false);
  });

  test("why the full schema matters: the server enforces the pattern that v2's own parsing drops", async () => {
    const { client, ask } = await connect(era);
    let seen: unknown;
    client.setRequestHandler("elicitation/create", (request) => {
      seen = request.params;
      return { action: "accept", content: { name: "Not A Slug!" } };
    });
    await expect(ask({ repo: repoRequest })).resolves.toEqual({ repo: "refused by the server" });
    expect((seen as { requestedSchema: { properties: { name: Record<string, unknown> } } }).requestedSchema.properties.name.pattern).toBeUndefined();
  });

  test("given a server identity, that one is used", async () => {
    const { client, ask } = await connect(era);
    const server: ServerIdentity = { name: "github", title: "GitHub (work)" };
    const elicit = recorder(() => ({ action: "decline" }));
    registerElicitationHandler(client, elicit, { server });
    await expect(ask({ repo: repoRequest })).resolves.toEqual({ repo: "decline" });
    expect(elicit.mock.calls[0]![1].server).toBe(server);
  });

  test.each<[string, ElicitResult]>([
    ["accept", { action: "accept", content: { name: "answered-in-the-queue", private: true } }],
    ["decline", { action: "decline" }],
    ["cancel", { action: "cancel" }],
  ])("through an ElicitationQueue: %s reaches the server", async (_name, answer) => {
    const { client, ask } = await connect(era);
    const { elicit, shown, queue } = queueElicit();
    registerElicitationHandler(client, elicit);
    const outcome = ask({ repo: repoRequest });
    const entry = await shown();
    expect(entry.server).toMatchObject(serverInfo);
    expect(entry.params).toMatchObject(repoRequest);
    queue.respond(entry.id, answer);
    await expect(outcome).resolves.toEqual({ repo: answer.action === "accept" ? answer.content : answer.action });
    expect(queue.getSnapshot().entries).toEqual([]);
  });

  test("two requests at once: queued one after the other, each answer back under its own key", async () => {
    const { client, ask, received } = await connect(era);
    const { elicit, entries, queue } = queueElicit();
    registerElicitationHandler(client, elicit);
    const name = { message: "Your name?", requestedSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } };
    const subscribe = { message: "Subscribe?", requestedSchema: { type: "object", properties: { subscribe: { type: "boolean" } } } };
    const outcome = ask({ name, subscribe });
    const [first, second] = await entries(2);
    expect([first!.params.message, second!.params.message]).toEqual(["Your name?", "Subscribe?"]);
    queue.respond(second!.id, { action: "accept", content: { subscribe: true } });
    queue.respond(first!.id, { action: "accept", content: { name: "Ada" } });
    await expect(outcome).resolves.toEqual({ name: { name: "Ada" }, subscribe: { subscribe: true } });
    expect(received.at(-1)).toEqual({
      name: { action: "accept", content: { name: "Ada" } },
      subscribe: { action: "accept", content: { subscribe: true } },
    });
  });

  test("a URL request: consent opens nothing here, and accept goes back", async () => {
    const { client, ask } = await connect(era);
    const { elicit, shown, queue } = queueElicit();
    registerElicitationHandler(client, elicit);
    const outcome = ask({ link: { mode: "url", message: "Connect your account", url: "https://auth.example.com/connect" } });
    const entry = await shown();
    expect(entry.params).toMatchObject({ mode: "url", url: "https://auth.example.com/connect" });
    queue.respond(entry.id, { action: "accept" });
    await expect(outcome).resolves.toEqual({ link: "accept" });
  });

  test("unregister: nothing more reaches the elicit function, and requests in flight are withdrawn", async () => {
    const { client, ask } = await connect(era);
    const { elicit, shown, queue } = queueElicit();
    const unregister = registerElicitationHandler(client, elicit);
    // Legacy: the server's request fails, and its tool reports it; modern: the call itself fails.
    const outcome = ask({ repo: repoRequest }).then(
      (verdicts) => ("error" in verdicts ? "failed" : "answered"),
      () => "failed",
    );
    await shown();
    unregister();
    expect(queue.getSnapshot().entries).toEqual([]);
    expect(queue.getSnapshot().notice).toMatchObject({ kind: "withdrawn" });
    await expect(outcome).resolves.toBe("failed");
    const later = vi.fn();
    queue.subscribe(later);
    await ask({ repo: repoRequest }).catch(() => undefined);
    expect(later).not.toHaveBeenCalled();
  });
});

describe("v2, legacy era: what only the 2025 protocol has", () => {
  test("a task-augmented request is refused with -32602 before anything is shown", async () => {
    const { client, server } = await connect("legacy");
    const elicit = recorder(() => ({ action: "decline" }));
    registerElicitationHandler(client, elicit);
    const params = { ...repoRequest, task: { ttl: 60_000 } };
    // As a server outside the SDK would send it (the SDK's own server asks with a task only when the client declares tasks).
    const outcome = await server.server
      .request({ method: "elicitation/create", params } as never)
      .then(() => undefined, (error: { code?: number; message: string }) => error);
    expect(outcome).toMatchObject({ code: -32602, message: expect.stringMatching(/Task-augmented elicitation is not supported/) });
    expect(elicit).not.toHaveBeenCalled();
  });

  const connectUrl = { mode: "url", message: "Connect your account", url: "https://auth.example.com/connect?id=c1", elicitationId: "c1" } as const;

  test("consent, then notifications/elicitation/complete: the queue shows the request waiting, then complete", async () => {
    const { client, server } = await connect("legacy");
    const { elicit, shown, queue } = queueElicit();
    registerElicitationHandler(client, elicit);
    const outcome = elicitDirect(server, connectUrl);
    const entry = await shown();
    expect(entry.params).toEqual(connectUrl);
    queue.respond(entry.id, { action: "accept" });
    await expect(outcome).resolves.toEqual({ result: { action: "accept" } });
    expect((await shown("waiting")).id).toBe(entry.id);
    await server.server.createElicitationCompletionNotifier("c1")();
    expect((await shown("complete")).id).toBe(entry.id);
  });

  test("a mode the client did not declare: the SDK answers -32602 and nothing is shown", async () => {
    const { client, server } = await connect("legacy", { capabilities: elicitationCapability({ form: true }) });
    const elicit = recorder(() => ({ action: "accept" }));
    registerElicitationHandler(client, elicit);
    const outcome = await server.server.request({ method: "elicitation/create", params: connectUrl } as never).then(
      () => undefined,
      (error: { code?: number; message: string }) => error,
    );
    expect(outcome).toMatchObject({ code: -32602, message: expect.stringMatching(/does not support URL-mode/) });
    expect(elicit).not.toHaveBeenCalled();
  });

  test("a mode the UI does not show: -32602 from the queue", async () => {
    const { client, server } = await connect("legacy");
    const { elicit, queue } = queueElicit({ modes: { form: true } });
    registerElicitationHandler(client, elicit);
    await expect(elicitDirect(server, connectUrl)).resolves.toEqual({
      error: { code: -32602, message: expect.stringMatching(/does not support URL-mode/) },
    });
    expect(queue.getSnapshot().entries).toEqual([]);
  });

  test.each([0, 1])("the server cancels its request (JSON-RPC id %i): withdrawn with a notice", async (earlier) => {
    const { client, server } = await connect("legacy");
    const { elicit, shown, queue } = queueElicit();
    registerElicitationHandler(client, elicit);
    for (let i = 0; i < earlier; i++) {
      const first = elicitDirect(server, repoRequest);
      queue.respond((await shown()).id, { action: "decline" });
      await first;
    }
    const controller = new AbortController();
    const outcome = elicitDirect(server, repoRequest, { signal: controller.signal });
    await shown();
    controller.abort("no longer needed");
    await expect(outcome).resolves.toMatchObject({ error: { message: expect.stringMatching(/no longer needed/) } });
    await vi.waitFor(() => expect(queue.getSnapshot().entries).toEqual([]));
    expect(queue.getSnapshot().notice).toMatchObject({ kind: "withdrawn", server: expect.objectContaining(serverInfo) });
  });

  test("the server's request times out: withdrawn", async () => {
    const { client, server } = await connect("legacy");
    const { elicit, shown, queue } = queueElicit();
    registerElicitationHandler(client, elicit);
    const outcome = elicitDirect(server, repoRequest, { timeout: 200 });
    await shown();
    await expect(outcome).resolves.toMatchObject({ error: { message: expect.stringMatching(/timed out/i) } });
    await vi.waitFor(() => expect(queue.getSnapshot().entries).toEqual([]));
    expect(queue.getSnapshot().notice).toMatchObject({ kind: "withdrawn" });
  });
});

describe("v2, modern era: what only the 2026-07-28 protocol has", () => {
  test("requestState goes back exactly as the server sent it, and the elicit function never sees it", async () => {
    const { client, ask, states } = await connect("modern");
    const elicit = recorder(() => ({ action: "decline" }));
    registerElicitationHandler(client, elicit);
    await ask({ repo: repoRequest });
    expect(states).toEqual(["opaque:round-1"]);
    expect(JSON.stringify(elicit.mock.calls)).not.toContain("opaque:round-1");
  });

  test("a URL request has no elicitationId, so once accepted nothing is left waiting", async () => {
    const { client, ask } = await connect("modern");
    const { elicit, shown, queue } = queueElicit();
    registerElicitationHandler(client, elicit);
    const outcome = ask({ link: { mode: "url", message: "Sign in", url: "https://auth.example.com/" } });
    const entry = await shown();
    expect(entry.params).not.toHaveProperty("elicitationId");
    queue.respond(entry.id, { action: "accept" });
    await expect(outcome).resolves.toEqual({ link: "accept" });
    expect(queue.getSnapshot().entries).toEqual([]);
  });

  test("the host's call is aborted (its signal, or a timeout it set): every request of the round is withdrawn", async () => {
    const { client, ask } = await connect("modern");
    const { elicit, entries, queue } = queueElicit();
    registerElicitationHandler(client, elicit);
    const controller = new AbortController();
    const outcome = ask({ a: repoRequest, b: repoRequest }, { signal: controller.signal });
    await entries(2);
    controller.abort("the person left the chat");
    await vi.waitFor(() => expect(queue.getSnapshot().entries).toEqual([]));
    expect(queue.getSnapshot().notice).toMatchObject({ kind: "withdrawn" });
    await expect(outcome).rejects.toBe("the person left the chat");
  });

  test("the connection closes: the request leaves the screen (the SDK does not abort it in this era)", async () => {
    const { client, ask } = await connect("modern");
    const { elicit, shown, queue } = queueElicit();
    registerElicitationHandler(client, elicit);
    void ask({ repo: repoRequest }).catch(() => undefined);
    await shown();
    await client.close();
    await vi.waitFor(() => expect(queue.getSnapshot().entries).toEqual([]));
    // The notice says what happened: the connection is gone, not that the server withdrew it.
    expect(queue.getSnapshot().notice).toMatchObject({ kind: "disconnected" });
  });
});

describe("what registerElicitationHandler accepts", () => {
  test("an AI SDK client: a TypeError at the call that names the entry point to use", () => {
    const aiSdkClient = { onElicitationRequest: () => {}, serverInfo: { name: "s", version: "1" } };
    expect(() => registerElicitationHandler(aiSdkClient as never, recorder(() => ({ action: "cancel" })))).toThrow(
      new TypeError(
        'registerElicitationHandler from react-mcp-elicitation/sdk was given an AI SDK MCP client (@ai-sdk/mcp): import registerElicitationHandler from "react-mcp-elicitation/ai-sdk" instead.',
      ),
    );
  });

  test.each<[string, unknown, RegExp]>([
    ["undefined", undefined, /expects a Client from @modelcontextprotocol\/client \(2\.x\) or @modelcontextprotocol\/sdk \(1\.24 or later\), but was given undefined\./],
    ["a transport", new (class StreamableHTTPClientTransport {})(), /but was given an object of class StreamableHTTPClientTransport\./],
    ["a plain object", { connect() {} }, /but was given an object\./],
  ])("%s: a TypeError that says what was expected", (_name, client, message) => {
    expect(() => registerElicitationHandler(client as never, recorder(() => ({ action: "cancel" })))).toThrow(TypeError);
    expect(() => registerElicitationHandler(client as never, recorder(() => ({ action: "cancel" })))).toThrow(message);
  });

  test("a client without the elicitation capability: v2's own error, at the call", () => {
    const client: Client = v2Client("legacy", {});
    expect(() => registerElicitationHandler(client, recorder(() => ({ action: "cancel" })))).toThrow(/elicitation/);
  });
});
