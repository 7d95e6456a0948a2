/// <reference types="vitest/config" />
import { resolve } from "node:path";
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { defineConfig, type Plugin } from "vite";
import { launchOptions } from "./browser.config.ts";
import * as attentionCommands from "./test/attentionCommands.ts";

// A fresh object per project: two Vitest projects must not share one `browser` object.
function browser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: launchOptions() }),
    instances: [{ browser: "chromium" as const }],
    // Taking the person's attention from the test page and giving it back (host/unseen.browser.test.tsx).
    commands: { ...attentionCommands },
  };
}

/**
 * The stylesheet ships as written, beside the bundle: hosts import "react-mcp-elicitation/styles.css". With a
 * declaration of its own, so that the import type-checks without a bundler's client types (TypeScript 6 checks
 * side-effect imports).
 */
function copyStyles(): Plugin {
  return {
    name: "copy-styles",
    writeBundle() {
      mkdirSync("dist", { recursive: true });
      copyFileSync("src/styles.css", "dist/styles.css");
      writeFileSync("dist/styles.css.d.ts", "// The library's stylesheet: importing it styles the page, and gives the module nothing.\nexport {};\n");
    },
  };
}

/** One entry point per catalogue in src/core/i18n/locales/: the chunk components load is the one hosts import. */
function localeEntries(): Record<string, string> {
  const folder = resolve(import.meta.dirname, "src/core/i18n/locales");
  const files = readdirSync(folder).filter((file) => /^[a-z]{2}-[A-Z]{2}\.ts$/.test(file));
  return Object.fromEntries(files.map((file) => [`locales/${file.slice(0, -3)}`, resolve(folder, file)]));
}

export default defineConfig({
  plugins: [react()],
  // Dependencies only some browser tests import: pre-bundled up front, so that finding them mid-run does not
  // make Vite reload the page under a running test (a flaky first run on a cold cache).
  optimizeDeps: {
    include: [
      "fast-check",
      "ajv/dist/2020.js",
      "ajv-formats",
      "@modelcontextprotocol/sdk/types.js",
      "@modelcontextprotocol/sdk/client/index.js",
      "@modelcontextprotocol/sdk/server/mcp.js",
      "@modelcontextprotocol/sdk/inMemory.js",
      "@modelcontextprotocol/sdk/validation/ajv",
      "@modelcontextprotocol/client",
      "@modelcontextprotocol/server",
      "@ai-sdk/mcp",
      "@cfworker/json-schema",
      "axe-core",
    ],
  },
  build: {
    lib: {
      entry: {
        index: resolve(import.meta.dirname, "src/index.ts"),
        // The core without React, the validator imported rather than loaded on demand (src/core/index.ts).
        core: resolve(import.meta.dirname, "src/core/index.ts"),
        sdk: resolve(import.meta.dirname, "src/sdk/index.ts"),
        "ai-sdk": resolve(import.meta.dirname, "src/ai-sdk/index.ts"),
        relay: resolve(import.meta.dirname, "src/relay/index.ts"),
        "relay/redis": resolve(import.meta.dirname, "src/relay/redis/index.ts"),
        // The relay over a message channel, for both ends: React-free.
        channels: resolve(import.meta.dirname, "src/channels/index.ts"),
        // The module itself rather than src/inspect-url/index.ts (its types): one chunk, which the URL prompt also
        // imports on demand.
        "inspect-url": resolve(import.meta.dirname, "src/core/url/inspectUrl.ts"),
        // The lookup of a language tag, which components load on demand with the first catalogue other than
        // English (src/locales/index.ts has its types), and each built-in catalogue but English: "locales/de-DE".
        locales: resolve(import.meta.dirname, "src/core/i18n/locales.ts"),
        ...localeEntries(),
      },
      formats: ["es"],
    },
    sourcemap: true,
    target: "es2022",
    rollupOptions: {
      external: [
        /^react($|\/)/,
        /^react-dom($|\/)/,
        /^ajv($|\/)/,
        /^ajv-formats($|\/)/,
        /^tldts($|\/)/,
        /^re2js($|\/)/,
        /^@cfworker\/json-schema($|\/)/,
        /^@modelcontextprotocol\/(sdk|client|server|core)($|\/)/,
        /^@ai-sdk\/mcp($|\/)/,
        /^zod($|\/)/,
      ],
      plugins: [copyStyles()],
      output: {
        // The components use state and effects: frameworks with server components (Next.js App Router)
        // must treat the main entry as client code. The SDK adapters are not components.
        banner: (chunk) => (chunk.isEntry && chunk.name === "index" ? '"use client";' : ""),
      },
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // As Playwright's expect timeout: on 2 busy cores, what follows the first frame can take more than
    // Vitest's default second to arrive. A passing poll returns as soon as it holds.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "happy-dom",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          setupFiles: ["test/validatorSetup.ts"],
        },
      },
      {
        // The validation suites again with code generation refused, as a strict Content-Security-Policy
        // refuses it in a browser: Ajv cannot compile, and the interpreting validator must judge alike.
        extends: true,
        test: {
          name: "unit-no-eval",
          environment: "node",
          include: ["src/core/validation/*.test.ts", "src/relay/judge.test.ts", "src/core/index.test.ts"],
          execArgv: ["--disallow-code-generation-from-strings"],
          setupFiles: ["test/noEvalSetup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["src/**/*.browser.test.tsx"],
          setupFiles: ["test/browserSetup.ts"],
          provide: { reactMajor: "19" },
          browser: browser(),
        },
      },
      {
        // The component tests again on React 18.3, the oldest React the package supports (peerDependencies).
        extends: true,
        resolve: {
          alias: [
            { find: /^react$/, replacement: "react-18" },
            { find: /^react\/(.*)$/, replacement: "react-18/$1" },
            { find: /^react-dom$/, replacement: "react-dom-18" },
            { find: /^react-dom\/(.*)$/, replacement: "react-dom-18/$1" },
          ],
        },
        // Its own pre-bundled dependencies: the same packages bundled against the other React.
        cacheDir: "node_modules/.vite-react18",
        test: {
          name: "browser-react18",
          include: ["src/**/*.browser.test.tsx"],
          // Each locale's words and layout (39 of them) do not depend on React's version: checked once, on 19.
          exclude: ["src/form/locales.browser.test.tsx"],
          setupFiles: ["test/browserSetup.ts"],
          provide: { reactMajor: "18" },
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: resolve(import.meta.dirname, ".storybook") })],
        test: {
          name: "storybook",
          browser: browser(),
        },
      },
    ],
  },
});
