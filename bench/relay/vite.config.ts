// Builds what `npm run bench:relay` runs: the page Chromium opens (production build, as the existing bench's
// page), and the Node programs (the host's server, the scale runs, the runner), bundled from TypeScript so that
// plain `node` runs them with the library's source; packages stay in node_modules.
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const out = resolve(import.meta.dirname, "../.out/relay");
const programs = ["run", "host", "scale", "redis", "redisPages", "cluster", "clusterInstance"];

export default defineConfig({
  root: resolve(import.meta.dirname, "page"),
  plugins: [react()],
  logLevel: "warn",
  // `vite build --app` builds both environments below.
  builder: {},
  // The worker variant's Worker (page/worker.ts) as an ES module, as the page starts it ({ type: "module" }).
  worker: { format: "es" },
  environments: {
    client: {
      build: { outDir: resolve(out, "page"), emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 2000 },
    },
    node: {
      consumer: "server",
      build: {
        outDir: resolve(out, "node"),
        emptyOutDir: true,
        target: "node20",
        ssr: true,
        rollupOptions: {
          input: Object.fromEntries(programs.map((name) => [name, resolve(import.meta.dirname, `${name}.ts`)])),
          // Shared chunks beside the programs: they find the page and each other from their own folder.
          output: { format: "es", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
        },
      },
    },
  },
});
