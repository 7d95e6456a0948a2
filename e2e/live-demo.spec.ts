// The live demo, end to end: a real SDK McpServer and Client in the page (stories/live/), with this
// library's <ElicitationProvider> and registerElicitationHandler as the elicitation UI. Each test runs
// tools by their buttons and answers as a person would; the server validates every answer with its own
// Ajv and writes its verdict to the page's log, which is what these tests read.
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { storyUrl } from "./story.ts";

const DEMO = "live-demo-mcp-server-in-the-page--demo";
const SERVER = "Demo Server";
const ACCEPTED = ": accepted by the server's validation";

/** Opens the demo on a fresh page and waits until the client has connected to the in-page server. */
async function openDemo(page: Page): Promise<Locator> {
  await page.goto(storyUrl(DEMO));
  const log = page.getByRole("region", { name: "Log" });
  await expect(log.getByRole("listitem").filter({ hasText: `host: connected to ${SERVER}` })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Run github_username" })).toBeEnabled();
  return log;
}

const run = (page: Page, tool: string) => page.getByRole("button", { name: `Run ${tool}` }).click();

/** The request dialog of the demo server (form mode: "Request from Demo Server"; URL mode: "… wants you to open a link"). */
const requestDialog = (page: Page) => page.getByRole("dialog", { name: new RegExp(SERVER) });

async function logLines(log: Locator): Promise<string[]> {
  return (await log.getByRole("listitem").allInnerTexts()).map((line) => line.trim());
}

/** Every ElicitResult the server received and accepted with its own validation, in order. */
async function serverReceived(log: Locator): Promise<unknown[]> {
  return (await logLines(log))
    .filter((line) => line.startsWith("server: received ") && line.endsWith(ACCEPTED))
    .map((line) => JSON.parse(line.slice("server: received ".length, -ACCEPTED.length)) as unknown);
}

/** What the host logged as the tool's result ("<tool> returned: …"), once it has. */
async function toolReturned(log: Locator, tool: string): Promise<string> {
  const prefix = `host: ${tool} returned: `;
  const line = log.getByRole("listitem").filter({ hasText: prefix });
  await expect(line).toHaveCount(1);
  return (await line.innerText()).trim().slice(prefix.length);
}

/** The tool returned `accepted <content>`: the content, parsed. */
async function toolAccepted(log: Locator, tool: string): Promise<unknown> {
  const text = await toolReturned(log, tool);
  expect(text).toMatch(/^accepted \{/);
  return JSON.parse(text.slice("accepted ".length)) as unknown;
}

/** No line says that the server failed (its validation rejected an answer, or a request errored). */
async function expectNoServerFailure(log: Locator) {
  expect((await logLines(log)).filter((line) => line.startsWith("server: failed"))).toEqual([]);
}

/** Serves a stand-in page for a host (there is no network here). */
async function serveHost(context: BrowserContext, host: string) {
  await context.route(`https://${host}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: `<!doctype html><title>${host}</title><h1>Signed in at ${host}</h1>` }),
  );
}

test.describe("form tools: what the person enters is what the server's own validation accepts", () => {
  test("github_username: the specification's simple text example", async ({ page }) => {
    const log = await openDemo(page);
    await run(page, "github_username");
    const dialog = requestDialog(page);
    await expect(dialog).toHaveAccessibleName(`Request from ${SERVER}`);
    await expect(dialog).toHaveAccessibleDescription("Please provide your GitHub username");
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("octocat");
    await dialog.getByRole("button", { name: "Submit" }).click();

    await expect(dialog).toBeHidden();
    expect(await toolAccepted(log, "github_username")).toStrictEqual({ name: "octocat" });
    expect(await serverReceived(log)).toStrictEqual([{ action: "accept", content: { name: "octocat" } }]);
    await expectNoServerFailure(log);
  });

  test("contact_info: the age arrives as the number 36", async ({ page }) => {
    const log = await openDemo(page);
    await run(page, "contact_info");
    const dialog = requestDialog(page);
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Ada Lovelace");
    await dialog.getByLabel("Email").fill("ada@example.com");
    await dialog.getByRole("spinbutton", { name: "Age" }).fill("36");
    await dialog.getByRole("button", { name: "Submit" }).click();

    await expect(dialog).toBeHidden();
    const content = { name: "Ada Lovelace", email: "ada@example.com", age: 36 };
    expect(await toolAccepted(log, "contact_info")).toStrictEqual(content);
    expect(await serverReceived(log)).toStrictEqual([{ action: "accept", content }]);
    await expectNoServerFailure(log);
  });

  test.describe("every_field_kind, picked in Kolkata (UTC+5:30)", () => {
    test.use({ timezoneId: "Asia/Kolkata" });

    test("every kind arrives typed; the date-time is the instant picked; the multi-select is an array", async ({ page }) => {
      const log = await openDemo(page);
      await run(page, "every_field_kind");
      const dialog = requestDialog(page);
      await dialog.getByLabel("Full name").fill("Ada Lovelace");
      await dialog.getByLabel("Email").fill("ada@example.com");
      await dialog.getByLabel("Website").fill("https://ada.example.com");
      await dialog.getByLabel("Departure date").fill("2026-04-01");
      await expect(dialog.getByLabel("Meeting time")).toHaveAccessibleDescription(/Asia\/(Kolkata|Calcutta)/);
      await dialog.getByLabel("Meeting time").fill("2026-03-15T14:30");
      await dialog.getByLabel("Budget").fill("1250.5");
      await dialog.getByLabel("Travellers").fill("2");
      await dialog.getByLabel("Add travel insurance").check();
      await dialog.getByRole("radiogroup", { name: "Seat" }).getByRole("radio", { name: "Window" }).check();
      await dialog.getByLabel("Cabin").selectOption({ label: "Premium economy" });
      const meals = dialog.getByRole("group", { name: "Meals" });
      await meals.getByRole("checkbox", { name: "Dinner" }).check();
      await meals.getByRole("checkbox", { name: "Breakfast" }).check();
      await dialog.getByRole("button", { name: "Submit" }).click();

      await expect(dialog).toBeHidden();
      const content = {
        name: "Ada Lovelace",
        email: "ada@example.com",
        website: "https://ada.example.com",
        departure: "2026-04-01",
        // 14:30 in Kolkata is 09:00 UTC: with seconds and an offset, as the server's ajv-formats requires.
        meeting: "2026-03-15T09:00:00Z",
        budget: 1250.5,
        travellers: 2,
        insurance: true,
        seat: "Window",
        cabin: "premium",
        meals: ["Breakfast", "Dinner"],
      };
      expect(await toolAccepted(log, "every_field_kind")).toStrictEqual(content);
      expect(await serverReceived(log)).toStrictEqual([{ action: "accept", content }]);
      await expectNoServerFailure(log);
    });
  });

  test("create_repository: a name that breaks `pattern` is refused in the UI and nothing is sent; a good one is accepted", async ({ page }) => {
    const log = await openDemo(page);
    await run(page, "create_repository");
    const dialog = requestDialog(page);
    const repo = dialog.getByLabel("Repo");
    await expect(repo).toHaveAccessibleDescription(/Repository name/);

    // A space and "!" break `pattern: ^[A-Za-z0-9_.-]+$`. The SDK's ElicitRequestSchema strips `pattern`
    // before a handler sees it; the library registers its own schema, so the UI knows it and refuses.
    await repo.fill("my repo!");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(repo).toHaveAttribute("aria-invalid", "true");
    await expect(repo).toHaveAccessibleDescription(/Enter a value in the format the server expects\./);
    await expect(dialog).toBeVisible();
    // Time for an answer to reach the server and be logged, had one been sent.
    await page.waitForTimeout(500);
    const lines = await logLines(log);
    expect(lines.filter((line) => line.startsWith("server: received") || line.startsWith("server: failed"))).toEqual([]);
    expect(lines.filter((line) => line.startsWith("host: create_repository"))).toEqual([]);

    await repo.fill("react-mcp_elicitation.v2");
    await expect(repo).not.toHaveAttribute("aria-invalid", "true");
    await dialog.getByRole("radiogroup", { name: "Visibility" }).getByRole("radio", { name: "public" }).check();
    const topics = dialog.getByRole("group", { name: "Topics" });
    await topics.getByRole("checkbox", { name: "react" }).check();
    await topics.getByRole("checkbox", { name: "mcp" }).check();
    await dialog.getByRole("button", { name: "Submit" }).click();

    await expect(dialog).toBeHidden();
    // Nothing beyond the schema's properties: the server enforces additionalProperties: false.
    const content = { repo: "react-mcp_elicitation.v2", visibility: "public", topics: ["mcp", "react"], autoInit: true };
    expect(await toolAccepted(log, "create_repository")).toStrictEqual(content);
    expect(await serverReceived(log)).toStrictEqual([{ action: "accept", content }]);
    await expectNoServerFailure(log);
  });
});

test("Decline arrives as decline; Close and Escape arrive as cancel", async ({ page }) => {
  const log = await openDemo(page);
  const dialog = requestDialog(page);

  await run(page, "github_username");
  await dialog.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await toolReturned(log, "github_username")).toBe("decline");
  expect(await serverReceived(log)).toStrictEqual([{ action: "decline" }]);

  await run(page, "contact_info");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  expect(await toolReturned(log, "contact_info")).toBe("cancel");
  expect(await serverReceived(log)).toStrictEqual([{ action: "decline" }, { action: "cancel" }]);

  await run(page, "every_field_kind");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await toolReturned(log, "every_field_kind")).toBe("cancel");
  expect(await serverReceived(log)).toStrictEqual([{ action: "decline" }, { action: "cancel" }, { action: "cancel" }]);
  await expectNoServerFailure(log);
});

test("connect_account: URL consent opens the page, the server completes it two seconds later, the prompt says so and goes", async ({
  page,
  context,
}) => {
  await serveHost(context, "auth.example.com");
  const log = await openDemo(page);
  await run(page, "connect_account");
  const dialog = requestDialog(page);
  await expect(dialog).toHaveAccessibleName(`${SERVER} wants you to open a link`);
  await expect(dialog.getByText("https://auth.example.com/connect?elicitationId=connect-1")).toBeVisible();

  const popupPromise = context.waitForEvent("page");
  // Before the click: the server's two-second timer can only start after it.
  const openedAt = Date.now();
  await dialog.getByRole("button", { name: "Open auth.example.com" }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(popup.url()).toBe("https://auth.example.com/connect?elicitationId=connect-1");
  expect(await popup.evaluate(() => window.opener)).toBeNull();

  // URL mode's accept means consent (no content), and it comes back to the tool at once.
  expect(await toolReturned(log, "connect_account")).toBe("accepted {}");
  expect(await serverReceived(log)).toStrictEqual([{ action: "accept" }]);
  await expect(dialog.getByText("Continue in the new tab")).toBeVisible();

  await expect(dialog.getByText("Finished: the server has confirmed.")).toBeVisible();
  const finishedAfter = Date.now() - openedAt;
  // The server sends its completion notice two seconds after the answer; "finished" before it would be a lie.
  expect(finishedAfter).toBeGreaterThanOrEqual(1900);
  expect(await logLines(log)).toContain("server: sent notifications/elicitation/complete for connect-1");
  // It says so briefly, then makes way.
  await expect(dialog).toBeHidden();
  await expectNoServerFailure(log);
});

test("read_files: -32042, the URL prompt, the completion notice, then exactly one retry succeeds", async ({ page, context }) => {
  await serveHost(context, "files.example.com");
  const log = await openDemo(page);
  await run(page, "read_files");
  const dialog = requestDialog(page);
  await expect(dialog).toHaveAccessibleName(`${SERVER} wants you to open a link`);
  await expect(dialog).toContainText("Authorization is required to access your Example Co files.");
  const answered = (await logLines(log)).filter((line) => line.startsWith("server: answered the call with -32042"));
  expect(answered).toHaveLength(1);
  const elicitationId = /\((files-\d+)\)$/.exec(answered[0]!)![1]!;
  // The call has failed, but it is not reported failed: it waits for the flow.
  expect((await logLines(log)).filter((line) => line.startsWith("host: read_files"))).toEqual([]);

  const popupPromise = context.waitForEvent("page");
  await dialog.getByRole("button", { name: "Open files.example.com" }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(`https://files.example.com/authorize?elicitationId=${elicitationId}`);

  await expect(dialog.getByText("Finished: the server has confirmed.")).toBeVisible();
  expect(await toolReturned(log, "read_files")).toBe("3 files read");
  const lines = await logLines(log);
  const completeAt = lines.indexOf(`server: sent notifications/elicitation/complete for ${elicitationId}`);
  const returnedAt = lines.indexOf("host: read_files returned: 3 files read");
  expect(completeAt).toBeGreaterThan(-1);
  // Retried after the completion notice, not before (a retry before it would fail again with -32042).
  expect(returnedAt).toBeGreaterThan(completeAt);
  // Retried once: one -32042, one result, no failure.
  expect(lines.filter((line) => line.includes("-32042"))).toHaveLength(1);
  expect(lines.filter((line) => line.startsWith("host: read_files"))).toHaveLength(1);
  await expect(dialog).toBeHidden();
  await expectNoServerFailure(log);
});

test.describe("slow_question: the server withdraws its request after three seconds", () => {
  async function expectWithdrawn(page: Page, log: Locator) {
    // Before the click: the server's three-second timeout can only start after it.
    const askedAt = Date.now();
    await run(page, "slow_question");
    const dialog = requestDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/Quick: which colour\?/);

    // Nobody answers. The server's timeout cancels the request: the dialog goes, a notice says why.
    await expect(dialog).toBeHidden();
    expect(Date.now() - askedAt).toBeGreaterThanOrEqual(2900);
    await expect(page.getByRole("status").filter({ hasText: `${SERVER} withdrew its request.` })).toBeVisible();
    expect(await toolReturned(log, "slow_question")).toBe("withdrawn");
    expect((await logLines(log)).some((line) => line.startsWith("server: failed"))).toBe(true);
  }

  test("first on a fresh page (JSON-RPC id 0, whose cancellation SDK 1.x ignores): withdrawn all the same", async ({ page }) => {
    const log = await openDemo(page);
    // Nothing has been asked on this connection yet: this request is the server's first, id 0.
    expect((await logLines(log)).filter((line) => line.startsWith("server:"))).toEqual([]);
    await expectWithdrawn(page, log);
    expect(await serverReceived(log)).toStrictEqual([]);
  });

  test("after another request (id 1): withdrawn", async ({ page }) => {
    const log = await openDemo(page);
    await run(page, "github_username");
    const dialog = requestDialog(page);
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("octocat");
    await dialog.getByRole("button", { name: "Submit" }).click();
    expect(await toolAccepted(log, "github_username")).toStrictEqual({ name: "octocat" });
    await expectWithdrawn(page, log);
  });
});

test.describe("two_questions: two requests at once", () => {
  test("Request 1 of 2: answered in order, both arrive", async ({ page }) => {
    const log = await openDemo(page);
    await run(page, "two_questions");
    const dialog = requestDialog(page);
    await expect(dialog.getByText("Request 1 of 2")).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/First question: your name\?/);
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Ada");
    await dialog.getByRole("button", { name: "Submit" }).click();

    await expect(dialog).toHaveAccessibleDescription(/Second question: subscribe to updates\?/);
    await expect(dialog.getByText(/Request \d of \d/)).toHaveCount(0);
    await expect(dialog.getByLabel("Subscribe")).toBeChecked();
    await dialog.getByRole("button", { name: "Submit" }).click();

    await expect(dialog).toBeHidden();
    expect(await toolReturned(log, "two_questions")).toBe('accepted {"name":"Ada"}; accepted {"subscribe":true}');
    expect(await serverReceived(log)).toStrictEqual([
      { action: "accept", content: { name: "Ada" } },
      { action: "accept", content: { subscribe: true } },
    ]);
    await expectNoServerFailure(log);
  });

  test("Block requests from Demo Server declines both at once, and what it asks next", async ({ page }) => {
    const log = await openDemo(page);
    await run(page, "two_questions");
    const dialog = requestDialog(page);
    await expect(dialog.getByText("Request 1 of 2")).toBeVisible();
    await dialog.getByRole("button", { name: `Block requests from ${SERVER}` }).click();

    await expect(dialog).toBeHidden();
    expect(await toolReturned(log, "two_questions")).toBe("decline; decline");
    expect(await serverReceived(log)).toStrictEqual([{ action: "decline" }, { action: "decline" }]);

    // For the rest of the session: the server's next request is declined without interrupting anyone.
    await run(page, "github_username");
    expect(await toolReturned(log, "github_username")).toBe("decline");
    await expect(dialog).toBeHidden();
    await expectNoServerFailure(log);
  });
});
