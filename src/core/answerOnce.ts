// Exactly one answer per request, whatever the person does: double clicks, Enter held down, Escape
// after Submit, the dialog closing by itself. The first call wins; later ones are ignored.
import type { ElicitResult } from "./protocol/types.ts";

export type RespondStatus = "open" | "sending" | "answered";

export type OnRespond = (result: ElicitResult) => void | Promise<unknown>;

export interface AnswerOnce {
  /** Sends the answer if none has been sent; returns whether this call sent it. */
  respond(result: ElicitResult): boolean;
  isAnswered(): boolean;
  /** "open", then "sending" while a promise the callback returned is pending, then "answered". */
  status(): RespondStatus;
}

/**
 * `onRespond` is read at the moment of answering, so a host re-rendering with a new callback is still the one
 * called; `onStatus` hears each change of status.
 */
export function answerOnce(onRespond: () => OnRespond, onStatus: (status: RespondStatus) => void): AnswerOnce {
  let status: RespondStatus = "open";
  const set = (next: RespondStatus) => {
    status = next;
    onStatus(next);
  };
  return {
    respond(result) {
      if (status !== "open") return false;
      // Marked before the call, so a callback that answers again (or throws) cannot send a second answer.
      status = "sending";
      let pending: unknown;
      try {
        pending = onRespond()(result);
      } finally {
        // A host whose callback returns a promise sees "sending" until it settles; the answer stands either way.
        if (pending instanceof Promise) {
          set("sending");
          const settle = () => set("answered");
          pending.then(settle, settle);
        } else {
          set("answered");
        }
      }
      return true;
    },
    isAnswered: () => status !== "open",
    status: () => status,
  };
}
