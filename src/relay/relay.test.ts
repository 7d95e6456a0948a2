// @vitest-environment node
// The relay end to end in one process: its elicit functions on the MCP side, real pages (the provider's queue
// and the page's connection) on the other, every HTTP exchange a real Request and Response through
// `relay.handle`. The official SDK's servers and clients join in relay.sdk.test.ts.
import { afterEach, describe, expect, test, vi } from "vitest";
import type { ElicitRequestFormParams, ElicitResult } from "../core/protocol/types.ts";
import { ElicitationError, INVALID_PARAMS, connectionClosed } from "../core/elicit/ElicitationError.ts";
import { stateOf } from "../../test/promises.ts";
import { audienceFromCookie, cookieFetch, openPage, RELAY_URL, type Page } from "../../test/relayPage.ts";
import { createElicitationRelay, type ElicitationRelay } from "./createElicitationRelay.ts";
import type { ElicitationRelayOptions } from "./options.ts";
import { memoryStore } from "./memoryStore.ts";
import type { RelayMessage, RelayStore } from "./store.ts";
import { TOO_MANY_PENDING } from "./holder.ts";

const server = { name: "bookings", title: "Bookings", version: "1.0.0" };
const guests: ElicitRequestFormParams = {
  message: "How many guests?",
  requestedSchema: {
    type: "object",
    properties: { guests: { type: "integer", title: "Guests", minimum: 1, maximum: 12 }, note: { type: "string", format: "email" } },
    required: ["guests"],
  },
};

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function relayWith(options: Partial<ElicitationRelayOptions> = {}): ElicitationRelay {
  const relay = createElicitationRelay({ audience: audienceFromCookie, ...options });
  cleanups.push(() => relay.close());
  return relay;
}

function page(relay: ElicitationRelay | ((request: Request) => Promise<Response>), user: string): Page {
  const opened = openPage(typeof relay === "function" ? relay : relay.handle, user);
  cleanups.push(() => opened.close());
  return opened;
}

/** Posts `body` as a page of `user` would, or as anyone could. */
async function post(relay: ElicitationRelay, user: string | null, body: unknown, init: RequestInit = {}) {
  const headers = new Headers({ "content-type": "application/json", ...(user ? { cookie: `user=${user}` } : {}) });
  new Headers(init.headers).forEach((value, key) => headers.set(key, value));
  const response = await relay.handle(new Request(RELAY_URL, { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body), ...init, headers }));
  return { status: response.status, body: (await response.json()) as { ok?: true; error?: { code: string; message: string; issues?: Record<string, string> } } };
}

/** The id the page received for its first request, and the answer a real page posted for it. */
function lastAnswer(from: Page) {
  const sent = from.network.posts.at(-1);
  if (!sent) throw new Error("the page posted nothing");
  return sent;
}

describe("a request, a page, one answer", () => {
  test("shown with who asks and the host's key, answered, the answer reaches the MCP side as sent", async () => {
    const relay = relayWith();
    const alice = page(relay, "alice");
    const answer = relay.elicitFor("alice", { key: "conversation-7" })(guests, { server });
    const [entry] = await alice.shown();
    expect(entry).toMatchObject({ server, params: guests, key: "conversation-7" });
    alice.queue.respond(entry!.id, { action: "accept", content: { guests: 4 } });
    await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 4 } });
    await vi.waitFor(() => expect(alice.network.posts).toMatchObject([{ status: 200, body: { ok: true } }]));
  });

  test("decline and cancel carry no content and reach the MCP side as they are", async () => {
    const relay = relayWith();
    const alice = page(relay, "alice");
    const elicit = relay.elicitFor("alice");
    const declined = elicit(guests, { server });
    await alice.answer({ action: "decline" });
    await expect(declined).resolves.toEqual({ action: "decline" });
    const cancelled = elicit(guests, { server });
    await vi.waitFor(() => expect(alice.pending()).toHaveLength(1));
    await alice.answer({ action: "cancel" });
    await expect(cancelled).resolves.toEqual({ action: "cancel" });
  });

  test("a malformed request is refused at once with the queue's own error, and no page sees it", async () => {
    const relay = relayWith();
    const alice = page(relay, "alice");
    await alice.open();
    const refused = relay.elicitFor("alice")({ message: "no schema" }, { server });
    await expect(refused).rejects.toEqual(new ElicitationError(INVALID_PARAMS, "Invalid elicitation request: form mode needs a requestedSchema object"));
    const urlOff = createElicitationRelay({ audience: audienceFromCookie, modes: { form: true } });
    cleanups.push(() => urlOff.close());
    await expect(urlOff.elicitFor("alice")({ mode: "url", message: "Sign in", url: "https://a.example" }, { server })).rejects.toMatchObject({
      code: INVALID_PARAMS,
      message: "Client does not support URL-mode elicitation requests",
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alice.pending()).toEqual([]);
  });
});

