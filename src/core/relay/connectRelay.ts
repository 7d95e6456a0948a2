// The page's half of the relay, without React: one stream from the relay's URL carries every request for this
// person; each is shown through an elicit function (the provider's), and its answer is posted back to the same
// URL. The stream reconnects by itself with backoff; a request ended elsewhere (answered in another tab,
// withdrawn by the MCP side) leaves this page with the same notice a local request gets.
import type { ElicitResult } from "../protocol/types.ts";
import type { ElicitFn } from "../queue/elicit.ts";
import { connectionClosed } from "../queue/ElicitationError.ts";
import { RequestEnded } from "../queue/RequestEnded.ts";
import { SseParser } from "./sse.ts";
import type { RelayEndReason, RelayEvents, RelayPost, RelayRequestEvent } from "./wire.ts";

/** The elicit function the page shows requests through: `useElicitation()`'s. */
export type RelayPageElicit = ElicitFn & Required<Pick<ElicitFn, "complete" | "waitForCompletion">>;

export type RelayHeaders = Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);

export interface RelayClientOptions {
  /** Sent with the stream and every answer, such as `{ Authorization: "Bearer …" }`; a function is asked each time. */
  headers?: RelayHeaders;
  /** Whether cookies go with them: "same-origin" by default. */
  credentials?: "omit" | "same-origin" | "include";
  /** Hears each change of the connection's state. */
  onStatus?: (status: RelayStatus) => void;
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
}

/** Where the connection stands: connecting, open (the backlog is in), or waiting `retryInMs` to try again. */
export type RelayStatus =
  | { state: "connecting" }
  | { state: "open" }
  | { state: "retrying"; retryInMs: number; error: string };

export interface RelayConnection {
  /** Tries again now if it is waiting (the page came back online). */
  reconnect(): void;
  /** Stops: requests still on screen leave it unanswered, and stay pending on the server for the next page. */
  close(): void;
}

interface Tracked {
  request: RelayRequestEvent;
  /** shown: on screen; answering: answered here, the POST under way; unsent: the POST gave up, sent again once the stream is back. */
  state: "shown" | "answering" | "unsent";
  controller: AbortController;
  result?: ElicitResult;
}

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;
/** Answers over this size are sent without `keepalive`, which browsers cap at 64 KiB. */
const KEEPALIVE_LIMIT = 60_000;
/** Tries of one POST (about 3.5 s with the backoff); then the answer waits for the stream to come back. */
const POST_ATTEMPTS = 3;

/** Exponential backoff with jitter: 0.5 s, 1 s, 2 s … 30 s, each between half and all of that. */
export const retryDelay = (attempt: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt) * (0.5 + Math.random() / 2);

function endReason(reason: RelayEndReason): unknown {
  if (reason === "answered") return new RequestEnded("answered-elsewhere");
  if (reason === "taken-back") return new RequestEnded("taken-back");
  if (reason === "disconnected") return connectionClosed();
  return new Error(reason === "abandoned" ? "Abandoned: no page was open" : "The server withdrew the request");
}

