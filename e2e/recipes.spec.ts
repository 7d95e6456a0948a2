// The recipes (recipes/) as a host runs them while developing: served by Vite's dev server (e2e/recipes/host.ts),
// where <StrictMode> mounts every component, unmounts it and mounts it again, so each recipe's connecting effect
// runs, is cleaned up while connect() is still running, and runs again. The recipes once closed the client right
// there: every page load threw an uncaught "Not connected" and left a session open on the server. Each recipe
// here talks to a real MCP server (the official SDK's, e2e/recipes/server.ts) at the address it hard-codes,
// rerouted by Playwright, and is held to: nothing thrown, nothing logged as an error, connected, and the first
// mount's session ended by its cleanup.
import { test as base, expect, type Page } from "@playwright/test";
import { startRecipeHost, type RecipeHost } from "./recipes/host.ts";
import { startRecipeServer, type RecipeServer, type Sessions } from "./recipes/server.ts";

// The clients negotiate before they have a session, and this 2025 server refuses that with 400, as the SDK's
// stateful servers do: the v2 and AI SDK clients' probe for the 2026-07-28 protocol (`server/discover`) and the
// AI SDK's GET stream, opened before `initialize`. And 409 for a second GET stream in a session: the AI SDK's
// transport starts its stream from two places and marks it started only once the first GET is answered, so
// under load it can ask twice; the server keeps the first stream and refuses the second. Any other HTTP error is
// a failure: a request that lost its session (400), or one in a session the server no longer has (404).
const NEGOTIATION = /^((POST server\/discover|GET) without a session: 400|GET in a session: 409)$/;

const test = base.extend<{ server: RecipeServer; problems: string[] }, { host: RecipeHost }>({
  host: [
    async ({}, use) => {
      const host = await startRecipeHost();
      try {
        await use(host);
      } finally {
        await host.stop();
      }
    },
    { scope: "worker" },
  ],
  server: async ({}, use) => {
    const server = await startRecipeServer();
    try {
      await use(server);
    } finally {
      await server.stop();
    }
  },
  // Every test: whatever the page throws or logs as an error fails it, and so does an HTTP error it was answered
  // that is not the clients' negotiation, nor a closed client's stream racing its own end (below).
  problems: [
    async ({ page, server }, use) => {
      const problems: string[] = [];
      // An uncaught error or an unhandled rejection: the old bug's "Not connected".
      page.on("pageerror", (error) => problems.push(`${error.name}: ${error.message}`));
      // console.error from the recipe, React (its development warnings) or the SDKs, and Chromium's own errors
      // (a CORS refusal, a failed connection). Its line for an HTTP error status is judged on the response below.
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (message.text().startsWith("Failed to load resource: the server responded with a status of")) return;
        problems.push(`console.error: ${message.text()}`);
      });
      page.on("response", (response) => {
        if (response.status() < 400) return;
        const request = response.request();
        const method = (request.postDataJSON() as { method?: string } | null)?.method;
        const session = request.headers()["mcp-session-id"] ? "in a session" : "without a session";
        const refusal = `${[request.method(), method].filter(Boolean).join(" ")} ${session}: ${response.status()}`;
        // A client the first mount's cleanup closed can still have its GET stream reach the server just after its
        // own DELETE ended the session (the client opens that stream in the background once initialised): a 404
        // for it says nothing about the client in use, whose session is not among the ended ones.
        const sessionId = request.headers()["mcp-session-id"];
        const closedClientsStream = request.method() === "GET" && response.status() === 404 && sessionId !== undefined && server.sessions.ended.includes(sessionId);
        if (!NEGOTIATION.test(refusal) && !closedClientsStream) problems.push(`HTTP ${refusal}`);
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

// One dev server for the file, started by the worker that runs it: two would optimize dependencies into one cache.
test.describe.configure({ mode: "default" });

/**
 * Sends what the page asks of `from` (an address a recipe hard-codes) to `to`, the real server on loopback. Same
 * scheme: the request goes there and its answer streams back as it comes. https to http cannot be continued: it is
 * fetched here and handed back whole (a stream the server keeps open just stays pending for the page).
 */
async function reroute(page: Page, from: string, to: string) {
  await page.route(from, async (route) => {
    if (new URL(from).protocol === new URL(to).protocol) return route.continue({ url: to });
    try {
      await route.fulfill({ response: await route.fetch({ url: to }) });
    } catch {
      // The page gave up on it first (a client closed), or the test ended.
    }
  });
}

const count = ({ opened, ready, ended }: Sessions) => ({
  opened: opened.length,
  ready: ready.length,
  ended: ended.length,
  endedWereOpened: ended.every((id) => opened.includes(id)),
});

// Each of these connects to one server at http://localhost:3000/mcp and offers "Book a table".
for (const recipe of ["vite-app", "sdk-v1", "ai-sdk"]) {
  test(`${recipe}: connects under StrictMode, ends its first mount's session and books a table`, async ({ page, host, server }) => {
    await reroute(page, "http://localhost:3000/mcp", server.url);
    await page.goto(`${host.origin}/?recipe=${recipe}`);

    // Connected: the recipe enables its button once connect() has resolved for the mount that stayed.
    const book = page.getByRole("button", { name: "Book a table" });
    await expect(book).toBeEnabled();
    // StrictMode really ran the effect twice (this is development), both connections finished connecting, and the
    // first mount's cleanup ended its session once connect() had settled: one session left, the one in use. The old
    // cleanup, closing during connect(), ended none (and on v1 also threw "Not connected", caught by the fixture).
    await expect.poll(() => count(server.sessions)).toEqual({ opened: 2, ready: 2, ended: 1, endedWereOpened: true });

    // The session that stayed works, with the handler registered: the server asks, the person answers.
    await book.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("spinbutton", { name: "Guests" }).fill("2");
    await dialog.getByRole("button", { name: "Submit" }).click();
    // The recipe's <output>, in its <main>: the provider has a status line of its own, for withdrawn requests.
    await expect(page.getByRole("main").getByRole("status")).toContainText("Booked Nopa for 2");
    expect(count(server.sessions)).toEqual({ opened: 2, ready: 2, ended: 1, endedWereOpened: true });
  });
}

// Leaving or reloading the page runs no effect cleanup (React does not unmount on unload), so the session in use
// then stays until the server expires it, in any host: not something a recipe can end, and not asserted here.

test("several-servers: connects to each server under StrictMode and ends each first mount's session", async ({ page, host, server }) => {
  // Its three servers, two of them on https, all rerouted to the one real server: three connections.
  for (const url of ["https://github.example.com/mcp", "https://travel.example.com/mcp", "http://localhost:3001/mcp"]) {
    await reroute(page, url, server.url);
  }
  await page.goto(`${host.origin}/?recipe=several-servers`);
  // It shows nothing until a server asks: connected is what the server saw. Six sessions (three connections, each
  // mounted twice), all connected, three ended by the first mounts' cleanups.
  await expect.poll(() => count(server.sessions)).toEqual({ opened: 6, ready: 6, ended: 3, endedWereOpened: true });
});