describe("exactly once, whatever the pages do", () => {
  test("two tabs of one person both show it; answering in one takes it out of the other with a notice", async () => {
    const relay = relayWith();
    const [first, second] = [page(relay, "alice"), page(relay, "alice")];
    const answer = relay.elicitFor("alice")(guests, { server });
    await Promise.all([first.shown(), second.shown()]);
    await first.answer({ action: "accept", content: { guests: 2 } });
    await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 2 } });
    await vi.waitFor(() => expect(second.notice()).toMatchObject({ kind: "answered-elsewhere", server }));
    expect(second.pending()).toEqual([]);
    expect(second.queue.getSnapshot().history.map((record) => record.action)).toEqual(["answered-elsewhere"]);
    expect(second.network.posts).toEqual([]);
  });

  test("a second answer and a replayed one are refused with 409 and change nothing", async () => {
    const relay = relayWith();
    const alice = page(relay, "alice");
    const elicit = relay.elicitFor("alice");
    const answer = elicit(guests, { server });
    const [entry] = await alice.shown();
    alice.queue.respond(entry!.id, { action: "accept", content: { guests: 3 } });
    await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 3 } });
    const { sent } = await vi.waitFor(() => lastAnswer(alice));
    expect(sent).toEqual({ id: requestIdOf(alice), result: { action: "accept", content: { guests: 3 } } });
    // The page's own request body, replayed, and a second answer.
    expect(await post(relay, "alice", sent)).toMatchObject({ status: 409, body: { error: { code: "not-pending" } } });
    expect(await post(relay, "alice", { id: requestIdOf(alice), result: { action: "decline" } })).toMatchObject({ status: 409 });
    expect(alice.network.posts).toHaveLength(1);
  });

  test("the holder looks at what it holds while an answer is being taken: a second answer is refused, and the first reaches the MCP side", async () => {
    const inner = memoryStore();
    let listener: ((message: RelayMessage) => void) | undefined;
    let paused: Promise<void> | undefined;
    let taken!: () => void;
    const tookFirst = new Promise<void>((resolve) => (taken = resolve));
    const store: RelayStore = {
      ...inner,
      // The first answer's take is done, and its post goes no further for now: any gap a store leaves between
      // taking a record and keeping its answer would be open here.
      async take(request, answer) {
        const record = await inner.take(request, answer);
        if (record && !paused) {
          paused = new Promise((resolve) => setTimeout(resolve, 100));
          taken();
          await paused;
        }
        return record;
      },
      subscribe: (heard) => ((listener = heard), inner.subscribe(heard)),
    };
    const relay = relayWith({ store });
    const answer = relay.elicitFor("alice")(guests, { server });
    const alice = page(relay, "alice");
    await alice.shown();
    const id = requestIdOf(alice);
    const first = post(relay, "alice", { id, result: { action: "accept", content: { guests: 1 } } });
    await tookFirst;
    // As when the store's connection says messages may have been missed: the holder sweeps what it holds.
    listener!({ type: "resync" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await post(relay, "alice", { id, result: { action: "accept", content: { guests: 2 } } });
    expect([(await first).status, second.status]).toEqual([200, 409]);
    await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 1 } });
  });

  test("of two simultaneous answers from two tabs, exactly one is taken", async () => {
    const relay = relayWith();
    const answer = relay.elicitFor("alice")(guests, { server });
    const first = page(relay, "alice");
    await first.shown();
    const id = requestIdOf(first);
    const results = await Promise.all([
      post(relay, "alice", { id, result: { action: "accept", content: { guests: 5 } } }),
      post(relay, "alice", { id, result: { action: "decline" } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results[0]!.status === 200 ? { action: "accept", content: { guests: 5 } } : { action: "decline" };
    await expect(answer).resolves.toEqual(winner);
  });
});

describe("who may answer", () => {
  test("another person's page never receives the request, and its replay of the real answer is refused", async () => {
    const relay = relayWith();
    const [alice, mallory] = [page(relay, "alice"), page(relay, "mallory")];
    await mallory.open();
    const answer = relay.elicitFor("alice")(guests, { server });
    await alice.shown();
    const id = requestIdOf(alice);
    const forged = await post(relay, "mallory", { id, result: { action: "accept", content: { guests: 12 } } });
    expect(forged).toMatchObject({ status: 404, body: { error: { code: "unknown-request" } } });
    const anonymous = await post(relay, null, { id, result: { action: "decline" } });
    expect(anonymous).toMatchObject({ status: 401, body: { error: { code: "unauthenticated" } } });
    expect(mallory.pending()).toEqual([]);
    expect(await stateOf(answer)).toBe("pending");
    await alice.answer({ action: "accept", content: { guests: 1 } });
    await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 1 } });
  });

  test("a stream without an audience is refused with 401; ids are a UUID v4 with a signature", async () => {
    const relay = relayWith();
    const response = await relay.handle(new Request(RELAY_URL));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "unauthenticated" } });
    const alice = page(relay, "alice");
    void relay.elicitFor("alice")(guests, { server });
    await alice.shown();
    expect(requestIdOf(alice)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.[\w-]{22}$/);
  });
});

