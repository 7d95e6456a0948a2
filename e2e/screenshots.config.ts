// Makes the README's screenshots (docs/images/) from the built Storybook, apart from the test run:
//   npm run build:storybook && npx playwright test -c e2e/screenshots.config.ts
// The main config (playwright.config.ts) never picks e2e/screenshots.ts up: it is not a *.spec.ts file.
import { resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import base from "../playwright.config.ts";

const root = resolve(import.meta.dirname, "..");
// Only the built Storybook is needed, served from the repository's root as the main config serves it.
const [storybook] = [base.webServer ?? []].flat();

export default defineConfig({
  ...base,
  testDir: ".",
  testMatch: "screenshots.ts",
  outputDir: resolve(root, "test-results"),
  workers: 1,
  webServer: { ...storybook!, cwd: root },
});
