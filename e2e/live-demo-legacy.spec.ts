// The live demo's flows that only the 2025-11-25 protocol has, on each stack that speaks it (v2 in the legacy
// era, and v1): a URL flow the server completes with a notice, -32042 URLElicitationRequired, and a request the
// server withdraws by timing it out. The shared steps: e2e/liveDemo.ts.
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  answerGithubUsername,
  expectNoServerFailure,
  legacyStacks,
  logLines,
  openDemo,
  requestDialog,
  run,
  SERVER,
  serveHost,
  serverReceived,
  toolReturned,
  waitingCard,
} from "./liveDemo.ts";

for (const stack of legacyStacks) {
  test.describe(stack.title, () => {
    test("connect_account: URL consent opens the page, a card waits, the server completes it two seconds later, the card says so and goes", async ({
      page,
      context,
    }) => {
      await serveHost(context, "auth.example.com");
      const log = await openDemo(page, stack);
      await run(page, "connect_account");
      const dialog = requestDialog(page);
      await expect(dialog).toHaveAccessibleName(`${SERVER} wants you to open a link`);
      await expect(dialog.getByText("https://auth.example.com/connect?elicitationId=connect-1")).toBeVisible();

      const popupPromise = context.waitForEvent("page");
      // Before the click: the server's two-second timer can only start after it.
      const openedAt = Date.now();
      await dialog.getByRole("button", { name: "Open auth.example.com" }).click();
      const popup = await popupPromise;
      await popup.waitForLoadState();
      expect(popup.url()).toBe("https://auth.example.com/connect?elicitationId=connect-1");
      expect(await popup.evaluate(() => window.opener)).toBeNull();

      // URL mode's accept means consent (no content), and it comes back to the tool at once.
      expect(await toolReturned(log, "connect_account")).toBe("accepted {}");
      expect(await serverReceived(log)).toStrictEqual([{ action: "accept" }]);
      // The flow goes on in the other tab: the prompt closes, a card waits at the page's edge.
      await expect(dialog).toBeHidden();
      const card = waitingCard(page);
      await expect(card.getByText("Continue in the new tab")).toBeVisible();

      await expect(card.getByText("Finished: the server has confirmed.")).toBeVisible();
      const finishedAfter = Date.now() - openedAt;
      // The server sends its completion notice two seconds after the answer; "finished" before it would be a lie.
      expect(finishedAfter).toBeGreaterThanOrEqual(1900);
      expect(await logLines(log)).toContain("server: sent notifications/elicitation/complete for connect-1");
      // It says so briefly, then makes way.
      await expect(card).toBeHidden();
      await expectNoServerFailure(log);
    });

    test("read_files: -32042, the URL prompt, the completion notice, then exactly one retry succeeds", async ({ page, context }) => {
      await serveHost(context, "files.example.com");
      const log = await openDemo(page, stack);
      await run(page, "read_files");
      const dialog = requestDialog(page);
      await expect(dialog).toHaveAccessibleName(`${SERVER} wants you to open a link`);
      await expect(dialog).toContainText("Authorization is required to access your Example Co files.");
      const answered = (await logLines(log)).filter((line) => line.startsWith("server: answered the call with -32042"));
      expect(answered).toHaveLength(1);
      const elicitationId = /\((files-\d+)\)$/.exec(answered[0]!)![1]!;
      // The call has failed, but it is not reported failed: it waits for the flow.
      expect((await logLines(log)).filter((line) => line.startsWith("host: read_files"))).toEqual([]);

      const popupPromise = context.waitForEvent("page");
      await dialog.getByRole("button", { name: "Open files.example.com" }).click();
      const popup = await popupPromise;
      await popup.waitForLoadState();
      expect(popup.url()).toBe(`https://files.example.com/authorize?elicitationId=${elicitationId}`);

      const card = waitingCard(page);
      await expect(card.getByText("Finished: the server has confirmed.")).toBeVisible();
      expect(await toolReturned(log, "read_files")).toBe("3 files read");
      const lines = await logLines(log);
      const completeAt = lines.indexOf(`server: sent notifications/elicitation/complete for ${elicitationId}`);
      const returnedAt = lines.indexOf("host: read_files returned: 3 files read");
      expect(completeAt).toBeGreaterThan(-1);
      // Retried after the completion notice, not before (a retry before it would fail again with -32042).
      expect(returnedAt).toBeGreaterThan(completeAt);
      // Retried once: one -32042, one result, no failure.
      expect(lines.filter((line) => line.includes("-32042"))).toHaveLength(1);
      expect(lines.filter((line) => line.startsWith("host: read_files"))).toHaveLength(1);
      await expect(dialog).toBeHidden();
      await expect(card).toBeHidden();
      await expectNoServerFailure(log);
    });

    test.describe("slow_question: the server withdraws its request after three seconds", () => {
      async function expectWithdrawn(page: Page, log: Locator) {
        // Before the click: the server's three-second timeout can only start after it.
        const askedAt = Date.now();
        await run(page, "slow_question");
        const dialog = requestDialog(page);
        await expect(dialog).toBeVisible();
        await expect(dialog).toHaveAccessibleDescription(/Quick: which colour\?/);

        // Nobody answers. The server's timeout cancels the request: the dialog goes, a notice says why.
        await expect(dialog).toBeHidden();
        expect(Date.now() - askedAt).toBeGreaterThanOrEqual(2900);
        await expect(page.getByRole("status").filter({ hasText: `${SERVER} withdrew its request.` })).toBeVisible();
        expect(await toolReturned(log, "slow_question")).toBe("withdrawn");
        expect((await logLines(log)).some((line) => line.startsWith("server: failed"))).toBe(true);
      }

      test("first on a fresh page (JSON-RPC id 0, whose cancellation SDK 1.x ignores): withdrawn all the same", async ({ page }) => {
        const log = await openDemo(page, stack);
        // Nothing has been asked on this connection yet: this request is the server's first, id 0.
        expect((await logLines(log)).filter((line) => line.startsWith("server:"))).toEqual([]);
        await expectWithdrawn(page, log);
        expect(await serverReceived(log)).toStrictEqual([]);
      });

      test("after another request (id 1): withdrawn", async ({ page }) => {
        const log = await openDemo(page, stack);
        await answerGithubUsername(page, log);
        await expectWithdrawn(page, log);
      });
    });
  });
}
