// @vitest-environment node
// The relay over a message channel, in Node: the MCP client (the official SDK's v2, against its own server) with
// `relay.connect` on one end of a real MessageChannel (worker_threads', which structured-clones as a browser's
// does), and a real page (the provider's queue and the page's connection) on the other. Electron's main process
// is emulated: its MessagePortMain is an EventEmitter, stood in for here by a worker_threads port behind that API.
import { MessageChannel, type MessagePort } from "node:worker_threads";
import { acceptedContent, fromJsonSchema, inputRequired, McpServer, type ElicitRequestFormParams } from "@modelcontextprotocol/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { connectV2, v2Client } from "../../test/sdkV2Pair.ts";
import { channelPair } from "../../test/channelPair.ts";
import { messagePortMain } from "../../test/messagePortMain.ts";
import { pageWith, type ChannelPage } from "../../test/relayPage.ts";
import { fromMessagePort } from "../channels/index.ts";
import { envelope } from "../core/relay/channel.ts";
import { compiledSchemaCount } from "../core/validation/compile.ts";
import type { ChannelSource } from "../core/relay/elicitationChannel.ts";
import { connectOverChannel } from "../host/relay/connect.ts";
import { elicitationCapability, registerElicitationHandler } from "../sdk/index.ts";
import { createElicitationRelay, type ElicitationRelay } from "./createElicitationRelay.ts";
import { memoryStore } from "./memoryStore.ts";

const serverInfo = { name: "files", title: "Files", version: "1.0.0" };
const confirm: ElicitRequestFormParams = {
  mode: "form",
  message: "Delete report.pdf?",
  requestedSchema: {
    type: "object",
    properties: { confirm: { type: "boolean", title: "Delete it" }, reason: { type: "string", minLength: 3 } },
    required: ["confirm"],
  },
};

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
  vi.restoreAllMocks();
});

function relay(): ElicitationRelay {
  const made = createElicitationRelay();
  cleanups.push(() => made.close());
  return made;
}

/** A real MessageChannel: one port for the host's relay, the other for the page. */
function ports(): [MessagePort, MessagePort] {
  const { port1, port2 } = new MessageChannel();
  cleanups.push(() => {
    port1.close();
    port2.close();
  });
  return [port1, port2];
}

/** A page connected over `source` (its provider showing `languages`), closed after the test. */
function page(source: ChannelSource, languages?: string[]): ChannelPage {
  const opened = pageWith((elicit, onStatus) => connectOverChannel(source, elicit, { onStatus }), {}, languages);
  cleanups.push(() => opened.close());
  return opened;
}

/** A v2 server whose `delete` tool asks first (2026-07-28) and reports what its own validator accepted. */
function filesServer() {
  const server = new McpServer(serverInfo);
  server.registerTool("delete", { description: "deletes a file" }, async (ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    if (!responses) return inputRequired({ inputRequests: { confirm: inputRequired.elicit(confirm) } });
    const content = acceptedContent(responses, "confirm", fromJsonSchema(confirm.requestedSchema));
    return { content: [{ type: "text", text: JSON.stringify(content ?? responses.confirm) }] };
  });
  return server;
}

const textOf = (result: { content?: unknown }) => JSON.parse((result.content as { text: string }[])[0]!.text) as unknown;

describe.each([
  ["a MessagePort (a worker, a SharedWorker)", (port: MessagePort) => port as unknown as Parameters<typeof fromMessagePort>[0]],
  ["Electron's MessagePortMain (emulated)", messagePortMain],
])("the official SDK's v2 client behind %s", (_, hostPort) => {
  test("the request reaches the page with who asks; the server's own validator accepts the answer", async () => {
    const relayHere = relay();
    const [hostEnd, pageEnd] = ports();
    relayHere.connect(fromMessagePort(hostPort(hostEnd)), { audience: "alice" });
    const client = v2Client("modern", elicitationCapability());
    registerElicitationHandler(client, relayHere.elicitFor("alice", { key: "chat-7" }));
    await connectV2(filesServer(), client, "modern");
    const alice = page(fromMessagePort(pageEnd as unknown as Parameters<typeof fromMessagePort>[0]));
    const call = client.callTool({ name: "delete", arguments: {} });
    const [entry] = await alice.shown();
    expect(entry).toMatchObject({ server: serverInfo, key: "chat-7", params: { message: "Delete report.pdf?" } });
    alice.queue.respond(entry!.id, { action: "accept", content: { confirm: true, reason: "old draft" } });
    expect(textOf(await call)).toEqual({ confirm: true, reason: "old draft" });
  });
});

