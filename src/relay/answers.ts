// What a page posts: an answer, the end of a URL flow it consented to, or a request it could not show; over HTTP
// (a POST) or a channel (a `post` message, channels.ts). Every refusal has a 4xx status and names the problem,
// and changes nothing: the request stays pending and answerable, and nothing reaches the MCP server.
import { isRecord } from "../core/guards.ts";
import { MAX_ANSWER_BYTES, type RelayErrorBody, type RelayErrorCode } from "../core/relay/wire.ts";
import { BODY_TIMEOUT_MS, discardBody, isJson, json, readLimited, refuse } from "./http.ts";
import type { RelayIds } from "./ids.ts";
import { judgeResult } from "./judge.ts";
import type { RelayAnswer, RelayStore } from "./store.ts";

const COMPLETIONS = new Set(["done", "cancelled"]);
const MAX_REFUSAL_LENGTH = 1000;

export interface PostDeps {
  store: RelayStore;
  ids: RelayIds;
  /** How long an answer waits for its holder to collect it (the relay's lease). */
  keepAnswerMs: number;
  /** How long how a request ended is remembered, for a page that was away (the relay's abandonAfterMs). */
  keepEndingMs: number;
  /**
   * Whether the store is being restored: it was found emptied, now or a moment ago, and its instances are putting
   * back what they hold. A request it lacks meanwhile may yet come back.
   */
  restoring(): Promise<boolean>;
}

/** A page's HTTP POST: its type, its size (and time to arrive) and its JSON checked, in that order, before `takePost` reads it. */
export async function receivePost(request: Request, audience: string, deps: PostDeps): Promise<Response> {
  if (!isJson(request)) {
    await discardBody(request);
    return refuse(415, "unsupported-media-type", "Send the answer as Content-Type: application/json.");
  }
  let read;
  try {
    read = await readLimited(request, MAX_ANSWER_BYTES);
  } catch {
    return refuse(400, "not-json", "The body is not UTF-8 text.");
  }
  if ("refused" in read) {
    if (read.refused === "too-slow") return refuse(408, "too-slow", `The body took longer than ${BODY_TIMEOUT_MS / 1000} s to arrive.`);
    return refuse(413, "too-large", `The body is larger than ${MAX_ANSWER_BYTES} bytes.`);
  }
  const { text } = read;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return refuse(400, "not-json", `The body is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { status, error } = await takePost(body, audience, deps);
  if (!error) return json(status, { ok: true });
  return json(status, { error } satisfies RelayErrorBody, status === 503 ? { "Retry-After": "1" } : {});
}

/** What a post comes to: HTTP's status, and for a refusal its code, words and issues. */
export interface PostOutcome {
  status: number;
  error?: RelayErrorBody["error"];
}

const refusal = (status: number, code: RelayErrorCode, message: string, issues?: Record<string, string>): PostOutcome => ({
  status,
  error: { code, message, ...(issues ? { issues } : {}) },
});
const OK: PostOutcome = { status: 200 };

/**
 * A post's body, however it came (an HTTP POST, a channel's message), checked and taken. Checked in this order:
 * shape, whose id, still pending, content; then the store's atomic take decides which of two simultaneous
 * answers is the one.
 */
export async function takePost(body: unknown, audience: string, { store, ids, keepAnswerMs, keepEndingMs, restoring }: PostDeps): Promise<PostOutcome> {
  if (!isRecord(body) || typeof body.id !== "string") return refusal(400, "invalid-body", "The body must be a JSON object with the request's id.");
  const { id } = body;
  const kinds = ["result", "completion", "refused"].filter((name) => name in body);
  if (kinds.length !== 1) return refusal(400, "invalid-body", "The body must have exactly one of result, completion or refused.");
  if ("completion" in body && !COMPLETIONS.has(body.completion as string)) {
    return refusal(400, "invalid-body", 'completion must be "done" or "cancelled".');
  }
  if ("refused" in body && (typeof body.refused !== "string" || body.refused.length > MAX_REFUSAL_LENGTH)) {
    return refusal(400, "invalid-body", `refused must be a message of at most ${MAX_REFUSAL_LENGTH} characters.`);
  }
  // Another person's request, a forged id and a made-up one look the same: none of them is yours.
  // One signed with a secret another instance put back a moment ago is learnt from the store first.
  const belongs = (await ids.belongsTo(id, audience)) || ((await restoring().then(() => true, () => false)) && (await ids.belongsTo(id, audience)));
  if (!belongs) return refusal(404, "unknown-request", "There is no request with this id for you.");

  if ("completion" in body) {
    await store.publish({ type: "completion", audience, id, outcome: body.completion as "done" | "cancelled" });
    return OK;
  }
  const notPending = () =>
    refusal(409, "not-pending", "This request is no longer pending: it was answered (here or in another tab), withdrawn or abandoned.");
  const record = await store.get({ audience, id });
  if (!record) {
    // Not gone for good if the store lost it: its holder puts it back, and the page's next try finds it.
    if (await restoring()) return refusal(503, "unavailable", "The store is being restored; try again.");
    return notPending();
  }
  let answer: RelayAnswer;
  if ("result" in body) {
    const judged = judgeResult(record.params, body.result);
    if ("refusal" in judged) {
      const { status, code, message, issues } = judged.refusal;
      return refusal(status, code, message, issues);
    }
    answer = { result: judged.result };
  } else {
    answer = { refused: body.refused as string };
  }
  // Exactly one of any simultaneous answers, on any instance, takes the request, and keeps its answer for the
  // holder in the same step.
  let taken;
  try {
    taken = await store.take(record, { answer, keepMs: keepAnswerMs });
  } catch {
    // Nothing was taken (a step that did not run), or all of it was, and the page's retry gets 409.
    return refusal(503, "unavailable", "The answer could not be passed on; try again.");
  }
  if (!taken) return notPending();
  await store.markEnded(record, "answered", keepEndingMs).catch(() => {});
  // The message is the fast way; a holder that misses it collects the kept answer on its next sweep.
  await store.publish({ type: "answer", holder: record.holder, audience, id }).catch(() => {});
  await store.publish({ type: "ended", audience, id, reason: "answered" }).catch(() => {});
  return OK;
}
