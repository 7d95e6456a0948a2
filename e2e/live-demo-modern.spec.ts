// The live demo's flows as the 2026-07-28 protocol has them (v2, modern era): questions ride `input_required`,
// the client fulfils them and calls again. Two questions are one round with two keys and a requestState the
// server checks; URL consent leaves nothing waiting (no completion notice in this era); the host, not the
// server, withdraws a question nobody answers; and there is no -32042. The shared steps: e2e/liveDemo.ts.
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  answerGithubUsername,
  expectNoServerFailure,
  logLines,
  modern,
  openDemo,
  requestDialog,
  run,
  SERVER,
  serveHost,
  serverReceived,
  toolReturned,
} from "./liveDemo.ts";

test("the page says which client and era run, and why read_files is not here", async ({ page }) => {
  await openDemo(page, modern);
  await expect(page.getByText(modern.client, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Run read_files" })).toHaveCount(0);
  await expect(page.getByText("read_files is not here: the 2026-07-28 protocol has no -32042 error")).toBeVisible();
});

test("two_questions: one input_required round with two keys, each answer back under its own, requestState unchanged", async ({ page }) => {
  const log = await openDemo(page, modern);
  await run(page, "two_questions");
  const dialog = requestDialog(page);
  await expect(dialog.getByText("Request 1 of 2")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Ada");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toHaveAccessibleDescription(/Second question: subscribe to updates\?/);
  await dialog.getByRole("checkbox", { name: "Subscribe" }).uncheck();
  await dialog.getByRole("button", { name: "Submit" }).click();

  await expect(dialog).toBeHidden();
  expect(await toolReturned(log, "two_questions")).toBe('accepted {"name":"Ada"}; accepted {"subscribe":false}');
  // The server read each answer under the key it asked it by (first, then second), in the one retried call.
  expect(await serverReceived(log)).toStrictEqual([
    { action: "accept", content: { name: "Ada" } },
    { action: "accept", content: { subscribe: false } },
  ]);
  const lines = await logLines(log);
  expect(lines.filter((line) => line.startsWith("server: requestState"))).toEqual(['server: requestState came back unchanged: "two_questions-1"']);
  await expectNoServerFailure(log);
});

test("connect_account: URL consent opens the page, and after it nothing waits on screen", async ({ page, context }) => {
  await serveHost(context, "auth.example.com");
  const log = await openDemo(page, modern);
  await run(page, "connect_account");
  const dialog = requestDialog(page);
  await expect(dialog).toHaveAccessibleName(`${SERVER} wants you to open a link`);
  await expect(dialog).toContainText("Connect your Example account so that I can read your calendar.");
  await expect(dialog.getByText("https://auth.example.com/connect?session=connect-1")).toBeVisible();

  const popupPromise = context.waitForEvent("page");
  await dialog.getByRole("button", { name: "Open auth.example.com" }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(popup.url()).toBe("https://auth.example.com/connect?session=connect-1");
  expect(await popup.evaluate(() => window.opener)).toBeNull();

  // The consent went back in the retried call, with the server's own state to correlate it.
  expect(await toolReturned(log, "connect_account")).toBe("accepted {}");
  expect(await serverReceived(log)).toStrictEqual([{ action: "accept" }]);
  expect(await logLines(log)).toContain('server: requestState came back unchanged: "connect-1"');
  // This era has no completion notice: nothing is left waiting for one.
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Continue in the new tab")).toHaveCount(0);
  await expect(page.getByRole("region", { name: /^Link from / })).toHaveCount(0);
  await expect(page.getByText("Finished: the server has confirmed.")).toHaveCount(0);
  expect((await logLines(log)).filter((line) => line.includes("notifications/elicitation/complete"))).toEqual([]);
  await expectNoServerFailure(log);
});

test.describe("slow_question: the host withdraws its question after three seconds (the server cannot)", () => {
  async function expectWithdrawn(page: Page, log: Locator) {
    const before = (await logLines(log)).filter((line) => line.startsWith("server:"));
    // Before the click: the host's three-second timeout can only start after it.
    const askedAt = Date.now();
    await run(page, "slow_question");
    const dialog = requestDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/Quick: which colour\? \(The host withdraws this request after 3 seconds\.\)/);

    // Nobody answers. The host's timeout aborts its call: the dialog goes, a notice says it was withdrawn.
    await expect(dialog).toBeHidden();
    expect(Date.now() - askedAt).toBeGreaterThanOrEqual(2900);
    await expect(page.getByRole("status").filter({ hasText: `${SERVER} withdrew its request.` })).toBeVisible();
    const lines = await logLines(log);
    expect(lines).toContain("host: slow_question withdrawn: the host stopped waiting after 3 seconds");
    expect(lines.filter((line) => line.startsWith("host: slow_question returned"))).toEqual([]);
    // The server returned its question and heard nothing more: it logs nothing, and nothing failed there.
    expect(lines.filter((line) => line.startsWith("server:"))).toEqual(before);
  }

  test("first on a fresh page", async ({ page }) => {
    const log = await openDemo(page, modern);
    await expectWithdrawn(page, log);
    expect(await serverReceived(log)).toStrictEqual([]);
  });

  test("after another question: withdrawn, and the next call is answered as usual", async ({ page }) => {
    const log = await openDemo(page, modern);
    await answerGithubUsername(page, log);
    await expectWithdrawn(page, log);
    await run(page, "contact_info");
    const dialog = requestDialog(page);
    await dialog.getByRole("button", { name: "Decline", exact: true }).click();
    expect(await toolReturned(log, "contact_info")).toBe("decline");
    expect(await serverReceived(log)).toStrictEqual([{ action: "accept", content: { name: "octocat" } }, { action: "decline" }]);
    await expectNoServerFailure(log);
  });
});
