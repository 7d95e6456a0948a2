// The official SDK's v1 line in the page (see stacks.ts).
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { elicitationCapability } from "../../src/sdk/index.ts";
import { createV1DemoServer } from "./demoServerV1.ts";
import { clientInfo, type Stack } from "./stack.ts";
import type { ServerLog } from "./tools.ts";

export function v1Stack(log: ServerLog): Stack {
  const server = createV1DemoServer(log);
  const client = new Client(clientInfo, { capabilities: elicitationCapability() });
  return {
    client,
    async connect() {
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      // v1's Client has no getter for the version it negotiated; it hands it to a transport that asks.
      let negotiated: string | undefined;
      (clientSide as Transport).setProtocolVersion = (version) => (negotiated = version);
      await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
      return `Client: @modelcontextprotocol/sdk 1.x, protocol ${negotiated}`;
    },
    callTool: (name, signal) => client.callTool({ name }, undefined, { signal }),
    async close() {
      await client.close();
      await server.close();
    },
  };
}
