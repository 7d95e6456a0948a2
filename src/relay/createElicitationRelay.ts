// The server half of the relay: the MCP client runs on the host's server, the person is in a browser. The
// host gives each MCP client an elicit function for the person it works for (`elicitFor`), and serves
// `handle` at one URL: a page's GET is its event stream of requests, its POSTs are the answers. Only the
// Fetch API, web streams and Web Crypto: the same code runs in Node, edge runtimes, Workers, Deno and Bun.
import { loadValidator } from "../core/validation/compile.ts";
import { createHolder, type RelayElicit } from "./holder.ts";
import { discardBody, refuse } from "./http.ts";
import { relayIds, type RelayIds } from "./ids.ts";
import { memoryStore } from "./memoryStore.ts";
import { resolveOptions, type ElicitationRelayOptions } from "./options.ts";
import { receivePost } from "./answers.ts";
import { createStreams } from "./streams.ts";

export interface ElicitationRelay {
  /**
   * The elicit function for one audience (the same value `audience(request)` returns for that person's
   * pages), for `registerElicitationHandler`. `key` travels with each request, as `ElicitOptions.key` does.
   */
  elicitFor(audience: string, options?: { key?: string }): RelayElicit;
  /** The whole HTTP surface, for GET and POST at one URL: a page's stream, and its answers. */
  handle(request: Request): Promise<Response>;
  /** Stops: every request this instance holds is answered "cancel", every stream ends. */
  close(): Promise<void>;
}

export function createElicitationRelay(relayOptions: ElicitationRelayOptions): ElicitationRelay {
  const options = resolveOptions(relayOptions);
  const store = relayOptions.store ?? memoryStore();
  const instance = crypto.randomUUID();
  const streams = createStreams({ store, options });
  let unsubscribe: (() => Promise<void>) | undefined;
  let closed = false;

  const ready: Promise<RelayIds> = (async () => {
    // Loaded before anything is taken, so that a posted answer is judged synchronously (judge.ts).
    const [ids] = await Promise.all([store.secret().then(relayIds), loadValidator()]);
    unsubscribe = await store.subscribe((message) => {
      streams.hear(message);
      holder.hear(message);
    });
    if (closed) await unsubscribe();
    return ids;
  })();
  // Whoever awaits `ready` hears a failure; nobody may be waiting yet.
  ready.catch(() => {});

  const holder = createHolder({ store, instance, options, ready, connectedHere: streams.connectedHere });

  async function handle(request: Request): Promise<Response> {
    if (closed) return refuse(503, "unavailable", "The relay is closed.", {}, { "Retry-After": "5" });
    let audience: string | null | undefined;
    try {
      audience = await options.audience(request);
    } catch {
      // The host's session store failed: say so without its error's words, which are not the page's business.
      await discardBody(request);
      return refuse(503, "unavailable", "Who this request belongs to could not be told; try again.", {}, { "Retry-After": "5" });
    }
    if (typeof audience !== "string" || audience === "") {
      await discardBody(request);
      return refuse(401, "unauthenticated", "Sign in first: this request has no audience.");
    }
    try {
      const ids = await ready;
      if (request.method === "GET") return streams.open(audience, request.signal);
      if (request.method === "POST") return await receivePost(request, audience, store, ids, options.leaseMs);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return refuse(503, "unavailable", `The relay's store is unavailable: ${reason}`, {}, { "Retry-After": "5" });
    }
    await discardBody(request);
    return refuse(405, "method-not-allowed", "Use GET for the stream and POST for answers.", {}, { Allow: "GET, POST" });
  }

  return {
    elicitFor: (audience, elicitOptions) => holder.elicitFor(audience, elicitOptions),
    handle,
    async close() {
      if (closed) return;
      closed = true;
      await holder.close();
      streams.close();
      await unsubscribe?.();
    },
  };
}
