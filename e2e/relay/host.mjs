// A host's server for the relay's e2e specs (e2e/relay.spec.ts, relay-refusals, relay-instances), run as its own
// process by host.ts:
//
//   node e2e/relay/host.mjs --page <built page folder> [--redis <url> | --cluster <host:port,...>] [--client ioredis]
//
// It imports the BUILT package by its name (react-mcp-elicitation/relay, /relay/redis and /sdk resolve to dist/
// through package.json `exports`), as an installed host gets it, and serves on 127.0.0.1 and a port the system
// picks, over @hono/node-server (the Fetch API's Request and Response on Node's http), one origin for:
//   /                      the host page (page/, built by page.ts): <ElicitationRelayClient url="/api/elicitation" />
//   GET|POST /api/elicitation   the relay; the person is the `user` cookie
//   POST /api/call?user=…  starts a call of the MCP tool for that person; answers at once with the call's record
//   POST /api/abort?call=… aborts that call (the MCP side withdraws its request)
//   POST /api/disconnect?user=… closes that person's MCP connection (their server goes away)
//   GET /api/report?user=… that person's calls, and what their MCP server sent and received (calls.mjs)
//   GET /api/streams?user=… how many relay streams of that person are open here, and have been opened
//   POST /api/drop?user=…  cuts the connections of that person's open streams, as a network that drops does
// With --redis (one Redis) or --cluster (a Redis Cluster's nodes), the relay's store is redisStore over a
// node-redis client, or an ioredis one with --client ioredis, so several of these processes share pending
// requests. Once listening, the port goes to the parent over IPC; SIGTERM closes the relay and exits.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import { getRequestListener } from "@hono/node-server";
import { Cluster, Redis } from "ioredis";
import { createClient, createCluster } from "redis";
import { createElicitationRelay } from "react-mcp-elicitation/relay";
import { redisStore } from "react-mcp-elicitation/relay/redis";
import { createCalls } from "./calls.mjs";

const { values: args } = parseArgs({
  options: { page: { type: "string" }, redis: { type: "string" }, cluster: { type: "string" }, client: { type: "string", default: "node-redis" } },
});
if (!args.page || !["node-redis", "ioredis"].includes(args.client)) {
  console.error("usage: node e2e/relay/host.mjs --page <built page folder> [--redis <url> | --cluster <host:port,...>] [--client ioredis]");
  process.exit(2);
}
const pageRoot = resolve(args.page);

/** The person a request belongs to: the `user` cookie, as a host's session would say. */
const userOf = (request) => request.headers.get("cookie")?.match(/(?:^|;\s*)user=([^;]+)/)?.[1] ?? null;

/** The host's Redis client, connected as each package's documentation connects it. */
async function connectRedis() {
  const nodes = args.cluster?.split(",").map((node) => ({ host: node.split(":")[0], port: Number(node.split(":")[1]) }));
  let client;
  if (args.client === "ioredis") client = nodes ? new Cluster(nodes) : new Redis(args.redis);
  else client = nodes ? createCluster({ rootNodes: nodes.map(({ host, port }) => ({ url: `redis://${host}:${port}` })) }) : createClient({ url: args.redis });
  // A cluster client reports a node it lost as an error event: logged, not fatal.
  client.on("error", (error) => console.error("redis:", error.message));
  if (args.client !== "ioredis") await client.connect();
  return client;
}
const redis = args.redis || args.cluster ? await connectRedis() : undefined;
const relay = createElicitationRelay({ audience: userOf, ...(redis ? { store: redisStore(redis) } : {}) });
const calls = createCalls(relay);

/** Relay streams by person: how many are open now and have been opened, and the connections of the open ones. */
const streams = new Map();
function countStream(user, signal, socket) {
  const count = streams.get(user) ?? { open: 0, opened: 0, sockets: new Set() };
  streams.set(user, count);
  count.open++;
  count.opened++;
  count.sockets.add(socket);
  signal.addEventListener("abort", () => {
    count.open--;
    count.sockets.delete(socket);
  }, { once: true });
}

/** Cuts `user`'s stream connections with no clean end, as a dropped network leaves them. */
function dropStreams(user) {
  const sockets = [...(streams.get(user)?.sockets ?? [])];
  for (const socket of sockets) socket.destroy();
  return sockets.length;
}

const json = (status, body) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css", ".map": "application/json" };

async function servePage(pathname) {
  const file = resolve(pageRoot, `.${pathname === "/" ? "/index.html" : pathname}`);
  if (!file.startsWith(pageRoot + sep)) return new Response("Not found", { status: 404 });
  try {
    return new Response(await readFile(file), { headers: { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" } });
  } catch {
    return new Response("Not found", { status: 404 });
  }
}

/** `env` is @hono/node-server's: the Node request and response behind `request`. */
async function route(request, env) {
  const url = new URL(request.url);
  const { pathname, searchParams } = url;
  if (pathname === "/api/elicitation") {
    const user = userOf(request);
    const response = await relay.handle(request);
    if (request.method === "GET" && response.ok && user) countStream(user, request.signal, env.incoming.socket);
    return response;
  }
  if (pathname === "/api/call" && request.method === "POST") {
    const user = searchParams.get("user");
    if (!user) return json(400, { error: "?user= is required" });
    const { controller: _, ...call } = await calls.start(user);
    return json(201, call);
  }
  if (pathname === "/api/abort" && request.method === "POST") {
    return calls.abort(searchParams.get("call") ?? "") ? json(200, { aborted: true }) : json(404, { error: "no such call" });
  }
  if (pathname === "/api/disconnect" && request.method === "POST") {
    return (await calls.disconnect(searchParams.get("user") ?? "")) ? json(200, { closed: true }) : json(404, { error: "no such connection" });
  }
  if (pathname === "/api/report") return json(200, await calls.report(searchParams.get("user") ?? ""));
  if (pathname === "/api/streams") {
    const { open = 0, opened = 0 } = streams.get(searchParams.get("user") ?? "") ?? {};
    return json(200, { open, opened });
  }
  if (pathname === "/api/drop" && request.method === "POST") return json(200, { dropped: dropStreams(searchParams.get("user") ?? "") });
  if (request.method === "GET") return servePage(pathname);
  return new Response("Not found", { status: 404 });
}

const http = createServer(getRequestListener(route));
http.listen(0, "127.0.0.1", () => {
  const { address, port } = http.address();
  process.send?.({ listening: { host: address, port } });
  console.log(`listening ${address}:${port}`);
});

process.once("SIGTERM", async () => {
  await relay.close();
  await calls.close();
  // Dropped, not closed politely: a cluster client waits on a node that died to close.
  if (redis) "destroy" in redis ? redis.destroy() : redis.disconnect();
  http.closeAllConnections();
  http.close(() => process.exit(0));
});
