// The relay's wire format, shared by its two halves: the server half (src/relay/) sends each request down one
// event stream per page, and the page (connectRelay.ts) posts each answer back to the same URL. Documented for
// hosts in docs/relay.md; the types here are that document's source of truth.
import type { ElicitRequestParams, ElicitResult, ServerIdentity } from "../protocol/types.ts";
import type { TaskInfo } from "../elicit/elicit.ts";
import type { EndReason } from "../elicit/ended.ts";

/** `request`: a pending request of this page's audience. Sent once per stream; again on the next stream. */
export interface RelayRequestEvent {
  /** Unguessable, and bound to the audience it was made for. */
  id: string;
  server: ServerIdentity;
  params: ElicitRequestParams;
  /** The key the host gave `elicitFor` (a conversation's id), for `<ElicitationOutlet requestKey>`. */
  key?: string;
  /** The task that asks, when a task's `input_required` status carried the request. */
  task?: TaskInfo;
}

/**
 * Why a request left: `answered` (by this page or another of the same audience: the page that posted the answer
 * knows which), or one of the other ways a request ends (elicit/ended.ts).
 */
export type RelayEndReason = "answered" | Exclude<EndReason, "answered-elsewhere">;

/** What an `ended` event means to a page that did not answer: its own answer's reply says otherwise. */
export const endReasonFromWire = (reason: RelayEndReason): EndReason => (reason === "answered" ? "answered-elsewhere" : reason);

/** `ended`: a request this stream sent is no longer pending. */
export interface RelayEndedEvent {
  id: string;
  reason: RelayEndReason;
}

/** `complete`: the MCP server's `notifications/elicitation/complete` for a URL flow (2025-11-25). */
export interface RelayCompleteEvent {
  elicitationId: string;
}

/**
 * `ready`: the backlog has been sent; `pending` lists every request still pending, so a page drops the rest, and
 * `ended` says how the audience's requests that ended lately ended (by id), so that it can say how.
 */
export interface RelayReadyEvent {
  pending: string[];
  ended?: Record<string, RelayEndReason>;
}

export interface RelayEvents {
  request: RelayRequestEvent;
  ended: RelayEndedEvent;
  complete: RelayCompleteEvent;
  ready: RelayReadyEvent;
}

export type RelayEventName = keyof RelayEvents;

/** How a URL flow the person consented to ended on their side: the waiting card's Done or Cancel. */
export type RelayCompletion = "done" | "cancelled";

/**
 * What a page posts (`Content-Type: application/json`, at most `MAX_ANSWER_BYTES`): the answer to a request,
 * the end of a URL flow it consented to, or a request it refused to show (a mode its provider does not enable).
 */
export type RelayPost =
  | { id: string; result: ElicitResult }
  | { id: string; completion: RelayCompletion }
  | { id: string; refused: string };

/** The largest body the relay reads; a bigger one is refused before it is read. */
export const MAX_ANSWER_BYTES = 1_000_000;

/** What each refusal says, beside its HTTP status. */
export type RelayErrorCode =
  | "unauthenticated"
  | "method-not-allowed"
  | "unsupported-media-type"
  | "too-large"
  | "too-slow"
  | "too-many-streams"
  | "not-json"
  | "invalid-body"
  | "unknown-request"
  | "not-pending"
  | "invalid-content"
  | "unavailable";

/** The JSON body of every refusal. `issues`: for `invalid-content`, what is wrong with each property. */
export interface RelayErrorBody {
  error: { code: RelayErrorCode; message: string; issues?: Record<string, string> };
}
