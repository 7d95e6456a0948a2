// The server half of the relay: the MCP client runs on the host's server (or in an extension host, a service
// worker, Electron's main process), the person is in a page. The host gives each MCP client an elicit function
// for the person it works for (`elicitFor`), and reaches the pages over HTTP (`handle`, at one URL: a page's GET
// is its event stream of requests, its POSTs are the answers) or over message channels (`connect`). Only the
// Fetch API, web streams and Web Crypto: the same code runs in Node, edge runtimes, Workers, Deno and Bun.
import type { ElicitationChannel } from "../core/relay/elicitationChannel.ts";
import { createAcks } from "./acks.ts";
import { connectChannel } from "./channels.ts";
import { createHolder, type RelayElicit } from "./holder.ts";
import { discardBody, refuse } from "./http.ts";
import { relayIds, type RelayIds } from "./ids.ts";
import { memoryStore } from "./memoryStore.ts";
import { DEFAULT_AUDIENCE, resolveOptions, type ElicitationRelayOptions } from "./options.ts";
import { receivePost } from "./answers.ts";
import { createPages } from "./pages.ts";
import { openStream, streamCounts } from "./sseStream.ts";

export interface ElicitationRelay {
  /**
   * The elicit function for one audience (the same value `audience(request)` returns for that person's
   * pages, or that `connect` was given), for `registerElicitationHandler`. `key` travels with each request, as
   * `ElicitOptions.key` does.
   */
  elicitFor(audience: string, options?: { key?: string }): RelayElicit;
  /** The whole HTTP surface, for GET and POST at one URL: a page's stream, and its answers. */
  handle(request: Request): Promise<Response>;
  /**
   * Serves the page at the other end of a message channel (react-mcp-elicitation/channels) as one of
   * `audience`'s pages ("default" when none is given). Returns the function that disconnects it.
   */
  connect(channel: ElicitationChannel, options?: ConnectOptions): () => void;
  /** Stops: every request this instance holds is answered "cancel", every stream and channel ends. */
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** Whose page this is: `elicitFor(audience)` reaches it. "default" when left out. */
  audience?: string;
  /**
   * Opens a URL the person consented to in a URL-mode request, for a page that cannot open windows itself (a VS
   * Code webview: `(url) => vscode.env.openExternal(vscode.Uri.parse(url))`; Electron: `shell.openExternal`).
   * Only the URL of a request sent to that page is opened, once. Without it, the page opens URLs itself.
   */
  openUrl?: (url: string) => void;
}

/**
 * How long after a store was found emptied its instances have to put back what they hold, before pages are told
 * what is pending: each does as soon as its own connection is back and it hears so, within a second or two; this
 * leaves room for a slow reconnection or a busy instance. A request put back later still reaches the pages.
 */
const RESTORE_MS = 5_000;

export function createElicitationRelay(relayOptions: ElicitationRelayOptions = {}): ElicitationRelay {
  const options = resolveOptions(relayOptions);
  const store = relayOptions.store ?? memoryStore();
  const instance = crypto.randomUUID();
  const pages = createPages({ store, options });
  const acks = createAcks();
  let unsubscribe: (() => Promise<void>) | undefined;
  let closed = false;
  let starting: Promise<RelayIds> | undefined;

  async function start(): Promise<RelayIds> {
    const ids = await relayIds((await store.secrets([])).secrets);
    unsubscribe = await store.subscribe((message) => {
      if (message.type === "restored") pages.restoring(Date.now() + RESTORE_MS);
      // Messages may have been missed: perhaps because the store went away and came back empty.
      else if (message.type === "resync") void checkStore(ids).then(() => pages.hear(message), () => pages.hear(message));
      else pages.hear(message);
      holder.hear(message);
    });
    if (closed) await unsubscribe();
    return ids;
  }

  /**
   * Puts back the secrets this instance knows if the store lost them, and learns any made meanwhile. A store
   * found emptied (restarted with nothing saved, flushed) is announced, so that every instance puts back the
   * requests it holds, and its pages wait for that before they are told what is pending.
   */
  async function checkStore(ids: RelayIds) {
    const { secrets, restored, restoring } = await store.secrets(ids.known());
    await ids.update(secrets);
    if (restored) await store.publish({ type: "restored" }).catch(() => {});
    if (restoring) pages.restoring(Date.now() + RESTORE_MS);
    return restoring;
  }

  /** The relay once it listens; a store that was down is tried again at the next call, so the relay recovers by itself. */
  function ready(): Promise<RelayIds> {
    starting ??= start().catch((error: unknown) => {
      starting = undefined;
      options.onError(error);
      throw error;
    });
    return starting;
  }
  // Listening from the start; a failure now is logged, and tried again when a page or a request comes.
  void ready().catch(() => {});

  const streams = streamCounts(options);
  const holder = createHolder({ store, instance, options, ready, connectedHere: pages.connectedHere, languagesHere: pages.languagesHere });
  const posts = async () => {
    const ids = await ready();
    return { store, ids, keepAnswerMs: options.leaseMs, keepEndingMs: options.abandonAfterMs, restoring: () => checkStore(ids) };
  };
  const unavailable = () => refuse(503, "unavailable", "The store is unavailable; try again.", {}, { "Retry-After": "5" });

  async function handle(request: Request): Promise<Response> {
    if (closed) return refuse(503, "unavailable", "The relay is closed.", {}, { "Retry-After": "5" });
    if (!options.audience) {
      await discardBody(request);
      return refuse(401, "unauthenticated", "This relay has no audience function: it serves message channels only.");
    }
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
    if (request.method !== "GET" && request.method !== "POST") {
      await discardBody(request);
      return refuse(405, "method-not-allowed", "Use GET for the stream and POST for answers.", {}, { Allow: "GET, POST" });
    }
    try {
      const ids = await ready();
      if (request.method === "GET") {
        const refusal = streams.refusal(audience);
        if (refusal) return refusal;
        // A page that connects while the store is being restored waits for its backlog (pages.ts).
        await checkStore(ids);
        return openStream(pages, audience, request, streams.opened(audience));
      }
      return await receivePost(request, audience, await posts());
    } catch (error) {
      // The store's own words are the operator's business, not the page's: they go to onError.
      options.onError(error);
      await discardBody(request);
      return unavailable();
    }
  }

  function connect(channel: ElicitationChannel, { audience = DEFAULT_AUDIENCE, openUrl }: ConnectOptions = {}) {
    if (typeof audience !== "string" || audience === "") throw new TypeError("connect: audience must be a non-empty string, such as the user's id.");
    if (closed) throw new Error("connect: the relay is closed.");
    // Messages in the envelope that are wrong are the page's bug: the host's console says what, once each.
    const warn = (problem: string) => console.warn(`react-mcp-elicitation: a message from the page was dropped: ${problem}.`);
    if (openUrl !== undefined && typeof openUrl !== "function") throw new TypeError("connect: openUrl must be a function that opens a URL.");
    return connectChannel(channel, audience, { pages, posts, warn, acks }, openUrl);
  }

  return {
    elicitFor: (audience, elicitOptions) => holder.elicitFor(audience, elicitOptions),
    handle,
    connect,
    async close() {
      if (closed) return;
      closed = true;
      await holder.close();
      pages.close();
      await unsubscribe?.();
    },
  };
}
