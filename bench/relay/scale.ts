// Scale in one process, on the memory store: `requests` pending requests (1,000 by default) over `audiences`
// audiences (250), each audience with its stream open (people.ts) over real HTTP on loopback. Twice: all at once
// (a burst), then one at a time, each after the last arrived. Measures the delivery time of each request, from
// the call of its audience's elicit function to its event arriving on its stream; checks that each arrives on its
// own audience's stream only and is answered exactly once; and, for the burst, the heap each pending request
// takes beyond its params' own size: with --expose-gc, the heap with every stream open and no request pending,
// against the heap with all of them pending and delivered, less the JSON size of their params. Then, with nothing
// else pending, the relay's own time for one request (single.ts).
// With `channels` as its first argument, the same over message channels instead of HTTP: one relay with no
// audience function, one worker_threads MessageChannel per audience connected with `relay.connect(channel,
// { audience })` and read raw on its other end in this same thread (channelPeople.ts); the same rounds, checks
// and heap measure, so that the two heaps per pending request compare like with like; then singleChannel.ts
// in place of single.ts.
import { createElicitationRelay } from "../../src/relay/index.ts";
import { createAsker } from "./asker.ts";
import { openChannelPeople } from "./channelPeople.ts";
import { heap } from "./heap.ts";
import { openPeople, requestParams } from "./people.ts";
import { listen, userOf } from "./serve.ts";
import { measureSingle, type SingleResults } from "./single.ts";
import { measureSingleChannel, type SingleChannelResults } from "./singleChannel.ts";
import { summarize, type Summary } from "./stats.ts";

export interface RoundResult {
  kind: "burst" | "paced";
  /** A first round, so that what runs once is not counted against the next (shown only where a run reports it). */
  warmup?: true;
  requests: number;
  /** Milliseconds from the elicit call to the event on its stream. */
  delivery: Summary;
  /** From the first call to the last arrival. */
  totalMs: number;
  /** From the first answer posted to every MCP-side promise settled (each request answered twice at once). */
  answerMs: number;
  /** The heap once every request of the round was answered (memory store only). */
  answeredHeapBytes?: number;
  problems: string[];
}

export interface ScaleResults {
  /** How the pages are reached: an HTTP stream each, or a message channel each. */
  transport: "http" | "channels";
  requests: number;
  /** Audiences, each with one stream (HTTP) or one channel. */
  audiences: number;
  rounds: RoundResult[];
  /** One request at a time, nothing else pending (single.ts; HTTP only). */
  single?: SingleResults;
  /** The same over a channel (singleChannel.ts; channels only). */
  singleChannel?: SingleChannelResults;
  heap: {
    beforeBytes: number;
    pendingBytes: number;
    paramsBytes: number;
    externalBytes: number;
    perRequestBytes: number;
    /** The heap one request's params take as objects, measured alone. */
    paramsObjectBytes: number;
  };
}

const [transportArg = "http", ...counts] = process.argv.slice(2);
const transport = transportArg === "channels" ? "channels" : "http";
const [requests = 1000, audiences = 250] = counts.map(Number);
const relay = transport === "http" ? createElicitationRelay({ audience: userOf }) : createElicitationRelay();
const served = transport === "http" ? await listen(relay.handle) : undefined;
const url = served ? `${served.url}/relay` : "";
const people = transport === "http" ? await openPeople(url, audiences, requests) : await openChannelPeople(relay, audiences, requests);
const asker = createAsker(relay, audiences, requests);

async function round(kind: "burst" | "paced", count: number, measure = false) {
  people.reset();
  asker.reset();
  const before = measure ? await heap() : undefined;
  const calls: Promise<void>[] = [];
  const start = performance.now();
  if (kind === "burst") {
    for (let i = 0; i < count; i++) calls.push(asker.ask(i));
    await people.arrived(count);
  } else {
    for (let i = 0; i < count; i++) {
      calls.push(asker.ask(i));
      await people.arrived(i + 1);
    }
  }
  const totalMs = performance.now() - start;
  const pending = measure ? await heap() : undefined;
  const answering = performance.now();
  const answered = await people.answer(0, count);
  await Promise.all(calls);
  const answerMs = performance.now() - answering;
  const after = await heap();
  const deliveries = Array.from({ length: count }, (_, i) => people.arrivals[i]! - asker.calledAt[i]!);
  const result: RoundResult = {
    kind,
    requests: count,
    delivery: summarize(deliveries),
    totalMs,
    answerMs,
    answeredHeapBytes: after.heapUsed,
    problems: asker.verify(count, people.perStream, people.foreign(), answered),
  };
  const heapResult =
    before && pending
      ? {
          beforeBytes: before.heapUsed,
          pendingBytes: pending.heapUsed,
          paramsBytes: asker.paramsBytes(),
          externalBytes: pending.external - before.external,
          perRequestBytes: (pending.heapUsed - before.heapUsed - asker.paramsBytes()) / count,
          paramsObjectBytes: 0,
        }
      : undefined;
  return { result, heapResult };
}

// A first round, one request per audience, so that what runs once (code compiled, the validator loaded, the
// maps grown) is not counted against the requests.
await round("burst", Math.min(audiences, requests));
const burst = await round("burst", requests, true);
const paced = await round("paced", requests);

/** The heap the same params take as objects, with no relay: what "its params' own size" is in the heap. */
async function paramsObjectBytes(count: number) {
  const before = await heap();
  const kept = Array.from({ length: count }, (_, i) => requestParams(i, i % audiences));
  const after = await heap();
  if (kept.length !== count) throw new Error("unreachable");
  return (after.heapUsed - before.heapUsed) / count;
}

const results: ScaleResults = {
  transport,
  requests,
  audiences,
  rounds: [burst.result, paced.result],
  ...(served ? { single: await measureSingle(relay, url) } : { singleChannel: await measureSingleChannel(relay) }),
  heap: { ...burst.heapResult!, paramsObjectBytes: await paramsObjectBytes(requests) },
};

people.close();
await relay.close();
await served?.close();
if (process.send) process.send(results, () => process.exit(0));
else {
  console.log(JSON.stringify(results, null, 2));
  process.exit(0);
}
