// Each way of answering gives the server the right ElicitResult (docs/guides/components.md, "What the user sees"):
// Submit -> accept with typed content, Decline -> decline, Close / Escape / backdrop -> cancel, no content.
import { expect, test } from "@playwright/test";
import { clickBackdrop, expectAnswerCount, expectSingleAnswer, openStory } from "./story.ts";

test.describe("accept", () => {
  test("the spec's structured example arrives as name, email and age as a number", async ({ page }) => {
    const dialog = await openStory(page, "spec-structured", /GitHub/);
    await dialog.getByLabel("Name").fill("Ada Lovelace");
    await dialog.getByLabel("Email").fill("ada@example.com");
    await dialog.getByRole("spinbutton", { name: "Age" }).fill("30");
    await dialog.getByRole("button", { name: "Submit" }).click();

    await expectSingleAnswer(page, { action: "accept", content: { name: "Ada Lovelace", email: "ada@example.com", age: 30 } });
    await expect(dialog).toBeHidden();
  });

  test("an optional number left empty is omitted", async ({ page }) => {
    const dialog = await openStory(page, "spec-structured", /GitHub/);
    await dialog.getByLabel("Name").fill("Ada Lovelace");
    await dialog.getByLabel("Email").fill("ada@example.com");
    await dialog.getByRole("button", { name: "Submit" }).click();

    await expectSingleAnswer(page, { action: "accept", content: { name: "Ada Lovelace", email: "ada@example.com" } });
  });

  test("the spec's simple text example", async ({ page }) => {
    const dialog = await openStory(page, "spec-simple-text", /GitHub/);
    await dialog.getByLabel("Name").fill("octocat");
    await dialog.getByRole("button", { name: "Submit" }).click();

    await expectSingleAnswer(page, { action: "accept", content: { name: "octocat" } });
  });

  test("the spec's colours: titles shown, consts sent, multi-selects as arrays in option order", async ({ page }) => {
    const dialog = await openStory(page, "spec-colors", /weather/);
    await dialog.getByRole("radiogroup", { name: "Color Selection" }).getByRole("radio", { name: "Blue" }).check();
    await dialog.getByRole("radiogroup", { name: "Titled color" }).getByRole("radio", { name: "Green" }).check();
    const colors = dialog.getByRole("group", { name: "Colors", exact: true });
    await colors.getByRole("checkbox", { name: "Red" }).uncheck();
    await colors.getByRole("checkbox", { name: "Blue" }).check();
    await dialog.getByRole("button", { name: "Submit" }).click();

    await expectSingleAnswer(page, {
      action: "accept",
      content: { untitled: "Blue", titled: "#00FF00", several: ["Green", "Blue"], severalTitled: ["#FF0000", "#00FF00"] },
    });
  });

  test("an empty properties object is a plain confirm: accept with empty content", async ({ page }) => {
    const dialog = await openStory(page, "confirm", /GitHub/);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expectSingleAnswer(page, { action: "accept", content: {} });
  });
});

test.describe("decline and cancel carry no content", () => {
  test("Decline", async ({ page }) => {
    const dialog = await openStory(page, "spec-structured", /GitHub/);
    await dialog.getByLabel("Name").fill("Ada");
    await dialog.getByRole("button", { name: "Decline" }).click();

    await expectSingleAnswer(page, { action: "decline" });
    await expect(dialog).toBeHidden();
  });

  test("the Close button", async ({ page }) => {
    const dialog = await openStory(page, "spec-structured", /GitHub/);
    await dialog.getByRole("button", { name: "Close" }).click();

    await expectSingleAnswer(page, { action: "cancel" });
    await expect(dialog).toBeHidden();
  });

  test("Escape", async ({ page }) => {
    const dialog = await openStory(page, "spec-structured", /GitHub/);
    await page.keyboard.press("Escape");

    await expectSingleAnswer(page, { action: "cancel" });
    await expect(dialog).toBeHidden();
  });

  test("Escape after typing still cancels (an explicit key, not a stray click)", async ({ page }) => {
    const dialog = await openStory(page, "spec-structured", /GitHub/);
    await dialog.getByLabel("Name").fill("Ada");
    await page.keyboard.press("Escape");

    await expectSingleAnswer(page, { action: "cancel" });
    await expect(dialog).toBeHidden();
  });

  test("a backdrop click while the form is unchanged", async ({ page }) => {
    const dialog = await openStory(page, "spec-structured", /GitHub/);
    await clickBackdrop(page, dialog);

    await expectSingleAnswer(page, { action: "cancel" });
    await expect(dialog).toBeHidden();
  });

  test("a backdrop click after typing does NOT cancel, and keeps what was typed", async ({ page }) => {
    const dialog = await openStory(page, "spec-structured", /GitHub/);
    await dialog.getByLabel("Name").fill("Ada");
    await clickBackdrop(page, dialog);

    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue("Ada");
    await expectAnswerCount(page, 0);

    // The person can still finish what they started.
    await dialog.getByLabel("Email").fill("ada@example.com");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expectSingleAnswer(page, { action: "accept", content: { name: "Ada", email: "ada@example.com" } });
  });

  test("a click inside the dialog's own padding is not a backdrop click", async ({ page }) => {
    const dialog = await openStory(page, "spec-structured", /GitHub/);
    const box = (await dialog.boundingBox())!;
    await page.mouse.click(box.x + 2, box.y + box.height / 2);

    await expect(dialog).toBeVisible();
    await expectAnswerCount(page, 0);
  });
});
