// The inline presentation in a chat page (stories/ChatHost.tsx): a request arrives at the end of the
// transcript without taking focus from the composer, is said once, is reached with Alt+Shift+E, answered or
// dismissed in place, and leaves a summary of exactly what the server received. What no outlet shows is
// answered in the modal.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { storyUrl } from "./story.ts";

const story = (name: string) => `host-integration-inline-transcript--${name}`;

async function openChat(page: Page, name = "light") {
  await page.goto(storyUrl(story(name)));
  await expect(composer(page)).toBeVisible();
}

const composer = (page: Page) => page.getByRole("textbox", { name: "Message", exact: true });
const transcript = (page: Page) => page.getByRole("region", { name: "Project chat" });
/** A request's card in the transcript, named by its heading ("Request from GitHub"). */
const card = (page: Page, server: string | RegExp) => transcript(page).getByRole("region", { name: server });
const repoField = (page: Page) => card(page, /GitHub/).getByRole("textbox", { name: /^Repo/ });
const goToRequest = (page: Page) => page.getByRole("button", { name: "Go to the request" });
const received = (page: Page) => page.getByRole("list", { name: "What the servers received" }).getByRole("listitem");

/** Sends a chat message; the assistant's tool then makes GitHub ask, while focus stays in the composer. */
async function sendMessage(page: Page, text: string) {
  await composer(page).click();
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
  await expect(repoField(page)).toBeVisible();
}

test("a request arriving while the person types leaves focus in the composer, and is said exactly once", async ({ page }) => {
  await openChat(page);
  // A screen reader speaks each change of a polite live region: record every change the arrival's region makes.
  await page.locator(".rme-arrival").evaluate((region) => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(region.textContent ?? "")).observe(region, { childList: true, subtree: true, characterData: true });
  });

  await sendMessage(page, "Call it mcp-elicitation-demo.");
  await expect(composer(page)).toBeFocused();
  await page.keyboard.type("Then book a table for four.");
  await expect(composer(page)).toHaveValue("Then book a table for four.");
  await expect(composer(page)).toBeFocused();
  await expect(page.getByRole("status").filter({ has: goToRequest(page) })).toHaveText("GitHub asks for information. Go to the request");
  expect(await page.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual(["GitHub asks for information. Go to the request"]);
});

test("Alt+Shift+E moves focus from the composer to the request's first field, and the arrival goes", async ({ page }) => {
  await openChat(page);
  await sendMessage(page, "Call it mcp-elicitation-demo.");
  await expect(goToRequest(page)).toBeVisible();
  await page.keyboard.press("Alt+Shift+E");
  await expect(repoField(page)).toBeFocused();
  await expect(goToRequest(page)).toHaveCount(0);
});

test("Escape inside the card dismisses it; the summary says so and focus goes back to the composer", async ({ page }) => {
  await openChat(page);
  await sendMessage(page, "Call it mcp-elicitation-demo.");
  // Escape in the composer belongs to the composer.
  await page.keyboard.press("Escape");
  await expect(repoField(page)).toBeVisible();
  await page.keyboard.press("Alt+Shift+E");
  await expect(repoField(page)).toBeFocused();
  await page.keyboard.press("Escape");

  await expect(transcript(page).getByRole("article")).toHaveText(/^You closed the request from GitHub without answering\./);
  await expect(repoField(page)).toHaveCount(0);
  await expect(received(page)).toHaveText(['GitHub: {"action":"cancel"}']);
  await expect(composer(page)).toBeFocused();
});

