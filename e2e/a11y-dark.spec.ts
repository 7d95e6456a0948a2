// axe again with the system in dark mode: the default theme's dark colours must pass contrast too.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { builtStories, openForm } from "./story.ts";

test.use({ colorScheme: "dark" });

// Every story (those with a play function are covered in light, where their play runs to its end).
const stories = builtStories().filter((s) => !s.tags?.includes("play-fn"));

for (const story of stories) {
  test(`${story.title} › ${story.name}: dark`, async ({ page }) => {
    await openForm(page, story.id);
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
  });
}

test("constrained, dark, with every error showing", async ({ page }) => {
  const dialog = await openForm(page, "constrained");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("textbox", { name: "Username" })).toHaveAttribute("aria-invalid", "true");
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