const ask = (relayHere: ElicitationRelay, audience = "default", signal?: AbortSignal) =>
  relayHere.elicitFor(audience)(confirm, { server: serverInfo, ...(signal && { signal }) });

describe("the guarantees, over a channel as over HTTP", () => {
  test("exactly once: a sidebar and an editor tab both show it; the first answer wins, the other view is told", async () => {
    const relayHere = relay();
    const [sidebarHost, sidebarPage] = ports();
    const [tabHost, tabPage] = ports();
    relayHere.connect(fromMessagePort(sidebarHost as never));
    relayHere.connect(fromMessagePort(tabHost as never));
    const sidebar = page(fromMessagePort(sidebarPage as never));
    const tab = page(fromMessagePort(tabPage as never));
    const answer = ask(relayHere);
    await Promise.all([sidebar.shown(), tab.shown()]);
    await sidebar.answer({ action: "decline" });
    await expect(answer).resolves.toEqual({ action: "decline" });
    await vi.waitFor(() => expect(tab.notice()).toMatchObject({ kind: "answered-elsewhere", server: serverInfo }));
    expect(tab.pending()).toEqual([]);
  });

  test("a request's schema is compiled once it reaches a page, while the person reads it, not when the answer comes", async () => {
    const relayHere = relay();
    const [hostEnd, pageEnd] = ports();
    relayHere.connect(fromMessagePort(hostEnd as never));
    const view = page(fromMessagePort(pageEnd as never));
    // A schema no test compiled before, so that its compile is counted here.
    const unseen = { ...confirm.requestedSchema, description: `unseen ${crypto.randomUUID()}` };
    const before = compiledSchemaCount();
    const answer = relayHere.elicitFor("default")({ ...confirm, requestedSchema: unseen }, { server: serverInfo });
    await view.shown();
    await vi.waitFor(() => expect(compiledSchemaCount()).toBe(before + 1));
    await view.answer({ action: "accept", content: { confirm: true } });
    await expect(answer).resolves.toEqual({ action: "accept", content: { confirm: true } });
    expect(compiledSchemaCount()).toBe(before + 1);
  });

  test("a view that connects later (shown again, recreated, reloaded) gets every pending request at once", async () => {
    const relayHere = relay();
    const first = ask(relayHere);
    const second = relayHere.elicitFor("default", { key: "tab-2" })({ ...confirm, message: "And notes.txt?" }, { server: serverInfo });
    const [hostEnd, pageEnd] = ports();
    relayHere.connect(fromMessagePort(hostEnd as never));
    const view = page(fromMessagePort(pageEnd as never));
    const shown = await view.shown(2);
    expect(shown.map((entry) => entry.params.message)).toEqual(["Delete report.pdf?", "And notes.txt?"]);
    // The view is recreated: the old one goes without a word, the new one says hello on the same channel.
    view.close();
    const again = page(fromMessagePort(pageEnd as never));
    await again.answer({ action: "cancel" });
    await again.answer({ action: "decline" });
    await expect(first).resolves.toEqual({ action: "cancel" });
    await expect(second).resolves.toEqual({ action: "decline" });
  });

  test("requests asked in the same moment reach the page in the order they were asked, connected or not", async () => {
    const relayHere = relay();
    const messages = Array.from({ length: 12 }, (_, index) => `File ${index + 1}?`);
    const [liveHost, livePage] = ports();
    relayHere.connect(fromMessagePort(liveHost as never));
    const live = page(fromMessagePort(livePage as never));
    // From as many servers: a page shows at most three at a time from any one.
    const answers = messages.map((message, index) =>
      relayHere.elicitFor("default", { key: `tab-${index}` })({ ...confirm, message }, { server: { ...serverInfo, name: `files-${index}` } }),
    );
    expect((await live.shown(12)).map((entry) => entry.params.message)).toEqual(messages);
    const [laterHost, laterPage] = ports();
    relayHere.connect(fromMessagePort(laterHost as never));
    const later = page(fromMessagePort(laterPage as never));
    expect((await later.shown(12)).map((entry) => entry.params.message)).toEqual(messages);
    for (const _ of messages) await live.answer({ action: "decline" });
    await expect(Promise.all(answers)).resolves.toEqual(messages.map(() => ({ action: "decline" })));
  });

  test("a store that hangs for one person's request holds up no other person's", async () => {
    const store = memoryStore();
    const add = store.add.bind(store);
    // Alice's first request never gets into the store, as on a Redis Cluster slot that is failing over.
    store.add = (record, options) => (record.audience === "alice" ? new Promise<boolean>(() => {}) : add(record, options));
    const made = createElicitationRelay({ store });
    cleanups.push(() => made.close());
    const [hostEnd, pageEnd] = ports();
    made.connect(fromMessagePort(hostEnd as never), { audience: "bob" });
    const bobs = page(fromMessagePort(pageEnd as never));
    void made.elicitFor("alice")(confirm, { server: serverInfo });
    const answer = made.elicitFor("bob")({ ...confirm, message: "Bob's turn?" }, { server: serverInfo });
    expect((await bobs.shown()).map((entry) => entry.params.message)).toEqual(["Bob's turn?"]);
    await bobs.answer({ action: "decline" });
    await expect(answer).resolves.toEqual({ action: "decline" });
  });

  test("the page's languages come with its hello: the host's calls for that audience ask for them (SEP-2792)", async () => {
    const host = relay();
    const [hostPort, pagePort] = ports();
    cleanups.push(host.connect(fromMessagePort(hostPort as never), { audience: "alice" }));
    const alice = page(fromMessagePort(pagePort as never), ["uk", "en"]);
    await vi.waitFor(() => expect(alice.statuses.at(-1)?.state).toBe("open"));
    expect(await host.elicitFor("alice").languages()).toStrictEqual(["uk", "en"]);
    expect(await host.elicitFor("bob").languages()).toStrictEqual([]);
  });

  test("a page that says hello before the host listens is served once the host connects", async () => {
    const relayHere = relay();
    const pair = channelPair();
    const view = page(pair.page);
    await vi.waitFor(() => expect(pair.sent.some(({ message }) => (message as { type?: string }).type === "hello")).toBe(true));
    const answer = ask(relayHere);
    relayHere.connect(pair.host);
    await view.answer({ action: "decline" });
    await expect(answer).resolves.toEqual({ action: "decline" });
  });

  test("an ack that never arrives: the answer is sent again until heard, and taken once", async () => {
    const relayHere = relay();
    const pair = channelPair();
    let acksDropped = 0;
    pair.drop.toPage = (message) => message.type === "ack" && acksDropped++ < 1;
    relayHere.connect(pair.host);
    const view = page(pair.page);
    const answer = ask(relayHere);
    await view.answer({ action: "accept", content: { confirm: true } });
    await expect(answer).resolves.toEqual({ action: "accept", content: { confirm: true } });
    await vi.waitFor(() => expect(pair.sent.filter(({ message }) => (message as { type?: string }).type === "ack")).toHaveLength(2), { timeout: 15_000 });
    const posts = pair.sent.filter(({ message }) => (message as { type?: string }).type === "post");
    expect(posts).toHaveLength(2);
    expect(posts[0]!.message).toEqual(posts[1]!.message);
    // The second ack repeats the first: the page is not told its own answer lost, and records it as answered
    // once that ack reaches it (its form read "Sending…" until then).
    await vi.waitFor(() => expect(view.queue.getSnapshot().history.at(-1)).toMatchObject({ action: "accept" }));
    expect(view.notice()).toBeUndefined();
  }, 20_000);

  test("the other end stops (a service worker, a main process): the page says the connection closed; the call settles", async () => {
    const relayHere = relay();
    const pair = channelPair();
    relayHere.connect(pair.host);
    const view = page(pair.page);
    const answer = ask(relayHere);
    await view.shown();
    // What the worker held goes with it: here its relay closes (the call is answered cancel) and the port with it.
    await relayHere.close();
    pair.close();
    await expect(answer).resolves.toEqual({ action: "cancel" });
    await vi.waitFor(() => expect(view.notice()).toMatchObject({ kind: "disconnected", server: serverInfo }));
    expect(view.pending()).toEqual([]);
  });

  test("the host disconnects the channel: the page is told, and shows nothing it can no longer answer", async () => {
    const relayHere = relay();
    const pair = channelPair();
    const disconnect = relayHere.connect(pair.host);
    const view = page(pair.page);
    void ask(relayHere).catch(() => {});
    await view.shown();
    disconnect();
    await vi.waitFor(() => expect(view.notice()).toMatchObject({ kind: "disconnected" }));
  });
});

