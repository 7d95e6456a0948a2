// URL mode against a real third-party server, @modelcontextprotocol/server-everything, over Streamable HTTP.
// Its `trigger-url-elicitation` tool asks either with elicitation/create (mode "url") or, with
// `errorPath: true`, by failing the call with -32042 URLElicitationRequired; it never sends the completion
// notice. The host page is the README's quick start: `registerElicitationHandler` for the request, and
// `withUrlElicitation` around each call for the error.
import type { BrowserContext, Page } from "@playwright/test";
import { expect, HOST_ORIGIN, openHost, rawResult, SERVER_TITLE, test, type Host } from "./everything/fixtures.ts";

const TOOL = "trigger-url-elicitation";
const FLOW_URL = `${HOST_ORIGIN}/flow.html`;
const FLOW_HOST = new URL(HOST_ORIGIN).host; // "localhost:6009": a port that is not the default is named
// The prerequisite the error path lists, fixed in the server's code.
const PREREQUISITE_URL = "https://modelcontextprotocol.io";

/** There is no network here: the prerequisite's site is served by the test, and every visit to it recorded. */
async function servePrerequisite(context: BrowserContext) {
  const visits: string[] = [];
  await context.route(`${PREREQUISITE_URL}/**`, (route) => {
    visits.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Authorize</title><h1>Authorize</h1>" });
  });
  return visits;
}

/** The tools/call requests the page sends: a retry after -32042 is a second one. */
function watchCalls(page: Page) {
  const calls: unknown[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST") return;
    const body = request.postDataJSON() as { method?: string; params?: { name?: string } } | null;
    if (body?.method === "tools/call" && body.params?.name === TOOL) calls.push(body.params);
  });
  return calls;
}

/** Consent by the one click the prompt offers; the page opens in a new tab with no opener and no referrer. */
async function consent(page: Page, context: BrowserContext, host: string, url: string) {
  const dialog = page.getByRole("dialog", { name: `${SERVER_TITLE} wants you to open a link` });
  const opened = context.waitForEvent("page");
  await dialog.getByRole("button", { name: `Open ${host}` }).click();
  const popup = await opened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(url);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(await popup.evaluate(() => document.referrer)).toBe("");
  await popup.close();
  return dialog;
}

/**
 * After consent the prompt closes and a card at the page's edge waits for the server's completion notice;
 * this server never sends one, so the card says what to do and offers Done and Cancel, for as long as the
 * person needs, while the page stays usable: no modal is open.
 */
