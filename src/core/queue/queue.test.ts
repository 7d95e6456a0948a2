// ElicitationQueue, the store behind <ElicitationProvider>: first come first served, the flood rules,
// withdrawal, URL completion, and the one promise every request settles exactly once.
import { describe, expect, test, vi } from "vitest";
import type { ElicitResult, ServerIdentity } from "../protocol/types.ts";
import { connectionClosed, ElicitationError } from "../elicit/ElicitationError.ts";
import { RequestEnded } from "../elicit/ended.ts";
import { AnswerNotSent } from "../elicit/unsent.ts";
import { ElicitationQueue, type QueueOptions } from "./queue.ts";
import { stateOf } from "../../../test/promises.ts";

const alpha: ServerIdentity = { name: "alpha", title: "Alpha", version: "1.0.0" };
const beta: ServerIdentity = { name: "beta", version: "2.0.0" };

const form = (message = "Your name?") => ({ message, requestedSchema: { type: "object", properties: { name: { type: "string" } } } });
const url = (elicitationId?: string) => ({
  mode: "url",
  message: "Connect your account",
  url: "https://auth.example.com/connect",
  ...(elicitationId === undefined ? {} : { elicitationId }),
});

const accept: ElicitResult = { action: "accept", content: { name: "Ada" } };

function queueWith(options: QueueOptions = {}) {
  const queue = new ElicitationQueue(options);
  const emits = vi.fn();
  queue.subscribe(emits);
  const entries = () => queue.getSnapshot().entries;
  const shown = () => entries()[0];
  return { queue, emits, entries, shown };
}

