// Builds the conformance host page (page/) against the library as built (dist/), the way a host app's
// bundler would after `npm install`. scripts/conformance/client.mjs serves the result.
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: resolve(import.meta.dirname, "page"),
  // Relative asset URLs: the page is served from the root of a throwaway origin.
  base: "./",
  plugins: [react()],
  logLevel: "warn",
  // React, the SDK client and the library (with tldts's suffix list) in one chunk: large, and beside the point.
  build: { outDir: resolve(import.meta.dirname, ".out/page"), emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 4000 },
});
