// @vitest-environment node
// The relay between the official SDK's real servers and clients and a real page: the MCP client on the host's
// server is given `relay.elicitFor(person)` through the adapters that exist (/sdk for v2 in both eras and v1,
// /ai-sdk for the AI SDK's client), and the answer the page posts is judged by the MCP server's own validator.
import { createMCPClient, type MCPTransport } from "@ai-sdk/mcp";
import { Client as V1Client } from "@modelcontextprotocol/sdk/client/index.js";
import { McpServer as V1Server } from "@modelcontextprotocol/sdk/server/mcp.js";
import { acceptedContent, fromJsonSchema, InMemoryTransport, inputRequired, McpServer, type ElicitRequestFormParams } from "@modelcontextprotocol/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { connectPair } from "../../test/sdkPair.ts";
import { connectV2, v2Client, type Era } from "../../test/sdkV2Pair.ts";
import { audienceFromCookie, openPage, RELAY_URL, type Page } from "../../test/relayPage.ts";
import { registerElicitationHandler as registerOnAiSdk, elicitationCapability as aiSdkCapability } from "../ai-sdk/index.ts";
import { elicitationCapability, registerElicitationHandler } from "../sdk/index.ts";
import { createElicitationRelay, type ElicitationRelay } from "./createElicitationRelay.ts";
import { ACCEPT_LANGUAGE_META } from "../core/i18n/acceptLanguage.ts";
import { memoryStore } from "./memoryStore.ts";

const serverInfo = { name: "bookings", title: "Bookings", version: "3.1.0" };
const guests: ElicitRequestFormParams = {
  mode: "form",
  message: "How many guests?",
  requestedSchema: {
    type: "object",
    properties: { guests: { type: "integer", title: "Guests", minimum: 1, maximum: 12 }, when: { type: "string", format: "date-time" } },
    required: ["guests"],
  },
};

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function setup() {
  const relay = createElicitationRelay({ audience: audienceFromCookie });
  cleanups.push(() => relay.close());
  const page = (user: string): Page => {
    const opened = openPage(relay.handle, user);
    cleanups.push(() => opened.close());
    return opened;
  };
  return { relay, page };
}

/** A v2 server whose `book` tool asks for guests once, in either era, and reports what its own validator accepted. */
function bookingServerV2() {
  const server = new McpServer(serverInfo);
  server.registerTool("book", { description: "books a table" }, async (ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    if (!responses) return inputRequired({ inputRequests: { guests: inputRequired.elicit(guests) } });
    const content = acceptedContent(responses, "guests", fromJsonSchema(guests.requestedSchema));
    return { content: [{ type: "text", text: JSON.stringify(content ?? responses.guests) }] };
  });
  return server;
}

const textOf = (result: { content?: unknown }) => JSON.parse((result.content as { text: string }[])[0]!.text) as unknown;

describe.each<Era>(["legacy", "modern"])("the official SDK's v2 client, %s era, on the host's server", (era) => {
  /** The booking server and a v2 client for alice in this era, joined, with alice's page open. */
  async function connected(key?: string) {
    const { relay, page } = setup();
    const client = v2Client(era, elicitationCapability());
    registerElicitationHandler(client, relay.elicitFor("alice", key === undefined ? {} : { key }));
    await connectV2(bookingServerV2(), client, era);
    return { relay, client, alice: page("alice") };
  }

  test("the request reaches the person's page with who asks and the key; the server accepts the answer", async () => {
    const { client, alice } = await connected("chat-1");
    const call = client.callTool({ name: "book", arguments: {} });
    const [entry] = await alice.shown();
    expect(entry).toMatchObject({ server: serverInfo, key: "chat-1", params: { message: "How many guests?" } });
    alice.queue.respond(entry!.id, { action: "accept", content: { guests: 4, when: "2026-12-24T19:30:00.000Z" } });
    expect(textOf(await call)).toEqual({ guests: 4, when: "2026-12-24T19:30:00.000Z" });
  });

  test("the host's call aborted: the page shows the withdrawal notice, and a late answer is refused", async () => {
    const { relay, client, alice } = await connected();
    const controller = new AbortController();
    const call = client.callTool({ name: "book", arguments: {} }, { signal: controller.signal });
    call.catch(() => {});
    await alice.shown();
    const at = performance.now();
    controller.abort("the person stopped the chat");
    await vi.waitFor(() => expect(alice.notice()?.kind).toMatch(/withdrawn|disconnected/));
    expect(performance.now() - at).toBeLessThan(1000);
    await expect(call).rejects.toBeDefined();
    const late = await relay.handle(
      new Request(RELAY_URL, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: "user=alice" },
        body: JSON.stringify({ id: alice.network.requestIds()[0], result: { action: "accept", content: { guests: 2 } } }),
      }),
    );
    expect(late.status).toBe(409);
  });

  test("the MCP connection closes: the page says so", async () => {
    const { client, alice } = await connected();
    client.callTool({ name: "book", arguments: {} }).catch(() => {});
    await alice.shown();
    await client.close();
    await vi.waitFor(() => expect(alice.notice()).toMatchObject({ kind: "disconnected", server: serverInfo }));
  });
});