test("an audience function that throws (the host's session store is down) answers 503 without its words", async () => {
  const relay = relayWith({
    audience: () => {
      throw new Error("connect ECONNREFUSED 10.0.0.7:6379");
    },
  });
  const response = await relay.handle(new Request(RELAY_URL));
  expect(response.status).toBe(503);
  const text = await response.text();
  expect(JSON.parse(text)).toMatchObject({ error: { code: "unavailable" } });
  expect(text).not.toContain("ECONNREFUSED");
});

describe("bad input loses nothing", () => {
  const cases: [string, (id: string) => [unknown, RequestInit?], number, string][] = [
    ["not JSON", () => ["{ action: accept", {}], 400, "not-json"],
    ["not application/json", (id) => [{ id, result: { action: "decline" } }, { headers: { "content-type": "text/plain" } }], 415, "unsupported-media-type"],
    ["a form post", (id) => [`id=${id}&action=decline`, { headers: { "content-type": "application/x-www-form-urlencoded" } }], 415, "unsupported-media-type"],
    ["over 1 MB", (id) => [{ id, result: { action: "accept", content: { note: "x".repeat(1_000_001) } } }], 413, "too-large"],
    ["an unknown id", () => [{ id: `${crypto.randomUUID()}.AAAAAAAAAAAAAAAAAAAAAA`, result: { action: "decline" } }], 404, "unknown-request"],
    ["no id", () => [{ result: { action: "decline" } }], 400, "invalid-body"],
    ["an unknown action", (id) => [{ id, result: { action: "approve" } }], 400, "invalid-body"],
    ["content with a decline", (id) => [{ id, result: { action: "decline", content: { guests: 1 } } }], 400, "invalid-body"],
    ["a number as text", (id) => [{ id, result: { action: "accept", content: { guests: "4" } } }], 422, "invalid-content"],
    ["a required field missing", (id) => [{ id, result: { action: "accept", content: {} } }], 422, "invalid-content"],
    ["out of bounds", (id) => [{ id, result: { action: "accept", content: { guests: 13 } } }], 422, "invalid-content"],
    ["an email ajv-formats refuses", (id) => [{ id, result: { action: "accept", content: { guests: 1, note: "a@b" } } }], 422, "invalid-content"],
    ["a property not asked for", (id) => [{ id, result: { action: "accept", content: { guests: 1, admin: true } } }], 422, "invalid-content"],
  ];

  test.each(cases)("%s: refused with the problem named, the request still pending and answerable", async (_, make, status, code) => {
    const relay = relayWith();
    const alice = page(relay, "alice");
    const answer = relay.elicitFor("alice")(guests, { server });
    await alice.shown();
    const [body, init] = make(requestIdOf(alice));
    const refused = await post(relay, "alice", body, init);
    expect(refused.status).toBe(status);
    expect(refused.body.error?.code).toBe(code);
    expect(refused.body.error?.message).toEqual(expect.any(String));
    expect(await stateOf(answer)).toBe("pending");
    expect(alice.pending()).toHaveLength(1);
    await alice.answer({ action: "accept", content: { guests: 6 } });
    await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 6 } });
  });

  test("invalid content names each property and what is wrong with it", async () => {
    const relay = relayWith();
    const alice = page(relay, "alice");
    void relay.elicitFor("alice")(guests, { server });
    await alice.shown();
    const refused = await post(relay, "alice", { id: requestIdOf(alice), result: { action: "accept", content: { guests: 0, note: "nope" } } });
    expect(refused.body.error?.issues).toEqual({ guests: "number", note: "email" });
  });

  test("a body over 1 MB is refused before it is read whole: its length declared, not declared, or understated", async () => {
    const relay = relayWith();
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 64 * 1024;
          controller.enqueue(new Uint8Array(64 * 1024).fill(32));
        },
      });
    const chunked = await relay.handle(
      new Request(RELAY_URL, { method: "POST", body: endless(), headers: { "content-type": "application/json", cookie: "user=alice" }, duplex: "half" } as RequestInit),
    );
    expect(chunked.status).toBe(413);
    expect(pulled).toBeLessThan(1_200_000);
    const declared = await relay.handle(
      new Request(RELAY_URL, { method: "POST", body: "{}", headers: { "content-type": "application/json", "content-length": "5000000", cookie: "user=alice" } }),
    );
    expect(declared.status).toBe(413);
    // A length declared under the limit, with more behind it: counted as it arrives, not read whole first.
    pulled = 0;
    const understated = await relay.handle(
      new Request(RELAY_URL, {
        method: "POST",
        body: endless(),
        headers: { "content-type": "application/json", "content-length": "100", cookie: "user=alice" },
        duplex: "half",
      } as RequestInit),
    );
    expect(understated.status).toBe(413);
    expect(pulled).toBeLessThan(1_200_000);
  });

  test("other methods are refused with 405 and the methods allowed", async () => {
    const relay = relayWith();
    const response = await relay.handle(new Request(RELAY_URL, { method: "DELETE", headers: { cookie: "user=alice" } }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST");
  });
});

