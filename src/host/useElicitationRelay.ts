// The page's half of the relay in React: inside <ElicitationProvider>, one stream from the relay's URL, each
// request it carries shown by the provider exactly as a local one (core/relay/connectRelay.ts).
import { useEffect, useRef, useState } from "react";
import { connectRelay, type RelayHeaders, type RelayStatus } from "../core/relay/connectRelay.ts";
import { useElicitation } from "./ElicitationProvider.tsx";

export interface UseElicitationRelayOptions {
  /**
   * Sent with the stream and every answer, such as `{ Authorization: "Bearer …" }` (which a plain EventSource
   * cannot send). Read each time: a new token is used from the next request on, with no reconnection.
   */
  headers?: RelayHeaders;
  /** Whether cookies go with them: "same-origin" by default; "include" for a relay on another origin. */
  credentials?: "omit" | "same-origin" | "include";
}

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
    const connection = connectRelay(url, elicit, {
      headers: () => {
        const { headers } = latest.current;
        return (typeof headers === "function" ? headers() : headers) ?? {};
      },
      ...(credentials ? { credentials } : {}),
      onStatus: (next) => setStatus((current) => (sameStatus(current, next) ? current : next)),
    });
    // Back online: no need to wait out the backoff.
    const online = () => connection.reconnect();
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("online", online);
      connection.close();
    };
  }, [url, elicit, credentials]);

  return status;
}
