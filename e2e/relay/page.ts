// Builds the relay's host page (page/) with Vite against the package as built (dist/, by its name through
// package.json `exports`), into a folder of its own under the system's temporary folder: each Playwright worker
// builds once and removes it after, so no two workers write the same files and nothing is left in the tree.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";

export interface BuiltPage {
  /** The folder host.mjs serves: index.html and assets/. */
  dir: string;
  remove(): Promise<void>;
}

export async function buildPage(): Promise<BuiltPage> {
  const dir = await mkdtemp(join(tmpdir(), "relay-e2e-page-"));
  await build({
    configFile: false,
    root: resolve(import.meta.dirname, "page"),
    plugins: [react()],
    // Errors only: on a busy machine Vite also warns how long its plugins took.
    logLevel: "error",
    // The library and React in one chunk: large, and beside the point here.
    build: { outDir: dir, emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 3000 },
  });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
