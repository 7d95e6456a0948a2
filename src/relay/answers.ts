// A page's POST: an answer, the end of a URL flow it consented to, or a request it could not show. Every
// refusal is a 4xx with a JSON body that names the problem, and changes nothing: the request stays pending and
// answerable, and nothing reaches the MCP server. Checked in this order: size, type, JSON, shape, whose id, still
// pending, content; then the store's atomic take decides which of two simultaneous answers is the one.
import { isRecord } from "../core/guards.ts";
import { MAX_ANSWER_BYTES } from "../core/relay/wire.ts";
import { discardBody, isJson, json, readLimited, refuse } from "./http.ts";
import type { RelayIds } from "./ids.ts";
import { judgeResult } from "./judge.ts";
import type { RelayAnswer, RelayStore } from "./store.ts";

const COMPLETIONS = new Set(["done", "cancelled"]);
const MAX_REFUSAL_LENGTH = 1000;

/** `keepAnswerMs`: how long an answer waits for its holder to collect it (the relay's lease). */
export async function receivePost(request: Request, audience: string, store: RelayStore, ids: RelayIds, keepAnswerMs: number): Promise<Response> {
  if (!isJson(request)) {
    await discardBody(request);
    return refuse(415, "unsupported-media-type", "Send the answer as Content-Type: application/json.");
  }
  let text: string | undefined;
  try {
    text = await readLimited(request, MAX_ANSWER_BYTES);
  } catch {
    return refuse(400, "not-json", "The body is not UTF-8 text.");
  }
  if (text === undefined) return refuse(413, "too-large", `The body is larger than ${MAX_ANSWER_BYTES} bytes.`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return refuse(400, "not-json", `The body is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isRecord(body) || typeof body.id !== "string") return refuse(400, "invalid-body", "The body must be a JSON object with the request's id.");
  const { id } = body;
  const kinds = ["result", "completion", "refused"].filter((name) => name in body);
  if (kinds.length !== 1) return refuse(400, "invalid-body", "The body must have exactly one of result, completion or refused.");
  if ("completion" in body && !COMPLETIONS.has(body.completion as string)) {
    return refuse(400, "invalid-body", 'completion must be "done" or "cancelled".');
  }
  if ("refused" in body && (typeof body.refused !== "string" || body.refused.length > MAX_REFUSAL_LENGTH)) {
    return refuse(400, "invalid-body", `refused must be a message of at most ${MAX_REFUSAL_LENGTH} characters.`);
  }
  // Another person's request, a forged id and a made-up one look the same: none of them is yours.
  if (!(await ids.belongsTo(id, audience))) return refuse(404, "unknown-request", "There is no request with this id for you.");

  if ("completion" in body) {
    await store.publish({ type: "completion", audience, id, outcome: body.completion as "done" | "cancelled" });
    return json(200, { ok: true });
  }
  const notPending = () =>
    refuse(409, "not-pending", "This request is no longer pending: it was answered (here or in another tab), withdrawn or abandoned.");
  const record = await store.get(id);
  if (!record || record.audience !== audience) return notPending();
  let answer: RelayAnswer;
  if ("result" in body) {
    const judged = judgeResult(record.params, body.result);
    if ("refusal" in judged) {
      const { status, code, message, issues } = judged.refusal;
      return refuse(status, code, message, issues ? { issues } : {});
    }
    answer = { result: judged.result };
  } else {
    answer = { refused: body.refused as string };
  }
  // Exactly one of any simultaneous answers, on any instance, takes the request.
  if (!(await store.take(id))) return notPending();
  try {
    await store.deliver(id, answer, keepAnswerMs);
  } catch {
    // The answer cannot be kept for its holder: put the request back, so that the page's retry can answer it.
    await store.add(record, { limit: Number.MAX_SAFE_INTEGER, leaseMs: keepAnswerMs }).catch(() => {});
    return refuse(503, "unavailable", "The answer could not be passed on; try again.", {}, { "Retry-After": "1" });
  }
  // The message is the fast way; a holder that misses it collects the kept answer on its next sweep.
  await store.publish({ type: "answer", holder: record.holder, id, answer }).catch(() => {});
  await store.publish({ type: "ended", audience, id, reason: "answered" }).catch(() => {});
  return json(200, { ok: true });
}