/** The relay's id of the page's latest request, as its stream carried it. */
function requestIdOf(from: Page): string {
  const id = from.network.requestIds().at(-1);
  if (id) return id;
  throw new Error("no request id seen");
}

describe("withdrawn by the MCP side", () => {
  const reasons: [string, () => unknown, "withdrawn" | "disconnected"][] = [
    ["the server cancels", () => "The server cancelled the request", "withdrawn"],
    ["the connection closes", () => connectionClosed(), "disconnected"],
  ];
  test.each(reasons)("%s: every page shows the same notice as for a local request, within a second", async (_, reason, kind) => {
    const relay = relayWith();
    const [first, second] = [page(relay, "alice"), page(relay, "alice")];
    const controller = new AbortController();
    const answer = relay.elicitFor("alice")(guests, { server, signal: controller.signal });
    await Promise.all([first.shown(), second.shown()]);
    const why = reason();
    const at = performance.now();
    controller.abort(why);
    await expect(answer).rejects.toBe(why);
    await vi.waitFor(() => {
      expect(first.notice()).toMatchObject({ kind, server });
      expect(second.notice()).toMatchObject({ kind, server });
    });
    expect(performance.now() - at).toBeLessThan(1000);
    expect(await post(relay, "alice", { id: requestIdOf(first), result: { action: "decline" } })).toMatchObject({ status: 409 });
  });

  test("the host takes back a person's requests with withdraw(): the pages say so", async () => {
    const relay = relayWith();
    const alice = page(relay, "alice");
    const elicit = relay.elicitFor("alice");
    const answer = elicit(guests, { server });
    await alice.shown();
    expect(elicit.withdraw(server)).toBe(1);
    await expect(answer).rejects.toThrow("The host withdrew the request");
    await vi.waitFor(() => expect(alice.notice()).toMatchObject({ kind: "taken-back" }));
  });
});

