// Recipe: the relay in a Hono app, with the AI SDK's MCP client (`createMCPClient` from @ai-sdk/mcp) on the server.
// `npm install react-mcp-elicitation hono @ai-sdk/mcp zod`, MCP_SERVER_URL in the environment, and on Node
// `serve({ fetch: app.fetch, port: 8787 })` from @hono/node-server (Bun and Deno serve `app.fetch` as it is).
// The relay's `handle` takes and returns the Fetch API's Request and Response, which Hono has at `c.req.raw`:
// one route for both methods. A page of the signed-in person POSTs /api/book-table, this app calls the MCP
// server's `book_table` tool for them, and the question it asks reaches their pages, where
// <ElicitationRelayClient url="/api/elicitation" /> (inside <ElicitationProvider>) shows it.
import { Hono } from "hono";
import { createMCPClient } from "@ai-sdk/mcp";
import { createElicitationRelay } from "react-mcp-elicitation/relay";
import { elicitationCapability, registerElicitationHandler } from "react-mcp-elicitation/ai-sdk";

/** Who sent the request: your own auth goes here. This recipe's `user` cookie stands in for it and proves nothing. */
function currentUser(request: Request): string | null {
  const value = request.headers.get("cookie")?.match(/(?:^|;\s*)user=([^;]*)/)?.[1];
  return value ? decodeURIComponent(value) : null;
}

// One relay for the process, in its memory. Several processes behind one URL share requests through
// `store: redisStore(redisClient)` from "react-mcp-elicitation/relay/redis". On shutdown, `relay.close()`
// answers what is pending "cancel" and ends every page's stream.
export const relay = createElicitationRelay({ audience: currentUser });

const app = new Hono();

// GET is a page's event stream of its person's requests, POST an answer.
app.on(["GET", "POST"], "/api/elicitation", (c) => relay.handle(c.req.raw));

app.post("/api/book-table", async (c) => {
  const user = currentUser(c.req.raw);
  if (!user) return c.json({ error: "Sign in first." }, 401);
  const { restaurant } = await c.req.json<{ restaurant?: unknown }>();
  if (typeof restaurant !== "string") return c.json({ error: "Which restaurant?" }, 400);
  // A client of its own for this call, so whatever its server asks goes to this person.
  const client = await createMCPClient({
    transport: { type: "http", url: process.env.MCP_SERVER_URL! },
    capabilities: elicitationCapability(),
  });
  registerElicitationHandler(client, relay.elicitFor(user));
  try {
    // No timeout: this client sets none, and one would count the time the person takes to answer.
    return c.json(await client.callTool({ name: "book_table", arguments: { restaurant }, options: { signal: c.req.raw.signal } }));
  } finally {
    // Also what takes a question still open off the person's pages: this client tells a handler of nothing else.
    await client.close();
  }
});

export default app;
