// End-to-end tests against the BUILT Storybook (`npm run build:storybook` first): each story is a host
// page with one elicitation request, driven the way a person drives it, by role and label.
import { defineConfig } from "@playwright/test";
import { launchOptions } from "./browser.config.ts";
import { CSP_PORT } from "./e2e/csp/vite.config.ts";
import { EVERYTHING_HOST_PORT } from "./e2e/everything/vite.config.ts";

const port = 6007;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Two cores here: more workers only make every test slower.
  workers: 2,
  retries: 0,
  reporter: "list",
  // Generous on 2 busy cores; a passing expectation returns as soon as it holds.
  expect: { timeout: 10_000 },
  // The gallery's reference images (e2e/gallery.spec.ts), one set: CI draws them as this machine does.
  snapshotPathTemplate: "{testDir}/../docs/gallery/{arg}{ext}",
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    // No browser can be downloaded on CI: Debian's Chromium, or Playwright's own where it exists.
    launchOptions: launchOptions(),
    trace: "retain-on-failure",
  },
  webServer: [
    {
      // Serves storybook-static/ as built; no static-server package needed.
      command: `npx vite preview --outDir storybook-static --port ${port} --strictPort`,
      url: `http://localhost:${port}/iframe.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // A host page with a strict Content-Security-Policy, built against dist/ (e2e/csp/).
      command: `npx vite build -c e2e/csp/vite.config.ts && npx vite preview -c e2e/csp/vite.config.ts`,
      url: `http://localhost:${CSP_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // A host page from the README's quick start, built against dist/ (e2e/everything/), for the specs that
      // drive @modelcontextprotocol/server-everything; each spec's fixture starts that server itself.
      command:
        "npx tsc -p e2e/everything/tsconfig.json && npx vite build -c e2e/everything/vite.config.ts && npx vite preview -c e2e/everything/vite.config.ts",
      url: `http://localhost:${EVERYTHING_HOST_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
