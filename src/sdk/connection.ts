// A request on screen can be answered only over the connection it came on. The SDKs do not always say when
// that connection is gone: in the 2026-07-28 era v2 does not abort input requests when it closes, and when a
// server dies neither line closes the client (Streamable HTTP gives up with an error, SSE retries for ever),
// so the form would stay and the host's call would wait for its timeout. This watches the client through the
// two private hooks both lines call, `_onclose` and `_onerror` (privateMembers.ts), and withdraws what is on screen:
// - on close, at once;
// - on a transport error while a request is on screen, if the server then does not answer a ping: the
//   request is withdrawn and the client closed, so the calls waiting on it fail now rather than at their
//   timeout. An error the server survives (a stream that reconnects) changes nothing.
import { connectionClosed } from "../core/elicit/ElicitationError.ts";
import { beforeConnectionHooks } from "./privateMembers.ts";

/** How long the server has to answer the ping after a transport error. */
export const PING_TIMEOUT_MS = 5000;

interface Watched {
  ping?: (options?: { timeout?: number }) => Promise<unknown>;
  close?: () => Promise<void>;
}

/** Withdraws the requests in `inFlight` when the connection closes or is lost. Returns a function that stops. */
export function watchConnection(sdkClient: object, inFlight: { values(): Iterable<AbortController>; readonly size: number }): () => void {
  const client = sdkClient as Watched;
  const abortAll = (reason: unknown) => {
    for (const controller of [...inFlight.values()]) controller.abort(reason);
  };
  let checking = false;
  const checkServer = () => {
    if (checking || inFlight.size === 0 || typeof client.ping !== "function") return;
    checking = true;
    client.ping({ timeout: PING_TIMEOUT_MS }).then(
      () => {
        checking = false;
      },
      () => {
        checking = false;
        abortAll(connectionClosed("The connection to the server was lost"));
        void client.close?.().catch(() => {});
      },
    );
  };
  return beforeConnectionHooks(client, { close: () => abortAll(connectionClosed()), error: checkServer });
}
