// Builds the host pages of the channels' e2e against the package as built (dist/): a VS Code webview and an
// Electron renderer, each as ONE script with no chunk left to load on demand (a webview's bundle is usually one
// file), so the page half is shown to work that way; and a page whose tabs share one MCP client in a
// SharedWorker (its worker one file too).
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";

const pages = resolve(import.meta.dirname, "pages");

export async function buildPages(outDir) {
  for (const name of ["vscode", "electron", "shared"]) {
    await build({
      configFile: false,
      logLevel: "warn",
      root: pages,
      plugins: [react()],
      build: {
        outDir: resolve(outDir, name),
        emptyOutDir: true,
        target: "es2022",
        chunkSizeWarningLimit: 4000,
        assetsInlineLimit: 0,
        rollupOptions: { input: resolve(pages, `${name}.html`), output: { codeSplitting: false } },
      },
      // The shared page's worker, one file of its own.
      worker: { format: "es", rollupOptions: { output: { codeSplitting: false } } },
    });
  }
  return outDir;
}

if (import.meta.url === `file://${process.argv[1]}`) await buildPages(resolve(import.meta.dirname, ".out"));
