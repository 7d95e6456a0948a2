// @vitest-environment node
// A task followed on the host's server, asked in the person's page: callToolWithTasks on a real v2 client
// and a real v2 server that speaks the tasks extension (test/tasksServer.ts), with the relay's elicit
// function, and real pages (test/relayPage.ts). The person may come back long after the task asked (past
// `abandonAfterMs`), reload, or answer in a second tab: each request is answered exactly once.
import { afterEach, describe, expect, test, vi } from "vitest";
import { audienceFromCookie, openPage, type Page } from "../../test/relayPage.ts";
import { connectV2, v2Client } from "../../test/sdkV2Pair.ts";
import { tasksServer } from "../../test/tasksServer.ts";
import { elicitationCapability } from "../sdk/capabilities.ts";
import { callToolWithTasks } from "../sdk/tasks/callToolWithTasks.ts";
import { createElicitationRelay } from "./createElicitationRelay.ts";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const ABANDON_MS = 60;

async function setUp() {
  const relay = createElicitationRelay({ audience: audienceFromCookie, abandonAfterMs: ABANDON_MS });
  cleanups.push(() => relay.close());
  const tasks = tasksServer();
  const client = v2Client("modern", elicitationCapability());
  await connectV2(tasks.build(), client, "modern");
  const page = (user: string): Page => {
    const opened = openPage(relay.handle, user);
    cleanups.push(() => opened.close());
    return opened;
  };
  return { relay, client, page, log: tasks.log };
}

describe("a task followed on the server, answered through the relay", () => {
  test("a page opened after abandonAfterMs still gets the request, with its task; a second tab and a reload answer each request once", async () => {
    const { relay, client, page, log } = await setUp();
    const call = callToolWithTasks(client, { name: "deploy" }, { elicit: relay.elicitFor("ada", { key: "chat-1" }) });
    // Nobody is looking for several times abandonAfterMs: a plain request would have been answered "cancel".
    await new Promise((resolve) => setTimeout(resolve, ABANDON_MS * 5));
    expect(log.updates).toEqual([]);

    const tab = page("ada");
    const otherTab = page("ada");
    const [confirm] = await tab.shown();
    expect(confirm).toMatchObject({ key: "chat-1", params: { message: "Deploy to production?" }, task: { toolName: "deploy", statusMessage: "Waiting for approval" } });
    await otherTab.shown();
    otherTab.queue.respond(otherTab.pending()[0]!.id, { action: "accept", content: { go: true } });
    await vi.waitFor(() => expect(tab.queue.getSnapshot().history[0]).toMatchObject({ action: "answered-elsewhere" }));

    // The first tab reloads; the next question waits for it there.
    tab.close();
    const reloaded = page("ada");
    const [reason] = await vi.waitFor(async () => {
      const shown = await reloaded.shown();
      if (shown[0]!.params.message !== "Why deploy today?") throw new Error(`showing ${shown[0]!.params.message}`);
      return shown;
    });
    expect(reason!.task).toMatchObject({ toolName: "deploy", statusMessage: "Almost done" });
    reloaded.queue.respond(reason!.id, { action: "accept", content: { reason: "Launch" } });

    await expect(call).resolves.toMatchObject({ content: [{ text: "Deployed: Launch" }] });
    expect(log.updates.map((update) => update.inputResponses)).toEqual([
      { confirm: { action: "accept", content: { go: true } } },
      { reason: { action: "accept", content: { reason: "Launch" } } },
    ]);
    // Another person's page saw nothing of it.
    expect(page("bob").pending()).toEqual([]);
  });

  test("a request the task stopped waiting for leaves the page with the usual notice, and nothing is sent for it", async () => {
    const { relay, client, page, log } = await setUp();
    const tab = page("ada");
    const call = callToolWithTasks(client, { name: "slow_question" }, { elicit: relay.elicitFor("ada") });
    const [question] = await tab.shown();
    expect(question!.task).toMatchObject({ toolName: "slow_question" });
    await expect(call).resolves.toMatchObject({ content: [{ text: "No answer" }] });
    await vi.waitFor(() => expect(tab.pending()).toEqual([]));
    expect(tab.notice()).toMatchObject({ kind: "withdrawn" });
    expect(log.updates).toEqual([]);
  });
});
