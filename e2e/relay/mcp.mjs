// The MCP side of the relay's e2e host (host.mjs): for each person, a real MCP server built with the official
// SDK's v2 server (`@modelcontextprotocol/server`) and a v2 client (`@modelcontextprotocol/client`) on the
// host's server, joined in memory (the 2025-11-25 protocol, where the server sends `elicitation/create`), with
// the relay's elicit function for that person registered through the package's /sdk adapter, as a host does.
// The server's `book_table` tool asks how many guests and reports what it received; the server's side of the
// transport records every answer that reaches it, so a test can say "exactly one".
import { Client, InMemoryTransport } from "@modelcontextprotocol/client";
import { McpServer } from "@modelcontextprotocol/server";
import { elicitationCapability, registerElicitationHandler } from "react-mcp-elicitation/sdk";

/** Who the server says it is: the dialog is titled with its display name, "Bookings". */
export const SERVER_INFO = { name: "bookings", title: "Bookings", version: "1.0.0" };

/** What the tool asks: one required integer from 1 to 12. */
export const GUESTS = {
  mode: "form",
  message: "How many guests?",
  requestedSchema: {
    type: "object",
    properties: { guests: { type: "integer", title: "Guests", minimum: 1, maximum: 12 } },
    required: ["guests"],
  },
};

/** Longer than any test: neither the server's question nor the host's call may time out on their own. */
const PATIENCE_MS = 10 * 60_000;

function bookingServer() {
  const server = new McpServer(SERVER_INFO);
  server.registerTool("book_table", { description: "Books a table, asking how many guests" }, async (ctx) => {
    // The question ends with the call: the host's abort reaches the person's page as a withdrawal.
    const answer = await ctx.mcpReq.elicitInput(GUESTS, { signal: ctx.mcpReq.signal, timeout: PATIENCE_MS });
    return { content: [{ type: "text", text: JSON.stringify(answer) }] };
  });
  return server;
}

/**
 * Watches the server's side of the transport: the `elicitation/create` requests it sends (`asked`), and every
 * JSON-RPC response to one of them that arrives (`answers`), exactly as it arrived.
 */
function watchWire(transport) {
  const asked = [];
  const answers = [];
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    if (message.method === "elicitation/create") asked.push(message.id);
    return send(message, options);
  };
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    if (!("method" in message) && asked.includes(message.id)) answers.push(structuredClone(message));
    deliver?.call(transport, message, extra);
  };
  return { asked, answers };
}

/** One person's MCP connection: the server, the client with the relay's elicit function, and the wire's record. */
export async function connectPerson(elicit) {
  const server = bookingServer();
  const client = new Client({ name: "relay-e2e-host", version: "1.0.0" }, { capabilities: elicitationCapability() });
  registerElicitationHandler(client, elicit);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  const wire = watchWire(serverSide);
  return {
    wire,
    /** Calls the tool; resolves with what the server received, as it reported it. */
    async book(signal) {
      const result = await client.callTool({ name: "book_table", arguments: {} }, { signal, timeout: PATIENCE_MS });
      const text = result.content.find((block) => block.type === "text")?.text;
      if (result.isError) throw new Error(`the tool failed: ${text}`);
      return JSON.parse(text);
    },
    async close() {
      await client.close();
      await server.close();
    },
  };
}
