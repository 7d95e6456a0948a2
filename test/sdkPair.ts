// A real SDK server and client joined by the SDK's in-memory transport, both closed after each test.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { afterEach } from "vitest";

const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!();
});

/** Connects both ends and returns the server's side; `tap` sees that side before anything is sent on it. */
export async function connectPair(server: McpServer, client: Client, tap?: (serverSide: InMemoryTransport) => void) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  tap?.(serverSide);
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  open.push(async () => {
    await client.close();
    await server.close();
  });
  return serverSide;
}
