// A host page served with a strict Content-Security-Policy: scripts only from its own origin, and no
// 'unsafe-eval', so Ajv's generated validators are refused. It uses the library as built (dist/),
// as a host app would after `npm install`. Built and served by the e2e suite's second web server.
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export const CSP_PORT = 6008;

export default defineConfig({
  root: resolve(import.meta.dirname, "page"),
  plugins: [react()],
  logLevel: "warn",
  // The whole library and tldts's suffix list in one chunk: large, and beside the point here.
  build: { outDir: resolve(import.meta.dirname, ".out"), emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 2000 },
  preview: {
    port: CSP_PORT,
    strictPort: true,
    headers: { "Content-Security-Policy": "script-src 'self'; object-src 'none'; base-uri 'none'" },
  },
});
