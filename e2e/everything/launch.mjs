// Starts @modelcontextprotocol/server-everything bound to loopback only, on a free port.
//
//   node e2e/everything/launch.mjs streamableHttp|sse
//
// The server calls `app.listen(PORT)` with no host, which binds every interface of the machine. Before its
// entry is imported, `net.Server.prototype.listen` is patched so that a listen without a host gets
// 127.0.0.1; with PORT unset here it also gets port 0, so the system picks a free port (no race between
// choosing a port and binding it). Once listening, the address goes to the parent over IPC when there is
// one (the e2e fixture), and to stdout as `listening <host>:<port>` for a person running this by hand.
import net from "node:net";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const transport = process.argv[2];
if (transport !== "streamableHttp" && transport !== "sse") {
  console.error("usage: node e2e/everything/launch.mjs streamableHttp|sse");
  process.exit(2);
}

const HOST = "127.0.0.1";
// The server reads PORT itself (`process.env.PORT || 3001`): "0" asks the system for a free one.
process.env.PORT ??= "0";

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const [first, second] = args;
  if (typeof first === "object" && first !== null && !("fd" in first) && !("handle" in first) && !("_handle" in first)) {
    // listen({ port, host?, ... })
    if (first.path === undefined) args[0] = { ...first, host: HOST };
  } else if (typeof first === "number" || (typeof first === "string" && /^\d+$/.test(first))) {
    // listen(port, [host], [backlog], [callback]): put the host in, or replace whatever the caller chose.
    if (typeof second === "string") args[1] = HOST;
    else args.splice(1, 0, HOST);
  } else {
    // A pipe, a handle, or no port at all (which would bind every interface): refuse rather than guess.
    throw new Error(`launch.mjs: refusing a listen it cannot bind to ${HOST}: ${JSON.stringify(args.filter((a) => typeof a !== "function"))}`);
  }
  this.once("listening", () => {
    const address = this.address();
    if (typeof address !== "object" || address === null || address.address !== HOST) {
      console.error(`launch.mjs: listening on ${JSON.stringify(address)}, not ${HOST}`);
      process.exit(1);
    }
    process.send?.({ listening: { host: address.address, port: address.port } });
    console.log(`listening ${address.address}:${address.port}`);
  });
  return listen.apply(this, args);
};

// The server's own entry, as `npx mcp-server-everything <transport>` would run it: it reads its transport
// from argv[2], which is this script's argv[2].
const require = createRequire(import.meta.url);
const entry = require.resolve("@modelcontextprotocol/server-everything/package.json").replace(/package\.json$/, "dist/index.js");
await import(pathToFileURL(entry).href);
