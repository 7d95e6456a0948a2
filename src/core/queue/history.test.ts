// The queue's record of how each request ended: every answer and withdrawal once, with the host's key, the
// content as sent but secrets masked, bounded, and nothing for what was never shown.
import { describe, expect, test } from "vitest";
import type { ServerIdentity } from "../protocol/types.ts";
import { MASKED, maskContent } from "./history.ts";
import { ElicitationQueue } from "./queue.ts";

const github: ServerIdentity = { name: "github", version: "1.0.0" };
const form = {
  message: "Connect your account",
  requestedSchema: {
    type: "object",
    properties: { user: { type: "string", title: "User" }, api_key: { type: "string", title: "API key" }, remember: { type: "boolean" } },
  },
};
const link = { mode: "url", message: "Sign in", url: "https://github.com/login", elicitationId: "e1" };

const history = (queue: ElicitationQueue) => queue.getSnapshot().history;

describe("the history", () => {
  test("an accepted form keeps what was sent, with the secret masked, the host's key and the time", async () => {
    const queue = new ElicitationQueue();
    const before = Date.now();
    const answered = queue.elicit(form, { server: github, key: "chat-1" });
    const [entry] = queue.getSnapshot().entries;
    expect(entry!.key).toBe("chat-1");
    queue.respond(entry!.id, { action: "accept", content: { user: "ada", api_key: "ghp_secret", remember: true } });
    await expect(answered).resolves.toEqual({ action: "accept", content: { user: "ada", api_key: "ghp_secret", remember: true } });
    const [record] = history(queue);
    expect(record).toMatchObject({
      server: github,
      key: "chat-1",
      action: "accept",
      content: { user: "ada", api_key: MASKED, remember: true },
      masked: ["api_key"],
    });
    expect(record!.params.message).toBe("Connect your account");
    expect(record!.time).toBeGreaterThanOrEqual(before);
    expect(JSON.stringify(history(queue))).not.toContain("ghp_secret");
  });

  test("a request a task asked keeps which task, in the entry and in the record", async () => {
    const queue = new ElicitationQueue();
    const task = { taskId: "t-1", toolName: "deploy", statusMessage: "Waiting for approval" };
    const answered = queue.elicit(form, { server: github, task });
    const [entry] = queue.getSnapshot().entries;
    expect(entry!.task).toEqual(task);
    queue.respond(entry!.id, { action: "decline" });
    await answered;
    expect(history(queue)[0]).toMatchObject({ action: "decline", task });
  });

  test("decline, cancel and withdrawal are kept without content, in the order they ended", async () => {
    const queue = new ElicitationQueue();
    const controller = new AbortController();
    const declined = queue.elicit(form, { server: github });
    const cancelled = queue.elicit(form, { server: github });
    const withdrawn = queue.elicit(link, { server: github, signal: controller.signal });
    const [a, b] = queue.getSnapshot().entries;
    queue.respond(b!.id, { action: "cancel" });
    queue.respond(a!.id, { action: "decline" });
    controller.abort(new Error("gone"));
    await Promise.all([declined, cancelled, withdrawn.catch(() => undefined)]);
    expect(history(queue).map((r) => [r.action, r.params.mode ?? "form", r.content])).toEqual([
      ["cancel", "form", undefined],
      ["decline", "form", undefined],
      ["withdrawn", "url", undefined],
    ]);
  });

  test("an accepted URL request is kept once, not again when its flow completes", async () => {
    const queue = new ElicitationQueue();
    void queue.elicit(link, { server: github });
    const [entry] = queue.getSnapshot().entries;
    queue.respond(entry!.id, { action: "accept" });
    queue.complete("e1");
    queue.dismiss(entry!.id);
    expect(history(queue).map((r) => r.action)).toEqual(["accept"]);
  });

  test("what was never shown is not kept: the flood rules' declines, and requests refused", async () => {
    const queue = new ElicitationQueue({ maxPendingPerServer: 1 });
    void queue.elicit(form, { server: github });
    await expect(queue.elicit(form, { server: github })).resolves.toEqual({ action: "decline" });
    await expect(queue.elicit({ message: 1 }, { server: github })).rejects.toThrow();
    expect(history(queue)).toEqual([]);
  });

  test("bounded: the oldest go first, and 0 keeps none", async () => {
    const queue = new ElicitationQueue({ historyLimit: 2 });
    for (const message of ["one", "two", "three"]) {
      void queue.elicit({ ...form, message }, { server: github });
      queue.respond(queue.getSnapshot().entries[0]!.id, { action: "decline" });
    }
    expect(history(queue).map((r) => r.params.message)).toEqual(["two", "three"]);
    const none = new ElicitationQueue({ historyLimit: 0 });
    void none.elicit(form, { server: github });
    none.respond(none.getSnapshot().entries[0]!.id, { action: "decline" });
    expect(history(none)).toEqual([]);
  });

  test("the host's own rules decide what is masked", () => {
    const rules = [{ kind: "secret" as const, match: /\buser\b/i }];
    const queue = new ElicitationQueue({ sensitiveRules: rules });
    void queue.elicit(form, { server: github });
    queue.respond(queue.getSnapshot().entries[0]!.id, { action: "accept", content: { user: "ada", api_key: "k" } });
    expect(history(queue)[0]!.content).toEqual({ user: MASKED, api_key: "k" });
  });
});

describe("maskContent", () => {
  test("a schema that cannot be read masks every value", () => {
    const params = { mode: "form" as const, message: "?", requestedSchema: { type: "object", properties: { a: { type: "object" } } } };
    expect(maskContent(params as never, { a: "x" })).toEqual({ content: { a: MASKED }, masked: ["a"] });
  });

  test("a property named __proto__ is kept as a property", () => {
    const params = { mode: "form" as const, message: "?", requestedSchema: { type: "object", properties: { ["__proto__"]: { type: "string" } } } };
    const content = JSON.parse('{"__proto__":"x"}');
    const { content: kept } = maskContent(params as never, content);
    expect(Object.keys(kept)).toEqual(["__proto__"]);
  });
});
