// -32042 URLElicitationRequired (2025-11-25): a tool call fails until the person completes one or more
// URL-mode flows. This presents them, waits for each to complete (the server's notice, or the person's
// Done), and retries the call once. Declined, cancelled or abandoned: the original error stands.
import type { ElicitRequestURLParams } from "../core/protocol/types.ts";
import type { ElicitFn, ElicitOptions } from "../core/elicit/elicit.ts";

export const URL_ELICITATION_REQUIRED = -32042;

/** An elicit function that can wait for a URL flow's end, as useElicitation()'s does. */
export type UrlElicit = ElicitFn & Required<Pick<ElicitFn, "waitForCompletion">>;

/** The URL elicitations a -32042 error lists, or undefined for any other error. */
export function urlElicitationsOf(error: unknown): ElicitRequestURLParams[] | undefined {
  if (typeof error !== "object" || error === null || (error as { code?: unknown }).code !== URL_ELICITATION_REQUIRED) return undefined;
  const list = (error as { data?: { elicitations?: unknown } }).data?.elicitations;
  if (!Array.isArray(list)) return undefined;
  return list.filter(
    (e): e is ElicitRequestURLParams =>
      typeof e === "object" && e !== null && e.mode === "url" && typeof e.url === "string" && typeof e.elicitationId === "string",
  );
}

export async function withUrlElicitation<T>(call: () => Promise<T>, elicit: UrlElicit, options: ElicitOptions): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const elicitations = urlElicitationsOf(error);
    if (!elicitations?.length) throw error;
    // Listen for completion before showing anything: a fast server may complete right after consent.
    // The listeners share one signal, tied to the caller's, so that they stop whichever way this ends.
    const listening = new AbortController();
    const stop = () => listening.abort(options.signal?.reason);
    if (options.signal?.aborted) stop();
    else options.signal?.addEventListener("abort", stop, { once: true });
    const completions = Promise.all(elicitations.map((e) => elicit.waitForCompletion(e.elicitationId!, listening.signal)));
    // Withdrawn (the signal aborts) before anyone awaits these: the answers reject, and so do these, unheard.
    completions.catch(() => {});
    try {
      const answers = await Promise.all(elicitations.map((e) => elicit(e, options)));
      if (answers.some((answer) => answer.action !== "accept")) throw error;
      const outcomes = await completions;
      if (outcomes.some((outcome) => outcome === "cancelled")) throw error;
    } finally {
      listening.abort("no longer waiting");
      options.signal?.removeEventListener("abort", stop);
    }
    return await call();
  }
}
