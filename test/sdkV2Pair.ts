// A real v2 server and client (`@modelcontextprotocol/server` and `/client` 2.x), both closed after each test.
// Legacy era (2025-11-25): joined by the SDK's in-memory transport, which negotiates with `initialize`.
// Modern era (2026-07-28): the server's own fetch handler answers the client's Streamable HTTP requests in
// process, with no network, and the client negotiates with `server/discover`.
import { Client, StreamableHTTPClientTransport, type ClientCapabilities } from "@modelcontextprotocol/client";
import { createMcpHandler, InMemoryTransport, type McpServer } from "@modelcontextprotocol/server";
import { afterEach } from "vitest";

export type Era = "legacy" | "modern";

const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!();
});

/** A v2 client that negotiates `era` once connected. */
export function v2Client(era: Era, capabilities: ClientCapabilities, name = "test-host") {
  return new Client({ name, version: "0.0.1" }, { capabilities, ...(era === "modern" ? { versionNegotiation: { mode: "auto" } } : {}) });
}

/** Connects `client` to `server` in the client's era; `fetched` sees each HTTP request of the modern era. */
export async function connectV2(server: McpServer, client: Client, era: Era, fetched?: (request: Request) => void): Promise<void> {
  if (era === "legacy") {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  } else {
    const handler = createMcpHandler(() => server);
    const transport = new StreamableHTTPClientTransport(new URL("http://in-page.invalid/mcp"), {
      fetch: (url, init) => {
        const request = new Request(url, init);
        fetched?.(request);
        return handler.fetch(request);
      },
    });
    await client.connect(transport);
  }
  open.push(async () => {
    await client.close();
    await server.close();
  });
}
