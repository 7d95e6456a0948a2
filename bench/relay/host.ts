// The host's server in the latency run (latency.ts starts it, and drives it over HTTP): one Node process, as a
// host's own. It serves the built page (page/), the relay at /relay, the MCP server at /mcp over Streamable HTTP
// (for the clients that reach it over HTTP), /clock (this process's clock, for the page to measure their offset:
// clock.ts), and /control for the runner: start the `ask` tool call from this process's MCP client for one user,
// wait for it, and read the timestamps.
import { Client, InMemoryTransport, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/server";
import { resolve } from "node:path";
import { createElicitationRelay } from "../../src/relay/index.ts";
import { elicitationCapability, registerElicitationHandler } from "../../src/sdk/index.ts";
import { now } from "./clock.ts";
import { listen, serveFile, userOf } from "./serve.ts";
import { createBenchServer, tap, type ServerStamps } from "./server.ts";
import { timed, type ClientStamps } from "./timed.ts";

export type McpLink = "memory" | "http";

/** Everything this process timed for one user's latest request. */
export type HostStamps = ServerStamps &
  ClientStamps & {
    /** The answer's POST reached this process's handler (its headers read). */
    postAt?: number;
    /** Its body had been read to the end (by the relay). */
    bodyAt?: number;
  };

interface User {
  stamps: HostStamps;
  /** The relay's stream for this user has been opened. */
  connected: boolean;
  client?: Client;
  close?: () => Promise<void>;
  call?: Promise<string>;
}

// vite.config.ts builds this program into bench/.out/relay/node and the page beside it.
const pageDir = resolve(import.meta.dirname, "../page");
const users = new Map<string, User>();
const userNamed = (name: string): User => {
  let user = users.get(name);
  if (!user) users.set(name, (user = { stamps: {}, connected: false }));
  return user;
};

/** Empties a user's stamps in place: the server's tap and the client's timer hold this object. */
const clear = (stamps: HostStamps) => {
  for (const key of Object.keys(stamps)) delete stamps[key as keyof HostStamps];
};

const relay = createElicitationRelay({ audience: userOf });

// Streamable HTTP in the 2025-11-25 era: one session per client, the server's requests on the call's stream.
const sessions = new Map<string, WebStandardStreamableHTTPServerTransport>();
async function mcp(request: Request): Promise<Response> {
  const id = request.headers.get("mcp-session-id");
  if (id) return sessions.get(id)?.handleRequest(request) ?? new Response("No such session", { status: 404 });
  const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: () => crypto.randomUUID(),
    onsessioninitialized: (sessionId) => void sessions.set(sessionId, transport),
    onsessionclosed: (sessionId) => void sessions.delete(sessionId),
  });
  await createBenchServer().connect(transport);
  tap(transport, userNamed(userOf(request) ?? "nobody").stamps);
  return transport.handleRequest(request);
}

/** This process's MCP client for `name`, joined to the same server code in memory or over HTTP, answering through the relay. */
async function connectClient(name: string, link: McpLink, origin: string): Promise<Client> {
  const user = userNamed(name);
  if (user.client) return user.client;
  const client = new Client({ name: "bench-host", version: "1.0.0" }, { capabilities: elicitationCapability() });
  registerElicitationHandler(client, timed(relay.elicitFor(name), user.stamps));
  if (link === "memory") {
    const server = createBenchServer();
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    tap(serverSide, user.stamps);
    await client.connect(clientSide);
    user.close = async () => {
      await client.close();
      await server.close();
    };
  } else {
    const transport = new StreamableHTTPClientTransport(new URL("/mcp", origin), {
      fetch: (url, init) => {
        const headers = new Headers(init?.headers);
        headers.set("cookie", `user=${name}`);
        return fetch(url, { ...init, headers });
      },
    });
    await client.connect(transport);
    user.close = async () => {
      await transport.terminateSession().catch(() => {});
      await client.close();
    };
  }
  user.client = client;
  return client;
}

async function control(action: string, params: URLSearchParams, origin: string): Promise<Response> {
  const name = params.get("user") ?? "";
  const user = userNamed(name);
  switch (action) {
    case "ask": {
      const client = await connectClient(name, params.get("link") as McpLink, origin);
      clear(user.stamps);
      user.call = client.callTool({ name: "ask" }, { timeout: 600_000 }).then((result) => JSON.stringify(result.content));
      return Response.json({ started: true });
    }
    case "done":
      return Response.json({ result: await user.call, stamps: user.stamps });
    case "stamps":
      return Response.json({ stamps: user.stamps, connected: user.connected });
    case "reset":
      clear(user.stamps);
      return Response.json({});
    case "end":
      await user.close?.();
      users.delete(name);
      return Response.json({});
    default:
      return new Response("Unknown control", { status: 404 });
  }
}

const served = await listen(async (request, incoming) => {
  const { pathname, searchParams, origin } = new URL(request.url);
  if (pathname === "/clock") return new Response(String(now()), { headers: { "Cache-Control": "no-store" } });
  if (pathname === "/relay") {
    const name = userOf(request);
    if (name && request.method === "GET") userNamed(name).connected = true;
    if (name && request.method === "POST") {
      const { stamps } = userNamed(name);
      stamps.postAt = now();
      incoming.once("end", () => (stamps.bodyAt = now()));
    }
    return relay.handle(request);
  }
  if (pathname === "/mcp") return mcp(request);
  if (pathname.startsWith("/control/")) return control(pathname.slice("/control/".length), searchParams, origin);
  return serveFile(pageDir, pathname);
});

process.send?.({ url: served.url });
process.on("disconnect", () => {
  void relay.close().then(() => served.close()).then(() => process.exit(0));
});