describe("the official SDK's v1 client on the host's server", () => {
  async function connectV1() {
    const server = new V1Server(serverInfo);
    const received: unknown[] = [];
    server.registerTool("book", { description: "books a table" }, async () => {
      const answer = await server.server.elicitInput({ ...guests, requestedSchema: guests.requestedSchema as never });
      received.push(answer);
      return { content: [{ type: "text", text: JSON.stringify(answer) }] };
    });
    const client = new V1Client({ name: "host", version: "1.0.0" }, { capabilities: elicitationCapability() });
    return { server, client, received };
  }

  test("answered on the page, validated by the v1 server, sent once", async () => {
    const { relay, page } = setup();
    const { server, client, received } = await connectV1();
    registerElicitationHandler(client, relay.elicitFor("alice"));
    await connectPair(server, client);
    const [first, second] = [page("alice"), page("alice")];
    const call = client.callTool({ name: "book", arguments: {} }, undefined, { timeout: 60_000 });
    await Promise.all([first.shown(), second.shown()]);
    await second.answer({ action: "accept", content: { guests: 2 } });
    expect(textOf((await call) as { content: unknown })).toEqual({ action: "accept", content: { guests: 2 } });
    await vi.waitFor(() => expect(first.notice()?.kind).toBe("answered-elsewhere"));
    expect(received).toHaveLength(1);
  });

  test("the server's first request (id 0) cancelled by its timeout: withdrawn on the page", async () => {
    const { relay, page } = setup();
    const server = new V1Server(serverInfo);
    server.registerTool("book", { description: "books a table" }, async () => {
      const answer = await server.server.elicitInput({ ...guests, requestedSchema: guests.requestedSchema as never }, { timeout: 300 }).catch((e: Error) => e.message);
      return { content: [{ type: "text", text: JSON.stringify(answer) }] };
    });
    const client = new V1Client({ name: "host", version: "1.0.0" }, { capabilities: elicitationCapability() });
    registerElicitationHandler(client, relay.elicitFor("alice"));
    await connectPair(server, client);
    const alice = page("alice");
    const call = client.callTool({ name: "book", arguments: {} });
    await alice.shown();
    await vi.waitFor(() => expect(alice.notice()?.kind).toBe("withdrawn"));
    expect(String(textOf((await call) as { content: unknown }))).toMatch(/timed out/i);
  });
});

describe("the AI SDK's MCP client on the host's server", () => {
  test("answered on the page, and the server's tool gets the content", async () => {
    const { relay, page } = setup();
    const server = new McpServer(serverInfo);
    server.registerTool("book", { description: "books a table" }, async () => {
      const answer = await server.server.elicitInput(guests);
      return { content: [{ type: "text", text: JSON.stringify(answer) }] };
    });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = await createMCPClient({ transport: clientSide as unknown as MCPTransport, capabilities: aiSdkCapability() });
    cleanups.push(async () => {
      await client.close();
      await server.close();
    });
    registerOnAiSdk(client, relay.elicitFor("alice", { key: "chat-9" }));
    const alice = page("alice");
    const tools = await client.tools();
    const run = tools.book!.execute!({}, { toolCallId: "call-1", messages: [], context: {} });
    const [entry] = await alice.shown();
    expect(entry).toMatchObject({ key: "chat-9", server: { name: "bookings" } });
    alice.queue.respond(entry!.id, { action: "accept", content: { guests: 7 } });
    expect(textOf((await run) as { content: unknown })).toEqual({ action: "accept", content: { guests: 7 } });
  });
});

