// How a request can end without an answer from the page that showed it: the one vocabulary the queue's notice,
// its history, the relay's wire and its holder all derive their kinds from. A request's signal aborts with a
// `RequestEnded` carrying the reason; a reason of any other kind is read by `endReasonOf`.
import { isConnectionClosed } from "./ElicitationError.ts";

/**
 * - `withdrawn`: the server cancelled it (its signal aborted with anything but the reasons below).
 * - `disconnected`: the connection it came on closed.
 * - `taken-back`: the host withdrew it (`withdraw()`), or it ended while the page was away.
 * - `abandoned`: the relay answered it `cancel` after no page of its person was open for too long.
 * - `answered-elsewhere`: the same person answered it in another tab, window or view.
 */
export type EndReason = "withdrawn" | "disconnected" | "taken-back" | "abandoned" | "answered-elsewhere";

const MESSAGES: Record<EndReason, string> = {
  withdrawn: "The server withdrew the request",
  disconnected: "Connection closed",
  "taken-back": "The host withdrew the request",
  abandoned: "Abandoned: no page was open to answer it",
  "answered-elsewhere": "Answered in another tab or window",
};

/** The reason a request's signal aborts with, so that the notice and the history say how it ended. */
export class RequestEnded extends Error {
  readonly why: EndReason;

  constructor(why: EndReason, message = MESSAGES[why]) {
    super(message);
    this.name = "RequestEnded";
    this.why = why;
  }
}

/** How a request ended, from the reason its signal aborted with: a connection error says `disconnected`. */
export const endReasonOf = (reason: unknown): EndReason =>
  reason instanceof RequestEnded ? reason.why : isConnectionClosed(reason) ? "disconnected" : "withdrawn";
