// Runs only the relay's recipes (e2e/relay-recipes.spec.ts), with none of the main config's web servers: that
// spec starts what it needs itself, so it runs without the built Storybook. After `npm run build`:
//   npx playwright test -c e2e/relay-recipes.config.ts
// `npm run test:e2e` runs it too, with every other spec.
import { resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import base from "../playwright.config.ts";

export default defineConfig({
  ...base,
  testDir: ".",
  testMatch: "relay-recipes.spec.ts",
  outputDir: resolve(import.meta.dirname, "../test-results"),
  webServer: undefined,
});