describe("reloads and drops", () => {
  test("a page that reloads shows the request again, once, and its answer still reaches the MCP side", async () => {
    const relay = relayWith();
    const before = page(relay, "alice");
    const answer = relay.elicitFor("alice")(guests, { server });
    await before.shown();
    before.close();
    const after = page(relay, "alice");
    await after.open();
    expect(after.pending()).toHaveLength(1);
    await after.answer({ action: "accept", content: { guests: 8 } });
    await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 8 } });
    expect(before.network.posts).toEqual([]);
  });

  test("a dropped network: the stream comes back by itself, the request is shown once, the answer arrives", async () => {
    const relay = relayWith();
    const alice = page(relay, "alice");
    const answer = relay.elicitFor("alice")(guests, { server });
    await alice.shown();
    await alice.open();
    alice.network.drop(true);
    await vi.waitFor(() => expect(alice.statuses.at(-1)).toMatchObject({ state: "retrying" }));
    alice.network.online();
    await vi.waitFor(() => expect(alice.statuses.filter((s) => s.state === "open")).toHaveLength(2), { timeout: 10_000 });
    expect(alice.network.requestIds()).toHaveLength(2);
    expect(alice.pending()).toHaveLength(1);
    await alice.answer({ action: "accept", content: { guests: 9 } });
    await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 9 } });
  });

  test("answered in another tab while this page was offline: gone when it reconnects, saying so", async () => {
    const relay = relayWith();
    const [away, other] = [page(relay, "alice"), page(relay, "alice")];
    const answer = relay.elicitFor("alice")(guests, { server });
    await Promise.all([away.shown(), other.shown()]);
    away.network.drop(true);
    await other.answer({ action: "decline" });
    await expect(answer).resolves.toEqual({ action: "decline" });
    expect(away.pending()).toHaveLength(1);
    away.network.online();
    await vi.waitFor(() => expect(away.pending()).toEqual([]), { timeout: 10_000 });
    expect(away.notice()).toMatchObject({ kind: "answered-elsewhere" });
  });

  test("withdrawn while this page was offline: gone when it reconnects, saying it was withdrawn", async () => {
    const relay = relayWith();
    const away = page(relay, "alice");
    const controller = new AbortController();
    const answer = relay.elicitFor("alice")(guests, { server, signal: controller.signal });
    await away.shown();
    away.network.drop(true);
    controller.abort("stop");
    await expect(answer).rejects.toBe("stop");
    away.network.online();
    await vi.waitFor(() => expect(away.pending()).toEqual([]), { timeout: 10_000 });
    expect(away.notice()).toMatchObject({ kind: "withdrawn" });
  });

  test("the answer's POST fails while offline: it is sent again, once, when the network is back", async () => {
    const relay = relayWith();
    const alice = page(relay, "alice");
    const answer = relay.elicitFor("alice")(guests, { server });
    const [entry] = await alice.shown();
    alice.network.drop(true);
    alice.queue.respond(entry!.id, { action: "accept", content: { guests: 10 } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stateOf(answer)).toBe("pending");
    alice.network.online();
    await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 10 } });
    await vi.waitFor(() => expect(alice.network.posts.map((p) => p.status)).toEqual([200]));
  });
});

test("offline for longer than the answer's tries: sent again once the stream is back, and taken once", async () => {
  const relay = relayWith();
  const alice = page(relay, "alice");
  const answer = relay.elicitFor("alice")(guests, { server });
  const [entry] = await alice.shown();
  alice.network.drop(true);
  alice.queue.respond(entry!.id, { action: "accept", content: { guests: 11 } });
  // Offline for 5 s: each try of the POST meets no network, and the wait between tries grows (0.5, 1, 2 s, ...).
  await new Promise((resolve) => setTimeout(resolve, 5000));
  expect(await stateOf(answer)).toBe("pending");
  expect(alice.network.posts).toEqual([]);
  alice.network.online();
  await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 11 } });
  await vi.waitFor(() => expect(alice.network.posts.map((p) => p.status)).toEqual([200]), { timeout: 10_000 });
  expect(alice.pending()).toEqual([]);
}, 30_000);

