// Keyboard only, for every kind of field and for the host flow: Tab visits every control once, in the
// order a person reads them, and every request can be answered without a pointer.
import { expect, test, type Page } from "@playwright/test";
import { openStory, storyUrl } from "./story.ts";

/** The accessible names Tab visits from where focus is, until `last` (inclusive). */
async function tabSequence(page: Page, last: string, limit = 40): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < limit; i++) {
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return "";
      const labelled = el.getAttribute("aria-label") ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? "";
      return `${el.getAttribute("type") ?? el.tagName.toLowerCase()}:${labelled.trim()}`;
    });
    // A native date or date-time input is several stops (its month, day, year ... segments): one field.
    if (names.at(-1) !== name) names.push(name);
    if (name.endsWith(`:${last}`)) return names;
    await page.keyboard.press("Tab");
  }
  return names;
}

test("every kind: Tab visits each field once, in the server's order, then Decline and Submit", async ({ page }) => {
  await openStory(page, "every-kind");
  expect(await tabSequence(page, "Submit")).toEqual([
    "text:Full name",
    "email:Email",
    "url:Website",
    "date:Departure date",
    "datetime-local:Meeting time",
    "number:Budget",
    "number:Travellers",
    "checkbox:Add travel insurance",
    // A radio group is one stop (arrow keys move within it); a select is one stop.
    "radio:Window",
    "select:Cabin",
    "checkbox:Breakfast",
    "checkbox:Lunch",
    "checkbox:Dinner",
    "button:Decline",
    "submit:Submit",
  ]);
});

/** Presses Tab until the focused control has this accessible name. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return (el?.labels?.[0]?.textContent ?? el?.textContent ?? "").trim();
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

test("every kind, answered with the keyboard alone", async ({ page }) => {
  const dialog = await openStory(page, "every-kind");
  await page.keyboard.type("Ada Lovelace");
  await tabTo(page, "Email");
  await page.keyboard.type("ada@example.com");
  await tabTo(page, "Website");
  await page.keyboard.type("https://ada.example");
  await tabTo(page, "Budget");
  await page.keyboard.type("1200.5");
  await tabTo(page, "Travellers");
  await page.keyboard.type("2");
  await tabTo(page, "Add travel insurance");
  await page.keyboard.press("Space");
  await tabTo(page, "Window");
  await page.keyboard.press("ArrowDown"); // Window -> Aisle
  await tabTo(page, "Breakfast");
  await page.keyboard.press("Space");
  await tabTo(page, "Dinner");
  await page.keyboard.press("Space");
  await tabTo(page, "Submit");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  const answer = JSON.parse(await page.getByLabel("Last answer").innerText());
  expect(answer).toEqual({
    action: "accept",
    content: {
      name: "Ada Lovelace",
      email: "ada@example.com",
      website: "https://ada.example",
      budget: 1200.5,
      travellers: 2,
      insurance: true,
      seat: "Aisle",
      meals: ["Breakfast", "Dinner"],
    },
  });
});

test("the host flow with the keyboard alone: two requests from a real server, answered in turn", async ({ page }) => {
  await page.goto(storyUrl("live-demo-mcp-server-in-the-page--v-1"));
  await expect(page.getByText("connected to Demo Server")).toBeVisible();
  const run = page.getByRole("button", { name: "Run two_questions" });
  await run.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Request 1 of 2")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Name" })).toBeFocused();
  await page.keyboard.type("Ada");
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Second question: subscribe to updates?")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "Subscribe" })).toBeFocused();
  await page.keyboard.press("Space"); // untick the default
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Log" })).toContainText('two_questions returned: accepted {"name":"Ada"}; accepted {"subscribe":false}');
  // Focus is back on the control that started it all.
  await expect(run).toBeFocused();
});
