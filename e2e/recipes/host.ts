// Serves the recipes (recipes/, through e2e/recipes/page/) from a Vite DEV server: React's development build,
// where <StrictMode> mounts, unmounts and mounts again, running each effect and its cleanup twice, as a host's
// `npm run dev` does. A production build runs them once and would hide what this spec is about. The package is
// resolved by its own name to the build (dist/, its `exports`), as a host that installed it gets it.
import { resolve } from "node:path";
import type { AddressInfo } from "node:net";
import react from "@vitejs/plugin-react";
import { createServer } from "vite";

export interface RecipeHost {
  /** `http://127.0.0.1:<port>`: `/?recipe=<folder>` runs that recipe. */
  origin: string;
  stop(): Promise<void>;
}

export async function startRecipeHost(): Promise<RecipeHost> {
  const server = await createServer({
    configFile: false,
    root: resolve(import.meta.dirname, "page"),
    mode: "development",
    plugins: [react()],
    logLevel: "warn",
    // A cache of its own: the Storybook and Vitest servers keep theirs in node_modules/.vite.
    cacheDir: resolve(import.meta.dirname, "../../node_modules/.vite/e2e-recipes"),
    // Every dependency of every recipe found before the first page loads: one found later would make Vite reload
    // the page mid-test. The package pre-bundled too, as Vite does with it in a host's node_modules/. No file
    // watching and no HMR: a rebuild of dist/ meanwhile must not reload the page either.
    optimizeDeps: {
      entries: ["index.html"],
      include: ["react-mcp-elicitation", "react-mcp-elicitation/sdk", "react-mcp-elicitation/ai-sdk"],
    },
    server: { host: "127.0.0.1", port: 0, hmr: false, watch: null },
  });
  await server.listen();
  const { port } = server.httpServer!.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
