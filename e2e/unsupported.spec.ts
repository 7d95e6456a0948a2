// A schema that cannot be a form says so, names every offending property, and offers only Decline
// and Close: no Submit (docs/guides/components.md, "What the user sees").
import { expect, test } from "@playwright/test";
import { expectSingleAnswer, openStory } from "./story.ts";

test("an alert names every offending property; there is no Submit", async ({ page }) => {
  const dialog = await openStory(page, "unsupported", /Travel Agent/);
  const alert = dialog.getByRole("alert");
  await expect(alert).toBeVisible();
  for (const name of ["address", "scores", "link", "country"]) await expect(alert).toContainText(name);
  // "name" is a fine field; it is not reported.
  await expect(alert).not.toContainText("“name”");
  await expect(dialog.getByRole("button", { name: "Submit" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Decline" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
  // No half-form: nothing to fill in.
  await expect(dialog.getByRole("textbox")).toHaveCount(0);
});

test("Decline answers decline", async ({ page }) => {
  const dialog = await openStory(page, "unsupported", /Travel Agent/);
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expectSingleAnswer(page, { action: "decline" });
  await expect(dialog).toBeHidden();
});

test("Enter cannot accept it, and Close answers cancel", async ({ page }) => {
  const dialog = await openStory(page, "unsupported", /Travel Agent/);
  await dialog.getByRole("button", { name: "Close" }).focus();
  await dialog.getByRole("button", { name: "Close" }).press("Enter");
  await expectSingleAnswer(page, { action: "cancel" });
});
