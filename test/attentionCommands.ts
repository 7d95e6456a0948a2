// Browser commands (vite.config.ts) that take the person's attention from the test page and give it back, the
// way the browser does it: another tab brought to the front hides the page and takes its focus. The library's
// checks (document.visibilityState, document.hasFocus()) then read what the browser says, unstubbed.
import type { BrowserCommand } from "vitest/node";
import type { BrowserContext, CDPSession, Page } from "playwright";

interface PlaywrightContext {
  page: Page;
  context: BrowserContext;
}

const playwrightOf = (context: unknown) => context as PlaywrightContext;

/** The tab each test page was left for. */
const elsewhere = new WeakMap<Page, Page>();

// Playwright keeps every page it drives focused and shown: its own DevTools session turns Chromium's focus
// emulation on, which Chromium holds as a visible capture of the page, and only that session can let it go
// (turning it off in a session of our own changes nothing). Playwright offers no public way to that session
// for a page it launched, so this reaches it through the in-process connection, and says so if it cannot.
function playwrightSession(page: Page): CDPSession {
  type Internals = { _connection?: { toImpl?: (object: unknown) => { delegate?: { _mainFrameSession?: { _client?: CDPSession } } } } };
  const session = (page as unknown as Internals)._connection?.toImpl?.(page)?.delegate?._mainFrameSession?._client;
  if (!session) throw new Error("attentionCommands: Playwright's own DevTools session of the page is out of reach; its internals have changed");
  return session;
}

/** Sessions of our own that keep a page shown while another tab is in front (`leavePage("shown")`). */
const keepingShown = new WeakMap<Page, CDPSession>();

/**
 * Another tab to the front: the test page loses focus and is hidden (visibilityState "hidden"), or, with
 * "shown", stays shown, as a window beside the focused one does. For that, a session of our own turns focus
 * emulation on before Playwright's turns it off: ours holds the capture that keeps the page visible, and
 * Playwright's, writing last, leaves focus to the browser.
 */
export const leavePage: BrowserCommand<[how?: "hidden" | "shown"]> = async (context, how = "hidden") => {
  const { page, context: browserContext } = playwrightOf(context);
  if (elsewhere.has(page)) return;
  if (how === "shown") {
    const session = await browserContext.newCDPSession(page);
    await session.send("Emulation.setFocusEmulationEnabled", { enabled: true });
    keepingShown.set(page, session);
  }
  await playwrightSession(page).send("Emulation.setFocusEmulationEnabled", { enabled: false });
  const other = await browserContext.newPage();
  elsewhere.set(page, other);
  await other.bringToFront();
};

/** The other tab closed and the test page in front again, shown and focused, as Playwright keeps it. */
export const returnToPage: BrowserCommand<[]> = async (context) => {
  const { page } = playwrightOf(context);
  const other = elsewhere.get(page);
  if (!other) return;
  elsewhere.delete(page);
  await other.close();
  await keepingShown.get(page)?.detach();
  keepingShown.delete(page);
  await page.bringToFront();
  await playwrightSession(page).send("Emulation.setFocusEmulationEnabled", { enabled: true });
};

/** As if the person had allowed the site's notifications. */
export const grantNotifications: BrowserCommand<[]> = async (context) => {
  await playwrightOf(context).context.grantPermissions(["notifications"]);
};

export const clearPermissions: BrowserCommand<[]> = async (context) => {
  await playwrightOf(context).context.clearPermissions();
};