describe("the person's languages on the host's calls (SEP-2792): their page's, through the relay", () => {
  /** A v2 server whose `which` tool reports the language preference each call carried. */
  function languageServer() {
    const server = new McpServer(serverInfo);
    const heard: unknown[] = [];
    server.registerTool("which", { description: "says which languages were asked for" }, async (ctx) => {
      heard.push(ctx.mcpReq._meta?.[ACCEPT_LANGUAGE_META]);
      return { content: [{ type: "text", text: "ok" }] };
    });
    return { server, heard };
  }

  test("the page's provider shows German (its stream's Accept-Language): alice's calls ask for German; before any page, for nothing", async () => {
    const relay = createElicitationRelay({ audience: audienceFromCookie });
    cleanups.push(() => relay.close());
    const { server, heard } = languageServer();
    const client = v2Client("legacy", elicitationCapability());
    registerElicitationHandler(client, relay.elicitFor("alice"), { acceptLanguage: true });
    await connectV2(server, client, "legacy");
    await client.callTool({ name: "which", arguments: {} });
    const alice = openPage(relay.handle, "alice", {}, ["de-AT", "de"]);
    cleanups.push(() => alice.close());
    await vi.waitFor(() => expect(alice.statuses.at(-1)?.state).toBe("open"));
    await client.callTool({ name: "which", arguments: {} });
    // Bob's page says Japanese: nothing of it reaches alice's calls.
    const bob = openPage(relay.handle, "bob", {}, ["ja"]);
    cleanups.push(() => bob.close());
    await vi.waitFor(() => expect(bob.statuses.at(-1)?.state).toBe("open"));
    await client.callTool({ name: "which", arguments: {} });
    expect(heard).toStrictEqual([undefined, "de-AT,de;q=0.9", "de-AT,de;q=0.9"]);
    expect(await relay.elicitFor("bob").languages()).toStrictEqual(["ja"]);
  });

  test("the page on another instance: the store carries its languages to the instance that holds the call", async () => {
    const store = memoryStore();
    const [serving, holding] = [createElicitationRelay({ audience: audienceFromCookie, store }), createElicitationRelay({ audience: audienceFromCookie, store })];
    cleanups.push(() => serving.close(), () => holding.close());
    const alice = openPage(serving.handle, "alice", {}, ["fr-CA", "fr", "en"]);
    cleanups.push(() => alice.close());
    await vi.waitFor(() => expect(alice.statuses.at(-1)?.state).toBe("open"));
    await vi.waitFor(async () => expect(await holding.elicitFor("alice").languages()).toStrictEqual(["fr-CA", "fr", "en"]));
  });
});

test("a malformed request from a real server is refused before any page sees it: the server hears -32602", async () => {
  const { relay, page } = setup();
  const server = new V1Server(serverInfo);
  server.registerTool("bad", { description: "asks badly" }, async () => {
    const outcome = await server.server
      .request({ method: "elicitation/create", params: { message: "URL without a url", mode: "url", elicitationId: "e1" } } as never, { parse: (x: unknown) => x } as never)
      .then(
        () => "answered",
        (error: { code?: number; message: string }) => `${error.code}: ${error.message}`,
      );
    return { content: [{ type: "text", text: JSON.stringify(outcome) }] };
  });
  const client = new V1Client({ name: "host", version: "1.0.0" }, { capabilities: elicitationCapability() });
  registerElicitationHandler(client, relay.elicitFor("alice"));
  await connectPair(server, client);
  const alice = page("alice");
  await alice.open();
  const result = textOf((await client.callTool({ name: "bad", arguments: {} })) as { content: unknown });
  expect(result).toMatch(/^-32602: /);
  expect(alice.network.requestIds()).toEqual([]);
});