describe("an answer that does not count, or cannot arrive yet", () => {
  /** The relay's handler, with its POSTs held back or refused with 503 while the test says so. */
  function gate(relay: ElicitationRelay) {
    let mode: "open" | "hold" | "503" = "open";
    const held: (() => void)[] = [];
    const handler = async (request: Request) => {
      if (request.method !== "POST" || mode === "open") return relay.handle(request);
      if (mode === "503") return new Response(JSON.stringify({ error: { code: "unavailable", message: "down" } }), { status: 503 });
      await new Promise<void>((resolve) => held.push(resolve));
      return relay.handle(request);
    };
    return {
      handler,
      set: (next: typeof mode) => (mode = next),
      release: () => held.splice(0).forEach((resolve) => resolve()),
      get held() {
        return held.length;
      },
    };
  }

  test("the relay down for longer than a POST's first tries, with the stream open: the answer arrives once it is back", async () => {
    const relay = relayWith();
    const relayGate = gate(relay);
    const alice = page(relayGate.handler, "alice");
    const answer = relay.elicitFor("alice")(guests, { server });
    relayGate.set("503");
    await alice.answer({ action: "accept", content: { guests: 3 } });
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(await stateOf(answer)).toBe("pending");
    relayGate.set("open");
    await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 3 } });
    expect(alice.pending()).toEqual([]);
  }, 40_000);

  test("two tabs answer; the second's arrives after the first was taken: it is told, and its record says so", async () => {
    const relay = relayWith();
    const secondGate = gate(relay);
    const first = page(relay, "alice");
    const second = page(secondGate.handler, "alice");
    const answer = relay.elicitFor("alice")(guests, { server });
    await Promise.all([first.shown(), second.shown()]);
    secondGate.set("hold");
    await second.answer({ action: "accept", content: { guests: 9 } });
    await vi.waitFor(() => expect(secondGate.held).toBe(1));
    await first.answer({ action: "accept", content: { guests: 3 } });
    await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 3 } });
    secondGate.release();
    await vi.waitFor(() => expect(second.network.posts.map((p) => p.status)).toEqual([409]));
    await vi.waitFor(() => expect(second.notice()).toMatchObject({ kind: "answered-elsewhere", server }));
    const [record] = second.queue.getSnapshot().history;
    expect(record).toMatchObject({ action: "answered-elsewhere" });
    expect(record).not.toHaveProperty("content");
  });

  test("withdrawn while the answer could not arrive: the page is told at once, and stops trying", async () => {
    const relay = relayWith();
    const relayGate = gate(relay);
    const alice = page(relayGate.handler, "alice");
    const controller = new AbortController();
    const answer = relay.elicitFor("alice")(guests, { server, signal: controller.signal });
    relayGate.set("503");
    await alice.answer({ action: "accept", content: { guests: 3 } });
    controller.abort("the call stopped");
    await expect(answer).rejects.toBe("the call stopped");
    await vi.waitFor(() => expect(alice.notice()).toMatchObject({ kind: "withdrawn" }));
    expect(alice.queue.getSnapshot().history.map((r) => r.action)).toEqual(["withdrawn"]);
    // A try already under way may still land; none starts after.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const tries = alice.network.posts.length;
    expect(tries).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(alice.network.posts.length).toBe(tries);
  });
});

describe("no page yet", () => {
  test("a request waits for its person's first page, and is shown when it connects", async () => {
    const relay = relayWith();
    const answer = relay.elicitFor("alice")(guests, { server });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const alice = page(relay, "alice");
    await alice.shown();
    await alice.answer({ action: "decline" });
    await expect(answer).resolves.toEqual({ action: "decline" });
  });

  test("with no page of its audience for abandonAfterMs, a request is answered cancel, and leaves the store", async () => {
    const store = memoryStore();
    const relay = relayWith({ store, abandonAfterMs: 200 });
    const at = Date.now();
    const answer = relay.elicitFor("alice")(guests, { server });
    await expect(answer).resolves.toEqual({ action: "cancel" });
    expect(Date.now() - at).toBeGreaterThanOrEqual(200);
    expect(await store.list("alice")).toEqual([]);
  });

  test("a connected page keeps it from being abandoned; the wait starts again when the page goes", async () => {
    const relay = relayWith({ abandonAfterMs: 300, heartbeatMs: 50 });
    const alice = page(relay, "alice");
    const answer = relay.elicitFor("alice")(guests, { server });
    await alice.shown();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await stateOf(answer)).toBe("pending");
    alice.close();
    const gone = Date.now();
    await expect(answer).resolves.toEqual({ action: "cancel" });
    expect(Date.now() - gone).toBeGreaterThanOrEqual(250);
  });

  test("past maxPendingPerAudience, elicitFor refuses with a clear error; other people are not affected", async () => {
    const store = memoryStore();
    const relay = relayWith({ store, maxPendingPerAudience: 2 });
    const elicit = relay.elicitFor("alice");
    void elicit(guests, { server });
    void elicit(guests, { server });
    await vi.waitFor(async () => expect(await store.list("alice")).toHaveLength(2));
    await expect(elicit(guests, { server })).rejects.toMatchObject({
      name: "ElicitationError",
      code: TOO_MANY_PENDING,
      message: expect.stringContaining("at most 2"),
    });
    const bob = page(relay, "bob");
    const answer = relay.elicitFor("bob")(guests, { server });
    await bob.answer({ action: "decline" });
    await expect(answer).resolves.toEqual({ action: "decline" });
  });

  test("answered, abandoned or withdrawn, nothing of a request stays in the store", async () => {
    const store = memoryStore();
    const relay = relayWith({ store, abandonAfterMs: 100 });
    const elicit = relay.elicitFor("alice");
    await elicit(guests, { server });
    const controller = new AbortController();
    const withdrawn = elicit(guests, { server, signal: controller.signal });
    await vi.waitFor(async () => expect(await store.list("alice")).toHaveLength(1));
    controller.abort("gone");
    await expect(withdrawn).rejects.toBe("gone");
    const alice = page(relay, "alice");
    const answered = elicit(guests, { server });
    await alice.answer({ action: "decline" });
    await answered;
    await vi.waitFor(async () => expect(await store.list("alice")).toEqual([]));
    const [id] = alice.network.requestIds();
    expect(await store.get({ audience: "alice", id: id! })).toBeUndefined();
  });
});