async function expectWaiting(host: Host) {
  const card = host.page.getByRole("region", { name: `Link from ${SERVER_TITLE}` });
  const progress = card.getByRole("status");
  await expect(progress).toContainText("Continue in the new tab");
  await expect(progress).toContainText("When you have finished there, the server will let this app know. If nothing happens, choose Done.");
  await expect(card.getByRole("button", { name: "Done" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Cancel" })).toBeVisible();
  await expect(host.page.getByRole("dialog")).toHaveCount(0);
  return card;
}

test("request path: the person consents, the link opens with no opener, the tool reports accept; a card waits until Done while the page stays usable", async ({
  page,
  context,
  everything,
}) => {
  const host = await openHost(page, everything, {
    args: {
      [TOOL]: { url: FLOW_URL, message: "Sign in to the example service to continue.", elicitationId: "e2e-sign-in" },
      echo: { message: "still here" },
    },
  });
  const fetched: string[] = [];
  context.on("request", (request) => {
    if (request.url().startsWith(FLOW_URL)) fetched.push(request.url());
  });
  await host.call(TOOL);
  const dialog = page.getByRole("dialog", { name: `${SERVER_TITLE} wants you to open a link` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription("Sign in to the example service to continue.");
  await expect(dialog.getByText(FLOW_URL)).toBeVisible();
  await expect(dialog.getByText(`You will go to ${FLOW_HOST}`)).toBeVisible();
  // Nothing touches the URL before consent.
  await page.waitForTimeout(500);
  expect(fetched).toEqual([]);

  await consent(page, context, FLOW_HOST, FLOW_URL);
  // The server takes the consent as the flow done, and says so at once.
  const result = host.result(TOOL);
  await expect(result).toContainText("✅ User completed the URL elicitation flow.");
  await expect(result).toContainText("Elicitation ID: e2e-sign-in");
  await expect(result).toContainText(`URL: ${FLOW_URL}`);
  expect(await rawResult(result)).toEqual({ action: "accept" });

  // No completion notice ever comes: the card still waits, a while after the tool has finished, and the
  // person goes on using the host meanwhile.
  const card = await expectWaiting(host);
  await host.call("echo");
  await expect(host.result("echo")).toContainText("still here");
  await page.waitForTimeout(1000);
  await expectWaiting(host);
  await card.getByRole("button", { name: "Done" }).click();
  await expect(card).toBeHidden();
});

test("error path: -32042 is presented, the person consents and says Done, the call is retried once and the server answers", async ({
  page,
  context,
  everything,
}) => {
  const visits = await servePrerequisite(context);
  const host = await openHost(page, everything, {
    args: { [TOOL]: { url: FLOW_URL, message: "Sign in to the example service to continue.", errorPath: true } },
  });
  const calls = watchCalls(page);
  await host.call(TOOL);

  // The error's URL request, from the server's -32042 data.
  const dialog = page.getByRole("dialog", { name: `${SERVER_TITLE} wants you to open a link` });
  await expect(dialog).toHaveAccessibleDescription("Open this link to satisfy the prerequisite, then retry the request.");
  await expect(dialog.getByText(PREREQUISITE_URL)).toBeVisible();
  expect(visits).toEqual([]);
  await consent(page, context, "modelcontextprotocol.io", `${PREREQUISITE_URL}/`);

  // Waiting for a completion that never comes: the call is held, not retried, until the person says Done.
  const card = await expectWaiting(host);
  await page.waitForTimeout(1000);
  await expectWaiting(host);
  await expect(host.result(TOOL)).toHaveText("Running…");
  expect(calls).toHaveLength(1);
  await card.getByRole("button", { name: "Done" }).click();

  // The retry: the server recognises it, ignores errorPath, and asks for its own URL with elicitation/create.
  await expect(dialog).toHaveAccessibleDescription("Sign in to the example service to continue.");
  await expect(dialog.getByText(FLOW_URL)).toBeVisible();
  expect(calls).toHaveLength(2);
  expect(calls[1]).toEqual(calls[0]);
  await consent(page, context, FLOW_HOST, FLOW_URL);

  const result = host.result(TOOL);
  await expect(result).toContainText("✅ User completed the URL elicitation flow.");
  await expect(result).toContainText(`URL: ${FLOW_URL}`);
  expect(await rawResult(result)).toEqual({ action: "accept" });
  await expectWaiting(host);
  await card.getByRole("button", { name: "Done" }).click();
  await expect(card).toBeHidden();
  expect(calls).toHaveLength(2);
  expect(visits).toEqual([`${PREREQUISITE_URL}/`]);
});

test("error path declined: no retry, and the call fails with the server's -32042", async ({ page, context, everything }) => {
  const visits = await servePrerequisite(context);
  const host = await openHost(page, everything, {
    args: { [TOOL]: { url: FLOW_URL, errorPath: true } },
  });
  const calls = watchCalls(page);
  await host.call(TOOL);
  const dialog = page.getByRole("dialog", { name: `${SERVER_TITLE} wants you to open a link` });
  await expect(dialog).toHaveAccessibleDescription("Open this link to satisfy the prerequisite, then retry the request.");
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(dialog).toBeHidden();
  await expect(host.result(TOOL)).toHaveText("Call failed (-32042): MCP error -32042: This request requires browser-based authorization.");
  expect(calls).toHaveLength(1);
  expect(visits).toEqual([]);
});
