// Who waits for which URL flow's end (`waitForCompletion`): each settles once, with the flow's outcome, or
// rejects when its own signal aborts first. The page's queue (queue.ts) and the relay's MCP side
// (src/relay/urlFlows.ts) both keep one.
import type { CompletionOutcome } from "./elicit.ts";

export function completionWaiters<K>() {
  const waiting = new Map<K, Set<(outcome: CompletionOutcome) => void>>();
  return {
    /** Settles with `key`'s outcome; rejects with the signal's reason if it aborts first. */
    wait(key: K, signal?: AbortSignal): Promise<CompletionOutcome> {
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise((resolve, reject) => {
        const waiters = waiting.get(key) ?? new Set();
        const onAbort = () => {
          waiters.delete(settle);
          reject(signal?.reason);
        };
        const settle = (outcome: CompletionOutcome) => {
          signal?.removeEventListener("abort", onAbort);
          resolve(outcome);
        };
        waiters.add(settle);
        waiting.set(key, waiters);
        signal?.addEventListener("abort", onAbort, { once: true });
      });
    },
    /** Everyone waiting for `key` hears `outcome`, once. */
    settle(key: K, outcome: CompletionOutcome) {
      const waiters = waiting.get(key);
      waiting.delete(key);
      for (const settle of waiters ?? []) settle(outcome);
    },
    /** Everyone still waiting hears `outcome`. */
    settleAll(outcome: CompletionOutcome) {
      for (const key of [...waiting.keys()]) this.settle(key, outcome);
    },
  };
}
