// The page's half of the relay in React: inside <ElicitationProvider>, one stream from the relay's URL, each
// request it carries shown by the provider exactly as a local one (core/relay/connectRelay.ts). The connection's
// code loads when a page first connects, as the validator loads with a page's first form: a host that does not
// use the relay does not ship it.
import { useEffect, useRef, useState } from "react";
import type { RelayHeaders, RelayStatus } from "../core/relay/connectRelay.ts";
import { loader } from "../core/loader.ts";
import { retryDelay } from "../core/relay/backoff.ts";
import { useElicitation } from "./ElicitationProvider.tsx";

export interface UseElicitationRelayOptions {
  /**
   * Sent with the stream and every answer, such as `{ Authorization: "Bearer …" }` (which a plain EventSource
   * cannot send). Read each time: a new token is used from the next request on, with no reconnection.
   */
  headers?: RelayHeaders;
  /** Whether cookies go with them: "same-origin" by default; "include" for a relay on another origin. */
  credentials?: "omit" | "same-origin" | "include";
  /** The fetch to reach the relay with: the page's own by default (one that refreshes a session, say). */
  fetch?: typeof fetch;
}

const relayClient = /* @__PURE__ */ loader(() => import("../core/relay/connectRelay.ts"));

const sameStatus = (a: RelayStatus, b: RelayStatus) =>
  a.state === b.state && (a.state !== "retrying" || (b.state === "retrying" && a.error === b.error));

/** Connects this page to the relay at `url` and returns where the connection stands. */
export function useElicitationRelay(url: string, options: UseElicitationRelayOptions = {}): RelayStatus {
  const elicit = useElicitation();
  const [status, setStatus] = useState<RelayStatus>({ state: "connecting" });
  const latest = useRef(options);
  latest.current = options;
  const { credentials } = options;

  useEffect(() => {
    const update = (next: RelayStatus) => setStatus((current) => (sameStatus(current, next) ? current : next));
    let connection: { reconnect(): void; close(): void } | undefined;
    let gone = false;
    const start = (attempt: number): void => {
      relayClient.load().then(
        ({ connectRelay }) => {
          if (gone) return;
          connection = connectRelay(url, elicit, {
            headers: () => {
              const { headers } = latest.current;
              return (typeof headers === "function" ? headers() : headers) ?? {};
            },
            ...(credentials ? { credentials } : {}),
            fetch: (...args) => (latest.current.fetch ?? fetch)(...args),
            onStatus: update,
          });
        },
        // The chunk did not load (a deploy replaced it, the page was offline): try again, as the stream would.
        (error: unknown) => {
          if (gone) return;
          const retryInMs = Math.round(retryDelay(attempt));
          update({ state: "retrying", retryInMs, error: error instanceof Error ? error.message : String(error) });
          setTimeout(() => start(attempt + 1), retryInMs);
        },
      );
    };
    start(0);
    // Back online: no need to wait out the backoff.
    const online = () => connection?.reconnect();
    window.addEventListener("online", online);
    return () => {
      gone = true;
      window.removeEventListener("online", online);
      connection?.close();
    };
  }, [url, elicit, credentials]);

  return status;
}
