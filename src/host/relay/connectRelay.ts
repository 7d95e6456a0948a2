// The page's half of the relay, without React: one stream of events carries every request for this person;
// each is shown through an elicit function (the provider's), and its answer is posted back. The stream
// reconnects by itself with backoff; a request ended elsewhere (answered in another tab, withdrawn by the MCP
// side) leaves this page with the same notice a local request gets. How the events and the answers travel is a
// transport's business: HTTP (relayHttp.ts) or a message channel (channelTransport.ts).
import type { ElicitResult } from "../../core/protocol/types.ts";
import type { CompletionOutcome, ElicitFn, ElicitOptions } from "../../core/elicit/elicit.ts";
import { RequestEnded } from "../../core/elicit/ended.ts";
import { taskInfoOf } from "../../core/elicit/taskInfo.ts";
import { AnswerNotSent, type UnsentReason } from "../../core/elicit/unsent.ts";
import { pause, retryDelay } from "./backoff.ts";
import type { RelayTransport, TransportContext } from "./transport.ts";
import { endReasonFromWire, MAX_ANSWER_BYTES, type RelayEvents, type RelayRequestEvent } from "../../core/relay/wire.ts";

/** The elicit function the page shows requests through: `useElicitation()`'s. */
export type RelayPageElicit = ElicitFn & Required<Pick<ElicitFn, "complete" | "waitForCompletion">>;

export interface RelayClientOptions {
  /** Hears each change of the connection's state. */
  onStatus?: (status: RelayStatus) => void;
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
  /** shown: on screen; answering: answered here, the POST under way (tried again while the request waits). */
  state: "shown" | "answering";
  controller: AbortController;
  /** Answering: why the relay said the request ended, if it did meanwhile. */
  endedBy?: unknown;
  /** Answering: ends the wait before the answer's next try. */
  retry?: () => void;
  /** Answering through the provider's `deliver`: the request is still on screen, reading "Sending…". */
  delivering?: boolean;
  /** The answer was taken, sent by the provider's `deliver`. */
  delivered?: boolean;
}

/** What an answer's content may weigh: the relay's limit, less room for the rest of the body (its id, its action). */
const MAX_CONTENT_BYTES = MAX_ANSWER_BYTES - 10_000;

/** Why the relay did not take an answer, from its status: the request is shown again, saying so. */
const unsentReason = (status: number | undefined): UnsentReason =>
  status === 413 ? "too-large" : status === 400 || status === 415 ? "unreadable" : "refused";

/** The reason for a request that ended while this page's stream was down: the relay no longer says why. */
const endedWhileAway = () => new RequestEnded("taken-back", "The request ended while this page was away");

