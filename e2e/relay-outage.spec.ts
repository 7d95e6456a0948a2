// The relay's Redis failing under it while the person answers, in a real browser against two host processes
// (A on node-redis holding the MCP call, B on ioredis serving the page), on a redis-server of the test's own:
// restarted with nothing saved, and frozen (SIGSTOP) while the answer is posted.
import { answer, dialogOf, expect, openTab, received, signIn, test } from "./relay/fixtures.ts";

test("Redis restarted empty with the dialog on screen: the answer still reaches the MCP server, once", async ({ context, onOwnRedis, ownRedis, alice }) => {
  const [a, b] = onOwnRedis;
  await signIn(context, b, alice);
  const page = await openTab(context, b);
  const call = await a.call(alice);
  await expect(dialogOf(page)).toBeVisible();

  await ownRedis.restart();
  // A tab opened on the emptied store shows the request once it is put back, not an empty page.
  const second = await openTab(context, b);
  await expect(dialogOf(second)).toBeVisible();
  await answer(page, "4");
  await expect(dialogOf(page)).toBeHidden();

  expect(await received(a, alice, call)).toStrictEqual({ action: "accept", content: { guests: 4 } });
  expect((await a.report(alice)).answers).toHaveLength(1);
  await expect(dialogOf(second)).toBeHidden();
});

test('Redis frozen while the answer is posted: the dialog reads "Sending…", then says it waits; the answer arrives once Redis goes on, once', async ({ context, onOwnRedis, ownRedis, alice }) => {
  const [a, b] = onOwnRedis;
  await signIn(context, b, alice);
  const page = await openTab(context, b);
  const call = await a.call(alice);
  await expect(dialogOf(page)).toBeVisible();

  ownRedis.freeze();
  await answer(page, "2");
  const dialog = dialogOf(page);
  await expect(dialog.getByRole("button", { name: "Sending…" })).toBeDisabled();
  await expect(dialog.getByRole("status")).toHaveText("Not sent yet: waiting for the connection. Your answer is kept.", { timeout: 10_000 });
  await expect(dialog.getByLabel("Guests")).toHaveValue("2");
  expect((await a.report(alice)).calls.find((c) => c.id === call)?.state).toBe("running");
  ownRedis.thaw();

  expect(await received(a, alice, call)).toStrictEqual({ action: "accept", content: { guests: 2 } });
  expect((await a.report(alice)).answers).toHaveLength(1);
  await expect(dialogOf(page)).toBeHidden();
});
