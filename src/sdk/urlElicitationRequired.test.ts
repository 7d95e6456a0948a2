// -32042 URLElicitationRequired (2025-11-25) against the real SDK: a tool that fails until the person
// completes a URL flow; withUrlElicitation presents it through the queue, waits for completion and retries
// the call once. Declined, cancelled or given up: the original error stands and the call is not retried.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpError, UrlElicitationRequiredError, type ElicitRequestURLParams } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, test, vi } from "vitest";
import { ElicitationQueue, type ElicitOptions, type QueueEntry } from "../core/queue/queue.ts";
import { elicitationCapability } from "./capabilities.ts";
import { registerElicitationHandler } from "./registerElicitationHandler.ts";
import { connectPair } from "../../test/sdkPair.ts";
import { URL_ELICITATION_REQUIRED, urlElicitationsOf, withUrlElicitation, type UrlElicit } from "./urlElicitationRequired.ts";

const serverInfo = { name: "files-server", title: "Example Files", version: "3.0.0" };
const flow = (elicitationId: string): ElicitRequestURLParams => ({
  mode: "url",
  elicitationId,
  url: `https://files.example.com/authorize?elicitationId=${elicitationId}`,
  message: "Authorization is required to access your Example Co files.",
});


/**
 * A server whose `read_files` tool throws -32042 listing `ids` until every one of them has been
 * completed by `complete(id)` (the out-of-band page reporting back), and a client with the queue as its UI.
 */
async function connect(ids: string[] = ["files-1"]) {
  const server = new McpServer(serverInfo);
  const authorised = new Set<string>();
  const calls = vi.fn();
  server.registerTool("read_files", {}, async () => {
    calls();
    if (ids.every((id) => authorised.has(id))) return { content: [{ type: "text", text: "3 files read" }] };
    throw new UrlElicitationRequiredError(ids.map(flow));
  });
  server.registerTool("broken", {}, async () => {
    calls();
    throw new McpError(-32603, "disk on fire");
  });
  const client = new Client({ name: "test-host", version: "0.0.1" }, { capabilities: elicitationCapability() });
  const queue = new ElicitationQueue();
  const elicit: UrlElicit = Object.assign((params: unknown, options: ElicitOptions) => queue.elicit(params, options), {
    complete: (id: string) => queue.complete(id),
    waitForCompletion: (id: string, signal?: AbortSignal) => queue.waitForCompletion(id, signal),
  });
  registerElicitationHandler(client, elicit);
  await connectPair(server, client);
  /** The out-of-band page finished: the server learns it, then notifies the client. */
  const complete = async (id: string) => {
    authorised.add(id);
    await server.server.createElicitationCompletionNotifier(id)();
  };
  const shown = (phase: QueueEntry["phase"] = "pending") =>
    vi.waitFor(() => {
      const entry = queue.getSnapshot().entries.find((e) => e.phase === phase);
      if (!entry) throw new Error(`no ${phase} entry yet`);
      return entry;
    });
  const server_ = client.getServerVersion()!;
  const readFiles = (signal?: AbortSignal) =>
    withUrlElicitation(() => client.callTool({ name: "read_files" }), elicit, { server: server_, ...(signal ? { signal } : {}) });
  return { client, queue, elicit, complete, shown, calls, readFiles, authorised };
}

const text = (result: unknown) => (result as { content: { text: string }[] }).content[0]!.text;