export function connectRelay(transportFor: (context: TransportContext) => RelayTransport, elicit: RelayPageElicit, options: RelayClientOptions = {}): RelayConnection {
  const tracked = new Map<string, Tracked>();
  const stopped = new AbortController();
  const transport = transportFor({ stopped: stopped.signal, busy: () => tracked.size > 0, languages: () => (elicit.languages?.() as readonly string[] | undefined) ?? [] });
  let wake: (() => void) | undefined;
  let stream: AbortController | undefined;
  const setStatus = (status: RelayStatus) => options.onStatus?.(status);

  /** The person's answer here did not count: the page's record and a notice say what happened instead. */
  function overruled(entry: Tracked, reason: unknown) {
    elicit.overruled?.(entry.request.params, { server: entry.request.server, reason });
  }

  /**
   * Sends the person's answer while the form says "Sending…" (the provider's `deliver`): resolves once the
   * relay took it; rejects with why it did not, and the form is shown again with it. Ended meanwhile, the
   * request leaves the screen with its notice (its signal aborts), as one that ended before the answer.
   */
  async function deliver(id: string, entry: Tracked, result: ElicitResult): Promise<void> {
    entry.state = "answering";
    entry.delivering = true;
    // Tried again, however long the network or the relay is away, while the request waits for it.
    const status = await transport.post({ id, result }, { keepTrying: () => tracked.get(id) === entry, onPause: (wake) => (entry.retry = wake) });
    // Ended meanwhile, and the person was told (end()); or the page closed.
    if (tracked.get(id) !== entry) return;
    if (status === 200) {
      tracked.delete(id);
      entry.delivered = true;
      return;
    }
    // Another answer was taken first, or the request ended before this one arrived; or the page stopped.
    if (status === 409 || status === 404 || status === undefined) {
      tracked.delete(id);
      entry.controller.abort(entry.endedBy ?? new RequestEnded(status === undefined ? "taken-back" : "answered-elsewhere"));
      return;
    }
    entry.state = "shown";
    entry.delivering = false;
    throw new AnswerNotSent(unsentReason(status), `The relay answered ${status}`);
  }

  /** An answer from an elicit function that does not `deliver` (a host's own): sent once it is given. */
  async function answer(id: string, entry: Tracked, result: ElicitResult, flow: string | undefined) {
    entry.state = "answering";
    // A URL flow consented to waits on the card for its end: listen before anything else can happen.
    const flowEnd = flow === undefined ? undefined : elicit.waitForCompletion(flow, stopped.signal).catch(() => undefined);
    const status = await transport.post({ id, result }, { keepTrying: () => tracked.get(id) === entry, onPause: (wake) => (entry.retry = wake) });
    if (tracked.get(id) !== entry) return;
    tracked.delete(id);
    if (status === 409 || status === 404) overruled(entry, entry.endedBy ?? new RequestEnded("answered-elsewhere"));
    // The relay refused the content (a form that let through what the schema refuses): show it again.
    if (status === 422 && !stopped.signal.aborted) show(entry.request);
    if (status === 200 && flowEnd) await completed(id, flowEnd);
  }

  /** "complete" came from the server itself; the person's Done or Cancel on the waiting card is news to it. */
  async function completed(id: string, flowEnd: Promise<CompletionOutcome | undefined>) {
    const outcome = await flowEnd;
    if (outcome === "done" || outcome === "cancelled") await transport.post({ id, completion: outcome });
  }

  function show(request: RelayRequestEvent) {
    if (tracked.has(request.id)) return;
    const entry: Tracked = { request, state: "shown", controller: new AbortController() };
    tracked.set(request.id, entry);
    const { id, server, params, key } = request;
    const task = taskInfoOf(request.task);
    const openUrl = params.mode === "url" ? transport.opener?.() : undefined;
    const options: ElicitOptions = {
      server,
      signal: entry.controller.signal,
      deliver: (result) => deliver(id, entry, result),
      maxContentBytes: MAX_CONTENT_BYTES,
      ...(key === undefined ? {} : { key }),
      ...(task && { task }),
      ...(openUrl && { openUrl }),
    };
    elicit(params, options).then(
      (result) => {
        // An answer that comes from the provider going away (cancel on unmount) is not the person's: not sent.
        if (stopped.signal.aborted) return;
        const flow = result.action === "accept" && params.mode === "url" ? params.elicitationId : undefined;
        // Sent by `deliver` while the person watched: what is left is a URL flow's end, which the queue
        // waits for only now (its waiting card shows once the answer is in).
        if (entry.delivered) return flow === undefined ? undefined : completed(id, elicit.waitForCompletion(flow, stopped.signal).catch(() => undefined));
        // On its way through `deliver`: the provider went away meanwhile, and the answer stands.
        if (entry.state === "answering") return;
        return answer(id, entry, result, flow);
      },
      (error: unknown) => {
        if (tracked.get(id) !== entry) return;
        tracked.delete(id);
        // Withdrawn here (our own abort) is not an answer; a page that cannot show it says so, and it ends.
        if (entry.controller.signal.aborted || stopped.signal.aborted) return;
        void transport.post({ id, refused: error instanceof Error ? error.message : String(error) });
      },
    );
  }

  /** The relay says the request ended. `answered` may be this page's own answer arriving: its POST will tell. */
  function end(id: string, reason: unknown, answered = false) {
    const entry = tracked.get(id);
    if (!entry) return;
    if (entry.state === "shown") {
      tracked.delete(id);
      entry.controller.abort(reason);
      return;
    }
    entry.endedBy = reason;
    if (answered) return;
    // Withdrawn while the answer was on its way: it will never count, and need not be tried again.
    tracked.delete(id);
    entry.retry?.();
    // On screen still, reading "Sending…": it leaves as a request that ended does, saying the answer did not count.
    if (entry.delivering) entry.controller.abort(reason);
    else overruled(entry, reason);
  }

  function dispatch(event: string, data: unknown) {
    const parsed = data as RelayEvents[keyof RelayEvents];
    if (event === "request") show(parsed as RelayEvents["request"]);
    else if (event === "ended") {
      const { id, reason } = parsed as RelayEvents["ended"];
      end(id, new RequestEnded(endReasonFromWire(reason)), reason === "answered");
    } else if (event === "complete") elicit.complete((parsed as RelayEvents["complete"]).elicitationId);
    else if (event === "ready") {
      // Whatever ended while this page was away leaves it now, with how it ended where the relay still knows
      // (answered in another tab, withdrawn), else with the notice that does not say who ended it.
      const { pending: stillPending, ended = {} } = parsed as RelayEvents["ready"];
      const pending = new Set(stillPending);
      const howEnded = (id: string) => {
        const reason = Object.hasOwn(ended, id) ? ended[id] : undefined;
        return reason ? new RequestEnded(endReasonFromWire(reason)) : endedWhileAway();
      };
      for (const [id, entry] of [...tracked]) {
        if (pending.has(id)) entry.retry?.();
        // An answer on its way is tried once more, at once: its POST says whether it was this page's that counted.
        else if (entry.state === "answering") {
          entry.endedBy ??= howEnded(id);
          entry.retry?.();
        } else end(id, howEnded(id));
      }
      setStatus({ state: "open" });
    }
  }

  void (async () => {
    let attempt = 0;
    while (!stopped.signal.aborted) {
      setStatus({ state: "connecting" });
      stream = new AbortController();
      let opened = false;
      const { error, lost } = await transport.stream(stream.signal, (event, data) => {
        if (event === "ready") opened = true;
        dispatch(event, data);
      });
      if (stopped.signal.aborted) break;
      // What the other end held went with it (a stopped service worker): nothing shown here can be answered there.
      if (lost) {
        for (const [id, entry] of [...tracked]) {
          if (entry.state === "shown") end(id, new RequestEnded("disconnected"));
          // An answer on its way is sent again on the next connection: its reply says whether it counted.
          else entry.endedBy ??= new RequestEnded("disconnected");
        }
      }
      // A stream that got as far as its backlog was a success: the next failure starts the backoff over.
      if (opened) attempt = 0;
      const delay = retryDelay(attempt++);
      setStatus({ state: "retrying", retryInMs: Math.round(delay), error });
      const waiting = pause(delay, stopped.signal);
      wake = waiting.wake;
      await waiting.done;
      wake = undefined;
    }
  })();

  return {
    reconnect: () => wake?.(),
    close() {
      if (stopped.signal.aborted) return;
      stopped.abort();
      stream?.abort();
      // What is on screen leaves it; an answer already on its way is not taken back.
      for (const [id, entry] of [...tracked]) if (entry.state === "shown") end(id, new RequestEnded("taken-back"));
    },
  };
}
