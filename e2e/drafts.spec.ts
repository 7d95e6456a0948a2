// Drafts (docs/guides/drafts.md), as a person meets them in the built Storybook: type, press Escape, and the
// same server asking again ("Send the request again") opens with what was typed, says so, and sends what it shows.
import { expect, test, type Page } from "@playwright/test";
import { clickBackdrop, expectAnswerCount, lastAnswer, openStory } from "./story.ts";

const TYPE_THEN_ESCAPE = "form-mode-drafts--type-then-escape";
const RESTORED = "form-mode-drafts--restored";

const sendAgain = (page: Page) => page.getByRole("button", { name: "Send the request again" }).click();

test("Escape, then the same request again: the form opens with what was typed, says so, and sends it", async ({ page }) => {
  const dialog = await openStory(page, TYPE_THEN_ESCAPE, /GitHub/);
  await expect(dialog.getByText("Restored what you typed before.")).toHaveCount(0);
  await dialog.getByLabel("Name").fill("Grace Hopper");
  await dialog.getByLabel("Email").fill("grace@example.com");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expectAnswerCount(page, 1);
  expect(await lastAnswer(page)).toStrictEqual({ action: "cancel" });

  await sendAgain(page);
  const again = page.getByRole("dialog", { name: /GitHub/ });
  await expect(again).toBeVisible();
  await expect(again.getByText("Restored what you typed before.")).toBeVisible();
  // The description stays the message (docs/guides/components.md, "What the user sees"); the line is read before the fields.
  await expect(again).toHaveAccessibleDescription("Please provide your contact information");
  await expect(again.getByLabel("Name")).toHaveValue("Grace Hopper");
  await expect(again.getByLabel("Email")).toHaveValue("grace@example.com");
  await expect(again.getByRole("spinbutton", { name: "Age" })).toHaveValue("");
  await again.getByRole("button", { name: "Submit" }).click();
  await expectAnswerCount(page, 2);
  expect(await lastAnswer(page)).toStrictEqual({ action: "accept", content: { name: "Grace Hopper", email: "grace@example.com" } });

  // Answered: the draft is gone, the next time is fresh.
  await sendAgain(page);
  await expect(again).toBeVisible();
  await expect(again.getByLabel("Name")).toHaveValue("");
  await expect(again.getByText("Restored what you typed before.")).toHaveCount(0);
});

test("a restored form is not thrown away by a stray click on the backdrop; Escape still cancels, and keeps it", async ({ page }) => {
  const dialog = await openStory(page, RESTORED, /GitHub/);
  await expect(dialog.getByLabel("Name")).toHaveValue("Ada Lovelace");
  await clickBackdrop(page, dialog);
  await expect(dialog).toBeVisible();
  await expectAnswerCount(page, 0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expectAnswerCount(page, 1);
  expect(await lastAnswer(page)).toStrictEqual({ action: "cancel" });

  await sendAgain(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("Ada Lovelace");
});

test("Start over: the server's defaults, the line gone, focus in the first field, and the draft forgotten", async ({ page }) => {
  const dialog = await openStory(page, RESTORED, /GitHub/);
  await expect(dialog.getByLabel("Email")).toHaveValue("ada@example.com");
  await dialog.getByRole("button", { name: "Start over" }).click();
  await expect(dialog.getByLabel("Name")).toHaveValue("");
  await expect(dialog.getByLabel("Email")).toHaveValue("");
  await expect(dialog.getByRole("spinbutton", { name: "Age" })).toHaveValue("");
  await expect(dialog.getByText("Restored what you typed before.")).toHaveCount(0);
  await expect(dialog).toHaveAccessibleDescription("Please provide your contact information");
  await expect(dialog.getByLabel("Name")).toBeFocused();

  // Unchanged now: a click on the backdrop cancels, as on any untouched form, and nothing comes back.
  await clickBackdrop(page, dialog);
  await expect(dialog).toBeHidden();
  await expectAnswerCount(page, 1);
  await sendAgain(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("");
});

test("the keyboard reaches Start over after the message, before the fields", async ({ page }) => {
  const dialog = await openStory(page, RESTORED, /GitHub/);
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Start over" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Name")).toHaveValue("");
  await expect(dialog.getByLabel("Name")).toBeFocused();
});

test("a password is never kept: the SDK's own example asked again opens with the other fields, the password empty", async ({ page }) => {
  const dialog = await openStory(page, "form-mode-sensitive-fields--sdk-example");
  await dialog.getByLabel("Username").fill("ada_l");
  await dialog.getByLabel("Email").fill("ada@example.com");
  await dialog.getByLabel("Password", { exact: true }).fill("correct horse battery");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expectAnswerCount(page, 1);

  await sendAgain(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Restored what you typed before.")).toBeVisible();
  await expect(dialog.getByLabel("Username")).toHaveValue("ada_l");
  await expect(dialog.getByLabel("Email")).toHaveValue("ada@example.com");
  await expect(dialog.getByLabel("Password", { exact: true })).toHaveValue("");
});
