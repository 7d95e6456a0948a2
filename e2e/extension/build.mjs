// Builds recipes/chrome-extension against the package as built (dist/), as its developer would: the pages as an
// app (chunks are fine there: an extension page loads its own files under the default CSP), the service worker
// as one file (a service worker refuses import(), so nothing may be left to load on demand). Writes the
// unpacked extension to the folder given (e2e/extension/.out by default).
import { copyFileSync } from "node:fs";
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";

const recipe = resolve(import.meta.dirname, "../../recipes/chrome-extension");
const outDir = resolve(process.argv[2] ?? resolve(import.meta.dirname, ".out"));

export async function buildExtension(to = outDir) {
  const common = { configFile: false, logLevel: "warn", root: recipe };
  await build({
    ...common,
    plugins: [react()],
    build: { outDir: to, emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 4000, rollupOptions: { input: resolve(recipe, "panel.html") } },
  });
  await build({
    ...common,
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: to,
      emptyOutDir: false,
      target: "es2022",
      chunkSizeWarningLimit: 4000,
      lib: { entry: resolve(recipe, "sw.ts"), formats: ["es"], fileName: () => "sw.js" },
      rollupOptions: { output: { codeSplitting: false } },
    },
  });
  copyFileSync(resolve(recipe, "manifest.json"), resolve(to, "manifest.json"));
  return to;
}

if (import.meta.url === `file://${process.argv[1]}`) await buildExtension();
