// The server's message is plain text with its line breaks: never HTML or Markdown, nothing in it a link.
// It describes the dialog; the server's name titles it, isolated so its characters cannot reorder the text.
import { expect, test } from "@playwright/test";
import * as fixtures from "../stories/fixtures.ts";
import { openStory } from "./story.ts";

test("markup in the message is shown literally, and nothing is a link", async ({ page }) => {
  const dialog = await openStory(page, "long-message", /Travel Agent/);
  const message = dialog.getByText(/^Line 1: the server explains/);
  await expect(message).toBeVisible();
  await expect(message).toContainText("<b>and</b> [links](https://x.test) stay text.");
  await expect(dialog.locator("b")).toHaveCount(0);
  await expect(dialog.getByRole("link")).toHaveCount(0);
  // Its line breaks are kept: 40 lines as sent.
  expect((await message.innerText()).split("\n")).toHaveLength(40);
  // The message is the dialog's description.
  await expect(dialog).toHaveAccessibleDescription(fixtures.longMessage.request.message.replace(/\n/g, " "));
});

test("a long message scrolls inside the dialog; the buttons stay on screen", async ({ page }) => {
  const dialog = await openStory(page, "long-message", /Travel Agent/);
  await expect(dialog.getByRole("button", { name: "Submit" })).toBeInViewport();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeInViewport();
  await dialog.getByLabel("I have read this").scrollIntoViewIfNeeded();
  await dialog.getByLabel("I have read this").check();
  await expect(dialog.getByRole("button", { name: "Submit" })).toBeInViewport();
});

test("the dialog is named by the server's display name, and the message describes it", async ({ page }) => {
  const dialog = await openStory(page, "spec-structured");
  await expect(dialog).toHaveAccessibleName("Request from GitHub");
  await expect(dialog).toHaveAccessibleDescription("Please provide your contact information");
  // No title: the name.
  const weather = await openStory(page, "spec-colors");
  await expect(weather).toHaveAccessibleName("Request from weather");
});

test("a server name with bidi controls is isolated in its own run", async ({ page }) => {
  const dialog = await openStory(page, "untrusted-server-name");
  await expect(dialog).toHaveAccessibleName(/evil/);
  const heading = dialog.getByRole("heading", { name: /Request from/ });
  await expect(heading.locator("bdi")).toHaveText(fixtures.servers.untrusted.name);
  // The words around it are outside the isolate.
  expect(await heading.evaluate((h) => h.firstChild?.textContent)).toBe("Request from ");
});