describe("bad input on a channel loses nothing", () => {
  test("the host's own messages pass both ways untouched; ours in a wrong shape are dropped with one warning each", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const relayHere = relay();
    const pair = channelPair();
    const heardByHost: unknown[] = [];
    pair.host.listen((message) => heardByHost.push(message));
    relayHere.connect(pair.host);
    const view = page(pair.page);
    const answer = ask(relayHere);
    await view.shown();
    pair.inject("toHost", { type: "grpc_request", id: 1 });
    pair.inject("toHost", "webviewDidLaunch");
    pair.inject("toHost", envelope({ type: "post", seq: 1, body: {} } as never));
    pair.inject("toHost", { "react-mcp-elicitation": 2, type: "hello", view: "x" });
    pair.inject("toPage", { type: "state", messages: [] });
    pair.inject("toPage", envelope({ type: "event", event: "request", data: { id: 3 } } as never));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(3));
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual([
      expect.stringContaining("post without its view"),
      expect.stringContaining("version 2 is not 1"),
      expect.stringContaining("request without id, server or params"),
    ]);
    expect(heardByHost).toContainEqual({ type: "grpc_request", id: 1 });
    expect(view.pending()).toHaveLength(1);
    await view.answer({ action: "decline" });
    await expect(answer).resolves.toEqual({ action: "decline" });
  });

  test("content the schema refuses, another audience's id and a second answer: refused, and the request still answerable", async () => {
    const relayHere = relay();
    const pair = channelPair();
    relayHere.connect(pair.host, { audience: "alice" });
    const alice = page(pair.page);
    const answer = ask(relayHere, "alice");
    const [entry] = await alice.shown();
    const id = (pair.sent.find(({ message }) => (message as { event?: string }).event === "request")!.message as { data: { id: string } }).data.id;
    const acks: unknown[] = [];
    pair.page.listen((message) => (message as { type?: string }).type === "ack" && acks.push(message));
    const post = (seq: number, body: unknown) => pair.page.send(envelope({ type: "post", view: "forger", seq, body } as never));
    post(1, { id, result: { action: "accept", content: { confirm: "yes" } } });
    // Bob's relay connection, replaying alice's id.
    const bobPair = channelPair();
    relayHere.connect(bobPair.host, { audience: "bob" });
    const bobAcks: unknown[] = [];
    bobPair.page.listen((message) => bobAcks.push(message));
    bobPair.page.send(envelope({ type: "post", view: "bob", seq: 1, body: { id, result: { action: "decline" } } } as never));
    await vi.waitFor(() => {
      expect(acks).toContainEqual(expect.objectContaining({ seq: 1, status: 422, error: expect.objectContaining({ code: "invalid-content", issues: { confirm: expect.any(String) } }) }));
      expect(bobAcks).toContainEqual(expect.objectContaining({ type: "ack", seq: 1, status: 404 }));
    });
    expect(alice.pending()).toEqual([entry]);
    alice.queue.respond(entry!.id, { action: "accept", content: { confirm: true } });
    await expect(answer).resolves.toEqual({ action: "accept", content: { confirm: true } });
    post(2, { id, result: { action: "decline" } });
    await vi.waitFor(() => expect(acks).toContainEqual(expect.objectContaining({ seq: 2, status: 409 })));
  });
});

