// axe finds nothing with a request open: every form-mode story, and the invalid states.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { formStories, openForm, openStory } from "./story.ts";

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

// Every form-mode story of the built Storybook, dialogs and inline forms alike.
for (const story of formStories()) {
  test(`${story.title} › ${story.name}: as it opens`, async ({ page }) => {
    await openForm(page, story.id);
    await expectNoViolations(page);
  });
}

test("constrained: with every error showing", async ({ page }) => {
  const dialog = await openStory(page, "constrained");
  await dialog.getByLabel("Homepage").fill("not a url");
  await dialog.getByRole("group", { name: "Languages" }).getByRole("checkbox", { name: "Go" }).check();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByRole("group", { name: "Languages" })).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(page);
});

test("simplified-chinese: with errors showing", async ({ page }) => {
  const dialog = await openStory(page, "simplified-chinese");
  await dialog.getByRole("button", { name: "提交" }).click();
  await expect(dialog.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(page);
});

test("every-kind: with choices made and a date-time picked", async ({ page }) => {
  const dialog = await openStory(page, "every-kind");
  await dialog.getByRole("radiogroup", { name: "Seat" }).getByRole("radio", { name: "Aisle" }).check();
  await dialog.getByLabel("Meeting time").fill("2026-03-15T14:30");
  await dialog.getByLabel("Email").fill("nope");
  await dialog.getByLabel("Budget").focus();
  await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(page);
});
