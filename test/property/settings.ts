// One place for the property tests' seed and run counts. Every property runs with this fixed
// seed, so a run in CI is repeatable; on failure fast-check's message gives the seed, the path and the
// shrunk counterexample. To explore other cases, set VITE_FC_SEED (and VITE_FC_RUNS to change the number
// of runs): the browser tests see only VITE_-prefixed variables, the Node tests see those too.
import type { Parameters } from "fast-check";

const env = import.meta.env;
export const seed = Number(env.VITE_FC_SEED ?? 20_250_618);
const runsOverride = env.VITE_FC_RUNS === undefined ? undefined : Number(env.VITE_FC_RUNS);

/** Node properties: pure functions and a few schema compilations a run, milliseconds each. */
export const NODE = { numRuns: 300, timeLimit: 20_000 };
/** Browser properties: every run renders a real dialog and types into it, about a second a run. */
export const BROWSER = { numRuns: 25, timeLimit: 60_000 };

/**
 * The parameters for one `fc.assert`. The time limit stops a long shrink before the test's own timeout,
 * so that a failure is still reported with its seed and the smallest counterexample found so far.
 */
export function runs<T>({ numRuns, timeLimit }: { numRuns: number; timeLimit: number }): Parameters<T> {
  return { seed, numRuns: runsOverride ?? numRuns, interruptAfterTimeLimit: timeLimit };
}
