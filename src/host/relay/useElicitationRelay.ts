// The page's half of the relay in React: inside <ElicitationProvider>, one connection to the relay, over HTTP
// (a URL) or a message channel, each request it carries shown by the provider exactly as a local one
// (connectRelay.ts). The connection's code loads when a page first connects, as the validator loads with a
// page's first form: a host that does not use the relay does not ship it.
import { useContext, useEffect, useRef, useState } from "react";
import { keepDraftsIn, sessionDrafts } from "../../core/form/drafts.ts";
import { loader } from "../../core/loader.ts";
import type { ChannelSource, ElicitationChannel } from "../../core/relay/elicitationChannel.ts";
import { useElicitation } from "../ElicitationProvider.tsx";
import { DraftsContext } from "../HostContext.ts";
import type { RelayConnection, RelayStatus } from "./connectRelay.ts";
import type { RelayHeaders } from "./relayHttp.ts";

export type { RelayHeaders, RelayStatus };

export interface UseElicitationRelayOptions {
  /**
   * Sent with the stream and every answer, such as `{ Authorization: "Bearer …" }` (which a plain EventSource
   * cannot send). Read each time: a new token is used from the next request on, with no reconnection. HTTP only.
   */
  headers?: RelayHeaders;
  /** Whether cookies go with them: "same-origin" by default; "include" for a relay on another origin. HTTP only. */
  credentials?: "omit" | "same-origin" | "include";
  /** The fetch to reach the relay with: the page's own by default (one that refreshes a session, say). HTTP only. */
  fetch?: typeof fetch;
}

const relayClient = /* @__PURE__ */ loader(() => import("./connect.ts"));

/** How long to wait before loading the connection's code again: its own schedule, 1 s doubling to 30 s. */
const loadRetryMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

const sameStatus = (a: RelayStatus, b: RelayStatus) =>
  a.state === b.state && (a.state !== "retrying" || (b.state === "retrying" && a.error === b.error));

/**
 * Connects this page to the relay and returns where the connection stands: `target` is the URL the host serves
 * `relay.handle` at, or a channel to the context that holds the relay (`relay.connect`), or a function that
 * opens one, called again to reconnect after the other end went away.
 */
export function useElicitationRelay(target: string | ChannelSource, options: UseElicitationRelayOptions = {}): RelayStatus {
  const elicit = useElicitation();
  const drafts = useContext(DraftsContext);
  const [status, setStatus] = useState<RelayStatus>({ state: "connecting" });
  const latest = useRef(options);
  latest.current = options;
  const opener = useRef(target);
  opener.current = target;
  const { credentials } = options;
  const url = typeof target === "string" ? target : undefined;
  const channel = typeof target === "object" ? target : undefined;
  // A function that opens a channel may be a new arrow each render: it is read when a channel is opened, and is
  // no reason to reconnect.
  const opens = typeof target === "function";

  useEffect(() => {
    // A channel with a state that outlives the page (VS Code's): drafts are kept there as they are typed.
    if (channel?.state && drafts !== false) keepDraftsIn(drafts ?? sessionDrafts, channel.state);
  }, [channel, drafts]);

  useEffect(() => {
    const update = (next: RelayStatus) => setStatus((current) => (sameStatus(current, next) ? current : next));
    let connection: RelayConnection | undefined;
    let gone = false;
    const start = (attempt: number): void => {
      relayClient.load().then(
        ({ connectOverHttp, connectOverChannel }) => {
          if (gone) return;
          if (url !== undefined) {
            connection = connectOverHttp(url, elicit, {
              headers: () => {
                const { headers } = latest.current;
                return (typeof headers === "function" ? headers() : headers) ?? {};
              },
              ...(credentials ? { credentials } : {}),
              fetch: (...args: Parameters<typeof fetch>) => (latest.current.fetch ?? fetch)(...args),
              onStatus: update,
            });
          } else {
            const open = () => (opener.current as () => ElicitationChannel)();
            connection = connectOverChannel(channel ?? open, elicit, { onStatus: update });
          }
        },
        // The chunk did not load (a deploy replaced it, the page was offline): try again, as the stream would.
        (error: unknown) => {
          if (gone) return;
          const retryInMs = loadRetryMs(attempt);
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
  }, [url, channel, opens, elicit, credentials]);

  return status;
}
