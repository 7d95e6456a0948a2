// One Vite DEV server for the relay's recipes (e2e/relay-recipes.spec.ts), in development as e2e/recipes/host.ts
// explains (StrictMode's double effects included), the package resolved to its build (dist/). It serves their
// pages (e2e/recipes/page/relay.html); the next-relay recipe's route handlers at the paths Next.js gives them
// (app/api/chat/route.ts at /api/chat), each called with a real Fetch API Request as Next.js calls it; and the
// relay-node-http and relay-hono servers behind proxies (`/node-http/…`, `/hono/…`), so that each page talks to
// its server on its own origin, as a host's page does, with its cookie.
import { resolve } from "node:path";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import react from "@vitejs/plugin-react";
import { createServer, type Plugin } from "vite";

export type Handler = (request: Request) => Promise<Response>;

/** What a Next.js route file exports: a handler per HTTP method. */
export type RouteModule = Partial<Record<"GET" | "POST", Handler>>;

export interface RelayHostOptions {
  /** Route modules by the path Next.js serves them at. */
  routes: Record<string, RouteModule>;
  /** Servers by the path prefix they are proxied under, such as `{ "/hono": "http://127.0.0.1:1234" }`. */
  proxies: Record<string, string>;
}

export interface RelayHost {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  stop(): Promise<void>;
}

/** The route handlers, in front of Vite's own middleware: a path no route has goes on to Vite. */
function routeHandlers(routes: RelayHostOptions["routes"]): Plugin {
  const listener = getRequestListener(
    (request) => {
      const route = routes[new URL(request.url).pathname]!;
      const handler = route[request.method as keyof RouteModule];
      return handler ? handler(request) : new Response(null, { status: 405 });
    },
    { overrideGlobalObjects: false },
  );
  return {
    name: "next-route-handlers",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? "/", "http://host").pathname;
        // The icon every page asks for (a Next.js app has app/favicon.ico): none, rather than a 404 in the console.
        if (path === "/favicon.ico") response.writeHead(204).end();
        else if (routes[path]) void listener(request, response);
        else next();
      });
    },
  };
}

export async function startRelayHost({ routes, proxies }: RelayHostOptions): Promise<RelayHost> {
  const server = await createServer({
    configFile: false,
    root: resolve(import.meta.dirname, "page"),
    mode: "development",
    plugins: [react(), routeHandlers(routes)],
    logLevel: "warn",
    // A cache of its own (e2e/recipes/host.ts has one for its page); every dependency found before the first page
    // loads, so that none found later makes Vite reload the page mid-test; no watching, no HMR.
    cacheDir: resolve(import.meta.dirname, "../../node_modules/.vite/e2e-relay-recipes"),
    optimizeDeps: { entries: ["relay.html"], include: ["react-mcp-elicitation", "@ai-sdk/react", "ai"] },
    server: {
      host: "127.0.0.1",
      port: 0,
      hmr: false,
      watch: null,
      proxy: Object.fromEntries(
        Object.entries(proxies).map(([prefix, target]) => [`${prefix}/`, { target, rewrite: (path: string) => path.slice(prefix.length) }]),
      ),
    },
  });
  await server.listen();
  const { port } = server.httpServer!.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
