// How the page waits before trying the relay again (its stream, an answer): the same schedule everywhere, 0.5 s
// doubling to 30 s, each wait between half and all of that so that pages that lost the relay at once do not
// come back at once. Only the connection's own code (loaded on demand) imports it.
import type { PostOptions } from "./transport.ts";
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

export const retryDelay = (attempt: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt) * (0.5 + Math.random() / 2);

/** A pause that ends early when `signal` aborts, or when `wake` is called. */
export function pause(ms: number, signal: AbortSignal): { done: Promise<void>; wake: () => void } {
  let wake!: () => void;
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(end, ms);
    function end() {
      clearTimeout(timer);
      signal.removeEventListener("abort", end);
      resolve();
    }
    wake = end;
    signal.addEventListener("abort", end, { once: true });
  });
  return { done, wake };
}

/** Tries of a post nobody waits on: three, with at most 1.5 s of waiting between them. */
const POST_ATTEMPTS = 3;

/**
 * Sends with `attempt` until the relay answers: a status that is not a 5xx, 429 or 408. `attempt` gives undefined when
 * nothing came back (offline, no channel). The status, or undefined once it stops trying.
 */
export async function postUntilHeard(attempt: () => Promise<number | undefined>, stopped: AbortSignal, { keepTrying, onPause }: PostOptions = {}): Promise<number | undefined> {
  const more = (tries: number) => !stopped.aborted && (keepTrying ? keepTrying() : tries < POST_ATTEMPTS);
  for (let tries = 0; more(tries); tries++) {
    const status = await attempt();
    // 5xx, 429 and 408 (the body was too slow to arrive) are worth another try; any other status is the answer.
    if (status !== undefined && status < 500 && status !== 429 && status !== 408) return status;
    if (!more(tries + 1)) break;
    const waiting = pause(retryDelay(tries), stopped);
    onPause?.(waiting.wake);
    await waiting.done;
  }
  return undefined;
}
