// URL mode, driven as a person would: nothing touches the URL before consent, one click opens it in a
// new top-level tab with no opener and no referrer, and every other way out answers decline or cancel.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Request } from "@playwright/test";
import { clickBackdrop, expectAnswerCount, expectSingleAnswer, openStory } from "./story.ts";

const story = (name: string) => `url-mode-urlelicitationprompt--${name}`;
const TARGET = "https://mcp.example.com/ui/set_api_key";

/** Serves the target host from the test (there is no network here) and records every request to it. */
async function watchHost(context: BrowserContext, host: string) {
  const requests: Request[] = [];
  context.on("request", (request) => {
    if (new URL(request.url()).hostname === host) requests.push(request);
  });
  await context.route(`https://${host}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Set your API key</title><h1>Set your API key</h1>" }),
  );
  return requests;
}

test("nothing is fetched from the URL before consent; one click opens it with no opener and no referrer", async ({ page, context }) => {
  const requests = await watchHost(context, "mcp.example.com");
  const dialog = await openStory(page, story("ordinary"), /GitHub/);
  await expect(dialog.getByText(TARGET)).toBeVisible();
  // Time for any prefetch, preconnect, favicon or preview to have happened, if the prompt made one.
  await page.waitForTimeout(1000);
  expect(requests).toHaveLength(0);

  const popupPromise = context.waitForEvent("page");
  await dialog.getByRole("button", { name: "Open mcp.example.com" }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();

  expect(popup.url()).toBe(TARGET);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(await popup.evaluate(() => document.referrer)).toBe("");
  const navigations = requests.filter((r) => r.resourceType() === "document");
  expect(navigations).toHaveLength(1);
  expect(await navigations[0]!.headerValue("referer")).toBeNull();

  await expectSingleAnswer(page, { action: "accept" });
  await expect(dialog).toBeHidden();
});

test("exactly once: a double click on Open opens one tab and answers once", async ({ page, context }) => {
  await watchHost(context, "mcp.example.com");
  const dialog = await openStory(page, story("ordinary"));
  const pages: unknown[] = [];
  context.on("page", (p) => pages.push(p));
  await dialog.getByRole("button", { name: "Open mcp.example.com" }).dblclick();
  await expectSingleAnswer(page, { action: "accept" });
  await page.keyboard.press("Escape");
  await page.waitForTimeout(300);
  await expectAnswerCount(page, 1);
  expect(pages).toHaveLength(1);
});

test("Decline answers decline; Close, Escape and the backdrop answer cancel", async ({ page }) => {
  let dialog = await openStory(page, story("ordinary"));
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expectSingleAnswer(page, { action: "decline" });

  for (const leave of ["close", "escape", "backdrop"] as const) {
    dialog = await openStory(page, story("ordinary"));
    if (leave === "close") await dialog.getByRole("button", { name: "Close" }).click();
    if (leave === "escape") await page.keyboard.press("Escape");
    if (leave === "backdrop") await clickBackdrop(page, dialog);
    await expectSingleAnswer(page, { action: "cancel" });
  }
});

test("keyboard only: focus starts on the heading, Tab reaches Open, Enter opens", async ({ page, context }) => {
  await watchHost(context, "mcp.example.com");
  const dialog = await openStory(page, story("ordinary"));
  await expect(dialog.getByRole("heading", { name: /GitHub/ })).toBeFocused();
  // Enter on the heading does nothing: a keystroke meant for the chat box cannot consent.
  await page.keyboard.press("Enter");
  await page.waitForTimeout(200);
  await expectAnswerCount(page, 0);

  const open = dialog.getByRole("button", { name: "Open mcp.example.com" });
  for (let i = 0; i < 6 && !(await open.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(open).toBeFocused();
  const popupPromise = context.waitForEvent("page");
  await page.keyboard.press("Enter");
  await popupPromise;
  await expectSingleAnswer(page, { action: "accept" });
});

test("the open control names the host, the registrable domain is highlighted, the whole URL is shown", async ({ page }) => {
  const dialog = await openStory(page, story("subdomain"));
  await expect(dialog.getByRole("button", { name: "Open auth.example.co.uk" })).toBeVisible();
  await expect(dialog.locator("mark")).toHaveText("example.co.uk");
  await expect(dialog.getByText("https://auth.example.co.uk/connect?elicitationId=550e8400")).toBeVisible();
  await expect(dialog.getByRole("link")).toHaveCount(0);
});

test("a 2,000-character URL is shown whole", async ({ page }) => {
  const dialog = await openStory(page, story("very-long"));
  const text = await dialog.locator("[translate=no]").innerText();
  expect(text.replace(/\s/g, "").length).toBeGreaterThan(1900);
  expect(text).toContain("&evil.example");
  await expect(dialog.getByText(/very long/)).toBeVisible();
});

const warnings: [string, RegExp][] = [
  ["punycode", /International name: аррӏе\.com is sent as xn--80ak6aa92e\.com/],
  ["mixed-scripts", /mixes alphabets/],
  ["ip-host", /bare IP address/],
  ["credentials", /“bank\.com” before the @ is not the site: the site is evil\.example/],
  ["port", /unusual port \(8443\)/],
  ["invisible-characters", /invisible or text-direction/],
  ["localhost-development", /development address/],
];
for (const [name, warning] of warnings) {
  test(`${name}: warned, and still possible to open`, async ({ page }) => {
    const dialog = await openStory(page, story(name));
    await expect(dialog.getByText(warning)).toBeVisible();
    await expect(dialog.getByRole("button", { name: /^Open / })).toBeVisible();
  });
}

test("port: the destination and the Open button name a port that is not the scheme's default (another server)", async ({ page }) => {
  const dialog = await openStory(page, story("port"));
  await expect(dialog.getByText("You will go to")).toHaveText("You will go to pay.example.com:8443");
  await expect(dialog.getByRole("button", { name: "Open pay.example.com:8443", exact: true })).toBeVisible();
});

const blocked = ["blocked-javascript", "blocked-data", "blocked-file", "blocked-blob", "blocked-vbscript", "blocked-about", "blocked-insecure-http", "blocked-unparsable", "blocked-empty"];
for (const name of blocked) {
  test(`${name}: no open control at all; Decline and Close still answer`, async ({ page }) => {
    let dialog = await openStory(page, story(name));
    await expect(dialog.getByRole("alert")).toContainText("cannot be opened");
    await expect(dialog.getByRole("button", { name: /^Open/ })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Decline" }).click();
    await expectSingleAnswer(page, { action: "decline" });
    dialog = await openStory(page, story(name));
    await dialog.getByRole("button", { name: "Close" }).click();
    await expectSingleAnswer(page, { action: "cancel" });
  });
}

test("waiting: Done and Cancel for a completion notice that never comes", async ({ page, context }) => {
  await watchHost(context, "mcp.example.com");
  let dialog = await openStory(page, story("waiting"));
  await dialog.getByRole("button", { name: "Open mcp.example.com" }).click();
  await expect(dialog.getByText("Continue in the new tab")).toBeVisible();
  await expectSingleAnswer(page, { action: "accept" });
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Host events")).toHaveText("done");

  dialog = await openStory(page, story("waiting"));
  await dialog.getByRole("button", { name: "Open mcp.example.com" }).click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Host events")).toHaveText("cancel-waiting");
});

test("waiting, then the server completes: the prompt says so", async ({ page, context }) => {
  await watchHost(context, "mcp.example.com");
  const dialog = await openStory(page, story("waiting-then-complete"));
  await dialog.getByRole("button", { name: "Open mcp.example.com" }).click();
  await expect(dialog.getByText("Continue in the new tab")).toBeVisible();
  await expect(dialog.getByText("Finished: the server has confirmed.")).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expectAnswerCount(page, 1);
});

test("in <ElicitationProvider>: after consent the prompt closes and a card waits while the page stays usable; axe finds nothing", async ({
  page,
  context,
}) => {
  await watchHost(context, "auth.example.co.uk");
  const dialog = await openStory(page, "host-integration-elicitationprovider--two-servers", /GitHub/);
  const answers = page.getByRole("list", { name: "Answers" });
  await dialog.getByRole("button", { name: "Decline" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Decline" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("button", { name: "Ask for a URL" }).click();
  const popup = context.waitForEvent("page");
  await page.getByRole("dialog").getByRole("button", { name: "Open auth.example.co.uk" }).click();
  await (await popup).close();
  await expect(answers.getByRole("listitem").last()).toHaveText('GitHub: {"action":"accept"}');

  const card = page.getByRole("region", { name: "Link from GitHub" });
  await expect(card.getByRole("status")).toContainText("Continue in the new tab");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The page is usable meanwhile: another request is asked for and answered while the card waits.
  await page.getByRole("button", { name: "Ask from weather" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Decline" }).click();
  await expect(answers.getByRole("listitem").last()).toContainText('{"action":"decline"}');
  await expect(card).toBeVisible();

  await page.getByRole("button", { name: "Complete the URL flow" }).click();
  await expect(card.getByRole("status")).toHaveText("Finished: the server has confirmed.");
  await expect(card.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  // It says so for a moment (noticeDuration), then goes by itself.
  await expect(card).toBeHidden();
});

test("zh-CN: the prompt speaks Chinese", async ({ page }) => {
  const dialog = await openStory(page, story("simplified-chinese"));
  await expect(dialog.getByRole("button", { name: "打开 evil.example" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "拒绝" })).toBeVisible();
});

for (const name of ["ordinary", "punycode", "credentials", "very-long", "blocked-javascript", "localhost-development"]) {
  test(`axe finds nothing with the ${name} prompt open`, async ({ page }) => {
    await openStory(page, story(name));
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
