// Real HTTP on loopback for the relay benchmark: a Fetch API handler (the relay's `handle`, the MCP server's
// transport) served by node:http through @hono/node-server, as a Node host would serve them, and the built
// page's files.
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { getRequestListener } from "@hono/node-server";

export interface Served {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/** A Fetch API handler; `incoming` is Node's own request under it, for what only Node sees (when the body was read). */
export type Handler = (request: Request, incoming: IncomingMessage) => Promise<Response> | Response;

export async function listen(handler: Handler): Promise<Served> {
  const server = createServer(getRequestListener((request, env) => handler(request, (env as { incoming: IncomingMessage }).incoming)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml" };

/** The file under `root` that `pathname` names ("/" is index.html), or 404. */
export async function serveFile(root: string, pathname: string): Promise<Response> {
  const path = normalize(join(root, pathname === "/" ? "index.html" : pathname));
  if (!path.startsWith(root)) return new Response("Not found", { status: 404 });
  try {
    return new Response(await readFile(path), { headers: { "Content-Type": TYPES[extname(path)] ?? "application/octet-stream" } });
  } catch {
    return new Response("Not found", { status: 404 });
  }
}

/** The `user` cookie: who a request belongs to, as a host's session would say. */
export const userOf = (request: Request) => request.headers.get("cookie")?.match(/(?:^|;\s*)user=([^;]+)/)?.[1] ?? null;
