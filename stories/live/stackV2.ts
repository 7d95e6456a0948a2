// The official SDK's v2 line in the page, in either era (see stacks.ts).
import { Client, InMemoryTransport, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { createMcpHandler } from "@modelcontextprotocol/server";
import { elicitationCapability } from "../../src/sdk/index.ts";
import { createV2DemoServer } from "./demoServerV2.ts";
import { clientInfo, type Stack } from "./stack.ts";
import type { ServerLog } from "./tools.ts";

export function v2Stack(era: "legacy" | "modern", log: ServerLog): Stack {
  const server = createV2DemoServer(era, log);
  const client = new Client(clientInfo, {
    capabilities: elicitationCapability(),
    ...(era === "modern" ? { versionNegotiation: { mode: "auto" as const } } : {}),
  });
  // 2026-07-28: the server's fetch handler serves each request with this one server (no session to keep).
  const handler = era === "modern" ? createMcpHandler(() => server) : undefined;
  return {
    client,
    async connect() {
      if (handler) {
        await client.connect(
          new StreamableHTTPClientTransport(new URL("http://in-page.invalid/mcp"), { fetch: (url, init) => handler.fetch(new Request(url, init)) }),
        );
      } else {
        const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
        await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
      }
      return `Client: @modelcontextprotocol/client 2.x, protocol ${client.getNegotiatedProtocolVersion()} (${client.getProtocolEra()} era)`;
    },
    callTool: (name, signal) => client.callTool({ name }, { signal }),
    async close() {
      await client.close();
      await handler?.close();
      await server.close();
    },
  };
}