describe("URL mode across the wire", () => {
  const signIn = { mode: "url", message: "Sign in to continue", url: "https://auth.example.com/start", elicitationId: "flow-1" } as const;

  test("the server's completion notice reaches the waiting page; waitForCompletion settles", async () => {
    const relay = relayWith();
    const alice = page(relay, "alice");
    const elicit = relay.elicitFor("alice");
    const completion = elicit.waitForCompletion("flow-1");
    const answer = elicit(signIn, { server });
    await alice.answer({ action: "accept" });
    await expect(answer).resolves.toEqual({ action: "accept" });
    await vi.waitFor(() => expect(alice.queue.getSnapshot().entries).toMatchObject([{ phase: "waiting" }]));
    elicit.complete("flow-1");
    await expect(completion).resolves.toBe("complete");
    await vi.waitFor(() => expect(alice.queue.getSnapshot().entries).toMatchObject([{ phase: "complete" }]));
  });

  test("the person's Done on the waiting card reaches waitForCompletion", async () => {
    const relay = relayWith();
    const alice = page(relay, "alice");
    const elicit = relay.elicitFor("alice");
    const answer = elicit(signIn, { server });
    await alice.answer({ action: "accept" });
    await answer;
    const completion = elicit.waitForCompletion("flow-1");
    const [waiting] = await vi.waitFor(() => {
      const entries = alice.queue.getSnapshot().entries.filter((e) => e.phase === "waiting");
      if (!entries.length) throw new Error("not waiting");
      return entries;
    });
    alice.queue.dismiss(waiting!.id, "done");
    await expect(completion).resolves.toBe("done");
  });

  test("declined: the flow will never complete", async () => {
    const relay = relayWith();
    const alice = page(relay, "alice");
    const elicit = relay.elicitFor("alice");
    const completion = elicit.waitForCompletion("flow-1");
    void elicit(signIn, { server });
    await alice.answer({ action: "decline" });
    await expect(completion).resolves.toBe("cancelled");
  });
});

