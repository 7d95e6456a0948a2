// A request can be answered with the keyboard alone; focus starts in the first field and goes back to
// where it was when the dialog closes (the native modal <dialog> keeps it inside while open).
import { expect, test } from "@playwright/test";
import { expectAnswerCount, expectSingleAnswer, lastAnswer, openStory } from "./story.ts";

test("the spec's structured example, completed with Tab, typing and Enter only", async ({ page }) => {
  const dialog = await openStory(page, "spec-structured", /GitHub/);
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.type("Ada Lovelace");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await page.keyboard.type("ada@example.com");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("spinbutton", { name: "Age" })).toBeFocused();
  await page.keyboard.type("30");
  await page.keyboard.press("Enter");

  await expectSingleAnswer(page, { action: "accept", content: { name: "Ada Lovelace", email: "ada@example.com", age: 30 } });
  await expect(dialog).toBeHidden();
});

test("Tab reaches Decline and Submit after the fields, and Shift+Tab from the first field reaches Close", async ({ page }) => {
  const dialog = await openStory(page, "spec-structured", /GitHub/);
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Decline" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Submit" })).toBeFocused();
  // Space on Decline answers decline.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Space");
  await expectSingleAnswer(page, { action: "decline" });
});

test("radios by arrow keys and checkboxes by Space", async ({ page }) => {
  const dialog = await openStory(page, "legacy-enums", /Travel Agent/);
  const plan = dialog.getByRole("radiogroup", { name: "Plan" });
  // No default: Tab stop on the first option; the arrow keys choose.
  await expect(plan.getByRole("radio", { name: "Free" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(plan.getByRole("radio", { name: "Pro" })).toBeChecked();
  await page.keyboard.press("Tab");
  const region = dialog.getByRole("radiogroup", { name: "Region" });
  await expect(region.getByRole("radio", { name: "eu" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(region.getByRole("radio", { name: "eu" })).toBeChecked();
  // An optional choice, once made, can be cleared again.
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Clear choice" })).toBeFocused();
  await page.keyboard.press("Tab");
  const addons = dialog.getByRole("group", { name: "Addons" });
  await expect(addons.getByRole("checkbox", { name: "Single sign-on" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(addons.getByRole("checkbox", { name: "Audit log" })).toBeChecked();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Submit" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expectSingleAnswer(page, { action: "accept", content: { plan: "pro", region: "eu", addons: ["audit"] } });
});

test("focus starts in the first field, or on Submit when there is none", async ({ page }) => {
  let dialog = await openStory(page, "defaults", /Travel Agent/);
  await expect(dialog.getByLabel("Note")).toBeFocused();
  dialog = await openStory(page, "spec-colors", /weather/);
  // A radio group with a default: the checked radio.
  await expect(dialog.getByRole("radiogroup", { name: "Color Selection" }).getByRole("radio", { name: "Red" })).toBeFocused();
  dialog = await openStory(page, "confirm", /GitHub/);
  await expect(dialog.getByRole("button", { name: "Submit" })).toBeFocused();
});

test("focus stays inside the open dialog", async ({ page }) => {
  const dialog = await openStory(page, "spec-simple-text", /GitHub/);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    const inside = await dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body);
    expect(inside, `Tab ${i + 1} leaves focus in the dialog`).toBe(true);
  }
  await expect(page.getByRole("button", { name: "Send the request again" })).not.toBeFocused();
});

test("focus returns to 'Send the request again' after the dialog it opened closes", async ({ page }) => {
  const first = await openStory(page, "spec-structured", /GitHub/);
  await first.getByRole("button", { name: "Decline" }).click();
  await expect(first).toBeHidden();

  const again = page.getByRole("button", { name: "Send the request again" });
  await again.click();
  const dialog = page.getByRole("dialog", { name: /GitHub/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(again).toBeFocused();
  await expectAnswerCount(page, 2);
  expect(await lastAnswer(page)).toStrictEqual({ action: "cancel" });

  // And after an accept, by the keyboard from there.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.type("Ada");
  await page.keyboard.press("Tab");
  await page.keyboard.type("ada@example.com");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(again).toBeFocused();
  await expectAnswerCount(page, 3);
});
