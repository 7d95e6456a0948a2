// @vitest-environment node
// The oldest SDK releases the package's peer ranges admit, so that the ranges are proven, not hoped:
// `@modelcontextprotocol/sdk` 1.24.0 (v1, which reads the handler's schema by shape) and
// `@modelcontextprotocol/client` 2.0.0 (v2, whose registration hooks the adapter uses), installed under the
// aliases `mcp-sdk-oldest` and `mcp-client-oldest`. The newest of each line is tested in full beside this.
import { Client as OldestV1Client } from "mcp-sdk-oldest/client/index.js";
import { InMemoryTransport as OldestV1Memory } from "mcp-sdk-oldest/inMemory.js";
import { McpServer as OldestV1Server } from "mcp-sdk-oldest/server/mcp.js";
import { Client as OldestV2Client, InMemoryTransport, StreamableHTTPClientTransport } from "mcp-client-oldest";
import { createMcpHandler, inputRequired, McpServer } from "@modelcontextprotocol/server";
import { describe, expect, test, vi } from "vitest";
import { ElicitationQueue, type ElicitOptions } from "../core/queue/queue.ts";
import { elicitationCapability } from "./capabilities.ts";
import { registerElicitationHandler } from "./registerElicitationHandler.ts";

const serverInfo = { name: "oldest-peers", title: "Oldest Peers", version: "1.0.0" };
/** `pattern`, which an SDK's own parsing would drop, and pydantic's optional field, which v2 would refuse. */
const requestedSchema = {
  type: "object",
  properties: {
    slug: { type: "string", pattern: "^[a-z-]+$" },
    nickname: { anyOf: [{ type: "string" }, { type: "null" }], default: null },
  },
  required: ["slug"],
};

function queueElicit() {
  const queue = new ElicitationQueue();
  const elicit = Object.assign((params: unknown, options: ElicitOptions) => queue.elicit(params, options), {
    complete: (id: string) => queue.complete(id),
  });
  const shown = () =>
    vi.waitFor(() => {
      const entry = queue.getSnapshot().entries[0];
      if (!entry) throw new Error("nothing shown yet");
      return entry;
    });
  return { queue, elicit, shown };
}

describe("@modelcontextprotocol/sdk 1.24.0", () => {
  async function connect() {
    const server = new OldestV1Server(serverInfo);
    const client = new OldestV1Client({ name: "host", version: "1.0.0" }, { capabilities: elicitationCapability() });
    const { queue, elicit, shown } = queueElicit();
    registerElicitationHandler(client, elicit);
    const [clientSide, serverSide] = OldestV1Memory.createLinkedPair();
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
    return { server, client, queue, shown };
  }

  test("the request reaches the queue as sent; the answer passes the server's validation; a bad one does not", async () => {
    const { server, queue, shown } = await connect();
    const good = server.server.elicitInput({ message: "Name it", requestedSchema } as never);
    const entry = await shown();
    expect(entry.params).toMatchObject({ message: "Name it", requestedSchema });
    expect(entry.server).toMatchObject(serverInfo);
    queue.respond(entry.id, { action: "accept", content: { slug: "my-repo" } });
    await expect(good).resolves.toEqual({ action: "accept", content: { slug: "my-repo" } });

    const bad = server.server.elicitInput({ message: "Name it", requestedSchema } as never);
    queue.respond((await shown()).id, { action: "accept", content: { slug: "Not A Slug" } });
    await expect(bad).rejects.toMatchObject({ code: -32602 });
  });

  test("the server withdraws its first request (id 0), and completion notices arrive", async () => {
    const { server, queue, shown } = await connect();
    const controller = new AbortController();
    const withdrawn = server.server.elicitInput({ message: "Name it", requestedSchema } as never, { signal: controller.signal });
    await shown();
    controller.abort("never mind");
    await expect(withdrawn).rejects.toBeDefined();
    await vi.waitFor(() => expect(queue.getSnapshot().notice).toMatchObject({ kind: "withdrawn" }));

    const consent = server.server.elicitInput({ mode: "url", message: "Sign in", url: "https://auth.example.com/", elicitationId: "e1" });
    queue.respond((await shown()).id, { action: "accept" });
    await expect(consent).resolves.toEqual({ action: "accept" });
    await server.server.createElicitationCompletionNotifier("e1")();
    await vi.waitFor(() => expect(queue.getSnapshot().entries.map((entry) => entry.phase)).toEqual(["complete"]));
  });
});

describe.each(["legacy", "modern"] as const)("@modelcontextprotocol/client 2.0.0, %s era, against a 2.4 server", (era) => {
  test("the request reaches the queue as sent, each answer goes back, the call completes", async () => {
    const server = new McpServer(serverInfo);
    server.registerTool("ask", { description: "asks for a slug" }, async (ctx) => {
      const answer = ctx.mcpReq.inputResponses?.["slug"];
      if (answer) return { content: [{ type: "text", text: JSON.stringify(answer) }] };
      return inputRequired({ inputRequests: { slug: inputRequired.elicit({ message: "Name it", requestedSchema } as never) } });
    });
    const client = new OldestV2Client(
      { name: "host", version: "1.0.0" },
      { capabilities: elicitationCapability(), ...(era === "modern" ? { versionNegotiation: { mode: "auto" as const } } : {}) },
    );
    const { queue, elicit, shown } = queueElicit();
    registerElicitationHandler(client, elicit);
    if (era === "legacy") {
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
    } else {
      const handler = createMcpHandler(() => server);
      await client.connect(new StreamableHTTPClientTransport(new URL("http://in-page.invalid/mcp"), { fetch: (url, init) => handler.fetch(new Request(url, init)) }));
    }
    expect(client.getProtocolEra()).toBe(era);
    const call = client.callTool({ name: "ask", arguments: {} });
    const entry = await shown();
    expect(entry.params).toMatchObject({ message: "Name it", requestedSchema });
    queue.respond(entry.id, { action: "accept", content: { slug: "my-repo" } });
    const result = await call;
    expect(JSON.parse((result.content as { text: string }[])[0]!.text)).toEqual({ action: "accept", content: { slug: "my-repo" } });
    await client.close();
    await server.close();
  });
});