describe("URL mode where the page cannot open windows (a VS Code webview)", () => {
  const signIn = { mode: "url" as const, message: "Sign in to continue.", url: "https://auth.example.com/authorize?session=7", elicitationId: "sign-in-7" };

  test("the host's openUrl opens the URL the person consented to, once; a URL no request asked for is refused", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const relayHere = relay();
    const pair = channelPair();
    const opened: string[] = [];
    relayHere.connect(pair.host, { openUrl: (url) => opened.push(url) });
    const view = page(pair.page);
    const answer = relayHere.elicitFor("default")(signIn, { server: serverInfo });
    const [entry] = await view.shown();
    // What the prompt does on consent: answer, then open with the request's own opener.
    expect(entry!.openUrl).toBeTypeOf("function");
    view.queue.respond(entry!.id, { action: "accept" });
    entry!.openUrl!(signIn.url);
    await expect(answer).resolves.toEqual({ action: "accept" });
    await vi.waitFor(() => expect(opened).toEqual([signIn.url]));
    // Again, or another URL: nothing opens, and the host's console says why.
    entry!.openUrl!(signIn.url);
    pair.page.send(envelope({ type: "open", url: "https://evil.example/" }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(opened).toEqual([signIn.url]);
  });

  test("a host connected without openUrl leaves opening to the page", async () => {
    const relayHere = relay();
    const pair = channelPair();
    relayHere.connect(pair.host);
    const view = page(pair.page);
    void relayHere.elicitFor("default")(signIn, { server: serverInfo }).catch(() => {});
    const [entry] = await view.shown();
    expect(entry!.openUrl).toBeUndefined();
  });
});
