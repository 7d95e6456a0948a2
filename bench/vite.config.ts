// Builds the benchmark page for production: the figures are for what a host ships, not the dev server.
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: resolve(import.meta.dirname, "page"),
  plugins: [react()],
  logLevel: "warn",
  build: {
    outDir: resolve(import.meta.dirname, ".out/page"),
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 2000,
    // For the trace's coverage (coverage.ts): written beside the page, not referenced by it, so the browser
    // loads nothing more.
    sourcemap: "hidden",
  },
  preview: { port: 6210, strictPort: true },
});
