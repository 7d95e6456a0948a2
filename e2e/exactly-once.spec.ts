// onRespond is called exactly once per request, whatever the person does (docs/guides/components.md, "What the user sees"),
// and the dialog closes itself after answering; the host's next request opens a fresh one.
import { expect, test, type Locator } from "@playwright/test";
import { expectAnswerCount, expectSingleAnswer, lastAnswer, openStory } from "./story.ts";

const structured = { action: "accept", content: { name: "Ada Lovelace", email: "ada@example.com", age: 30 } };

async function fillStructured(dialog: Locator) {
  await dialog.getByLabel("Name").fill("Ada Lovelace");
  await dialog.getByLabel("Email").fill("ada@example.com");
  await dialog.getByRole("spinbutton", { name: "Age" }).fill("30");
}

test("a double click on Submit answers once", async ({ page }) => {
  const dialog = await openStory(page, "spec-structured", /GitHub/);
  await fillStructured(dialog);
  await dialog.getByRole("button", { name: "Submit" }).dblclick();

  await expectSingleAnswer(page, structured);
  await expect(dialog).toBeHidden();
});

test("two clicks in the same task, before React re-renders, answer once", async ({ page }) => {
  const dialog = await openStory(page, "spec-structured", /GitHub/);
  await fillStructured(dialog);
  // Faster than any mouse: both clicks land before the first answer has re-rendered the form.
  await dialog.getByRole("button", { name: "Submit" }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });

  await expectSingleAnswer(page, structured);
});

test("pressing Enter repeatedly, and holding it down, answers once", async ({ page }) => {
  const dialog = await openStory(page, "spec-structured", /GitHub/);
  await fillStructured(dialog);
  await dialog.getByRole("spinbutton", { name: "Age" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  // Held down: repeated keydowns (Playwright marks the repeats) and one keyup.
  for (let i = 0; i < 5; i++) await page.keyboard.down("Enter");
  await page.keyboard.up("Enter");

  await expectSingleAnswer(page, structured);
  await expect(dialog).toBeHidden();
});

test("Escape right after Submit does not add a cancel", async ({ page }) => {
  const dialog = await openStory(page, "spec-structured", /GitHub/);
  await fillStructured(dialog);
  await dialog.getByRole("spinbutton", { name: "Age" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");

  await expectSingleAnswer(page, structured);
});

test("Decline then Escape and a click outside answer once", async ({ page }) => {
  const dialog = await openStory(page, "spec-structured", /GitHub/);
  await dialog.getByRole("button", { name: "Decline" }).click();
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 5);

  await expectSingleAnswer(page, { action: "decline" });
  await expect(dialog).toBeHidden();
});

test("the dialog closes itself after answering, and 'Send the request again' opens a fresh one", async ({ page }) => {
  const dialog = await openStory(page, "spec-structured", /GitHub/);
  await fillStructured(dialog);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectAnswerCount(page, 1);

  await page.getByRole("button", { name: "Send the request again" }).click();
  const again = page.getByRole("dialog", { name: /GitHub/ });
  await expect(again).toBeVisible();
  // Fresh: nothing carried over from the first request, and a fresh exactly-once guard.
  await expect(again.getByLabel("Name")).toHaveValue("");
  await expect(again.getByLabel("Email")).toHaveValue("");
  await expect(again.getByRole("spinbutton", { name: "Age" })).toHaveValue("");
  await again.getByLabel("Name").fill("Grace Hopper");
  await again.getByLabel("Email").fill("grace@example.com");
  await again.getByRole("button", { name: "Submit" }).dblclick();

  await expectAnswerCount(page, 2);
  expect(await lastAnswer(page)).toStrictEqual({ action: "accept", content: { name: "Grace Hopper", email: "grace@example.com" } });
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
