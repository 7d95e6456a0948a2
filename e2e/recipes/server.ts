// A real MCP server for the recipes' e2e spec (e2e/recipes.spec.ts), built with the official SDK's v1 server the
// way its README builds a stateful Streamable HTTP server, with the `book_table` tool the recipes call. It runs
// in the test's own process on 127.0.0.1 and a port the system picked, and records the sessions it opens, the ones
// whose client finished connecting, and the ones a client ended (DELETE): a session opened and never ended is one
// a client left behind, or the one it is using. And what each `book_table` call was answered, as the server
// received it, for the relay's recipes (e2e/relay-recipes.spec.ts), where the page that answers talks to the host's
// server, never to this one.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

export interface Sessions {
  opened: string[];
  ready: string[];
  ended: string[];
}

export interface Answer {
  restaurant: string;
  result: { action: string; content?: Record<string, unknown> };
}

export interface RecipeServer {
  /** The MCP endpoint: `http://127.0.0.1:<port>/mcp`. */
  url: string;
  /** Session ids, in order: opened (`initialize` answered), ready (`notifications/initialized` came), ended (DELETE). */
  sessions: Sessions;
  /** What `book_table` was answered, per call, in order: what the server received. */
  answers: Answer[];
  stop(): Promise<void>;
}

function bookingServer(onReady: () => void, onAnswer: (answer: Answer) => void) {
  const server = new McpServer({ name: "restaurant", version: "1.0.0" });
  server.server.oninitialized = onReady;
  server.registerTool(
    "book_table",
    { description: "Books a table, asking how many guests", inputSchema: { restaurant: z.string() } },
    async ({ restaurant }) => {
      const answer = await server.server.elicitInput({
        mode: "form",
        message: `How many guests at ${restaurant}?`,
        requestedSchema: {
          type: "object",
          properties: { guests: { type: "integer", title: "Guests", minimum: 1, maximum: 12 } },
          required: ["guests"],
        },
      });
      onAnswer({ restaurant, result: answer });
      const text =
        answer.action === "accept" ? `Booked ${restaurant} for ${String(answer.content?.guests)}` : `Not booked: ${answer.action}`;
      return { content: [{ type: "text", text }] };
    },
  );
  return server;
}

/** A browser page on another origin calls this server: it must allow that, and let the page read the session id. */
function allowBrowsers(response: ServerResponse) {
  response.setHeader("Access-Control-Allow-Origin", "*");
  response.setHeader("Access-Control-Allow-Methods", "GET, POST, DELETE, OPTIONS");
  response.setHeader("Access-Control-Allow-Headers", "*");
  response.setHeader("Access-Control-Expose-Headers", "mcp-session-id, mcp-protocol-version");
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : undefined;
}

export async function startRecipeServer(): Promise<RecipeServer> {
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const sessions: Sessions = { opened: [], ready: [], ended: [] };
  const answers: Answer[] = [];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    allowBrowsers(response);
    if (request.method === "OPTIONS") return void response.writeHead(204).end();
    if (new URL(request.url ?? "/", "http://x").pathname !== "/mcp") return void response.writeHead(404).end();
    const body = request.method === "POST" ? await readJson(request) : undefined;
    const id = request.headers["mcp-session-id"];
    let transport = typeof id === "string" ? transports.get(id) : undefined;
    if (!transport && isInitializeRequest(body)) {
      const opened = new StreamableHTTPServerTransport({
        sessionIdGenerator: randomUUID,
        onsessioninitialized: (sessionId) => {
          sessions.opened.push(sessionId);
          transports.set(sessionId, opened);
        },
        onsessionclosed: (sessionId) => {
          sessions.ended.push(sessionId);
          transports.delete(sessionId);
        },
      });
      await bookingServer(
        () => sessions.ready.push(opened.sessionId!),
        (answer) => answers.push(answer),
      ).connect(opened);
      transport = opened;
    }
    if (!transport) {
      // What the SDK's own example answers: an unknown session is gone (404); no session and no `initialize`
      // (a 2026-07-28 client's `server/discover` probe among others) is a request this server cannot take.
      const status = typeof id === "string" ? 404 : 400;
      const message = status === 404 ? "Session not found" : "Bad Request: No valid session ID provided";
      return void response.writeHead(status, { "content-type": "application/json" }).end(
        JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message }, id: null }),
      );
    }
    await transport.handleRequest(request, response, body);
  };

  const http = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((listening) => http.listen(0, "127.0.0.1", listening));
  const { port } = http.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/mcp`,
    sessions,
    answers,
    async stop() {
      await Promise.all([...transports.values()].map((transport) => transport.close()));
      http.closeAllConnections();
      await new Promise<void>((closed) => http.close(() => closed()));
    },
  };
}