export function connectRelay(url: string, elicit: RelayPageElicit, options: RelayClientOptions = {}): RelayConnection {
  // Looked up at each call, not bound once: a page or test may replace the global.
  const fetchImpl: typeof fetch = options.fetch ?? ((...args) => fetch(...args));
  const credentials = options.credentials ?? "same-origin";
  const tracked = new Map<string, Tracked>();
  const stopped = new AbortController();
  let wake: (() => void) | undefined;
  let stream: AbortController | undefined;

  const headers = async (extra: Record<string, string>) => ({ ...(typeof options.headers === "function" ? await options.headers() : options.headers), ...extra });
  const setStatus = (status: RelayStatus) => options.onStatus?.(status);
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        stopped.signal.removeEventListener("abort", done);
        resolve();
      }
      wake = done;
      stopped.signal.addEventListener("abort", done, { once: true });
    });

  async function post(body: RelayPost): Promise<number | undefined> {
    const text = JSON.stringify(body);
    for (let attempt = 0; attempt < POST_ATTEMPTS; attempt++) {
      try {
        const response = await fetchImpl(url, {
          method: "POST",
          headers: await headers({ "Content-Type": "application/json" }),
          body: text,
          credentials,
          // Lets the answer leave even if the page is closed right after it.
          keepalive: text.length <= KEEPALIVE_LIMIT,
        });
        void response.body?.cancel().catch(() => {});
        if (response.status < 500 && response.status !== 429) return response.status;
      } catch {
        // Offline for a moment: try again.
      }
      await sleep(retryDelay(attempt));
    }
    return undefined;
  }

  async function answer(id: string, entry: Tracked, result: ElicitResult) {
    entry.state = "answering";
    entry.result = result;
    const { params } = entry.request;
    // A URL flow consented to waits on the card for its end: listen before anything else can happen.
    const flowEnd =
      result.action === "accept" && params.mode === "url" && params.elicitationId !== undefined
        ? elicit.waitForCompletion(params.elicitationId, stopped.signal).catch(() => undefined)
        : undefined;
    const status = await post({ id, result });
    // Offline for longer: kept, and sent again when the stream is back and says the request still waits.
    if (status === undefined && !stopped.signal.aborted && tracked.get(id) === entry) {
      entry.state = "unsent";
      return;
    }
    if (tracked.get(id) === entry) tracked.delete(id);
    // The relay refused the content (a form that let through what the schema refuses): show it again.
    if (status === 422 && !stopped.signal.aborted) show(entry.request);
    if (status !== 200 || !flowEnd) return;
    // "complete" came from the server itself; the person's Done or Cancel is news to it.
    const outcome = await flowEnd;
    if (outcome === "done" || outcome === "cancelled") await post({ id, completion: outcome });
  }

  function show(request: RelayRequestEvent) {
    if (tracked.has(request.id)) return;
    const entry: Tracked = { request, state: "shown", controller: new AbortController() };
    tracked.set(request.id, entry);
    const { id, server, params, key } = request;
    elicit(params, { server, signal: entry.controller.signal, ...(key === undefined ? {} : { key }) }).then(
      // An answer that comes from the provider going away (cancel on unmount) is not the person's: not sent.
      (result) => (stopped.signal.aborted ? undefined : answer(id, entry, result)),
      (error: unknown) => {
        if (tracked.get(id) !== entry) return;
        tracked.delete(id);
        // Withdrawn here (our own abort) is not an answer; a page that cannot show it says so, and it ends.
        if (entry.controller.signal.aborted || stopped.signal.aborted) return;
        void post({ id, refused: error instanceof Error ? error.message : String(error) });
      },
    );
  }

  function end(id: string, reason: unknown) {
    const entry = tracked.get(id);
    if (!entry || entry.state !== "shown") return;
    tracked.delete(id);
    entry.controller.abort(reason);
  }

  function dispatch(event: string, data: string) {
    const parsed = JSON.parse(data) as RelayEvents[keyof RelayEvents];
    if (event === "request") show(parsed as RelayEvents["request"]);
    else if (event === "ended") {
      const { id, reason } = parsed as RelayEvents["ended"];
      end(id, endReason(reason));
    } else if (event === "complete") elicit.complete((parsed as RelayEvents["complete"]).elicitationId);
    else if (event === "ready") {
      // Whatever ended while this page was away leaves it now, with the notice that does not say who ended it.
      const pending = new Set((parsed as RelayEvents["ready"]).pending);
      for (const [id, entry] of [...tracked]) {
        if (entry.state === "unsent") {
          if (pending.has(id)) void answer(id, entry, entry.result!);
          else tracked.delete(id);
        } else if (!pending.has(id)) end(id, new RequestEnded("taken-back", "The request ended while this page was away"));
      }
      setStatus({ state: "open" });
    }
  }

  /** One stream, until it fails or ends: whether it got as far as its backlog, and why it stopped. */
  async function listen(): Promise<{ opened: boolean; error: string }> {
    stream = new AbortController();
    const abort = () => stream?.abort();
    stopped.signal.addEventListener("abort", abort, { once: true });
    let opened = false;
    try {
      const response = await fetchImpl(url, {
        method: "GET",
        headers: await headers({ Accept: "text/event-stream" }),
        credentials,
        signal: stream.signal,
      });
      if (!response.ok || !response.body) {
        const text = await response.text().catch(() => "");
        throw new Error(`The relay answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ""}`);
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = new SseParser();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const { event, data } of parser.feed(value)) {
          if (event === "ready") opened = true;
          dispatch(event, data);
        }
      }
      return { opened, error: "The relay ended the stream" };
    } catch (error) {
      return { opened, error: error instanceof Error ? error.message : String(error) };
    } finally {
      stopped.signal.removeEventListener("abort", abort);
    }
  }

  void (async () => {
    let attempt = 0;
    while (!stopped.signal.aborted) {
      setStatus({ state: "connecting" });
      const { opened, error } = await listen();
      if (stopped.signal.aborted) break;
      // A stream that got as far as its backlog was a success: the next failure starts the backoff over.
      if (opened) attempt = 0;
      const delay = retryDelay(attempt++);
      setStatus({ state: "retrying", retryInMs: Math.round(delay), error });
      await sleep(delay);
    }
  })();

  return {
    reconnect: () => wake?.(),
    close() {
      if (stopped.signal.aborted) return;
      stopped.abort();
      stream?.abort();
      for (const id of [...tracked.keys()]) end(id, new RequestEnded("taken-back"));
    },
  };
}
