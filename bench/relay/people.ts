// The people's side of the scale runs: one open event stream per audience over real HTTP, read raw with the
// relay's own parser (src/core/relay/sse.ts) and keeping only what answering needs (each request's id and when
// it arrived, on lists made up front), so that the heap measured around it is the relay's; and answers posted as
// the page posts them (src/host/relay/connectRelay.ts: JSON to the stream's URL, with the session's cookie), each
// request answered twice at once, with two different answers, to see that exactly one is taken.
import { SseParser } from "../../src/core/relay/sse.ts";
import type { ElicitRequestFormParams } from "../../src/index.ts";
import { makeSchema } from "../page/schema.ts";
import { now } from "./clock.ts";

export const audienceName = (audience: number) => `a${audience}`;

/** Request `index` for `audience`: the existing bench's 10-field form, its message saying whose it is. */
export function requestParams(index: number, audience: number): ElicitRequestFormParams {
  return {
    mode: "form",
    message: `Request ${index} for audience ${audience}`,
    requestedSchema: makeSchema(10) as unknown as ElicitRequestFormParams["requestedSchema"],
  };
}
export const MESSAGE = /^Request (\d+) for audience (\d+)$/;

/** The letters the form's first field takes (at least 3, a to z), unique to each request. */
export const token = (index: number) => `zz${[...index.toString(26)].map((c) => String.fromCharCode(97 + parseInt(c, 26))).join("")}`;
/** The two answers sent for each request: their first field ends in x or y. */
export const ANSWERS = ["x", "y"] as const;

export interface Answered {
  /** Per request: which answer the relay took (1: x, 2: y), 0 for none, -1 for both. */
  winners: Int8Array;
  /** Per request: how many of its two answers were refused with 409. */
  conflicts: Int8Array;
  /** Statuses other than 200 and 409. */
  other: number[];
}

export interface People {
  /** When request i arrived on its stream, on this process's clock; NaN until it has. */
  arrivals: Float64Array;
  /** Requests each audience's stream received. */
  perStream: Int32Array;
  /** Requests that arrived on a stream not of their audience. */
  foreign(): number;
  /** Resolves once `count` requests have arrived since the last reset. */
  arrived(count: number): Promise<void>;
  /** Called with each request's index as it arrives. */
  onArrival?: (index: number) => void;
  /** Forgets arrivals, for the next batch. */
  reset(): void;
  /** Answers requests `from` to `to - 1`, each twice at once. */
  answer(from: number, to: number): Promise<Answered>;
  /** Answers the requests `indices` lists, each twice at once; its lists are by position in `indices`. */
  answerEach(indices: readonly number[]): Promise<Answered>;
  close(): void;
}

/** What reads a transport's requests and posts its answers: the request's arrival, by the audience it came to. */
export interface Tally {
  people: People;
  /** A request's event arrived at `at` on the stream or channel of `audience`. */
  arrive(audience: number, event: { id: string; params: { message: string } }, at: number): void;
}

/**
 * The lists both transports keep (people.ts over HTTP, channelPeople.ts over channels), and their answers: each
 * request's two, posted with `post` to its own audience, which resolves with the status the relay gave.
 */
export function createTally(
  audiences: number,
  capacity: number,
  post: (owner: number, body: { id: string; result: unknown }) => Promise<number>,
  close: () => void,
): Tally {
  const arrivals = new Float64Array(capacity).fill(Number.NaN);
  const ids = new Array<string>(capacity).fill("");
  /** The audience whose stream or channel brought request i: its answers go back as that audience. */
  const owners = new Int32Array(capacity);
  const perStream = new Int32Array(audiences);
  let foreign = 0;
  let count = 0;
  let waiting: { count: number; resolve: () => void } | undefined;
  const answerOne = (index: number, result: unknown) => post(owners[index]!, { id: ids[index]!, result });

  const people: People = {
    arrivals,
    perStream,
    foreign: () => foreign,
    arrived: (wanted) => new Promise<void>((resolve) => (count >= wanted ? resolve() : (waiting = { count: wanted, resolve }))),
    reset() {
      arrivals.fill(Number.NaN);
      perStream.fill(0);
      count = 0;
    },
    answer: (from, to) => answerAll(Array.from({ length: to - from }, (_, k) => from + k), answerOne),
    answerEach: (indices) => answerAll(indices, answerOne),
    close,
  };

  function arrive(audience: number, { id, params }: { id: string; params: { message: string } }, at: number) {
    const [, index, owner] = MESSAGE.exec(params.message)!.map(Number) as [number, number, number];
    if (owner !== audience) foreign += 1;
    perStream[audience]! += 1;
    arrivals[index] = at;
    ids[index] = id;
    owners[index] = audience;
    count += 1;
    people.onArrival?.(index);
    if (waiting && count >= waiting.count) {
      waiting.resolve();
      waiting = undefined;
    }
  }
  return { people, arrive };
}

/**
 * Opens one stream per audience at `url`, for `capacity` requests in all; resolves once every stream has its
 * backlog. With `only`, just the audiences it picks (several instances, each serving some of the pages); the
 * lists stay indexed by audience and request, the others' entries left empty.
 */
export async function openPeople(url: string, audiences: number, capacity: number, only: (audience: number) => boolean = () => true): Promise<People> {
  const closing = new AbortController();
  const post = (owner: number, body: { id: string; result: unknown }) =>
    fetch(url, {
      method: "POST",
      headers: { cookie: `user=${audienceName(owner)}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then(async (response) => (await response.arrayBuffer(), response.status));
  const { people, arrive } = createTally(audiences, capacity, post, () => closing.abort());

  async function read(audience: number): Promise<void> {
    const response = await fetch(url, { headers: { cookie: `user=${audienceName(audience)}`, accept: "text/event-stream" }, signal: closing.signal });
    if (!response.ok || !response.body) throw new Error(`stream ${audience}: ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const parser = new SseParser();
    let ready: (() => void) | undefined;
    const opened = new Promise<void>((resolve) => (ready = resolve));
    void (async () => {
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
        if (done || value === undefined) return;
        const at = now();
        for (const { event, data } of parser.feed(value)) {
          if (event === "ready") ready?.();
          if (event === "request") arrive(audience, JSON.parse(data) as { id: string; params: { message: string } }, at);
        }
      }
    })();
    return opened;
  }

  await Promise.all(Array.from({ length: audiences }, (_, audience) => audience).filter(only).map(read));
  return people;
}

/** How many requests are answered at once: enough to keep the relay busy, few enough not to open thousands of sockets. */
const IN_FLIGHT = 64;

/** Answers the requests `indices` lists, each twice at once with two different answers, IN_FLIGHT requests at a time. */
async function answerAll(indices: readonly number[], post: (index: number, result: unknown) => Promise<number>): Promise<Answered> {
  const answered: Answered = { winners: new Int8Array(indices.length), conflicts: new Int8Array(indices.length), other: [] };
  let next = 0;
  async function worker() {
    while (next < indices.length) {
      const slot = next++;
      const index = indices[slot]!;
      const statuses = await Promise.all(ANSWERS.map((suffix) => post(index, { action: "accept", content: { field_0: token(index) + suffix } })));
      for (const [which, status] of statuses.entries()) {
        if (status === 200) answered.winners[slot] = answered.winners[slot] === 0 ? which + 1 : -1;
        else if (status === 409) answered.conflicts[slot]! += 1;
        else answered.other.push(status);
      }
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return answered;
}
