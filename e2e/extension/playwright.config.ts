// The channels' e2e specs alone, for fast iteration: the root config without its web servers, since each of these
// specs starts what it needs (e2e/extension/fixtures.ts builds and loads the extension, e2e/channels/fixtures.ts
// builds the emulated platforms' pages; each starts the MCP server).
// `npm run test:e2e` runs the same specs under the root config, beside the others. After `npm run build`:
//
//   npx playwright test -c e2e/extension/playwright.config.ts
import { resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import base from "../../playwright.config.ts";

export default defineConfig({
  ...base,
  testDir: "..",
  testMatch: ["chrome-extension.spec.ts", "chrome-extension-keepalive.spec.ts", "channels-emulated.spec.ts"],
  // A folder of its own: a run of another config empties the root's test-results/ when it starts.
  outputDir: resolve(import.meta.dirname, "test-results"),
  webServer: undefined,
});
