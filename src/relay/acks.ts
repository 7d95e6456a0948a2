// What each post heard over a channel came to, kept a while: a page sends a post again until it hears the ack,
// and a post heard twice (its first ack lost, or sent again on a new channel) must get the same ack rather than
// be taken a second time, which would tell the page its own answer lost.
import type { PostOutcome } from "./answers.ts";

/** Far more than the posts on their way at once: every page's few answers, and a margin. */
const KEPT = 1_000;

export function createAcks() {
  const outcomes = new Map<string, Promise<PostOutcome>>();
  return {
    /** The outcome of the post `seq` of `view`: taken with `take` the first time, the same promise after. */
    once(audience: string, view: string, seq: number, take: () => Promise<PostOutcome>): Promise<PostOutcome> {
      const key = JSON.stringify([audience, view, seq]);
      let outcome = outcomes.get(key);
      if (!outcome) {
        outcome = take();
        outcomes.set(key, outcome);
        if (outcomes.size > KEPT) outcomes.delete(outcomes.keys().next().value as string);
      }
      return outcome;
    },
  };
}

export type Acks = ReturnType<typeof createAcks>;
