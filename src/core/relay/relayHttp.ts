// The page's HTTP with the relay: one stream of events, and posts, both with the host's headers and credentials,
// and the backoff both retry with. connectRelay.ts decides what each event and answer means.
import { retryDelay } from "./backoff.ts";
import { SseParser, type SseEvent } from "./sse.ts";
import type { RelayPost } from "./wire.ts";

export type RelayHeaders = Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);

export interface RelayHttpOptions {
  /** Sent with the stream and every answer, such as `{ Authorization: "Bearer …" }`; a function is asked each time. */
  headers?: RelayHeaders;
  /** Whether cookies go with them: "same-origin" by default. */
  credentials?: "omit" | "same-origin" | "include";
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
}

/** Answers over this size are sent without `keepalive`, which browsers cap at 64 KiB. */
const KEEPALIVE_LIMIT = 60_000;
/** Tries of a POST nobody waits on (about 3.5 s with the backoff). */
const POST_ATTEMPTS = 3;

export interface PostOptions {
  /** Keep trying, past the usual tries, while this holds (an answer, while its request waits). */
  keepTrying?: () => boolean;
  /** Hears the function that ends the current wait between tries, so the caller can try again at once. */
  onPause?: (wake: () => void) => void;
}

/** A pause that ends early when `signal` aborts, or when `wake` is called. */
export function pause(ms: number, signal: AbortSignal): { done: Promise<void>; wake: () => void } {
  let wake!: () => void;
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(end, ms);
    function end() {
      clearTimeout(timer);
      signal.removeEventListener("abort", end);
      resolve();
    }
    wake = end;
    signal.addEventListener("abort", end, { once: true });
  });
  return { done, wake };
}

export function relayHttp(url: string, options: RelayHttpOptions, stopped: AbortSignal) {
  // Looked up at each call, not bound once: a page or test may replace the global.
  const fetchImpl: typeof fetch = options.fetch ?? ((...args) => fetch(...args));
  const credentials = options.credentials ?? "same-origin";
  const headers = async (extra: Record<string, string>) => ({ ...(typeof options.headers === "function" ? await options.headers() : options.headers), ...extra });

  return {
    /** Posts `body`, trying again on a network failure or a 5xx or 429; the status, or undefined once it stops trying. */
    async post(body: RelayPost, { keepTrying, onPause }: PostOptions = {}): Promise<number | undefined> {
      const text = JSON.stringify(body);
      const more = (attempt: number) => !stopped.aborted && (keepTrying ? keepTrying() : attempt < POST_ATTEMPTS);
      for (let attempt = 0; more(attempt); attempt++) {
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
        if (!more(attempt + 1)) break;
        const waiting = pause(retryDelay(attempt), stopped);
        onPause?.(waiting.wake);
        await waiting.done;
      }
      return undefined;
    },

    /** Reads one stream until it fails, ends or `signal` aborts, handing each event on; why it stopped. */
    async stream(signal: AbortSignal, onEvent: (event: SseEvent) => void): Promise<string> {
      try {
        const response = await fetchImpl(url, { method: "GET", headers: await headers({ Accept: "text/event-stream" }), credentials, signal });
        if (!response.ok || !response.body) {
          const text = await response.text().catch(() => "");
          return `The relay answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ""}`;
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        const parser = new SseParser();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return "The relay ended the stream";
          for (const event of parser.feed(value)) onEvent(event);
        }
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    },
  };
}
