// A host page built from the README's quick start, against the package as built (dist/), for the e2e specs
// that drive @modelcontextprotocol/server-everything (e2e/everything-*.spec.ts). The page takes the server's
// URL and transport from its query string, so each spec points it at the server its fixture started.
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export const EVERYTHING_HOST_PORT = 6009;

export default defineConfig({
  root: resolve(import.meta.dirname, "page"),
  plugins: [react()],
  logLevel: "warn",
  // The library, the v2 client and tldts's suffix list in one chunk: large, and beside the point here.
  build: { outDir: resolve(import.meta.dirname, ".out"), emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 3000 },
  preview: { port: EVERYTHING_HOST_PORT, strictPort: true },
});
