// The relay's recipes (recipes/next-relay, recipes/relay-node-http, recipes/relay-hono) run as written: the MCP
// client on the host's server, the person in Chromium. Their server halves run in this process against a real
// MCP server (the official SDK's, e2e/recipes/server.ts, whose `book_table` tool asks how many guests), and their
// pages come from a Vite dev server (e2e/recipes/relayHost.ts). Next.js's route handlers are called with real
// Requests at their paths, the chat's model is the AI SDK's own test model (e2e/recipes/relayModel.ts). The
// person signs in with the recipes' stand-in, a `user` cookie. Each test answers as a person does, by role and
// label, and is held to what they would notice: where the question shows, what the chat or page says after,
// what the MCP server received (once), that the host's MCP session was ended, and nothing thrown or logged as
// an error on the page.
import { resolve } from "node:path";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { createAdaptorServer } from "@hono/node-server";
import { test as base, expect, type Page } from "@playwright/test";
import { installBookingModel } from "./recipes/relayModel.ts";
import { startRelayHost, type RelayHost, type RouteModule } from "./recipes/relayHost.ts";
import { startRecipeServer, type RecipeServer } from "./recipes/server.ts";

/** A recipe's module, loaded as its host's server loads it: by path, with the package resolved to dist/. */
const recipe = <T>(path: string) => import(pathToFileURL(resolve(import.meta.dirname, "../recipes", path)).href) as Promise<T>;

interface Relay {
  close(): Promise<void>;
}

/** Listens on a free loopback port; returns its origin and what stops it. */
async function listen(server: Server): Promise<{ origin: string; stop: () => Promise<void> }> {
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  const stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((closed) => server.close(() => closed()));
  };
  return { origin: `http://127.0.0.1:${port}`, stop };
}

/** A recipe's server on a free port while `use` runs; then its relay and the server are closed. */
async function serve(use: (origin: string) => Promise<void>, load: () => Promise<{ server: Server; relay: Relay }>): Promise<void> {
  const { server, relay } = await load();
  const { origin, stop } = await listen(server);
  try {
    await use(origin);
  } finally {
    await relay.close();
    await stop();
  }
}

