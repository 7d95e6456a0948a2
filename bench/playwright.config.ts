// The benchmark runs through Playwright's runner for its browser handling, not as a test: it has no timeout
// and one worker, so options never compete for the two cores.
import { defineConfig } from "@playwright/test";
import { launchOptions } from "../browser.config.ts";

const port = 6210;

export default defineConfig({
  testDir: ".",
  testMatch: ["bench.spec.ts", "trace.spec.ts"],
  timeout: 0,
  workers: 1,
  reporter: "list",
  outputDir: ".out/test-results",
  use: { baseURL: `http://localhost:${port}`, launchOptions: launchOptions(), headless: true, actionTimeout: 30_000 },
  webServer: {
    command: "npx vite preview -c bench/vite.config.ts",
    cwd: "..",
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
  },
});
