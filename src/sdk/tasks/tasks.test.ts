// @vitest-environment node
// Following a task with the official SDK's v2 client in the 2026-07-28 era, against a real v2 server that
// speaks the tasks extension (test/tasksServer.ts), with this library's real queue as the page: each
// request a task asks for is shown once however often it is polled, answered with tasks/update, withdrawn
// when the task stops waiting for it, and the call settles with the task's result or error.
import { describe, expect, test, vi } from "vitest";
import type { ElicitResult } from "../../core/protocol/types.ts";
import { ElicitationQueue, type ElicitOptions, type QueueEntry } from "../../core/queue/queue.ts";
import { connectV2, v2Client } from "../../../test/sdkV2Pair.ts";
import { tasksServer } from "../../../test/tasksServer.ts";
import { elicitationCapability } from "../capabilities.ts";
import { callToolWithTasks, resumeTask } from "./callToolWithTasks.ts";
import { TaskError } from "./TaskError.ts";
import type { TaskState } from "./taskShapes.ts";

function page() {
  const queue = new ElicitationQueue();
  const elicit = (params: unknown, options: ElicitOptions) => queue.elicit(params, options);
  const pending = () => queue.getSnapshot().entries.filter((entry) => entry.phase === "pending");
  return {
    queue,
    elicit,
    pending,
    shown: (message: string): Promise<QueueEntry> =>
      vi.waitFor(
        () => {
          const entry = pending().find((candidate) => candidate.params.message === message);
          if (!entry) throw new Error(`"${message}" not shown; shown: ${pending().map((e) => e.params.message).join(", ")}`);
          return entry;
        },
        { timeout: 3000 },
      ),
    answer: (entry: QueueEntry, result: ElicitResult) => queue.respond(entry.id, result),
  };
}

async function connected(options?: Parameters<typeof tasksServer>[0]) {
  const tasks = tasksServer(options);
  const client = v2Client("modern", elicitationCapability());
  await connectV2(tasks.build(), client, "modern");
  return { ...tasks, client };
}

const text = (result: Record<string, unknown>) => (result.content as { text: string }[])[0]!.text;

