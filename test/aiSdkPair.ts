// A real v2 server and the AI SDK's MCP client joined by the in-memory transport (legacy era, 2025-11-25), both
// closed after the test: the client has no other way to be made than connected.
import { createMCPClient, type MCPTransport } from "@ai-sdk/mcp";
import { InMemoryTransport, type McpServer } from "@modelcontextprotocol/server";
import { onTestFinished } from "vitest";
import { elicitationCapability } from "../src/ai-sdk/index.ts";

export async function connectAiSdk(server: McpServer) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = await createMCPClient({ transport: clientSide as unknown as MCPTransport, capabilities: elicitationCapability() });
  onTestFinished(async () => {
    await client.close();
    await server.close();
  });
  return client;
}