describe("several instances on one store", () => {
  test("the MCP call on one instance, the page on another: shown, answered once, withdrawn", async () => {
    const store = memoryStore();
    const [mcpSide, pageSide] = [relayWith({ store }), relayWith({ store })];
    const alice = page(pageSide, "alice");
    const answer = mcpSide.elicitFor("alice")(guests, { server });
    await alice.answer({ action: "accept", content: { guests: 7 } });
    await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 7 } });

    const controller = new AbortController();
    const withdrawn = mcpSide.elicitFor("alice")(guests, { server, signal: controller.signal });
    await vi.waitFor(() => expect(alice.pending()).toHaveLength(1));
    controller.abort("stop");
    await expect(withdrawn).rejects.toBe("stop");
    await vi.waitFor(() => expect(alice.notice()).toMatchObject({ kind: "withdrawn" }));
  });

  test("two tabs on two instances answering at the same moment: one answer, one 409", async () => {
    const store = memoryStore();
    const [one, two, three] = [relayWith({ store }), relayWith({ store }), relayWith({ store })];
    const [first, second] = [page(two, "alice"), page(three, "alice")];
    const answer = one.elicitFor("alice")(guests, { server });
    await Promise.all([first.shown(), second.shown()]);
    const id = requestIdOf(first);
    const results = await Promise.all([
      post(two, "alice", { id, result: { action: "accept", content: { guests: 11 } } }),
      post(three, "alice", { id, result: { action: "accept", content: { guests: 12 } } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const guestsSent = results[0]!.status === 200 ? 11 : 12;
    await expect(answer).resolves.toEqual({ action: "accept", content: { guests: guestsSent } });
    await vi.waitFor(() => {
      expect(first.notice()?.kind).toBe("answered-elsewhere");
      expect(second.notice()?.kind).toBe("answered-elsewhere");
    });
  });
});

describe("messages lost between instances (a shared store's connection dropping)", () => {
  /** A real memory store that loses the messages of the given types, and can say it came back (resync). */
  function lossyStore(...lost: RelayMessage["type"][]) {
    const store = memoryStore();
    const listeners: ((message: RelayMessage) => void)[] = [];
    const lossy: RelayStore = {
      ...store,
      publish: async (message) => (lost.includes(message.type) ? undefined : store.publish(message)),
      async subscribe(listener) {
        listeners.push(listener);
        return store.subscribe(listener);
      },
    };
    return { store: lossy, resync: () => listeners.forEach((listener) => listener({ type: "resync" })), stopLosing: () => lost.splice(0) };
  }

  test("an answer whose message is lost still reaches the MCP side, collected on the holder's next sweep", async () => {
    const { store } = lossyStore("answer");
    const [mcpSide, pageSide] = [relayWith({ store, leaseMs: 600 }), relayWith({ store, leaseMs: 600 })];
    const alice = page(pageSide, "alice");
    const answer = mcpSide.elicitFor("alice")(guests, { server });
    await alice.answer({ action: "accept", content: { guests: 5 } });
    await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 5 } });
  });

  test("requests and endings missed: after a resync the page shows what is pending and drops what ended", async () => {
    const { store, resync, stopLosing } = lossyStore("request", "ended");
    const [mcpSide, pageSide] = [relayWith({ store }), relayWith({ store })];
    const alice = page(pageSide, "alice");
    await alice.open();
    const controller = new AbortController();
    const answer = mcpSide.elicitFor("alice")(guests, { server, signal: controller.signal });
    await vi.waitFor(async () => expect(await store.list("alice")).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alice.pending()).toEqual([]);
    resync();
    await alice.shown();
    controller.abort("gone");
    await expect(answer).rejects.toBe("gone");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alice.pending()).toHaveLength(1);
    stopLosing();
    resync();
    await vi.waitFor(() => expect(alice.pending()).toEqual([]));
    expect(alice.notice()?.kind).toBe("withdrawn");
  });
});

test("closing the relay answers what it holds with cancel and ends every stream", async () => {
  const relay = createElicitationRelay({ audience: audienceFromCookie });
  const network = cookieFetch(relay.handle, "alice");
  const alice = page(relay, "alice");
  const answer = relay.elicitFor("alice")(guests, { server });
  await alice.shown();
  await relay.close();
  await expect(answer).resolves.toEqual({ action: "cancel" });
  await expect(relay.elicitFor("alice")(guests, { server })).resolves.toEqual({ action: "cancel" });
  expect((await network.fetch(RELAY_URL)).status).toBe(503);
});

describe("streams: how many, and one nobody reads", () => {
  const open = (relay: ElicitationRelay, user: string, init: RequestInit = {}) =>
    relay.handle(new Request(RELAY_URL, { headers: { cookie: `user=${user}` }, ...init }));

  test("past maxStreamsPerAudience the newest is refused with 429 and the open ones go on; another person is not affected", async () => {
    const relay = relayWith({ maxStreamsPerAudience: 3 });
    const streams = await Promise.all([1, 2, 3].map(() => open(relay, "alice")));
    expect(streams.map((r) => r.status)).toEqual([200, 200, 200]);
    const fourth = await open(relay, "alice");
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({ error: { code: "too-many-streams" } });
    expect(fourth.headers.get("retry-after")).toBe("30");
    expect((await open(relay, "bob")).status).toBe(200);
    // One of the three closes: there is room again.
    await streams[0]!.body!.cancel();
    expect((await open(relay, "alice")).status).toBe(200);
  });

  test("a stream nobody reads is dropped once a megabyte waits in it, rather than hold everything sent to it", async () => {
    const relay = relayWith({ maxStreamsPerAudience: 1 });
    const unread = await open(relay, "alice");
    const big: ElicitRequestFormParams = { ...guests, message: "x".repeat(100_000) };
    for (let i = 0; i < 15; i++) void relay.elicitFor("alice")(big, { server }).catch(() => {});
    await vi.waitFor(async () => expect((await open(relay, "alice")).status).toBe(200));
    await expect(unread.body!.getReader().read()).rejects.toThrow("stopped reading");
  });

  test("a stream whose request was aborted before it opened is not kept", async () => {
    const relay = relayWith({ maxStreamsPerAudience: 1 });
    const gone = new AbortController();
    gone.abort();
    await open(relay, "alice", { signal: gone.signal });
    expect((await open(relay, "alice")).status).toBe(200);
  });
});