describe("callToolWithTasks on a v2 client, 2026-07-28 era", () => {
  test("a task that asks twice: each request shown once with its task, answered with tasks/update, then the result", async () => {
    const { client, log } = await connected();
    const person = page();
    const statuses: TaskState["status"][] = [];
    const call = callToolWithTasks(client, { name: "deploy" }, { elicit: person.elicit, onStatus: (task) => statuses.push(task.status) });

    const confirm = await person.shown("Deploy to production?");
    expect(confirm.server).toMatchObject({ name: "task-runner", title: "Task Runner" });
    expect(confirm.task).toMatchObject({ toolName: "deploy", statusMessage: "Waiting for approval" });
    expect(confirm.task!.taskId).toMatch(/^task-/);
    // Polled again while the person reads: still one request on screen.
    const polled = log.gets;
    await vi.waitFor(() => expect(log.gets).toBeGreaterThan(polled + 2));
    expect(person.pending()).toHaveLength(1);
    person.answer(confirm, { action: "accept", content: { go: true } });

    const reason = await person.shown("Why deploy today?");
    expect(reason.task).toMatchObject({ toolName: "deploy", statusMessage: "Almost done", taskId: confirm.task!.taskId });
    person.answer(reason, { action: "accept", content: { reason: "Release day" } });

    expect(text(await call)).toBe("Deployed: Release day");
    expect(log.updates.map((update) => update.inputResponses)).toEqual([
      { confirm: { action: "accept", content: { go: true } } },
      { reason: { action: "accept", content: { reason: "Release day" } } },
    ]);
    expect(statuses).toContain("input_required");
    expect(statuses.at(-1)).toBe("completed");
    // The history says which task asked.
    expect(person.queue.getSnapshot().history.map((record) => record.task?.statusMessage)).toEqual(["Waiting for approval", "Almost done"]);
  });

  test("the extension is declared on the task's own call only: the client's other calls get no task", async () => {
    const { client, log } = await connected();
    const plain = await client.callTool({ name: "deploy" });
    expect((plain.content as { text: string }[])[0]!.text).toBe("deploy ran at once");
    const person = page();
    const call = callToolWithTasks(client, { name: "deploy" }, { elicit: person.elicit });
    person.answer(await person.shown("Deploy to production?"), { action: "decline" });
    expect(text(await call)).toBe("Not deployed");
    expect(log.declared).toEqual([false, true]);
  });

  test("a tool the server answers at once is returned as it came", async () => {
    const { client } = await connected();
    // The server makes no task of a tool it has no script for.
    const result = await callToolWithTasks(client, { name: "unknown_tool" }, { elicit: page().elicit });
    expect(text(result)).toBe("unknown_tool ran at once");
  });

  test("a failed task rejects with its JSON-RPC error", async () => {
    const { client } = await connected();
    const failed = await callToolWithTasks(client, { name: "flaky" }, { elicit: page().elicit }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(TaskError);
    expect(failed).toMatchObject({ status: "failed", code: -32603, message: "API rate limit exceeded" });
  });

  test("a question for the client, not the person: answered by onInputRequest, or the call fails naming it and the task is cancelled", async () => {
    const { client, log } = await connected();
    const person = page();
    const sampled = await callToolWithTasks(client, { name: "summarise" }, {
      elicit: person.elicit,
      onInputRequest: async (request) => {
        expect(request.method).toBe("sampling/createMessage");
        return { role: "assistant", content: { type: "text", text: "All good" }, model: "test" };
      },
    });
    expect(text(sampled)).toBe("Summary: All good");

    const failed = await callToolWithTasks(client, { name: "summarise" }, { elicit: person.elicit }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toContain('asks for "sampling/createMessage" (input request "draft")');
    await vi.waitFor(() => expect(log.cancels).toHaveLength(1));
    expect(person.pending()).toEqual([]);
  });

  test("the host's signal withdraws what is on screen and cancels the task, once", async () => {
    const { client, log, tasks } = await connected();
    const person = page();
    const controller = new AbortController();
    const call = callToolWithTasks(client, { name: "deploy" }, { elicit: person.elicit, signal: controller.signal });
    const confirm = await person.shown("Deploy to production?");
    controller.abort(new Error("The chat was closed"));
    await expect(call).rejects.toThrow("The chat was closed");
    expect(person.pending()).toHaveLength(0);
    expect(person.queue.getSnapshot().history[0]).toMatchObject({ action: "withdrawn" });
    await vi.waitFor(() => expect(log.cancels).toEqual([confirm.task!.taskId]));
    expect(tasks.get(confirm.task!.taskId)!.status).toBe("cancelled");
    expect(log.updates).toEqual([]);
  });

  test("a request the server stopped waiting for is withdrawn with the usual notice, not sent", async () => {
    const { client, log } = await connected({ dropAfterMs: 150 });
    const person = page();
    const call = callToolWithTasks(client, { name: "slow_question" }, { elicit: person.elicit });
    const question = await person.shown("Favourite colour?");
    expect(text(await call)).toBe("No answer");
    expect(person.pending()).toHaveLength(0);
    expect(person.queue.getSnapshot().notice).toMatchObject({ kind: "withdrawn", server: { name: "task-runner" } });
    // Too late: the person's answer goes nowhere.
    person.answer(question, { action: "accept", content: { colour: "blue" } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log.updates).toEqual([]);
  });

  test("a task resumed on another connection (a reload, a second tab) is answered there once; the first tab's copy is withdrawn", async () => {
    const { client, log, build } = await connected();
    const first = page();
    const call = callToolWithTasks(client, { name: "deploy" }, { elicit: first.elicit });
    const confirm = await first.shown("Deploy to production?");

    const otherClient = v2Client("modern", elicitationCapability(), "second-tab");
    await connectV2(build(), otherClient, "modern");
    const second = page();
    const resumed = resumeTask(otherClient, confirm.task!.taskId, { elicit: second.elicit, toolName: "deploy" });
    second.answer(await second.shown("Deploy to production?"), { action: "accept", content: { go: true } });
    await vi.waitFor(() => expect(first.pending().filter((entry) => entry.params.message === "Deploy to production?")).toHaveLength(0));
    expect(first.queue.getSnapshot().history[0]).toMatchObject({ action: "withdrawn" });

    // The next question shows in both; the first tab answers it.
    first.answer(await first.shown("Why deploy today?"), { action: "accept", content: { reason: "Hotfix" } });
    await expect(call).resolves.toMatchObject({ content: [{ text: "Deployed: Hotfix" }] });
    await expect(resumed).resolves.toMatchObject({ content: [{ text: "Deployed: Hotfix" }] });
    expect(log.updates.map((update) => Object.keys(update.inputResponses))).toEqual([["confirm"], ["reason"]]);
  });
});
