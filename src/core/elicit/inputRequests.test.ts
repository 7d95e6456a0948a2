// 2026-07-28 multi round-trip: `InputRequiredResult.inputRequests` answered through the UI, keyed as the
// server keyed them; other methods (sampling, roots) handed back untouched (the 2026-07-28 revision).
import { describe, expect, test, vi } from "vitest";
import type { ElicitResult, InputRequest, ServerIdentity } from "../protocol/types.ts";
import type { ElicitFn } from "./elicit.ts";
import { answerInputRequests, isInputRequiredResult } from "./inputRequests.ts";
import { ElicitationQueue } from "../queue/queue.ts";

const server: ServerIdentity = { name: "travel-agent", title: "Travel Agent", version: "2.0.0" };
const nameSchema = { type: "object", properties: { name: { type: "string" } }, required: ["name"] };
const seatSchema = { type: "object", properties: { seat: { type: "string", enum: ["aisle", "window"] } } };

const inputRequests: Record<string, InputRequest> = {
  traveller: { method: "elicitation/create", params: { mode: "form", message: "Who is travelling?", requestedSchema: nameSchema } },
  summary: { method: "sampling/createMessage", params: { messages: [], maxTokens: 100 } },
  seat: { method: "elicitation/create", params: { message: "Aisle or window?", requestedSchema: seatSchema } },
  roots: { method: "roots/list" },
};

describe("isInputRequiredResult", () => {
  test.each<[string, unknown, boolean]>([
    ["an input_required result", { resultType: "input_required", inputRequests: {} }, true],
    ["with requestState", { resultType: "input_required", inputRequests: { a: { method: "elicitation/create" } }, requestState: "s" }, true],
    ["a complete tool result", { content: [{ type: "text", text: "done" }] }, false],
    ["a complete result marked so", { resultType: "complete", content: [] }, false],
    ["only requestState (call again with it)", { resultType: "input_required", requestState: "s" }, true],
    ["input_required with neither", { resultType: "input_required" }, false],
    ["inputRequests null", { resultType: "input_required", inputRequests: null }, false],
    ["null", null, false],
    ["a string", "input_required", false],
    ["undefined", undefined, false],
  ])("%s: %s", (_name, value, expected) => {
    expect(isInputRequiredResult(value)).toBe(expected);
  });
});

describe("answerInputRequests", () => {
  test("a leg with only requestState asks nothing: nothing to send back but the state", async () => {
    const elicit = vi.fn<ElicitFn>();
    await expect(answerInputRequests(undefined, elicit, { server })).resolves.toEqual({ inputResponses: {}, unhandled: {} });
    expect(elicit).not.toHaveBeenCalled();
  });

  test("asks every elicitation entry with the server's identity and a signal tied to the caller's, keyed as sent; leaves the rest unhandled", async () => {
    const signal = new AbortController().signal;
    const elicit = vi.fn<ElicitFn>(async (params) =>
      (params as { message: string }).message.startsWith("Who")
        ? { action: "accept", content: { name: "Ada" } }
        : { action: "decline" },
    );
    const answered = await answerInputRequests(inputRequests, elicit, { server, signal });
    expect(answered).toStrictEqual({
      inputResponses: { traveller: { action: "accept", content: { name: "Ada" } }, seat: { action: "decline" } },
      unhandled: { summary: inputRequests.summary, roots: inputRequests.roots },
    });
    expect(elicit.mock.calls).toEqual([
      [inputRequests.traveller!.params, { server, signal: expect.any(AbortSignal) }],
      [inputRequests.seat!.params, { server, signal: expect.any(AbortSignal) }],
    ]);
    // One signal for the round, both entries (the caller aborting it is the "withdrawn" test below).
    expect(elicit.mock.calls[0]![1].signal).toBe(elicit.mock.calls[1]![1].signal);
  });

  test("when one entry fails, the others leave the screen and the round rejects with that failure", async () => {
    const queue = new ElicitationQueue({ modes: { form: true } });
    const mixed = {
      traveller: inputRequests.traveller!,
      login: { method: "elicitation/create", params: { mode: "url", message: "Sign in", url: "https://a.example.com" } },
    };
    await expect(answerInputRequests(mixed, queue.elicit, { server })).rejects.toMatchObject({ code: -32602 });
    expect(queue.getSnapshot().entries).toEqual([]);
  });

  test("no elicitation entries: nothing asked, everything unhandled", async () => {
    const elicit = vi.fn<ElicitFn>();
    const only = { s: inputRequests.summary! };
    await expect(answerInputRequests(only, elicit, { server })).resolves.toStrictEqual({ inputResponses: {}, unhandled: only });
    await expect(answerInputRequests({}, elicit, { server })).resolves.toStrictEqual({ inputResponses: {}, unhandled: {} });
    expect(elicit).not.toHaveBeenCalled();
  });

  test("through the queue: all asked at once, shown one at a time in the server's order, each answer under its own key", async () => {
    const queue = new ElicitationQueue();
    const done = answerInputRequests(inputRequests, queue.elicit, { server });
    const shown = () => queue.getSnapshot().entries[0]!;
    expect(queue.getSnapshot().entries.map((e) => e.params.message)).toEqual(["Who is travelling?", "Aisle or window?"]);
    expect(shown().server).toBe(server);
    queue.respond(shown().id, { action: "accept", content: { name: "Grace" } });
    queue.respond(shown().id, { action: "accept", content: { seat: "window" } });
    const { inputResponses, unhandled } = await done;
    expect(inputResponses).toStrictEqual<Record<string, ElicitResult>>({
      traveller: { action: "accept", content: { name: "Grace" } },
      seat: { action: "accept", content: { seat: "window" } },
    });
    expect(Object.keys(unhandled)).toEqual(["summary", "roots"]);
  });

  test("an invalid entry rejects with -32602", async () => {
    const queue = new ElicitationQueue({ modes: { form: true } });
    const urlOnly = { login: { method: "elicitation/create", params: { mode: "url", message: "Sign in", url: "https://a.example.com" } } };
    await expect(answerInputRequests(urlOnly, queue.elicit, { server })).rejects.toMatchObject({ code: -32602 });
  });

  test("a withdrawn request rejects with the abort reason", async () => {
    const queue = new ElicitationQueue();
    const controller = new AbortController();
    const done = answerInputRequests({ a: inputRequests.traveller! }, queue.elicit, { server, signal: controller.signal });
    controller.abort("the original request was cancelled");
    await expect(done).rejects.toBe("the original request was cancelled");
    expect(queue.getSnapshot().entries).toEqual([]);
  });
});
