// The e2e specs against @modelcontextprotocol/server-everything share these: one server per worker and
// transport (started on first use, stopped by its process id when the worker ends), the host page pointed at
// it, and a check after every test that the page threw nothing.
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { EVERYTHING_HOST_PORT } from "./vite.config.ts";
import { startEverything, type EverythingServer, type EverythingTransport } from "./server.ts";

export { expect };

/** The page's own origin: the out-of-band page of a URL request is served from here (no network needed). */
export const HOST_ORIGIN = `http://localhost:${EVERYTHING_HOST_PORT}`;

/** What the server calls itself (its `Implementation.title`): the dialogs name it. */
export const SERVER_TITLE = "Everything Reference Server";

/** What the form tool's defaults send when the person leaves them: every one typed as the schema asks. */
export const FORM_DEFAULTS = {
  check: false,
  firstLine: "It was a dark and stormy night.",
  integer: 42,
  number: 3.14,
  untitledSingleSelectEnum: "Monica",
  untitledMultipleSelectEnum: ["Guitar"],
  titledSingleSelectEnum: "hero-1",
  titledMultipleSelectEnum: ["fish-1"],
  legacyTitledEnum: "pet-1",
};

export interface HostOptions {
  /** Arguments for each tool, by tool name; a tool not named is called with `{}`. */
  args?: Record<string, Record<string, unknown>>;
}

export interface Host {
  page: Page;
  /** Presses the tool's button, as a person would. */
  call(tool: string): Promise<void>;
  /** Where the page shows what the server answered to a tool's call. */
  result(tool: string): Locator;
  /** The tool names the server listed. */
  tools(): Promise<string[]>;
}

/** Opens the host page on `server` and waits until it has connected and listed the server's tools. */
export async function openHost(page: Page, server: EverythingServer, options: HostOptions = {}): Promise<Host> {
  const query = new URLSearchParams({ server: server.url, transport: server.transport, args: JSON.stringify(options.args ?? {}) });
  await page.goto(`${HOST_ORIGIN}/?${query}`);
  await expect(page.getByLabel("Connection")).toHaveText(
    new RegExp(`^Connected to ${SERVER_TITLE} over ${server.transport}, protocol 2025-11-25$`),
  );
  const list = page.getByRole("list", { name: "Tools" });
  await expect(list.getByRole("button").first()).toBeVisible();
  return {
    page,
    call: (tool) => page.getByRole("button", { name: `Call ${tool}`, exact: true }).click(),
    result: (tool) => page.getByLabel(`Result of ${tool}`, { exact: true }),
    tools: async () => (await list.getByRole("button").allTextContents()).filter((t) => t.startsWith("Call ")).map((t) => t.slice(5)),
  };
}

/** The JSON a tool of this server appends to its text after "Raw result:": the answer exactly as it parsed it. */
export async function rawResult(result: Locator): Promise<unknown> {
  const text = (await result.textContent()) ?? "";
  const at = text.indexOf("Raw result:");
  if (at < 0) throw new Error(`no "Raw result:" in the tool's result: ${text}`);
  return JSON.parse(text.slice(at + "Raw result:".length));
}

/**
 * The answers the page sends the server: every JSON-RPC response it POSTs (an elicitation's result, or an
 * error), recorded from the network, so a test can say "nothing was sent" and "sent once".
 */
export function watchAnswers(page: Page, server: EverythingServer): unknown[] {
  const origin = new URL(server.url).origin;
  const answers: unknown[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST" || !request.url().startsWith(origin)) return;
    const body: unknown = request.postDataJSON();
    for (const message of Array.isArray(body) ? body : [body]) {
      if (typeof message === "object" && message !== null && !("method" in message) && ("result" in message || "error" in message)) {
        answers.push(message);
      }
    }
  });
  return answers;
}

interface WorkerFixtures {
  /** server-everything over Streamable HTTP, one per worker. */
  everything: EverythingServer;
  /** server-everything over SSE, one per worker, started only by the tests that use it. */
  everythingSse: EverythingServer;
}

/** server-everything for a worker: started on first use, stopped by its process id when the worker ends. */
export const serverFixture = (transport: EverythingTransport) =>
  async ({}, use: (server: EverythingServer) => Promise<void>) => {
    const server = await startEverything(transport);
    try {
      await use(server);
    } finally {
      await server.stop();
    }
  };

/** Every test: an uncaught error or unhandled rejection on the host page fails it. */
export async function failOnPageErrors({ page }: { page: Page }, use: (errors: Error[]) => Promise<void>) {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  await use(errors);
  expect(errors.map((error) => `${error.name}: ${error.message}`)).toEqual([]);
}

export const test = base.extend<{ pageErrors: Error[] }, WorkerFixtures>({
  everything: [serverFixture("streamableHttp"), { scope: "worker" }],
  everythingSse: [serverFixture("sse"), { scope: "worker" }],
  pageErrors: [failOnPageErrors, { auto: true }],
});
