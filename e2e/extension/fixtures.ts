// The Chrome extension of recipes/chrome-extension, built against dist/ and loaded unpacked into Chromium
// (headless, a persistent profile of its own per worker), with @modelcontextprotocol/server-everything on
// loopback for its service worker's MCP client to call. A test opens the extension's page as a person would
// open its side panel, and drives it by role and label.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as base, chromium, expect, type BrowserContext, type Page, type Worker } from "@playwright/test";
import { launchOptions } from "../../browser.config.ts";
import { serverFixture } from "../everything/fixtures.ts";
import type { EverythingServer } from "../everything/server.ts";
import { buildExtension } from "./build.mjs";

export { expect };

export const SERVER_TITLE = "Everything Reference Server";
export const TOOL = "trigger-elicitation-request";

export interface Extension {
  context: BrowserContext;
  worker(): Promise<Worker>;
  id: string;
  /** Opens the extension's page in a new tab, pointed at the server. */
  openPanel(): Promise<Panel>;
  /** Stops every service worker, as Chrome does after 30 s idle (the DevTools protocol's ServiceWorker.stopAllWorkers). */
  stopWorker(): Promise<void>;
}

export interface Panel {
  page: Page;
  /** Presses "Call tool" for the form tool. */
  call(): Promise<void>;
  result(): ReturnType<Page["getByRole"]>;
  dialog(): ReturnType<Page["getByRole"]>;
}

interface WorkerFixtures {
  everything: EverythingServer;
  /** The unpacked extension's folder, built once per worker. */
  extensionDir: string;
}

export const test = base.extend<{ extension: Extension }, WorkerFixtures>({
  everything: [serverFixture("streamableHttp"), { scope: "worker" }],
  extensionDir: [
    async ({}, use, workerInfo) => {
      const dir = await buildExtension(join(import.meta.dirname, `.out-${workerInfo.workerIndex}`));
      await use(dir);
    },
    { scope: "worker" },
  ],
  extension: async ({ everything, extensionDir }, use) => {
    const profile = mkdtempSync(join(tmpdir(), "rme-extension-"));
    const options = launchOptions();
    const context = await chromium.launchPersistentContext(profile, {
      ...options,
      headless: true,
      args: [...(options.args ?? []), `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
    });
    const worker = async () => context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
    const id = new URL((await worker()).url()).host;
    const errors: string[] = [];
    const extension: Extension = {
      context,
      worker,
      id,
      async openPanel() {
        const page = await context.newPage();
        page.on("pageerror", (error) => errors.push(`${error.name}: ${error.message}`));
        await page.goto(`chrome-extension://${id}/panel.html`);
        await page.getByLabel("MCP server URL").fill(everything.url);
        return {
          page,
          call: () => page.getByRole("button", { name: "Call tool" }).click(),
          result: () => page.getByRole("status", { name: "Result" }),
          dialog: () => page.getByRole("dialog", { name: `Request from ${SERVER_TITLE}` }),
        };
      },
      async stopWorker() {
        const page = context.pages()[0] ?? (await context.newPage());
        const cdp = await context.newCDPSession(page);
        await cdp.send("ServiceWorker.enable");
        await cdp.send("ServiceWorker.stopAllWorkers");
        await cdp.detach();
      },
    };
    try {
      await use(extension);
    } finally {
      await context.close();
      // Chromium's helper processes may still write into the profile a moment after the browser exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    }
    expect(errors).toEqual([]);
  },
});
