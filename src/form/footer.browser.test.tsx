// The dialog's footer as a person sees it at the default width: with "Block requests from …" (a second request
// from the same server) and a name of ordinary length, Decline and Submit stay side by side, beside the link;
// under 480 px the sheet's buttons share the width, the link above them.
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, expect, test } from "vitest";
import { page } from "vitest/browser";
import "../styles.css";
import { renderProvider } from "../../test/renderProvider.tsx";

// server-everything's own identity (its server/index.js) and the question its task tool asks.
const everything = { name: "mcp-servers/everything", title: "Everything Reference Server", version: "2026.8.31" };
const question = {
  message: "Please provide your preferences",
  requestedSchema: { type: "object", properties: { choice: { type: "string", title: "Choice" } } },
};

const original = { width: window.innerWidth, height: window.innerHeight };
afterEach(() => cleanup());
afterAll(() => page.viewport(original.width, original.height));

const box = (name: string | RegExp) => page.getByRole("button", { name }).element().getBoundingClientRect();

/** Two requests from server-everything at `width`, so that the first offers "Block requests from …"; the footer's boxes. */
async function footerAt(width: number, height: number) {
  await page.viewport(width, height);
  const { ask } = renderProvider();
  ask(question, everything);
  ask(question, everything);
  await expect.element(page.getByRole("button", { name: "Block requests from Everything Reference Server" })).toBeVisible();
  return [box("Decline"), box("Submit"), box(/^Block requests/)] as const;
}

test.each([1024, 600])("at %i px: Decline and Submit side by side, beside the link", async (width) => {
  const [decline, submit, link] = await footerAt(width, 800);
  expect(submit.top).toBe(decline.top);
  expect(submit.left).toBeGreaterThan(decline.right);
  // The link on the same line, before them.
  expect(link.right).toBeLessThanOrEqual(decline.left);
  expect(link.bottom).toBeGreaterThan(decline.top);
  expect(link.top).toBeLessThan(decline.bottom);
});

test("at 360 px: the sheet's buttons share its width, side by side, the link above them", async () => {
  const [decline, submit, link] = await footerAt(360, 700);
  expect(submit.top).toBe(decline.top);
  expect(Math.abs(submit.width - decline.width)).toBeLessThanOrEqual(1);
  expect(link.bottom).toBeLessThanOrEqual(decline.top);
});