describe("first come, first served", () => {
  test("requests wait in arrival order across servers, and each promise gets its own answer", async () => {
    const { queue, entries, shown } = queueWith();
    const first = queue.elicit(form("one"), { server: alpha });
    const second = queue.elicit(form("two"), { server: beta });
    const third = queue.elicit(url("u3"), { server: alpha });
    expect(entries().map((e) => [e.params.message, e.server.name, e.phase])).toEqual([
      ["one", "alpha", "pending"],
      ["two", "beta", "pending"],
      ["Connect your account", "alpha", "pending"],
    ]);
    expect(new Set(entries().map((e) => e.id)).size).toBe(3);

    queue.respond(shown()!.id, accept);
    expect(shown()!.params.message).toBe("two");
    queue.respond(shown()!.id, { action: "decline" });
    expect(shown()!.params.mode).toBe("url");
    queue.respond(shown()!.id, { action: "cancel" });
    expect(entries()).toEqual([]);

    await expect(first).resolves.toEqual(accept);
    await expect(second).resolves.toEqual({ action: "decline" });
    await expect(third).resolves.toEqual({ action: "cancel" });
  });

  test("answering a later entry out of turn leaves the order of the rest", async () => {
    const { queue, entries } = queueWith();
    const promises = ["a", "b", "c"].map((m) => queue.elicit(form(m), { server: alpha }));
    queue.respond(entries()[1]!.id, { action: "decline" });
    expect(entries().map((e) => e.params.message)).toEqual(["a", "c"]);
    expect(await stateOf(promises[1]!)).toEqual({ resolved: { action: "decline" } });
    expect(await stateOf(promises[0]!)).toBe("pending");
  });

  test("a second answer, or an answer to an unknown id, changes nothing", async () => {
    const { queue, shown, emits } = queueWith();
    const promise = queue.elicit(form(), { server: alpha });
    const id = shown()!.id;
    queue.respond(id, accept);
    emits.mockClear();
    queue.respond(id, { action: "decline" });
    queue.respond(999, { action: "decline" });
    expect(emits).not.toHaveBeenCalled();
    await expect(promise).resolves.toEqual(accept);
  });

  test("the snapshot is a stable object between changes (useSyncExternalStore) and a new one after", () => {
    const { queue } = queueWith();
    const empty = queue.getSnapshot();
    expect(queue.getSnapshot()).toBe(empty);
    void queue.elicit(form(), { server: alpha });
    const one = queue.getSnapshot();
    expect(one).not.toBe(empty);
    expect(queue.getSnapshot()).toBe(one);
    expect(one.entries).toHaveLength(1);
  });

  test("unsubscribed listeners hear nothing more", () => {
    const queue = new ElicitationQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    void queue.elicit(form(), { server: alpha });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    void queue.elicit(form(), { server: alpha });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("not elicitation params, or a mode the host did not enable: -32602, nothing shown", () => {
  test.each<[string, unknown, QueueOptions]>([
    ["not an object", "hello", {}],
    ["no message", { requestedSchema: {} }, {}],
    ["form without a schema", { message: "x" }, {}],
    ["an unknown mode", { ...form(), mode: "voice" }, {}],
    ["URL mode when only form is enabled", url("u1"), { modes: { form: true } }],
    ["form mode when only URL is enabled", form(), { modes: { url: true } }],
  ])("%s", async (_name, params, options) => {
    const { queue, emits, entries } = queueWith(options);
    const promise = queue.elicit(params, { server: alpha });
    await expect(promise).rejects.toBeInstanceOf(ElicitationError);
    await expect(promise).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/\w/) });
    expect(entries()).toEqual([]);
    expect(emits).not.toHaveBeenCalled();
  });

  test("setOptions changes the enabled modes for later requests", async () => {
    const { queue } = queueWith({ modes: { form: true, url: true } });
    queue.setOptions({ modes: { form: true } });
    await expect(queue.elicit(url("u1"), { server: alpha })).rejects.toMatchObject({ code: -32602 });
  });
});

describe("flood control: pending requests per server", () => {
  test.each<[string, number | undefined, number, number]>([
    ["default limit (3), 3 asked", undefined, 3, 3],
    ["default limit (3), 5 asked", undefined, 5, 3],
    ["limit 1, 3 asked", 1, 3, 1],
    ["limit 5, 6 asked", 5, 6, 5],
    ["limit 0 declines everything", 0, 2, 0],
  ])("%s", async (_name, maxPendingPerServer, asked, expectedShown) => {
    const { queue, entries, emits } = queueWith({ maxPendingPerServer });
    const promises = Array.from({ length: asked }, (_, i) => queue.elicit(form(`q${i}`), { server: alpha }));
    expect(entries().map((e) => e.params.message)).toEqual(Array.from({ length: expectedShown }, (_, i) => `q${i}`));
    expect(emits).toHaveBeenCalledTimes(expectedShown);
    const states = await Promise.all(promises.map(stateOf));
    expect(states).toEqual([...Array(expectedShown).fill("pending"), ...Array(asked - expectedShown).fill({ resolved: { action: "decline" } })]);
  });

  test("the limit is per server: another server is not crowded out", () => {
    const { queue, entries } = queueWith({ maxPendingPerServer: 2 });
    for (let i = 0; i < 4; i++) void queue.elicit(form(), { server: alpha });
    for (let i = 0; i < 2; i++) void queue.elicit(form(), { server: beta });
    expect(entries().map((e) => e.server.name)).toEqual(["alpha", "alpha", "beta", "beta"]);
  });

  test("a server is its name and version: the same name at another version is another server; the title does not count", () => {
    const { queue, entries } = queueWith({ maxPendingPerServer: 1 });
    void queue.elicit(form(), { server: alpha });
    void queue.elicit(form(), { server: { ...alpha, title: "Renamed" } });
    void queue.elicit(form(), { server: { ...alpha, version: "1.0.1" } });
    expect(entries().map((e) => e.server.version)).toEqual(["1.0.0", "1.0.1"]);
  });

  test("an answered request frees its place", async () => {
    const { queue, entries, shown } = queueWith({ maxPendingPerServer: 1 });
    void queue.elicit(form("first"), { server: alpha });
    queue.respond(shown()!.id, accept);
    const next = queue.elicit(form("next"), { server: alpha });
    expect(entries().map((e) => e.params.message)).toEqual(["next"]);
    expect(await stateOf(next)).toBe("pending");
  });

  test("a URL request waiting for completion is no longer pending and does not count", async () => {
    const { queue, entries, shown } = queueWith({ maxPendingPerServer: 1 });
    void queue.elicit(url("u1"), { server: alpha });
    queue.respond(shown()!.id, { action: "accept" });
    expect(shown()!.phase).toBe("waiting");
    const next = queue.elicit(form("next"), { server: alpha });
    expect(entries().map((e) => e.phase)).toEqual(["waiting", "pending"]);
    expect(await stateOf(next)).toBe("pending");
  });

  test("a new limit applies to the next request", async () => {
    const { queue } = queueWith({ maxPendingPerServer: 3 });
    void queue.elicit(form(), { server: alpha });
    queue.setOptions({ maxPendingPerServer: 1 });
    await expect(queue.elicit(form(), { server: alpha })).resolves.toEqual({ action: "decline" });
  });
});

describe("Decline all from <server>", () => {
  test("declines that server's pending requests and every later one, for the session; the other server's stay", async () => {
    const { queue, entries } = queueWith();
    const a1 = queue.elicit(form("a1"), { server: alpha });
    const b1 = queue.elicit(form("b1"), { server: beta });
    const a2 = queue.elicit(url("a2"), { server: alpha });
    queue.declineAllFrom(alpha);
    expect(entries().map((e) => e.params.message)).toEqual(["b1"]);
    await expect(a1).resolves.toEqual({ action: "decline" });
    await expect(a2).resolves.toEqual({ action: "decline" });
    expect(await stateOf(b1)).toBe("pending");

    const later = queue.elicit(form("a3"), { server: { ...alpha, title: "Alpha again" } });
    await expect(later).resolves.toEqual({ action: "decline" });
    expect(entries().map((e) => e.params.message)).toEqual(["b1"]);
    const b2 = queue.elicit(form("b2"), { server: beta });
    expect(await stateOf(b2)).toBe("pending");
  });

  test("a URL flow already consented to is left alone (its answer is sent); its waiters learn it will not complete only if declined", async () => {
    const { queue, entries, shown } = queueWith();
    const consented = queue.elicit(url("u1"), { server: alpha });
    queue.respond(shown()!.id, { action: "accept" });
    const declined = queue.elicit(url("u2"), { server: alpha });
    const u1 = queue.waitForCompletion("u1");
    const u2 = queue.waitForCompletion("u2");
    queue.declineAllFrom(alpha);
    await expect(consented).resolves.toEqual({ action: "accept" });
    await expect(declined).resolves.toEqual({ action: "decline" });
    expect(entries().map((e) => [e.params.message, e.phase])).toEqual([["Connect your account", "waiting"]]);
    await expect(u2).resolves.toBe("cancelled");
    expect(await stateOf(u1)).toBe("pending");
  });
});

describe("withdrawn: the signal aborts", () => {
  test("a pending request leaves the queue with a notice, rejects with the abort reason, and the queue moves on", async () => {
    const { queue, entries } = queueWith();
    const controller = new AbortController();
    const first = queue.elicit(form("first"), { server: alpha, signal: controller.signal });
    const second = queue.elicit(form("second"), { server: beta });
    const reason = new Error("The server cancelled the request");
    controller.abort(reason);
    await expect(first).rejects.toBe(reason);
    expect(entries().map((e) => e.params.message)).toEqual(["second"]);
    expect(queue.getSnapshot().notice).toMatchObject({ kind: "withdrawn", server: alpha });
    expect(await stateOf(second)).toBe("pending");
  });

  test.each<[string, unknown]>([
    ["a string reason", "Request timed out"],
    ["an Error", new Error("gone")],
  ])("rejects with exactly the reason: %s", async (_name, reason) => {
    const { queue } = queueWith();
    const controller = new AbortController();
    const promise = queue.elicit(form(), { server: alpha, signal: controller.signal });
    controller.abort(reason);
    await expect(promise).rejects.toBe(reason);
  });

  test("without a reason, the signal's default AbortError", async () => {
    const { queue } = queueWith();
    const controller = new AbortController();
    const promise = queue.elicit(form(), { server: alpha, signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toBe(controller.signal.reason);
    await expect(promise).rejects.toMatchObject({ name: "AbortError" });
  });

  test("an already aborted signal rejects at once and shows nothing", async () => {
    const { queue, emits } = queueWith();
    const promise = queue.elicit(form(), { server: alpha, signal: AbortSignal.abort("too late") });
    await expect(promise).rejects.toBe("too late");
    expect(emits).not.toHaveBeenCalled();
  });

  test("an abort after the answer changes nothing: the answer stands, no notice", async () => {
    const { queue, shown } = queueWith();
    const controller = new AbortController();
    const promise = queue.elicit(form(), { server: alpha, signal: controller.signal });
    queue.respond(shown()!.id, accept);
    controller.abort("late");
    await expect(promise).resolves.toEqual(accept);
    expect(queue.getSnapshot().notice).toBeUndefined();
  });

  test("an abort while a URL flow is waiting leaves it on screen: the answer was sent", async () => {
    const { queue, shown } = queueWith();
    const controller = new AbortController();
    const promise = queue.elicit(url("u1"), { server: alpha, signal: controller.signal });
    queue.respond(shown()!.id, { action: "accept" });
    controller.abort("late");
    await expect(promise).resolves.toEqual({ action: "accept" });
    expect(shown()?.phase).toBe("waiting");
    expect(queue.getSnapshot().notice).toBeUndefined();
  });

  test("a withdrawn URL request tells its completion waiters it will not complete", async () => {
    const { queue } = queueWith();
    const controller = new AbortController();
    const promise = queue.elicit(url("u1"), { server: alpha, signal: controller.signal });
    const completion = queue.waitForCompletion("u1");
    controller.abort("gone");
    await expect(promise).rejects.toBe("gone");
    await expect(completion).resolves.toBe("cancelled");
  });

  test("the notice is cleared by its own id only", () => {
    const { queue } = queueWith();
    const controller = new AbortController();
    void queue.elicit(form(), { server: alpha, signal: controller.signal }).catch(() => {});
    controller.abort();
    const notice = queue.getSnapshot().notice!;
    queue.clearNotice(notice.id + 100);
    expect(queue.getSnapshot().notice).toBe(notice);
    queue.clearNotice(notice.id);
    expect(queue.getSnapshot().notice).toBeUndefined();
  });

  test("a withdrawn request frees its place under the flood limit", async () => {
    const { queue, entries } = queueWith({ maxPendingPerServer: 1 });
    const controller = new AbortController();
    void queue.elicit(form("first"), { server: alpha, signal: controller.signal }).catch(() => {});
    controller.abort();
    const next = queue.elicit(form("next"), { server: alpha });
    expect(entries().map((e) => e.params.message)).toEqual(["next"]);
    expect(await stateOf(next)).toBe("pending");
  });
});

describe("ended elsewhere: the reason says how", () => {
  test.each<[string, unknown, string, string]>([
    ["answered in another tab", new RequestEnded("answered-elsewhere"), "answered-elsewhere", "answered-elsewhere"],
    ["taken back by the host", new RequestEnded("taken-back"), "taken-back", "withdrawn"],
    ["the connection closed", connectionClosed(), "disconnected", "withdrawn"],
  ])("%s: the notice and the history record say so", async (_name, reason, kind, action) => {
    const { queue } = queueWith();
    const controller = new AbortController();
    const promise = queue.elicit(form(), { server: alpha, signal: controller.signal });
    controller.abort(reason);
    await expect(promise).rejects.toBe(reason);
    expect(queue.getSnapshot().notice).toMatchObject({ kind, server: alpha });
    expect(queue.getSnapshot().history.map((record) => record.action)).toEqual([action]);
  });
});

describe("overruled: an answer given here that did not count", () => {
  test("the record says what happened instead, what was sent is forgotten, and a notice says so", async () => {
    const { queue, entries } = queueWith();
    const params = form("first");
    const answer = queue.elicit(params, { server: alpha });
    queue.respond(entries()[0]!.id, { action: "accept", content: { name: "Ada" } });
    await answer;
    expect(queue.getSnapshot().history).toMatchObject([{ action: "accept", content: { name: "Ada" } }]);
    queue.overruled(params, { server: alpha, reason: new RequestEnded("answered-elsewhere") });
    const [record] = queue.getSnapshot().history;
    expect(record).toMatchObject({ action: "answered-elsewhere", server: alpha });
    expect(record).not.toHaveProperty("content");
    expect(queue.getSnapshot().notice).toMatchObject({ kind: "answered-elsewhere", server: alpha });
    queue.overruled(form("never shown"), { server: beta, reason: "withdrawn by the server" });
    expect(queue.getSnapshot().history).toHaveLength(1);
    expect(queue.getSnapshot().notice).toMatchObject({ kind: "withdrawn", server: beta });
  });
});

describe("withdrawn by the host: withdraw(server?)", () => {
  test("one server's pending requests leave with a notice and reject; the other server's stay; the count is returned", async () => {
    const { queue, entries } = queueWith();
    const first = queue.elicit(form("one"), { server: alpha });
    const second = queue.elicit(form("two"), { server: alpha });
    const other = queue.elicit(form("three"), { server: beta });
    const reason = new Error("the call timed out");
    expect(queue.withdraw({ name: "alpha", version: "1.0.0" }, reason)).toBe(2);
    await expect(first).rejects.toBe(reason);
    await expect(second).rejects.toBe(reason);
    expect(entries().map((entry) => entry.params.message)).toEqual(["three"]);
    // The notice says the request was withdrawn, not that the server withdrew it: the host did.
    expect(queue.getSnapshot().notice).toMatchObject({ kind: "taken-back", server: alpha });
    expect(await stateOf(other)).toBe("pending");
  });

  test("without a server, every pending request; a URL flow already consented to stays (its answer was sent)", async () => {
    const { queue, entries } = queueWith();
    const consented = queue.elicit(url("u1"), { server: alpha });
    queue.respond(entries()[0]!.id, { action: "accept" });
    await expect(consented).resolves.toEqual({ action: "accept" });
    const pending = [queue.elicit(form("one"), { server: alpha }), queue.elicit(form("two"), { server: beta })];
    expect(queue.withdraw()).toBe(2);
    for (const request of pending) await expect(request).rejects.toThrow("The host withdrew the request");
    expect(entries().map((entry) => entry.phase)).toEqual(["waiting"]);
  });

  test("nothing pending: nothing happens, no notice", () => {
    const { queue, emits } = queueWith();
    expect(queue.withdraw(alpha)).toBe(0);
    expect(emits).not.toHaveBeenCalled();
    expect(queue.getSnapshot().notice).toBeUndefined();
  });
});

describe("URL mode: consent, then completion", () => {
  type Step = "accept" | "decline" | "cancel" | "complete" | "done" | "giveUp";
  test.each<[string, Step[], string | undefined, QueueOptions, "waiting" | "complete" | "gone", "complete" | "done" | "cancelled" | "pending"]>([
    ["accepted: waiting", ["accept"], "u1", {}, "waiting", "pending"],
    ["accepted, then the server completes", ["accept", "complete"], "u1", {}, "complete", "complete"],
    ["completed before consent, then accepted: complete at once", ["complete", "accept"], "u1", {}, "complete", "complete"],
    ["accepted, then Done", ["accept", "done"], "u1", {}, "gone", "done"],
    ["accepted, then the person gives up", ["accept", "giveUp"], "u1", {}, "gone", "cancelled"],
    ["accepted, completed, then closed: complete", ["accept", "complete", "giveUp"], "u1", {}, "gone", "complete"],
    ["declined: will never complete", ["decline"], "u1", {}, "gone", "cancelled"],
    ["cancelled: will never complete", ["cancel"], "u1", {}, "gone", "cancelled"],
    ["accepted without elicitationId: nothing to wait for", ["accept"], undefined, {}, "gone", "pending"],
    ["accepted with trackUrlCompletion false: leaves the screen", ["accept"], "u1", { trackUrlCompletion: false }, "gone", "pending"],
    ["trackUrlCompletion false, then the server completes", ["accept", "complete"], "u1", { trackUrlCompletion: false }, "gone", "complete"],
  ])("%s", async (_name, steps, elicitationId, options, finalPhase, completion) => {
    const { queue, shown } = queueWith(options);
    const promise = queue.elicit(url(elicitationId), { server: alpha });
    const waiter = elicitationId ? queue.waitForCompletion(elicitationId) : new Promise<never>(() => {});
    const id = shown()!.id;
    for (const step of steps) {
      if (step === "accept" || step === "decline" || step === "cancel") queue.respond(id, { action: step });
      else if (step === "complete") queue.complete(elicitationId!);
      else queue.dismiss(id, step === "done" ? "done" : "cancelled");
    }
    expect(finalPhase === "gone" ? shown() : shown()?.phase).toBe(finalPhase === "gone" ? undefined : finalPhase);
    expect(await stateOf(waiter)).toEqual(completion === "pending" ? "pending" : { resolved: completion });
    const answer = steps.find((s) => s === "accept" || s === "decline" || s === "cancel");
    await expect(promise).resolves.toEqual({ action: answer });
  });

  test("a waiting flow blocks the next request until it is done (one thing on screen at a time)", () => {
    const { queue, entries, shown } = queueWith();
    void queue.elicit(url("u1"), { server: alpha });
    void queue.elicit(form("next"), { server: beta });
    queue.respond(shown()!.id, { action: "accept" });
    expect(entries().map((e) => e.phase)).toEqual(["waiting", "pending"]);
    queue.complete("u1");
    queue.dismiss(shown()!.id);
    expect(shown()!.params.message).toBe("next");
  });

  test("unknown and repeated completion ids are ignored", () => {
    const { queue, emits, shown } = queueWith();
    void queue.elicit(url("u1"), { server: alpha });
    queue.respond(shown()!.id, { action: "accept" });
    emits.mockClear();
    queue.complete("nobody");
    expect(emits).not.toHaveBeenCalled();
    expect(shown()!.phase).toBe("waiting");
    queue.complete("u1");
    queue.complete("u1");
    expect(emits).toHaveBeenCalledTimes(1);
  });

  test("waitForCompletion after completion resolves at once", async () => {
    const { queue } = queueWith();
    queue.complete("early");
    await expect(queue.waitForCompletion("early")).resolves.toBe("complete");
  });

  test("several waiters on one id all settle", async () => {
    const { queue, shown } = queueWith();
    void queue.elicit(url("u1"), { server: alpha });
    const waiters = [queue.waitForCompletion("u1"), queue.waitForCompletion("u1")];
    queue.respond(shown()!.id, { action: "accept" });
    queue.complete("u1");
    await expect(Promise.all(waiters)).resolves.toEqual(["complete", "complete"]);
  });

  test("waitForCompletion rejects with the reason when its own signal aborts, and other waiters still settle", async () => {
    const { queue, shown } = queueWith();
    void queue.elicit(url("u1"), { server: alpha });
    const controller = new AbortController();
    const aborted = queue.waitForCompletion("u1", controller.signal);
    const other = queue.waitForCompletion("u1");
    controller.abort("stop");
    await expect(aborted).rejects.toBe("stop");
    queue.respond(shown()!.id, { action: "accept" });
    queue.complete("u1");
    await expect(other).resolves.toBe("complete");
    await expect(queue.waitForCompletion("u2", AbortSignal.abort("already"))).rejects.toBe("already");
  });

  test("dismiss does nothing to a request still pending", async () => {
    const { queue, shown } = queueWith();
    const promise = queue.elicit(url("u1"), { server: alpha });
    queue.dismiss(shown()!.id);
    expect(shown()!.phase).toBe("pending");
    expect(await stateOf(promise)).toBe("pending");
  });
});

describe("close: the host's UI goes away", () => {
  test("every pending request is answered cancel; waiting flows are given up; nothing is left unsettled", async () => {
    const { queue, entries, shown } = queueWith();
    const controller = new AbortController();
    const waitingUrl = queue.elicit(url("u1"), { server: alpha });
    queue.respond(shown()!.id, { action: "accept" });
    const pending = [
      queue.elicit(form("a"), { server: alpha, signal: controller.signal }),
      queue.elicit(form("b"), { server: beta }),
      queue.elicit(url("u2"), { server: beta }),
    ];
    const completions = [queue.waitForCompletion("u1"), queue.waitForCompletion("u2")];
    queue.close();
    expect(entries()).toEqual([]);
    await expect(waitingUrl).resolves.toEqual({ action: "accept" });
    await expect(Promise.all(pending)).resolves.toEqual([{ action: "cancel" }, { action: "cancel" }, { action: "cancel" }]);
    await expect(Promise.all(completions)).resolves.toEqual(["cancelled", "cancelled"]);
    // The signals were let go: an abort now shows no notice.
    controller.abort();
    expect(queue.getSnapshot().notice).toBeUndefined();
  });

  test("after close, requests are answered cancel without being shown; open() takes them again", async () => {
    const { queue, entries } = queueWith();
    queue.close();
    await expect(queue.elicit(form(), { server: alpha })).resolves.toEqual({ action: "cancel" });
    expect(entries()).toEqual([]);
    // Invalid params are still an error, not a cancel.
    await expect(queue.elicit({}, { server: alpha })).rejects.toMatchObject({ code: -32602 });
    queue.open();
    const promise = queue.elicit(form(), { server: alpha });
    expect(entries()).toHaveLength(1);
    expect(await stateOf(promise)).toBe("pending");
  });
});

describe("an answer sent on by the elicit call's deliver", () => {
  test("the request stays on screen while its answer is sent; the call resolves, and the history records it, once it is in", async () => {
    const { queue, shown } = queueWith();
    let sent!: () => void;
    const deliver = vi.fn(() => new Promise<void>((resolve) => (sent = resolve)));
    const call = queue.elicit(form(), { server: alpha, deliver });
    const responded = queue.respond(shown()!.id, accept);
    expect(deliver).toHaveBeenCalledWith(accept);
    expect(shown()?.params.message).toBe("Your name?");
    // A second answer while the first is on its way is not taken.
    expect(queue.respond(shown()!.id, { action: "decline" })).toBeUndefined();
    expect(await stateOf(call)).toBe("pending");
    expect(queue.getSnapshot().history).toEqual([]);
    sent();
    await responded;
    await expect(call).resolves.toEqual(accept);
    expect(shown()).toBeUndefined();
    expect(queue.getSnapshot().history.map((r) => [r.action, r.content])).toEqual([["accept", { name: "Ada" }]]);
  });

  test("an answer not sent shows the request again, as a new showing, with what was typed and why; the next answer counts", async () => {
    const { queue, shown } = queueWith();
    const deliver = vi.fn().mockRejectedValueOnce(new AnswerNotSent("too-large")).mockResolvedValueOnce(undefined);
    const call = queue.elicit(form(), { server: alpha, deliver, maxContentBytes: 990_000 });
    expect(shown()).toMatchObject({ attempt: 0, maxContentBytes: 990_000 });
    expect(shown()!.unsent).toBeUndefined();
    await queue.respond(shown()!.id, accept);
    expect(shown()).toMatchObject({ attempt: 1, unsent: { why: "too-large", content: { name: "Ada" } } });
    expect(await stateOf(call)).toBe("pending");

    const shorter: ElicitResult = { action: "accept", content: { name: "Al" } };
    await queue.respond(shown()!.id, shorter);
    await expect(call).resolves.toEqual(shorter);
    expect(deliver).toHaveBeenCalledTimes(2);
    expect(queue.getSnapshot().history.map((r) => r.content)).toEqual([{ name: "Al" }]);
  });

  test("a deliver that fails with any other error shows the request again as refused", async () => {
    const { queue, shown } = queueWith();
    const call = queue.elicit(form(), { server: alpha, deliver: () => Promise.reject(new Error("offline")) });
    await queue.respond(shown()!.id, { action: "decline" });
    expect(shown()).toMatchObject({ attempt: 1, unsent: { why: "refused" } });
    expect(shown()!.unsent).not.toHaveProperty("content");
    expect(await stateOf(call)).toBe("pending");
  });

  test("withdrawn while its answer is on its way: it leaves with a notice that the answer did not count, and the late success changes nothing", async () => {
    const { queue, shown } = queueWith();
    const controller = new AbortController();
    let sent!: () => void;
    const call = queue.elicit(form(), { server: alpha, signal: controller.signal, deliver: () => new Promise<void>((resolve) => (sent = resolve)) });
    const responded = queue.respond(shown()!.id, accept);
    controller.abort(new RequestEnded("withdrawn"));
    await expect(call).rejects.toBeInstanceOf(RequestEnded);
    expect(queue.getSnapshot().notice).toMatchObject({ kind: "withdrawn", unsent: true });
    sent();
    await responded;
    expect(queue.getSnapshot().history.map((r) => r.action)).toEqual(["withdrawn"]);
  });

  test("answered in another tab while this answer was on its way: the notice says that, not that an answer was lost", async () => {
    const { queue, shown } = queueWith();
    const controller = new AbortController();
    const call = queue.elicit(form(), { server: alpha, signal: controller.signal, deliver: () => new Promise<void>(() => {}) });
    void queue.respond(shown()!.id, accept);
    controller.abort(new RequestEnded("answered-elsewhere"));
    await expect(call).rejects.toBeInstanceOf(RequestEnded);
    expect(queue.getSnapshot().notice).toMatchObject({ kind: "answered-elsewhere" });
    expect(queue.getSnapshot().notice).not.toHaveProperty("unsent");
  });
});
