// The relay in real Chromium against a real host: the MCP client runs in the host's server process
// (e2e/relay/host.mjs, the package as built), the person is in the page, and each request travels the relay's
// stream to the page and its answer back over HTTP. What a person notices is asserted by role and label; what
// the MCP server received, from the server's own record (e2e/relay/calls.mjs).
import AxeBuilder from "@axe-core/playwright";
import { answer, askInATab, dialogOf, expect, noticeOf, NOTICES, openTab, received, SERVER, signIn, test } from "./relay/fixtures.ts";

test("answered in the page: the MCP server receives exactly that content, the guests as an integer", async ({ context, host, alice }) => {
  const { page, call } = await askInATab(context, host, alice);
  const dialog = dialogOf(page);
  await expect(dialog).toHaveAccessibleDescription("How many guests?");
  await answer(page, "4");
  await expect(dialog).toBeHidden();

  expect(await received(host, alice, call)).toStrictEqual({ action: "accept", content: { guests: 4 } });
  const { answers } = await host.report(alice);
  expect(answers).toHaveLength(1);
  expect(answers[0]!.result).toStrictEqual({ action: "accept", content: { guests: 4 } });
});

test("Decline in the page: the MCP server receives a decline and nothing else", async ({ context, host, alice }) => {
  const { page, call } = await askInATab(context, host, alice);
  await dialogOf(page).getByRole("button", { name: "Decline" }).click();
  await expect(dialogOf(page)).toBeHidden();
  expect(await received(host, alice, call)).toStrictEqual({ action: "decline" });
  expect((await host.report(alice)).answers).toHaveLength(1);
});

test("two tabs: both show the request; answered in one, it leaves the other with a notice, and the server gets one answer", async ({
  context,
  host,
  alice,
}) => {
  await signIn(context, host, alice);
  const first = await openTab(context, host);
  const second = await openTab(context, host);
  const call = await host.call(alice);
  await expect(dialogOf(first)).toBeVisible();
  await expect(dialogOf(second)).toBeVisible();

  await answer(first, "6");
  await expect(dialogOf(first)).toBeHidden();
  await expect(dialogOf(second)).toBeHidden();
  await expect(noticeOf(second, NOTICES.answeredElsewhere)).toHaveText(NOTICES.answeredElsewhere);

  expect(await received(host, alice, call)).toStrictEqual({ action: "accept", content: { guests: 6 } });
  expect((await host.report(alice)).answers).toHaveLength(1);
  // The tab that answered says nothing about another tab.
  await expect(first.getByRole("status").filter({ hasText: "another tab" })).toHaveCount(0);
});

test("reloaded while the request is pending: shown again, once, and the answer reaches the server", async ({ context, host, alice }) => {
  const { page, call } = await askInATab(context, host, alice);

  await page.reload();
  await expect(dialogOf(page)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(dialogOf(page).getByText(/^Request \d+ of \d+$/)).toHaveCount(0);
  // The page before the reload let its stream go; the page after holds the only one.
  await expect.poll(() => host.streams(alice)).toEqual({ open: 1, opened: 2 });

  await answer(page, "2");
  await expect(dialogOf(page)).toBeHidden();
  expect(await received(host, alice, call)).toStrictEqual({ action: "accept", content: { guests: 2 } });
  expect((await host.report(alice)).answers).toHaveLength(1);
});

// Chromium's offline emulation fails every new request but leaves a response that is streaming alone, so the host
// also cuts the stream's connection (host.drop), as a network that goes away cuts it.
test("the network drops and returns: the stream reconnects by itself, the request is still shown once, and the answer arrives", async ({
  context,
  host,
  alice,
}) => {
  const { page, call } = await askInATab(context, host, alice);

  await context.setOffline(true);
  expect(await host.drop(alice)).toBe(1);
  await expect.poll(() => host.streams(alice)).toEqual({ open: 0, opened: 1 });
  await expect(dialogOf(page)).toBeVisible();

  await context.setOffline(false);
  await expect.poll(() => host.streams(alice)).toEqual({ open: 1, opened: 2 });
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(dialogOf(page).getByText(/^Request \d+ of \d+$/)).toHaveCount(0);

  await answer(page, "8");
  await expect(dialogOf(page)).toBeHidden();
  expect(await received(host, alice, call)).toStrictEqual({ action: "accept", content: { guests: 8 } });
  expect((await host.report(alice)).answers).toHaveLength(1);
});

test('answered while offline: the dialog reads "Sending…" and keeps the answer; it is sent once the network returns, and only once', async ({ context, host, alice }) => {
  const { page, call } = await askInATab(context, host, alice);

  await context.setOffline(true);
  expect(await host.drop(alice)).toBe(1);
  const failed = page.waitForEvent("requestfailed", (request) => request.method() === "POST" && request.url() === host.relayUrl);
  await answer(page, "3");
  await failed;
  await expect(dialogOf(page).getByRole("button", { name: "Sending…" })).toBeDisabled();
  expect((await host.report(alice)).calls[0]!.state).toBe("running");

  await context.setOffline(false);
  expect(await received(host, alice, call)).toStrictEqual({ action: "accept", content: { guests: 3 } });
  await expect(dialogOf(page)).toBeHidden();
  // Back on its stream, the page is not shown the request it answered.
  await expect.poll(() => host.streams(alice)).toMatchObject({ open: 1 });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect((await host.report(alice)).answers).toHaveLength(1);
});

test("withdrawn by the MCP side (the host aborts the call): the dialog leaves with the withdrawal notice within a second", async ({
  context,
  host,
  alice,
}) => {
  const { page, call } = await askInATab(context, host, alice);

  const at = Date.now();
  await host.abort(call);
  await expect(dialogOf(page)).toBeHidden({ timeout: 1000 });
  await expect(noticeOf(page, NOTICES.withdrawn)).toHaveText(NOTICES.withdrawn, { timeout: 1000 });
  expect(Date.now() - at).toBeLessThan(1000);

  const report = await host.report(alice);
  expect(report.calls[0]).toMatchObject({ state: "failed" });
  expect(report.answers).toEqual([]);
});

test("the MCP connection closes: the dialog leaves, saying the connection was closed", async ({ context, host, alice }) => {
  const { page } = await askInATab(context, host, alice);

  await host.disconnect(alice);
  await expect(dialogOf(page)).toBeHidden();
  const notice = `The connection to ${SERVER} was closed.`;
  await expect(noticeOf(page, notice)).toHaveText(notice);
});

test("asked while no page was open: shown when a page opens, and answered", async ({ context, host, alice }) => {
  await signIn(context, host, alice);
  const call = await host.call(alice);
  // The MCP server has sent its question, and no page of Alice's has ever connected.
  await expect.poll(async () => (await host.report(alice)).asked).toBe(1);
  expect(await host.streams(alice)).toEqual({ open: 0, opened: 0 });

  const page = await openTab(context, host);
  await expect(dialogOf(page)).toBeVisible();
  await answer(page, "12");
  await expect(dialogOf(page)).toBeHidden();
  expect(await received(host, alice, call)).toStrictEqual({ action: "accept", content: { guests: 12 } });
});

test("axe finds nothing on the host page with a relayed request open", async ({ context, host, alice }) => {
  const { page } = await askInATab(context, host, alice);
  await expect(dialogOf(page).getByLabel("Guests")).toBeFocused();

  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
});
