// The README's two pictures of the same request: answered inline in a chat transcript, and in the modal
// dialog. Run by e2e/screenshots.config.ts only; light theme, 1100 px wide.
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { storyUrl } from "./story.ts";

const image = (name: string) => fileURLToPath(new URL(`../docs/images/${name}.png`, import.meta.url));

test.use({ colorScheme: "light" });

test("inline: a summary of what was sent, and GitHub's next request in the transcript", async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  // The story's play function answers GitHub's form, then goes to GitHub's next request: done when its first
  // field has focus.
  await page.goto(storyUrl("host-integration-inline-transcript--answered"));
  await expect(page.getByRole("region", { name: /GitHub/ }).getByRole("textbox", { name: /^Name/ })).toBeFocused();
  // The whole page, down to the composer: nothing fixed is shown once the arrival has gone.
  await page.screenshot({ path: image("inline"), fullPage: true, animations: "disabled" });
});

test("modal: the same request in the provider's dialog over the host page", async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 560 });
  await page.goto(storyUrl("host-integration-elicitationprovider--two-servers"));
  await expect(page.getByRole("dialog", { name: /GitHub/ }).getByRole("textbox", { name: /^Name/ })).toBeFocused();
  await page.screenshot({ path: image("modal"), animations: "disabled" });
});
