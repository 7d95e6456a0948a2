// Shared steps for the live demo's specs (live-demo*.spec.ts): a real SDK McpServer and Client in the page
// (stories/live/), on each stack the demo runs, with this library's <ElicitationProvider> and
// registerElicitationHandler as the elicitation UI. The server validates every answer itself and writes its
// verdict to the page's log, which is what the specs read.
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { storyUrl } from "./story.ts";

export interface DemoStack {
  /** The story's name in the sidebar. */
  title: string;
  story: string;
  /** The line that says which client runs and which protocol version it negotiated. */
  client: string;
}

export const modern: DemoStack = {
  title: "v2, 2026-07-28",
  story: "live-demo-mcp-server-in-the-page--v-2-modern",
  client: "Client: @modelcontextprotocol/client 2.x, protocol 2026-07-28 (modern era)",
};
export const v2Legacy: DemoStack = {
  title: "v2, 2025-11-25",
  story: "live-demo-mcp-server-in-the-page--v-2-legacy",
  client: "Client: @modelcontextprotocol/client 2.x, protocol 2025-11-25 (legacy era)",
};
export const v1: DemoStack = {
  title: "v1",
  story: "live-demo-mcp-server-in-the-page--v-1",
  client: "Client: @modelcontextprotocol/sdk 1.x, protocol 2025-11-25",
};

/** Every stack, the sidebar's order. */
export const allStacks = [modern, v2Legacy, v1];
/** The stacks on the 2025-11-25 protocol: completion notices, -32042, requests the server withdraws. */
export const legacyStacks = [v2Legacy, v1];

export const SERVER = "Demo Server";
const ACCEPTED = ": accepted by the server's validation";

/** Opens the demo on a fresh page and waits until the client has connected to the in-page server. */
export async function openDemo(page: Page, stack: DemoStack): Promise<Locator> {
  await page.goto(storyUrl(stack.story));
  const log = page.getByRole("region", { name: "Log" });
  await expect(log.getByRole("listitem").filter({ hasText: `host: connected to ${SERVER}` })).toHaveCount(1);
  await expect(page.getByText(stack.client, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Run github_username" })).toBeEnabled();
  return log;
}

export const run = (page: Page, tool: string) => page.getByRole("button", { name: `Run ${tool}` }).click();

/** The request dialog of the demo server (form mode: "Request from Demo Server"; URL mode: "… wants you to open a link"). */
export const requestDialog = (page: Page) => page.getByRole("dialog", { name: new RegExp(SERVER) });

/** The card an accepted URL flow waits in, at the page's edge, until the server's notice or the person's Done. */
export const waitingCard = (page: Page) => page.getByRole("region", { name: `Link from ${SERVER}` });

export async function logLines(log: Locator): Promise<string[]> {
  return (await log.getByRole("listitem").allInnerTexts()).map((line) => line.trim());
}

/** Every ElicitResult the server received and accepted with its own validation, in order. */
export async function serverReceived(log: Locator): Promise<unknown[]> {
  return (await logLines(log))
    .filter((line) => line.startsWith("server: received ") && line.endsWith(ACCEPTED))
    .map((line) => JSON.parse(line.slice("server: received ".length, -ACCEPTED.length)) as unknown);
}

/** What the host logged as the tool's result ("<tool> returned: …"), once it has. */
export async function toolReturned(log: Locator, tool: string): Promise<string> {
  const prefix = `host: ${tool} returned: `;
  const line = log.getByRole("listitem").filter({ hasText: prefix });
  await expect(line).toHaveCount(1);
  return (await line.innerText()).trim().slice(prefix.length);
}

/** The tool returned `accepted <content>`: the content, parsed. */
export async function toolAccepted(log: Locator, tool: string): Promise<unknown> {
  const text = await toolReturned(log, tool);
  expect(text).toMatch(/^accepted \{/);
  return JSON.parse(text.slice("accepted ".length)) as unknown;
}

/** No line says that the server failed (its validation rejected an answer, or a request errored). */
export async function expectNoServerFailure(log: Locator) {
  expect((await logLines(log)).filter((line) => line.startsWith("server: failed"))).toEqual([]);
}

/** Serves a stand-in page for a host (there is no network here). */
export async function serveHost(context: BrowserContext, host: string) {
  await context.route(`https://${host}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: `<!doctype html><title>${host}</title><h1>Signed in at ${host}</h1>` }),
  );
}

/** Answers github_username with "octocat" and checks that the server accepted it. */
export async function answerGithubUsername(page: Page, log: Locator) {
  await run(page, "github_username");
  const dialog = requestDialog(page);
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("octocat");
  await dialog.getByRole("button", { name: "Submit" }).click();
  expect(await toolAccepted(log, "github_username")).toStrictEqual({ name: "octocat" });
}