test("after Submit, the summary shows exactly what the server received", async ({ page }) => {
  await openChat(page);
  await page.getByRole("button", { name: "Ask from GitHub" }).click();
  const github = card(page, /GitHub/);
  await repoField(page).fill("mcp-elicitation-demo");
  await github.getByRole("radio", { name: "public" }).check();
  await github.getByRole("checkbox", { name: "mcp", exact: true }).check();
  await github.getByRole("checkbox", { name: "ai", exact: true }).check();
  await github.getByRole("checkbox", { name: /Auto init/ }).uncheck();
  await github.getByRole("button", { name: "Submit" }).click();

  await expect(received(page)).toHaveText([
    'GitHub: {"action":"accept","content":{"repo":"mcp-elicitation-demo","visibility":"public","topics":["mcp","ai"],"autoInit":false}}',
  ]);
  const summary = transcript(page).getByRole("article");
  await expect(summary).toContainText("You answered GitHub.");
  await expect(summary.getByRole("term")).toHaveText(["Repo", "Visibility", "Topics", "Auto init"]);
  await expect(summary.getByRole("definition")).toHaveText(["mcp-elicitation-demo", "public", "mcp and ai", "No"]);
  // The card is gone: nothing in the transcript can be edited or sent again.
  await expect(transcript(page).getByRole("textbox")).toHaveCount(0);
  await expect(transcript(page).getByRole("button")).toHaveCount(0);
});

test("a URL request from another server is answered in place, and a withdrawn request says so", async ({ page }) => {
  await openChat(page);
  await page.getByRole("button", { name: "Ask for a URL" }).click();
  const travel = card(page, /Travel Agent/);
  await expect(travel.getByText("auth.example.co.uk").first()).toBeVisible();
  await travel.getByRole("button", { name: "Decline" }).click();
  await expect(transcript(page).getByRole("article")).toHaveText(/^You declined the request from Travel Agent\./);

  await page.getByRole("button", { name: "Ask from weather" }).click();
  await expect(card(page, /weather/)).toBeVisible();
  await page.getByRole("button", { name: "Weather withdraws its request" }).click();
  await expect(card(page, /weather/)).toHaveCount(0);
  await expect(transcript(page).getByRole("article").last()).toHaveText(/^The request from weather was withdrawn\./);
  await expect(received(page)).toHaveText(['Travel Agent: {"action":"decline"}', "weather: Error: weather cancelled its request"]);
});

test("when its outlet unmounts, the request moves to the modal dialog with what was typed", async ({ page }) => {
  await openChat(page);
  await page.getByRole("button", { name: "Ask from GitHub" }).click();
  await repoField(page).fill("half-typed");
  await page.getByRole("checkbox", { name: "Show requests in the transcript" }).uncheck();

  const dialog = page.getByRole("dialog", { name: /GitHub/ });
  await expect(dialog.getByRole("textbox", { name: /^Repo/ })).toHaveValue("half-typed");
  await expect(transcript(page).getByRole("region")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeHidden();
  await expect(received(page)).toHaveText([
    'GitHub: {"action":"accept","content":{"repo":"half-typed","visibility":"private","autoInit":true}}',
  ]);
});

test("a request no outlet shows is answered in the modal dialog, while the transcript keeps its own", async ({ page }) => {
  // This story's outlet takes only GitHub's requests.
  await openChat(page, "outlet-for-one-server");
  await page.getByRole("button", { name: "Ask from GitHub" }).click();
  await expect(repoField(page)).toBeVisible();
  await page.getByRole("button", { name: "Ask for a URL" }).click();

  const dialog = page.getByRole("dialog", { name: /Travel Agent/ });
  await expect(dialog).toBeVisible();
  await expect(card(page, /Travel Agent/)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(dialog).toBeHidden();
  await expect(received(page)).toHaveText(['Travel Agent: {"action":"decline"}']);
  await expect(repoField(page)).toBeVisible();
});

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

for (const theme of ["light", "dark"]) {
  test(`axe finds nothing with a card and its arrival shown, nor with summaries: ${theme}`, async ({ page }) => {
    await openChat(page, theme);
    await page.getByRole("button", { name: "Ask from GitHub" }).click();
    await expect(repoField(page)).toBeVisible();
    await expect(goToRequest(page)).toBeVisible();
    await expectNoViolations(page);

    await goToRequest(page).click();
    await expect(repoField(page)).toBeFocused();
    await page.keyboard.type("mcp-elicitation-demo");
    await page.keyboard.press("Enter");
    await expect(transcript(page).getByRole("article")).toBeVisible();
    await page.getByRole("button", { name: "Ask for a URL" }).click();
    await card(page, /Travel Agent/).getByRole("button", { name: "Decline" }).click();
    await expect(transcript(page).getByRole("article")).toHaveCount(2);
    await expectNoViolations(page);
  });
}
