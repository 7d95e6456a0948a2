// The page's HTTP with the relay: one stream of events, and posts, both with the host's headers and credentials.
// connectRelay.ts decides what each event and answer means.
import { postUntilHeard } from "./backoff.ts";
import { SseParser } from "../../core/relay/sse.ts";
import type { RelayPost } from "../../core/relay/wire.ts";
import type { PostOptions, RelayTransport, StreamEnd, TransportContext } from "./transport.ts";
import { acceptLanguageOf } from "../../core/i18n/acceptLanguage.ts";

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

export function relayHttp(url: string, options: RelayHttpOptions, { stopped, languages }: Pick<TransportContext, "stopped" | "languages">): RelayTransport {
  // Looked up at each call, not bound once: a page or test may replace the global.
  const fetchImpl: typeof fetch = options.fetch ?? ((...args) => fetch(...args));
  const credentials = options.credentials ?? "same-origin";
  // At once unless the host's function returns a promise: an answer's POST then leaves in the same task as the
  // Submit that sent it, before the page re-renders.
  const headers = (extra: Record<string, string>): Record<string, string> | Promise<Record<string, string>> => {
    const own = typeof options.headers === "function" ? options.headers() : options.headers;
    return own instanceof Promise ? own.then((resolved) => ({ ...resolved, ...extra })) : { ...own, ...extra };
  };

  return {
    post(body: RelayPost, options?: PostOptions): Promise<number | undefined> {
      const text = JSON.stringify(body);
      return postUntilHeard(async () => {
        try {
          const sent = headers({ "Content-Type": "application/json" });
          const response = await fetchImpl(url, {
            method: "POST",
            headers: sent instanceof Promise ? await sent : sent,
            body: text,
            credentials,
            // Lets the answer leave even if the page is closed right after it.
            keepalive: text.length <= KEEPALIVE_LIMIT,
          });
          void response.body?.cancel().catch(() => {});
          return response.status;
        } catch {
          // Offline for a moment: try again.
          return undefined;
        }
      }, stopped, options);
    },

    async stream(signal: AbortSignal, onEvent: (event: string, data: unknown) => void): Promise<StreamEnd> {
      try {
        // The person's languages, which the host half gives its MCP calls (SEP-2792): the provider's, not the
        // browser's own Accept-Language, which a page that shows English would otherwise send.
        const stream = { Accept: "text/event-stream", "Accept-Language": acceptLanguageOf(languages()) ?? "en" };
        const response = await fetchImpl(url, { method: "GET", headers: await headers(stream), credentials, signal });
        if (!response.ok || !response.body) {
          const text = await response.text().catch(() => "");
          return { error: `The relay answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ""}` };
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        const parser = new SseParser();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return { error: "The relay ended the stream" };
          for (const { event, data } of parser.feed(value)) onEvent(event, JSON.parse(data));
        }
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
