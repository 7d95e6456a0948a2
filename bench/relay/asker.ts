// The MCP side of the scale runs: each audience's elicit function from `relay.elicitFor`, made once per audience
// as a host registers one per MCP client, then called once per request, as the SDK adapter calls it. Request i
// goes to audience i mod the number of audiences. Each call's promise is counted as it settles, with the answer
// it settled with, so `verify` can say whether every request was answered exactly once, with its own answer.
import { Buffer } from "node:buffer";
import type { ElicitationRelay } from "../../src/relay/index.ts";
import { now } from "./clock.ts";
import { ANSWERS, audienceName, requestParams, token, type Answered } from "./people.ts";

const server = { name: "bench-server", title: "Benchmark server", version: "1.0.0" };

/** What the checks read: both sides of requests 0 to count - 1, wherever each side ran. */
export interface Checked {
  count: number;
  audiences: number;
  /** Requests each audience's stream received. */
  perStream: ArrayLike<number>;
  /** Requests that arrived on a stream not of their audience. */
  foreign: number;
  /** Per request: how many times its MCP-side promise settled. */
  settled: ArrayLike<number>;
  /** Per request: which answer it resolved with, 1 for x, 2 for y, -1 for another request's or a rejection. */
  got: ArrayLike<number>;
  /** Per request: which of its two answers the relay took, and how many it refused with 409. */
  answered: Answered;
}

/**
 * Problems with requests 0 to count - 1: each stream received exactly its audience's requests and none of
 * another's; each promise settled once, with the answer the relay took; of each request's two answers, one was
 * taken and the other refused with 409. A function of what it is given only, so that a run over several
 * processes checks alike what it gathered from them (cluster.ts).
 */
export function problemsOf({ count, audiences, perStream, foreign, settled, got, answered }: Checked): string[] {
  const problems: string[] = [];
  const expected = (audience: number) => Math.floor(count / audiences) + (audience < count % audiences ? 1 : 0);
  const wrongStreams = Array.from(perStream).filter((n, audience) => n !== expected(audience)).length;
  if (wrongStreams > 0) problems.push(`${wrongStreams} streams did not receive exactly their audience's requests`);
  if (foreign > 0) problems.push(`${foreign} requests arrived on another audience's stream`);
  let notOnce = 0;
  let notOwn = 0;
  let takenTwice = 0;
  let takenNever = 0;
  let noConflict = 0;
  for (let i = 0; i < count; i++) {
    if (settled[i] !== 1) notOnce += 1;
    if (got[i]! < 1 || got[i] !== answered.winners[i]) notOwn += 1;
    if (answered.winners[i] === -1) takenTwice += 1;
    else if (answered.winners[i]! < 1) takenNever += 1;
    if (answered.conflicts[i] !== 1) noConflict += 1;
  }
  if (notOnce) problems.push(`${notOnce} promises did not settle exactly once`);
  if (notOwn) problems.push(`${notOwn} promises did not resolve with the answer the relay took for them`);
  // Which way, for whoever looks into it: both answers taken (200 twice), or neither.
  if (takenTwice + takenNever) problems.push(`${takenTwice + takenNever} requests had not exactly one answer taken (${takenTwice} both, ${takenNever} neither)`);
  if (noConflict) problems.push(`${noConflict} requests' second answer was not refused with 409`);
  if (answered.other.length) problems.push(`unexpected statuses: ${[...new Set(answered.other)].join(", ")}`);
  return problems;
}

export function createAsker(relay: ElicitationRelay, audiences: number, capacity: number) {
  const elicits = Array.from({ length: audiences }, (_, audience) => relay.elicitFor(audienceName(audience)));
  /** When request i's elicit function was called, on this process's clock. */
  const calledAt = new Float64Array(capacity);
  /** How many times request i's promise settled. */
  const settled = new Int32Array(capacity);
  /** Which answer it resolved with: 1 for x, 2 for y, -1 for another request's or a rejection. */
  const got = new Int8Array(capacity);
  let paramsBytes = 0;
  return {
    calledAt,
    settled,
    got,
    /** The JSON size of every request's params since the last reset, in bytes. */
    paramsBytes: () => paramsBytes,
    reset() {
      settled.fill(0);
      got.fill(0);
      paramsBytes = 0;
    },
    /** Calls request `index`'s elicit function; the promise resolves once it has settled. */
    ask(index: number): Promise<void> {
      const audience = index % audiences;
      const params = requestParams(index, audience);
      paramsBytes += Buffer.byteLength(JSON.stringify(params));
      calledAt[index] = now();
      return elicits[audience]!(params, { server }).then(
        (result) => {
          settled[index]! += 1;
          const value = result.action === "accept" ? result.content?.field_0 : undefined;
          const which = ANSWERS.findIndex((suffix) => value === token(index) + suffix);
          got[index] = which < 0 ? -1 : which + 1;
        },
        () => {
          settled[index]! += 1;
          got[index] = -1;
        },
      );
    },
    /** Problems with requests 0 to count - 1, given what the people's side saw and what the relay answered them. */
    verify: (count: number, perStream: ArrayLike<number>, foreign: number, answered: Answered): string[] =>
      problemsOf({ count, audiences, perStream, foreign, settled, got, answered }),
  };
}