describe("withUrlElicitation with a real server", () => {
  test("presents the listed flow, waits for the server's completion, retries once, and returns the retry's result", async () => {
    const { queue, complete, shown, calls, readFiles } = await connect();
    const result = readFiles();
    const entry = await shown();
    expect(entry.params).toEqual(flow("files-1"));
    expect(entry.server).toEqual(serverInfo);
    queue.respond(entry.id, { action: "accept" });
    await shown("waiting");
    expect(calls).toHaveBeenCalledTimes(1);
    await complete("files-1");
    expect(text(await result)).toBe("3 files read");
    expect(calls).toHaveBeenCalledTimes(2);
  });

  test.each<["decline" | "cancel"]>([["decline"], ["cancel"]])("%s: the original -32042 error stands, no retry", async (action) => {
    const { queue, shown, calls, readFiles } = await connect();
    const result = readFiles();
    queue.respond((await shown()).id, { action });
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UrlElicitationRequiredError);
    expect(error).toMatchObject({ code: URL_ELICITATION_REQUIRED });
    expect(calls).toHaveBeenCalledTimes(1);
  });

  test("accepted, then the person gives up waiting: the error stands, no retry", async () => {
    const { queue, shown, calls, readFiles } = await connect();
    const result = readFiles();
    queue.respond((await shown()).id, { action: "accept" });
    queue.dismiss((await shown("waiting")).id, "cancelled");
    await expect(result).rejects.toMatchObject({ code: -32042 });
    expect(calls).toHaveBeenCalledTimes(1);
  });

  test("accepted, then the person says Done without a notice: retried once, and a second -32042 is not retried again", async () => {
    const { queue, shown, calls, readFiles } = await connect();
    const result = readFiles();
    queue.respond((await shown()).id, { action: "accept" });
    queue.dismiss((await shown("waiting")).id, "done");
    await expect(result).rejects.toMatchObject({ code: -32042 });
    expect(calls).toHaveBeenCalledTimes(2);
    expect(queue.getSnapshot().entries).toEqual([]);
  });

  test("accepted, then Done after the page really finished: the retry succeeds", async () => {
    const { queue, shown, calls, readFiles, authorised } = await connect();
    const result = readFiles();
    queue.respond((await shown()).id, { action: "accept" });
    authorised.add("files-1");
    queue.dismiss((await shown("waiting")).id, "done");
    expect(text(await result)).toBe("3 files read");
    expect(calls).toHaveBeenCalledTimes(2);
  });

  test("a fast server that completes before the person has consented: no waiting after consent", async () => {
    const { queue, complete, shown, readFiles } = await connect();
    const result = readFiles();
    const entry = await shown();
    await complete("files-1");
    await vi.waitFor(() => expect(queue.getSnapshot().entries[0]?.phase).toBe("pending"));
    queue.respond(entry.id, { action: "accept" });
    expect(text(await result)).toBe("3 files read");
    expect(queue.getSnapshot().entries.map((e) => e.phase)).toEqual(["complete"]);
  });

  test("two flows listed: both shown in order, both must be accepted and completed", async () => {
    const { queue, complete, shown, calls, readFiles } = await connect(["files-a", "files-b"]);
    const result = readFiles();
    await shown();
    expect(queue.getSnapshot().entries.map((e) => (e.params as ElicitRequestURLParams).elicitationId)).toEqual(["files-a", "files-b"]);
    queue.respond(queue.getSnapshot().entries[0]!.id, { action: "accept" });
    queue.respond(queue.getSnapshot().entries[1]!.id, { action: "accept" });
    await complete("files-a");
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toHaveBeenCalledTimes(1);
    await complete("files-b");
    expect(text(await result)).toBe("3 files read");
    expect(calls).toHaveBeenCalledTimes(2);
  });

  test("two flows listed, the second declined: the error stands", async () => {
    const { queue, shown, calls, readFiles } = await connect(["files-a", "files-b"]);
    const result = readFiles();
    await shown();
    const [first, second] = queue.getSnapshot().entries;
    queue.respond(first!.id, { action: "accept" });
    queue.respond(second!.id, { action: "decline" });
    await expect(result).rejects.toMatchObject({ code: -32042 });
    expect(calls).toHaveBeenCalledTimes(1);
  });

  test("the host's signal withdraws the flow: rejects with the reason, no retry", async () => {
    const { queue, shown, calls, readFiles } = await connect();
    const controller = new AbortController();
    const result = readFiles(controller.signal);
    await shown();
    controller.abort("the chat was closed");
    await expect(result).rejects.toBe("the chat was closed");
    expect(queue.getSnapshot().entries).toEqual([]);
    expect(calls).toHaveBeenCalledTimes(1);
  });

  test("other errors and successes pass through untouched, nothing shown", async () => {
    const { client, elicit, queue, calls, authorised } = await connect();
    const spy = vi.spyOn(queue, "elicit");
    const server = client.getServerVersion()!;
    await expect(withUrlElicitation(() => client.callTool({ name: "broken" }), elicit, { server })).resolves.toMatchObject({ isError: true });
    const thrown = new Error("plain");
    await expect(withUrlElicitation(() => Promise.reject(thrown), elicit, { server })).rejects.toBe(thrown);
    authorised.add("files-1");
    await expect(withUrlElicitation(() => client.callTool({ name: "read_files" }), elicit, { server })).resolves.toMatchObject({
      content: [{ text: "3 files read" }],
    });
    expect(calls).toHaveBeenCalledTimes(2);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe("urlElicitationsOf", () => {
  const good = flow("x");
  test.each<[string, unknown, ElicitRequestURLParams[] | undefined]>([
    ["the SDK's error", new UrlElicitationRequiredError([good]), [good]],
    ["a plain object with the code", { code: -32042, data: { elicitations: [good] } }, [good]],
    ["malformed entries are left out", { code: -32042, data: { elicitations: [good, null, { mode: "form", message: "x" }, { ...good, elicitationId: 1 }, { ...good, url: undefined }] } }, [good]],
    ["an empty list", { code: -32042, data: { elicitations: [] } }, []],
    ["no data", { code: -32042 }, undefined],
    ["elicitations not a list", { code: -32042, data: { elicitations: good } }, undefined],
    ["another code", { code: -32602, data: { elicitations: [good] } }, undefined],
    ["the code as a string", { code: "-32042", data: { elicitations: [good] } }, undefined],
    ["a plain Error", new Error("x"), undefined],
    ["null", null, undefined],
    ["a string", "-32042", undefined],
  ])("%s", (_name, error, expected) => {
    expect(urlElicitationsOf(error)).toEqual(expected);
  });

  test("a -32042 listing nothing usable is rethrown as it is", async () => {
    const error = { code: -32042, data: { elicitations: [] } };
    const elicit = Object.assign(vi.fn(), { waitForCompletion: vi.fn() }) as unknown as UrlElicit;
    await expect(withUrlElicitation(() => Promise.reject(error), elicit, { server: serverInfo })).rejects.toBe(error);
    expect(elicit).not.toHaveBeenCalled();
  });
});
