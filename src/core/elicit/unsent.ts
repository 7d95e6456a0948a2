// An answer the person gave that did not reach the server, and why: what an elicit function's `deliver`
// rejects with (elicit.ts). The queue then shows the request again with what was typed and the reason, so
// nothing is lost and the person can send it again, change it, or decline.
import type { ElicitContent } from "../protocol/types.ts";

/**
 * - `too-large`: bigger than the way it travels can carry (the relay's limit).
 * - `unreadable`: the way it travels could not read it (a proxy changed the body or its type, say).
 * - `refused`: refused as it was, for another reason (the server's schema, the person's session).
 */
export type UnsentReason = "too-large" | "unreadable" | "refused";

/** `deliver` could not send the answer: the request is shown again, with `why`. */
export class AnswerNotSent extends Error {
  readonly why: UnsentReason;

  constructor(why: UnsentReason, message = `The answer was not sent (${why})`) {
    super(message);
    this.name = "AnswerNotSent";
    this.why = why;
  }
}

/** The answer shown again after it was not sent: the form opens with its `content`, and says `why`. */
export interface UnsentAnswer {
  why: UnsentReason;
  content?: ElicitContent;
}

/** Why a `deliver` that rejected with anything else failed: as refused. */
export const unsentReasonOf = (error: unknown): UnsentReason => (error instanceof AnswerNotSent ? error.why : "refused");
