// The MCP server of the latency run, the same code wherever it runs (the host's Node process, or the page for
// the in-page client over memory): one tool, `ask`, that asks for the existing benchmark's 10-field form
// (bench/page/schema.ts), in the 2025-11-25 era, where the SDK sends it as `elicitation/create`. Its
// transport is tapped, so the two timestamps are taken where the server sends that request and where the
// answer reaches it (clock.ts says which clock).
import { inputRequired, McpServer, type ElicitRequestFormParams, type RequestId, type Transport } from "@modelcontextprotocol/server";
import { makeSchema } from "../page/schema.ts";
import { now } from "./clock.ts";

export interface ServerStamps {
  /** The server's transport was handed `elicitation/create`. */
  sentAt?: number;
  /** The answer to it reached the server's transport. */
  answeredAt?: number;
}

export const benchRequest: ElicitRequestFormParams = {
  mode: "form",
  message: "Please fill in the form.",
  requestedSchema: makeSchema(10) as unknown as ElicitRequestFormParams["requestedSchema"],
};

export function createBenchServer(): McpServer {
  const server = new McpServer({ name: "bench-server", title: "Benchmark server", version: "1.0.0" });
  server.registerTool("ask", { description: "asks for the benchmark's form" }, (ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    if (!responses) return inputRequired({ inputRequests: { form: inputRequired.elicit(benchRequest) } });
    return { content: [{ type: "text", text: JSON.stringify(responses.form) }] };
  });
  return server;
}

/** Records into `stamps` when `elicitation/create` leaves and its answer arrives. After `server.connect(transport)`, which sets onmessage. */
export function tap(transport: Transport, stamps: ServerStamps): void {
  let asked: RequestId | undefined;
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    if ("method" in message && message.method === "elicitation/create" && "id" in message) {
      stamps.sentAt = now();
      asked = message.id;
    }
    return send(message, options);
  };
  const receive = transport.onmessage;
  if (!receive) throw new Error("tap() runs after server.connect()");
  transport.onmessage = (message, extra) => {
    if (asked !== undefined && !("method" in message) && "id" in message && message.id === asked) {
      stamps.answeredAt = now();
      asked = undefined;
    }
    receive(message, extra);
  };
}
