import { loadValidator } from "../src/core/validation/compile.ts";

/**
 * After a Submit, a Decline or a keypress: resolves once what the form sends has settled. A Submit is judged once
 * the validator, which loads on demand, is there (on a busy machine that can be after the click), so this waits
 * for it first, then `ms` more for anything sent twice to show.
 */
export const settleAfter = (ms: number) => (): Promise<void> => loadValidator().then(() => new Promise((resolve) => setTimeout(resolve, ms)));
