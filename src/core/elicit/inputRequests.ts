// 2026-07-28 multi round-trip: instead of sending `elicitation/create`, a server answers the client's
// request with `InputRequiredResult { inputRequests }`; the client asks the person and retries the
// original request with `inputResponses` (and the `requestState` echoed). This answers the elicitation
// entries, all at once through the queue, and hands every other method (sampling, ...) back to the host.
import type { ElicitResult, InputRequest, InputRequiredResult } from "../protocol/types.ts";
import type { ElicitFn, ElicitOptions } from "./elicit.ts";


export interface AnsweredInputRequests {
  /** Keyed as the server keyed its requests: send back as `inputResponses`. */
  inputResponses: Record<string, ElicitResult>;
  /** Requests of other methods, for the host to answer and merge into `inputResponses`. */
  unhandled: Record<string, InputRequest>;
}

/** An `input_required` answer: with input requests, or with only `requestState` (at least one of the two). */
export function isInputRequiredResult(value: unknown): value is InputRequiredResult {
  if (typeof value !== "object" || value === null) return false;
  const { resultType, inputRequests, requestState } = value as Partial<Record<keyof InputRequiredResult, unknown>>;
  return resultType === "input_required" && ((typeof inputRequests === "object" && inputRequests !== null) || typeof requestState === "string");
}

export async function answerInputRequests(
  inputRequests: Record<string, InputRequest> | undefined,
  elicit: ElicitFn,
  options: ElicitOptions,
): Promise<AnsweredInputRequests> {
  // One signal for the whole round: if one entry fails (say, a mode the host did not enable), the
  // others leave the screen too, rather than wait for answers that could no longer be sent.
  const round = new AbortController();
  const stop = () => round.abort(options.signal?.reason);
  if (options.signal?.aborted) stop();
  else options.signal?.addEventListener("abort", stop, { once: true });

  const unhandled: Record<string, InputRequest> = {};
  const asked: Promise<[string, ElicitResult]>[] = [];
  for (const [key, request] of Object.entries(inputRequests ?? {})) {
    if (request.method !== "elicitation/create") unhandled[key] = request;
    else asked.push(elicit(request.params, { ...options, signal: round.signal }).then((result) => [key, result]));
  }
  try {
    return { inputResponses: Object.fromEntries(await Promise.all(asked)), unhandled };
  } catch (error) {
    round.abort(error);
    // The withdrawn ones reject too; they are settled, and the first failure is the answer.
    await Promise.allSettled(asked);
    throw error;
  } finally {
    options.signal?.removeEventListener("abort", stop);
  }
}