const test = base.extend<{ problems: string[] }, { mcp: RecipeServer; nextRoutes: Record<string, RouteModule>; nodeHttp: string; hono: string; host: RelayHost }>({
  // The MCP server every recipe calls, at the URL the recipes read from MCP_SERVER_URL.
  mcp: [
    async ({}, use) => {
      const server = await startRecipeServer();
      const before = process.env.MCP_SERVER_URL;
      process.env.MCP_SERVER_URL = server.url;
      try {
        await use(server);
      } finally {
        if (before === undefined) delete process.env.MCP_SERVER_URL;
        else process.env.MCP_SERVER_URL = before;
        await server.stop();
      }
    },
    { scope: "worker" },
  ],
  // next-relay's route files, with the test model as the default provider's model under the recipe's model id.
  nextRoutes: [
    async ({ mcp: _ }, use) => {
      const restore = installBookingModel("Nopa");
      const [elicitation, chat, { relay }] = await Promise.all([
        recipe<RouteModule>("next-relay/app/api/elicitation/route.ts"),
        recipe<RouteModule>("next-relay/app/api/chat/route.ts"),
        recipe<{ relay: Relay }>("next-relay/lib/relay.ts"),
      ]);
      try {
        await use({ "/api/elicitation": elicitation, "/api/chat": chat });
      } finally {
        await relay.close();
        restore();
      }
    },
    { scope: "worker" },
  ],
  // relay-node-http's server, as its module exports it. @hono/node-server's getRequestListener, which the recipe
  // calls as it loads, swaps the process's Request and Response for lighter ones of its own (its listener takes
  // either): Node's own are put back, for next-relay's route handlers in this process, as Next.js has them.
  nodeHttp: [
    async ({ mcp: _ }, use) =>
      serve(use, async () => {
        const { Request, Response } = globalThis;
        const loaded = await recipe<{ server: Server; relay: Relay }>("relay-node-http/server.ts");
        Object.assign(globalThis, { Request, Response });
        return loaded;
      }),
    { scope: "worker" },
  ],
  // relay-hono's app, served on Node as its header says (@hono/node-server), leaving the process's Request and
  // Response alone as above.
  hono: [
    async ({ mcp: _ }, use) =>
      serve(use, async () => {
        const { default: app, relay } = await recipe<{ default: { fetch: (request: Request) => Response | Promise<Response> }; relay: Relay }>(
          "relay-hono/app.ts",
        );
        return { server: createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server, relay };
      }),
    { scope: "worker" },
  ],
  host: [
    async ({ nextRoutes, nodeHttp, hono }, use) => {
      const host = await startRelayHost({ routes: nextRoutes, proxies: { "/node-http": nodeHttp, "/hono": hono } });
      try {
        await use(host);
      } finally {
        await host.stop();
      }
    },
    { scope: "worker" },
  ],
  // Signed in, and held to nothing thrown, nothing logged as an error, no HTTP error.
  problems: [
    async ({ page, host }, use) => {
      await page.context().addCookies([{ name: "user", value: "alice", url: host.origin }]);
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`${error.name}: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(`console.error: ${message.text()}`);
      });
      page.on("response", (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

// One worker for the file: its servers and one dev server, started once.
test.describe.configure({ mode: "default" });

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

/** Sessions the MCP server opened that no client ended: a client the host's server left open. */
const leftOpen = ({ sessions }: RecipeServer) => sessions.opened.filter((id) => !sessions.ended.includes(id));

/** Opens next-relay's chat and sends a message; its model calls `book_table`, whose question shows inline. */
async function askInChat(page: Page, host: RelayHost) {
  await page.goto(`${host.origin}/relay.html?recipe=next-relay`);
  await expect(page).toHaveTitle("Assistant");
  await page.getByRole("textbox", { name: "Message" }).fill("Book us a table at Nopa for Friday.");
  await page.getByRole("button", { name: "Send" }).click();
  const transcript = page.getByRole("region", { name: "Conversation" });
  const card = transcript.getByRole("region", { name: "Request from restaurant" });
  await expect(card.getByRole("spinbutton", { name: "Guests" })).toBeVisible();
  return { transcript, card, last: transcript.getByRole("listitem").last() };
}

test("next-relay: the tool's question shows inline at the end of the transcript, answered there, and the chat shows the tool's result", async ({ page, host, mcp }) => {
  const answered = mcp.answers.length;
  const { transcript, card, last } = await askInChat(page, host);
  // In the transcript, below the assistant's message with the tool that waits for it; no dialog.
  await expect(last.getByText("book_table…")).toBeVisible();
  const [message, question] = [await last.boundingBox(), await card.boundingBox()];
  expect(question!.y).toBeGreaterThanOrEqual(message!.y + message!.height);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoViolations(page);

  await card.getByRole("spinbutton", { name: "Guests" }).fill("2");
  await card.getByRole("button", { name: "Submit" }).click();
  // The tool's result, then the model's reply to it; the question leaves a summary of what was sent.
  await expect(last).toContainText("book_table: Booked Nopa for 2");
  await expect(last).toContainText("The restaurant says: Booked Nopa for 2.");
  await expect(card).toHaveCount(0);
  const summary = transcript.getByRole("article");
  await expect(summary).toContainText("How many guests at Nopa?");
  await expect(summary.getByRole("definition")).toHaveText(["2"]);
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
  // What the server received, once; and the chat's MCP client was closed when its stream ended.
  expect(mcp.answers.slice(answered)).toEqual([{ restaurant: "Nopa", result: { action: "accept", content: { guests: 2 } } }]);
  await expect.poll(() => leftOpen(mcp)).toEqual([]);
  await expectNoViolations(page);
});

test("next-relay: Stop takes the question out of the transcript, and the chat's MCP session ends", async ({ page, host, mcp }) => {
  const answered = mcp.answers.length;
  const { transcript, card } = await askInChat(page, host);
  await page.getByRole("button", { name: "Stop" }).click();
  // The route's request aborted, its stream ended, its MCP client closed: the question is withdrawn, in place.
  await expect(card).toHaveCount(0);
  await expect(transcript.getByRole("article")).toHaveText(/^The request from restaurant was withdrawn\./);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
  await expect.poll(() => leftOpen(mcp)).toEqual([]);
  expect(mcp.answers).toHaveLength(answered);
});

for (const { name, base: prefix, restaurant, guests } of [
  { name: "relay-node-http", base: "/node-http", restaurant: "Zuni", guests: 3 },
  { name: "relay-hono", base: "/hono", restaurant: "Delfina", guests: 4 },
]) {
  test(`${name}: the server's tool call asks on the person's page, and the MCP server gets the answer`, async ({ page, host, mcp }) => {
    const answered = mcp.answers.length;
    await page.goto(`${host.origin}/relay.html?base=${prefix}&restaurant=${restaurant}`);
    await page.getByRole("button", { name: `Book a table at ${restaurant}` }).click();

    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`How many guests at ${restaurant}?`);
    await dialog.getByRole("spinbutton", { name: "Guests" }).fill(String(guests));
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog).toHaveCount(0);

    await expect(page.getByRole("status", { name: "Booking" })).toHaveText(`Booked ${restaurant} for ${guests}`);
    expect(mcp.answers.slice(answered)).toEqual([{ restaurant, result: { action: "accept", content: { guests } } }]);
    await expect.poll(() => leftOpen(mcp)).toEqual([]);
  });
}
