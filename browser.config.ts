// One place that picks the Chromium both Vitest and Playwright launch:
// an explicit CHROMIUM_PATH first, then Playwright's own downloaded browser, then a system Chromium
// (Debian's /usr/bin/chromium on CI), else nothing, and Playwright says how to install its browser.
import { existsSync } from "node:fs";
import { chromium } from "playwright";

const systemPaths = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

function playwrightBrowser(): string | undefined {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH || playwrightBrowser() || systemPaths.find((p) => existsSync(p));
}

// Without the networking flags a system Chromium keeps calling home; sandboxing needs a non-root user.
const quietFlags = [
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export function launchOptions() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return {
    executablePath: chromiumPath(),
    args: [...quietFlags, ...(isRoot ? ["--no-sandbox"] : [])],
  };
}
