// The relay's e2e specs alone, for fast iteration: the root config without its web servers, since each of
// these specs starts the processes it needs (e2e/relay/fixtures.ts, e2e/recipes/relayHost.ts), so they run
// without the built Storybook. `npm run test:e2e` runs the same specs under the root config, beside the others.
// After `npm run build`:
//
//   npx playwright test -c e2e/relay/playwright.config.ts
import { resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import base from "../../playwright.config.ts";

export default defineConfig({
  ...base,
  testDir: "..",
  testMatch: ["relay.spec.ts", "relay-refusals.spec.ts", "relay-instances.spec.ts", "relay-cluster.spec.ts", "relay-outage.spec.ts", "relay-recipes.spec.ts"],
  // A folder of its own: a run of another config empties the root's test-results/ when it starts.
  outputDir: resolve(import.meta.dirname, "test-results"),
  webServer: undefined,
});
