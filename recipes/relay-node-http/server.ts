// Recipe: the relay on a plain Node server (node:http), with the official SDK's v2 client on that server.
// `npm install react-mcp-elicitation @modelcontextprotocol/client @hono/node-server`, then
// `MCP_SERVER_URL=http://localhost:3000/mcp node server.ts` (Node 22.18 and later run TypeScript as it is).
// A page of the signed-in person POSTs /api/book-table; this server calls the MCP server's `book_table` tool
// for them, and the question that tool asks goes through the relay to that person's pages, where
// <ElicitationRelayClient url="/api/elicitation" /> (inside <ElicitationProvider>) shows it. The answer comes
// back to /api/elicitation, and the tool goes on. @hono/node-server's getRequestListener turns the Fetch
// handler below, which the relay's `handle` is, into a node:http listener.
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Client, StreamableHTTPClientTransport, type CallToolResult } from "@modelcontextprotocol/client";
import { createElicitationRelay } from "react-mcp-elicitation/relay";
import { elicitationCapability, registerElicitationHandler } from "react-mcp-elicitation/sdk";

/** How long a person may take to answer. */
const ANSWER_TIME_MS = 30 * 60_000;

/** Who sent the request: your own auth goes here. This recipe's `user` cookie stands in for it and proves nothing. */
function currentUser(request: Request): string | null {
  const value = request.headers.get("cookie")?.match(/(?:^|;\s*)user=([^;]*)/)?.[1];
  return value ? decodeURIComponent(value) : null;
}

// One relay for the process, in its memory. Several processes behind one URL share requests through
// `store: redisStore(redisClient)` from "react-mcp-elicitation/relay/redis".
export const relay = createElicitationRelay({ audience: currentUser });

/** Calls `book_table` for `user`: a client of its own, so whatever its server asks goes to that person. */
async function bookTable(user: string, restaurant: string, signal: AbortSignal): Promise<CallToolResult> {
  // `auto`: the 2026-07-28 protocol where the server has it, the 2025 handshake where it does not.
  const client = new Client(
    { name: "booking-host", version: "1.0.0" },
    { capabilities: elicitationCapability(), versionNegotiation: { mode: "auto" } },
  );
  registerElicitationHandler(client, relay.elicitFor(user));
  const transport = new StreamableHTTPClientTransport(new URL(process.env.MCP_SERVER_URL!));
  await client.connect(transport);
  try {
    // In the 2025 eras the server asks while the call is open, so its timeout must outlast the person's answer.
    // `signal`: the person's page went away, so the call ends and its question leaves their other pages.
    const options = client.getProtocolEra() === "modern" ? { signal } : { signal, timeout: ANSWER_TIME_MS };
    return await client.callTool({ name: "book_table", arguments: { restaurant } }, options);
  } finally {
    // close() drops the connection but not the server's session; terminateSession() ends it (if there is one).
    await transport.terminateSession().catch(() => {});
    await client.close();
  }
}

async function handle(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  // The relay's one URL: GET is a page's event stream, POST an answer.
  if (pathname === "/api/elicitation") return relay.handle(request);
  if (pathname === "/api/book-table" && request.method === "POST") {
    const user = currentUser(request);
    if (!user) return Response.json({ error: "Sign in first." }, { status: 401 });
    const { restaurant } = (await request.json()) as { restaurant?: unknown };
    if (typeof restaurant !== "string") return Response.json({ error: "Which restaurant?" }, { status: 400 });
    return Response.json(await bookTable(user, restaurant, request.signal));
  }
  return new Response("Not found", { status: 404 });
}

export const server = createServer(getRequestListener(handle));

if (process.argv[1] === import.meta.filename) {
  const port = Number(process.env.PORT ?? 8787);
  server.listen(port, () => console.log(`http://localhost:${port}`));
  // Pending questions are answered "cancel" and every page's stream ends, so the server can close.
  process.once("SIGTERM", () => void relay.close().then(() => server.close()));
}
