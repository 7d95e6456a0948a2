// The emulated platforms' e2e (platforms.ts): their pages built once per worker against dist/, one
// @modelcontextprotocol/server-everything per worker on loopback, and per test a relay with the official SDK's v2
// client in this process, as an extension host or a main process holds them.
import { join } from "node:path";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { test as base, expect, type Page } from "@playwright/test";
import { createElicitationRelay, type ElicitationRelay } from "../../src/relay/index.ts";
import { elicitationCapability, registerElicitationHandler } from "../../src/sdk/index.ts";
import { failOnPageErrors, serverFixture } from "../everything/fixtures.ts";
import type { EverythingServer } from "../everything/server.ts";
import { buildPages } from "./build.mjs";

export { expect };

export const SERVER_TITLE = "Everything Reference Server";
const TOOL = "trigger-elicitation-request";

export interface Host {
  relay: ElicitationRelay;
  /** Calls the server's form tool; resolves with what the server says it received ("Raw result"). */
  call(): Promise<unknown>;
  /** Calls a tool with arguments; resolves with its result's text. */
  callTool(name: string, args: Record<string, unknown>): Promise<string>;
}

export const test = base.extend<{ host: Host; pageErrors: Error[] }, { everything: EverythingServer; pagesDir: string }>({
  everything: [serverFixture("streamableHttp"), { scope: "worker" }],
  pagesDir: [async ({}, use, workerInfo) => use(await buildPages(join(import.meta.dirname, `.out-${workerInfo.workerIndex}`))), { scope: "worker" }],
  host: async ({ everything }, use) => {
    const relay = createElicitationRelay();
    const client = new Client({ name: "emulated-host", version: "1.0.0" }, { capabilities: elicitationCapability() });
    registerElicitationHandler(client, relay.elicitFor("default"));
    await client.connect(new StreamableHTTPClientTransport(new URL(everything.url)));
    const callTool = async (name: string, args: Record<string, unknown>) => {
      const result = await client.callTool({ name, arguments: args }, { timeout: 120_000 });
      return (result.content as { text: string }[]).map((part) => part.text).join("\n");
    };
    await use({
      relay,
      callTool,
      async call() {
        const text = await callTool(TOOL, {});
        return JSON.parse(text.slice(text.indexOf("Raw result:") + "Raw result:".length));
      },
    });
    await relay.close();
    await client.close();
  },
  pageErrors: [failOnPageErrors, { auto: true }],
});

/** The request's dialog in `page`, named with who asks. */
export const dialogIn = (page: Page) => page.getByRole("dialog", { name: `Request from ${SERVER_TITLE}` });
