// A tool call that the server makes a task of (tasks extension, 2026-07-28), in the live story
// (stories/live/TaskDemo.tsx): a real v2 Client and test/tasksServer.ts in the page, followed by
// callToolWithTasks. Each question shows with its task's line; the page's progress list and result are the
// host's own, read as a person reads them.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { storyUrl } from "./story.ts";

const SERVER = "Task Runner";
const STORY = "live-demo-a-task-that-asks--deploy";
const STORY_INLINE = "live-demo-a-task-that-asks--deploy-inline";

async function openDemo(page: Page, story = STORY) {
  await page.goto(storyUrl(story));
  // Enabled once the client has connected to the server in the page.
  await expect(page.getByRole("button", { name: "Run deploy" })).toBeEnabled();
}

const dialogOf = (page: Page) => page.getByRole("dialog", { name: `Request from ${SERVER}` });
const progress = (page: Page) => page.getByRole("list", { name: "Task progress" }).getByRole("listitem");
const result = (page: Page) => page.getByRole("status", { name: "Result" });

/** Runs deploy and waits for its first question, with the task's line under the heading. */
async function firstQuestion(page: Page) {
  await openDemo(page);
  await page.getByRole("button", { name: "Run deploy" }).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/Deploy to production\?/);
  await expect(dialog.getByText("Task: deploy.")).toBeVisible();
  await expect(dialog.getByText("Waiting for approval", { exact: true })).toBeVisible();
  return dialog;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

test("approved, then a reason: both questions name the task, the required reason is checked, and the result comes back", async ({ page }) => {
  const dialog = await firstQuestion(page);
  await expectNoAxeViolations(page);
  await expect(progress(page).first()).toHaveText("working — Starting");
  await expect(progress(page).filter({ hasText: "input_required — Waiting for approval" })).toHaveCount(1);

  await dialog.getByRole("checkbox", { name: "Deploy now" }).check();
  await dialog.getByRole("button", { name: "Submit" }).click();

  // The second question: the same task, its new status message.
  await expect(dialog).toHaveAccessibleDescription(/Why deploy today\?/);
  await expect(dialog.getByText("Task: deploy.")).toBeVisible();
  await expect(dialog.getByText("Almost done", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const reason = dialog.getByRole("textbox", { name: "Reason" });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toHaveAccessibleDescription(/Fill in this field\./);
  // Nothing was sent: the task still waits.
  await expect(result(page)).toHaveText("Running…");

  await reason.fill("Release day");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeHidden();
  await expect(result(page)).toHaveText("Deployed: Release day");
  await expect(progress(page).filter({ hasText: "input_required — Almost done" })).toHaveCount(1);
  await expect(progress(page).last()).toHaveText(/^completed\b/);
});

test("Decline on the first question: the task completes with Not deployed", async ({ page }) => {
  const dialog = await firstQuestion(page);
  await dialog.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(result(page)).toHaveText("Not deployed");
  await expect(progress(page).last()).toHaveText(/^completed\b/);
  await expect(page.getByText("Why deploy today?")).toHaveCount(0);
});

// The provider's modal makes the page behind it inert, Stop included: a person can press Stop while a
// question is open only when it waits inline in the page (the story's inline presentation).
test("Stop while the first question is shown inline: the question is withdrawn with the usual notice, and the call stops", async ({ page }) => {
  await openDemo(page, STORY_INLINE);
  await page.getByRole("button", { name: "Run deploy" }).click();
  const card = page.getByRole("region", { name: `Request from ${SERVER}` });
  await expect(card).toBeVisible();
  await expect(card.getByText("Task: deploy.")).toBeVisible();
  await expect(card.getByText("Waiting for approval", { exact: true })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Stop" }).click();
  await expect(card).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: `${SERVER} withdrew its request.` })).toBeVisible();
  await expect(result(page)).toHaveText("Stopped");
  await expect(page.getByRole("button", { name: "Run deploy" })).toBeEnabled();
});
