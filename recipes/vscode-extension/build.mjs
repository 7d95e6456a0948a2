// Bundles the webview's page (webview.tsx) as ONE script and its stylesheet: `node build.mjs [outDir]`, dist/ beside
// this file by default, where extension.ts looks. One file because the library loads some parts on demand with
// import(): bundled in, they load from the script itself, with nothing for the CSP to allow but its nonce.
// Bundle extension.ts as you do now (esbuild or tsc, CommonJS, "vscode" external).
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";

const outDir = resolve(process.argv[2] ?? resolve(import.meta.dirname, "dist"));

await build({
  configFile: false,
  root: import.meta.dirname,
  plugins: [react()],
  // Library mode leaves process.env.NODE_ENV to the host; a webview has no process.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir,
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 4000,
    lib: { entry: resolve(import.meta.dirname, "webview.tsx"), formats: ["es"], fileName: () => "webview.js", cssFileName: "webview" },
    // Vite 8 (rolldown): no dynamic chunks (Vite 7 and earlier: output.inlineDynamicImports: true).
    rollupOptions: { output: { codeSplitting: false } },
  },
});
