// Several instances of a host's server on one real redis-server (test/redisServer.ts): two host processes, A and B
// (e2e/relay/host.mjs --redis), whose relays share their pending requests through redisStore, A's over node-redis
// and B's over ioredis. The MCP call is held by one process while the person's page is connected to the other,
// and two tabs on the two processes answering at the same moment get exactly one answer through.
import { answer, dialogOf, expect, holdAnswer, noticeOf, NOTICES, openTab, received, signIn, test } from "./relay/fixtures.ts";

test("the MCP call held by process A, the page connected to process B: shown there, answered once", async ({ context, instances, alice }) => {
  const [a, b] = instances;
  await signIn(context, b, alice);
  const page = await openTab(context, b);
  const call = await a.call(alice);

  await expect(dialogOf(page)).toBeVisible();
  expect(await a.streams(alice)).toEqual({ open: 0, opened: 0 });
  await answer(page, "7");
  await expect(dialogOf(page)).toBeHidden();

  expect(await received(a, alice, call)).toStrictEqual({ action: "accept", content: { guests: 7 } });
  expect((await a.report(alice)).answers).toHaveLength(1);
  expect((await b.report(alice)).calls).toEqual([]);
});

test("a tab on A and a tab on B answer at the same moment: one answer reaches the MCP server, the other gets 409", async ({
  context,
  instances,
  alice,
}) => {
  const [a, b] = instances;
  await signIn(context, a, alice);
  const onA = await openTab(context, a);
  const onB = await openTab(context, b);
  const call = await a.call(alice);
  await expect(dialogOf(onA)).toBeVisible();
  await expect(dialogOf(onB)).toBeVisible();

  // Each tab's Submit is held in its browser until both have been sent, then both go on at once.
  const [nextA, nextB] = await Promise.all([holdAnswer(onA, a), holdAnswer(onB, b)]);
  await Promise.all([answer(onA, "3"), answer(onB, "9")]);
  const [heldA, heldB] = await Promise.all([nextA(), nextB()]);
  expect(JSON.parse(heldA.body).id).toBe(JSON.parse(heldB.body).id);
  const [statusA, statusB] = await Promise.all([heldA.release(), heldB.release()]);

  expect([statusA, statusB].sort()).toEqual([200, 409]);
  const winner = statusA === 200 ? 3 : 9;
  expect(await received(a, alice, call)).toStrictEqual({ action: "accept", content: { guests: winner } });
  const { answers } = await a.report(alice);
  expect(answers).toHaveLength(1);
  expect(answers[0]!.result).toStrictEqual({ action: "accept", content: { guests: winner } });
  // Neither tab shows the request again; the tab whose answer lost is told the other one counted.
  for (const page of [onA, onB]) await expect(page.getByRole("dialog")).toHaveCount(0);
  const loser = statusA === 409 ? onA : onB;
  await expect(noticeOf(loser, NOTICES.answeredElsewhere)).toHaveText(NOTICES.answeredElsewhere);
});

test("two tabs on A and B: answered on A, the tab on B is told it was answered in another tab", async ({ context, instances, alice }) => {
  const [a, b] = instances;
  await signIn(context, a, alice);
  const onA = await openTab(context, a);
  const onB = await openTab(context, b);
  const call = await b.call(alice);
  await expect(dialogOf(onA)).toBeVisible();
  await expect(dialogOf(onB)).toBeVisible();

  await answer(onA, "10");
  await expect(dialogOf(onB)).toBeHidden();
  await expect(noticeOf(onB, NOTICES.answeredElsewhere)).toHaveText(NOTICES.answeredElsewhere);
  expect(await received(b, alice, call)).toStrictEqual({ action: "accept", content: { guests: 10 } });
  expect((await b.report(alice)).answers).toHaveLength(1);
});

test("withdrawn on A while the page is on B: the dialog leaves with the withdrawal notice within a second", async ({ context, instances, alice }) => {
  const [a, b] = instances;
  await signIn(context, b, alice);
  const page = await openTab(context, b);
  const call = await a.call(alice);
  await expect(dialogOf(page)).toBeVisible();

  const at = Date.now();
  await a.abort(call);
  await expect(dialogOf(page)).toBeHidden({ timeout: 1000 });
  await expect(noticeOf(page, NOTICES.withdrawn)).toHaveText(NOTICES.withdrawn, { timeout: 1000 });
  expect(Date.now() - at).toBeLessThan(1000);
  expect((await a.report(alice)).answers).toEqual([]);
});
