// Writes the relay benchmark's section of bench/RESULTS.md: its targets, each marked met or missed, and the
// figures behind them. The section sits between two markers, so that this run replaces only it and
// `npm run bench`, which writes the rest of the file, keeps it (bench/bench.spec.ts).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { ClusterResults } from "./cluster.ts";
import type { LatencyResults, Scenario } from "./latency.ts";
import type { RedisResults } from "./redis.ts";
import type { RoundResult, ScaleResults } from "./scale.ts";
import type { Summary } from "./stats.ts";

const START = "<!-- bench:relay start: written by `npm run bench:relay` (bench/relay/report.ts); `npm run bench` keeps it -->";
const END = "<!-- bench:relay end -->";

/** Relay ÷ in-page for the first frame; relay ÷ (in-page + one loopback POST, its floor) for Submit → server. */
const LATENCY_LIMIT = 1.25;
/** Heap per pending request beyond its params' JSON size, in bytes (4 KB). */
const HEAP_LIMIT_BYTES = 4 * 1024;
/**
 * The relay in a Worker over its channel ÷ the client in the page, for each duration; where one postMessage round
 * trip is more than this allows over the in-page time, the limit is this times the in-page time plus that trip.
 */
const CHANNEL_LATENCY_LIMIT = 1.15;

export interface RelayResults {
  date: string;
  /** The library source measured: a commit, and any uncommitted changes in src/. */
  source: string;
  machine: { cpu: string; cores: number; memoryGiB: number; node: string };
  versions: Record<string, string>;
  /** The 1-minute load average when each part started and ended. */
  load: Record<string, [number, number]>;
  latency: LatencyResults;
  /** Over HTTP streams (scale.ts). */
  scale: ScaleResults;
  /** The same over message channels (scale.ts with `channels`). */
  channelScale: ScaleResults;
  redis: RedisResults;
  /** Three instances on a Redis Cluster (cluster.ts). */
  cluster: ClusterResults;
}

/** The relay section of an existing RESULTS.md, with a blank line before it, or nothing. */
export function relaySectionOf(file: string): string {
  if (!existsSync(file)) return "";
  const text = readFileSync(file, "utf8");
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  return start < 0 || end < start ? "" : `\n${text.slice(start, end + END.length)}\n`;
}

/** Puts `section` in place of the file's relay section, or at its end. */
export function writeRelaySection(file: string, section: string) {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const next =
    start >= 0 && end > start ? text.slice(0, start) + section + text.slice(end + END.length) : `${text.trimEnd()}${text ? "\n\n" : ""}${section}\n`;
  writeFileSync(file, next);
}

const num = (value: number, digits = 1) => value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (s: Summary, digits = 1) => `${num(s.median, digits)} (${num(s.min, digits)}–${num(s.max, digits)})`;
const times = (value: number) => `${value.toFixed(2)}×`;
const bytes = (value: number) => `${Math.round(value).toLocaleString("en-US")} B`;
const mb = (value: number) => `${(value / 2 ** 20).toFixed(1)} MiB`;

const scenarioNames: Record<Scenario, string> = { first: "page's first request", later: "later request" };
const links = { memory: "in memory", http: "over Streamable HTTP" } as const;
const durations = { open: "`elicitation/create` sent → first painted frame", answer: "click on Submit → answer at the server" } as const;

interface Target {
  name: string;
  measured: string;
  limit: string;
  met: boolean;
}

function latencyTargets(l: LatencyResults): (Target & { over?: string })[] {
  const list: (Target & { over?: string })[] = [];
  for (const [duration, what] of Object.entries(durations) as [keyof typeof durations, string][]) {
    for (const link of ["memory", "http"] as const) {
      for (const scenario of ["first", "later"] as const) {
        const relay = l.timings[`relay-${link}`]![scenario][duration]!.median;
        const page = l.timings[`page-${link}`]![scenario][duration]!.median;
        // An answer over the relay crosses the network once more than in the page: its floor is the in-page
        // time plus one POST on loopback as the page sends answers (keepalive), measured in the same run.
        const post = duration === "answer" ? l.roundTrips.keepalive.median : 0;
        const floor = page + post;
        const against = duration === "answer" ? "relay ÷ (in-page + one loopback POST)" : "relay ÷ in-page";
        const name = `${what}, ${scenarioNames[scenario]}, MCP server's link to its client ${links[link]}: ${against}`;
        const met = relay / floor <= LATENCY_LIMIT;
        const shown = duration === "answer" ? `${times(relay / floor)} (relay ${num(relay, 1)} ms; floor ${num(floor, 1)} ms = in-page ${num(page, 1)} + POST ${num(post, 2)})` : times(relay / floor);
        // By how much: the ratio over the limit, and the milliseconds over what the limit allows.
        const over = met ? undefined : `${name}: ${times(relay / floor)}, ${num(relay - LATENCY_LIMIT * floor, 1)} ms over the ${num(LATENCY_LIMIT * floor, 1)} ms the limit allows (floor ${num(floor, 1)} ms, relay ${num(relay, 1)} ms)`;
        list.push({ name, measured: shown, limit: `≤ ${LATENCY_LIMIT.toFixed(2)}×`, met, ...(over ? { over } : {}) });
      }
    }
  }
  return list;
}

/** One duration of the worker variant against the in-page client: the two limits, and which applies. */
export interface ChannelLatency {
  duration: keyof typeof durations;
  scenario: Scenario;
  worker: number;
  page: number;
  /** The postMessage round trip of the message that crosses on this duration's way (a request event's size to open, an answer's to answer). */
  roundTrip: number;
  /** CHANNEL_LATENCY_LIMIT × the in-page time. */
  ratioLimitMs: number;
  /** That, plus one round trip. */
  withTripMs: number;
  /** One round trip is more than the ratio allows over the in-page time: the limit with the trip applies. */
  tripApplies: boolean;
  limitMs: number;
  met: boolean;
}

export function channelLatencies(l: LatencyResults): ChannelLatency[] {
  const list: ChannelLatency[] = [];
  for (const duration of Object.keys(durations) as (keyof typeof durations)[]) {
    for (const scenario of ["first", "later"] as const) {
      const worker = l.timings["worker-memory"]![scenario][duration]!.median;
      const page = l.timings["page-memory"]![scenario][duration]!.median;
      const roundTrip = (duration === "open" ? l.messageRoundTrips.request : l.messageRoundTrips.small).median;
      const ratioLimitMs = CHANNEL_LATENCY_LIMIT * page;
      const withTripMs = ratioLimitMs + roundTrip;
      const tripApplies = roundTrip > ratioLimitMs - page;
      const limitMs = tripApplies ? withTripMs : ratioLimitMs;
      list.push({ duration, scenario, worker, page, roundTrip, ratioLimitMs, withTripMs, tripApplies, limitMs, met: worker <= limitMs });
    }
  }
  return list;
}

const channelLatencyName = (c: ChannelLatency) => `${durations[c.duration]}, ${scenarioNames[c.scenario]}, MCP server beside its client in memory: relay in a Worker over its channel ÷ in-page`;

function channelLatencyTargets(l: LatencyResults): (Target & { over?: string })[] {
  return channelLatencies(l).map((c) => {
    const name = channelLatencyName(c);
    const limit = c.tripApplies
      ? `≤ ${CHANNEL_LATENCY_LIMIT.toFixed(2)}× + one round trip (${num(c.limitMs, 1)} ms)`
      : `≤ ${CHANNEL_LATENCY_LIMIT.toFixed(2)}× (${num(c.limitMs, 1)} ms)`;
    const over = c.met ? undefined : `${name}: ${times(c.worker / c.page)}, ${num(c.worker - c.limitMs, 1)} ms over the ${num(c.limitMs, 1)} ms the limit allows (in-page ${num(c.page, 1)} ms, worker ${num(c.worker, 1)} ms)`;
    return { name, measured: `${times(c.worker / c.page)} (${num(c.worker, 1)} ms)`, limit, met: c.met, ...(over ? { over } : {}) };
  });
}

const checked = (rounds: RoundResult[]) => rounds.every((r) => r.problems.length === 0);

function targets(r: RelayResults): Target[] {
  const perRequest = r.scale.heap.perRequestBytes;
  const overChannels = r.channelScale.heap.perRequestBytes;
  const n = r.scale.requests.toLocaleString("en-US");
  const nc = r.channelScale.requests.toLocaleString("en-US");
  return [
    ...latencyTargets(r.latency),
    ...channelLatencyTargets(r.latency),
    { name: `Heap per pending request beyond its params' JSON size (memory store, ${n} pending)`, measured: bytes(perRequest), limit: `≤ ${bytes(HEAP_LIMIT_BYTES)}`, met: perRequest <= HEAP_LIMIT_BYTES },
    {
      name: `Heap per pending request beyond its params' JSON size over message channels (${nc} pending over ${r.channelScale.audiences} channels) against over HTTP (above), measured alike in this run`,
      measured: `${bytes(overChannels)} (${times(overChannels / perRequest)})`,
      limit: `≤ ${bytes(perRequest)}`,
      met: overChannels <= perRequest,
    },
    { name: `${n} requests over ${r.scale.audiences} audiences, each on its own audience's stream only and answered exactly once (memory store, at once and one at a time)`, measured: checked(r.scale.rounds) ? "all" : "**not all**", limit: "all", met: checked(r.scale.rounds) },
    { name: `${nc} requests over ${r.channelScale.audiences} message channels, one audience each, each on its own channel only and answered exactly once (at once and one at a time)`, measured: checked(r.channelScale.rounds) ? "all" : "**not all**", limit: "all", met: checked(r.channelScale.rounds) },
    { name: `The same over two processes on Redis`, measured: checked(r.redis.rounds) ? "all" : "**not all**", limit: "all", met: checked(r.redis.rounds) },
    {
      name: `${r.cluster.requests.toLocaleString("en-US")} requests over ${r.cluster.audiences.toLocaleString("en-US")} audiences across three instances on a Redis Cluster, each answered exactly once`,
      measured: checked(r.cluster.rounds) ? "all" : "**not all**",
      limit: "all",
      met: checked(r.cluster.rounds),
    },
    {
      name: `Heap per pending request beyond its params' JSON size across the three instances (Redis Cluster, ${r.cluster.requests.toLocaleString("en-US")} pending)`,
      measured: bytes(r.cluster.heap.perRequestBytes),
      limit: `≤ ${bytes(HEAP_LIMIT_BYTES)}`,
      met: r.cluster.heap.perRequestBytes <= HEAP_LIMIT_BYTES,
    },
  ];
}

function latencyTable(l: LatencyResults): string[] {
  const rows = ["| duration | request | server's link to its client | relay, ms: median (range) | in-page, ms | relay ÷ in-page |", "|---|---|---|---|---|---|"];
  for (const [duration, what] of Object.entries(durations) as [keyof typeof durations, string][]) {
    for (const link of ["memory", "http"] as const) {
      for (const scenario of ["first", "later"] as const) {
        const relay = l.timings[`relay-${link}`]![scenario][duration]!;
        const page = l.timings[`page-${link}`]![scenario][duration]!;
        rows.push(`| ${what} | ${scenarioNames[scenario]} | ${links[link]} | ${ms(relay)} | ${ms(page)} | ${times(relay.median / page.median)} |`);
      }
    }
  }
  return rows;
}

/** The latency targets missed, each with how far it is over. */
function missed(l: LatencyResults, targetsOf: (l: LatencyResults) => (Target & { over?: string })[] = latencyTargets): string[] {
  const over = targetsOf(l).flatMap((t) => (t.over ? [t.over] : []));
  return over.length ? ["Missed, by how much:", "", ...over.map((line) => `- ${line}`), ""] : [];
}

/** The answer's way, in words, from the medians: the page's own part, and what the relay adds after it. */
function answerSummary(l: LatencyResults, s: ScaleResults): string[] {
  const step = (variant: string, scenario: Scenario, name: string) => num(l.timings[variant]![scenario][name]?.median ?? Number.NaN, 2);
  return (["first", "later"] as const).map((scenario) => {
    const relay = (name: string) => step("relay-memory", scenario, name);
    const page = (name: string) => step("page-memory", scenario, name);
    return `Submit → server, ${scenarioNames[scenario]}, in memory: the page's own part takes ${relay("answer: click → POST leaves the page")} ms with the relay (click → the answer's POST leaving) and ${page("answer: click → page's elicit resolved")} ms in-page (click → the page's elicit function resolved). After it, in-page, ${page("answer: elicit resolved → server receives")} ms to the server beside the client; with the relay, ${relay("answer: POST leaves → reaches the host")} ms for the POST to reach the host's handler, ${relay("answer: POST reaches the host → its body read")} ms until its body is read, ${relay("answer: body read → host's elicit resolved")} ms until the host's elicit function resolved (the relay alone, in a Node process with nothing else running, takes ${num(s.single!.answerInProcess.median, 2)} ms for an answer, single.ts), and ${relay("answer: elicit resolved → server receives")} ms to the server.`;
  }).flatMap((line) => [line, ""]);
}

/** Every step's median, by variant: where the time goes. */
function stepsTable(l: LatencyResults, scenario: Scenario): string[] {
  const columns = ["relay-memory", "page-memory", "relay-http", "page-http", "worker-memory"];
  const names: Record<string, string> = {
    "relay-memory": "relay, in memory",
    "page-memory": "in-page, in memory",
    "relay-http": "relay, over HTTP",
    "page-http": "in-page, over HTTP",
    "worker-memory": "relay in a Worker, in memory",
  };
  const steps = [...new Set(columns.flatMap((c) => Object.keys(l.timings[c]![scenario])))].filter((s) => s.includes(":"));
  const order = (s: string) => (s.startsWith("open") ? 0 : 1);
  steps.sort((a, b) => order(a) - order(b));
  const rows = [`| step, ms (median) | ${columns.map((c) => names[c]).join(" | ")} |`, `|---|${columns.map(() => "---").join("|")}|`];
  for (const step of steps) rows.push(`| ${step} | ${columns.map((c) => { const s = l.timings[c]![scenario][step]; return s ? num(s.median, 2) : ""; }).join(" | ")} |`);
  return rows;
}

/** The worker variant against the in-page client, each duration with both limits and which applies. */
function channelLatencyTable(l: LatencyResults): string[] {
  const rows = [
    "| duration | request | relay in a Worker, ms: median (range) | in-page, ms | Worker ÷ in-page | one round trip, ms | 1.15× in-page, ms | 1.15× in-page + round trip, ms | applies |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const c of channelLatencies(l)) {
    const worker = l.timings["worker-memory"]![c.scenario][c.duration]!;
    const page = l.timings["page-memory"]![c.scenario][c.duration]!;
    rows.push(
      `| ${durations[c.duration]} | ${scenarioNames[c.scenario]} | ${ms(worker)} | ${ms(page)} | ${times(c.worker / c.page)} | ${num(c.roundTrip, 2)} | ${num(c.ratioLimitMs, 1)} | ${num(c.withTripMs, 1)} | ${c.tripApplies ? "with the round trip" : "1.15×"} |`,
    );
  }
  return rows;
}

/** The answer's way over the channel, in words, from the medians. */
function channelAnswerSummary(l: LatencyResults): string[] {
  const step = (variant: string, scenario: Scenario, name: string) => num(l.timings[variant]![scenario][name]?.median ?? Number.NaN, 2);
  return (["first", "later"] as const).map((scenario) => {
    const worker = (name: string) => step("worker-memory", scenario, name);
    const page = (name: string) => step("page-memory", scenario, name);
    return `Over the channel, ${scenarioNames[scenario]}: sent → the worker's elicit function called ${worker("open: server sends → client's elicit called")} ms (in-page ${page("open: server sends → client's elicit called")} ms), → the request's message reaching the page ${worker("open: worker's elicit called → message reaches the page")} ms, → the dialog committed ${worker("open: message reaches the page → dialog committed")} ms (in-page, elicit called → dialog committed ${page("open: page's elicit called → dialog committed")} ms). Submit → the answer's post leaving the page ${worker("answer: click → post leaves the page")} ms (in-page, click → elicit resolved ${page("answer: click → page's elicit resolved")} ms), → reaching the worker ${worker("answer: post leaves → reaches the worker")} ms, → the worker's elicit function resolved ${worker("answer: post reaches the worker → its elicit resolved")} ms, → the server ${worker("answer: elicit resolved → server receives")} ms (in-page ${page("answer: elicit resolved → server receives")} ms).`;
  }).flatMap((line) => [line, ""]);
}

function roundsTable(rounds: RoundResult[]): string[] {
  const rows = ["| requests | delivery p50, ms | p99, ms | slowest, ms | all delivered in, ms | all answered in, ms | checks |", "|---|---|---|---|---|---|---|"];
  for (const r of rounds) {
    const how = `${r.requests.toLocaleString("en-US")}${r.kind === "burst" ? " at once" : ", one at a time"}${r.warmup ? " (first round)" : ""}`;
    rows.push(`| ${how} | ${num(r.delivery.median, 2)} | ${num(r.delivery.p99, 2)} | ${num(r.delivery.max, 2)} | ${num(r.totalMs, 0)} | ${num(r.answerMs, 0)} | ${r.problems.length ? `**${r.problems.join("; ")}**` : "passed"} |`);
  }
  return rows;
}

/** The heap once each round was answered: whether what stays after one round grows in the next. */
function afterAnswers(s: ScaleResults): string {
  const [first, second] = s.rounds.map((round) => round.answeredHeapBytes ?? Number.NaN) as [number, number];
  const growth = second - first;
  const verdict = Math.abs(growth) < 2 ** 20 / 2 ? "what stays after the first round does not grow in the second" : `${mb(growth)} more after the second round`;
  return `Once every request was answered: ${mb(first)} after the burst, ${mb(second)} after the requests one at a time (${verdict}).`;
}

function channelScaleSection(c: ScaleResults, http: ScaleResults): string[] {
  const n = c.requests.toLocaleString("en-US");
  return [
    "### Scale, one process, over message channels",
    "",
    `${n} pending requests over ${c.audiences} message channels, one audience each (request *i* for audience *i* mod ${c.audiences}), the same form, in one Node process (bench/relay/scale.ts with \`channels\`): one relay with no audience function, each channel a real \`worker_threads\` MessageChannel (structured clone, as a browser's) with the relay on one end (\`relay.connect(fromMessagePort(port), { audience })\`) and, on the other, a reader that speaks the page's side of the wire raw in the same thread, keeping only each request's id and arrival (bench/relay/channelPeople.ts). A browser Worker was not used here: its heap cannot be read as \`process.memoryUsage()\` reads the HTTP run's, and the comparison is only fair measured alike. The MCP side is the same (\`relay.elicitFor(audience)\` per audience). Each request is answered twice at once, as two posts of different numbers on its channel, as many at once as over HTTP. *Checks*: each channel received exactly its audience's requests and none of another's; each MCP-side promise settled once, with the answer the relay took; exactly one of each request's two posts was acknowledged 200 and the other 409.`,
    "",
    ...roundsTable(c.rounds),
    "",
    ...(c.singleChannel
      ? [
          `The relay's own time over a channel, with nothing else pending (bench/relay/singleChannel.ts, ${c.singleChannel.delivery.count} requests, one at a time): an elicit call to its event at the page's end ${ms(c.singleChannel.delivery, 3)} ms (over HTTP, read in process: ${ms(http.single!.deliveryInProcess, 3)} ms); an answer's post leaving the page's end to the MCP-side promise resolving ${ms(c.singleChannel.answer, 3)} ms, and to its ack back at the page's end ${ms(c.singleChannel.ack, 3)} ms (over HTTP, handed to \`relay.handle\` in process: ${ms(http.single!.answerInProcess, 3)} ms). The bare channel, echoed at once: a round trip of a message the size of an answer's post ${ms(c.singleChannel.roundTrip.small, 3)} ms, of a request's event ${ms(c.singleChannel.roundTrip.request, 3)} ms.`,
          "",
        ]
      : []),
    `Heap, measured as over HTTP: ${mb(c.heap.beforeBytes)} with every channel open and nothing pending; ${mb(c.heap.pendingBytes)} with the ${n} pending and delivered; params' JSON ${bytes(c.heap.paramsBytes)}, so each pending request takes **${bytes(c.heap.perRequestBytes)}** beyond its params' JSON size, against **${bytes(http.heap.perRequestBytes)}** over HTTP (${times(c.heap.perRequestBytes / http.heap.perRequestBytes)}). ${afterAnswers(c)}`,
    "",
  ];
}

/** The Redis Cluster run: its setup, its rounds and its heap; `cores`, the machine's, which every process shares. */
function clusterSection(c: ClusterResults, cores: number): string[] {
  const n = c.requests.toLocaleString("en-US");
  const first = c.rounds.find((round) => round.warmup);
  const list = (values: string[]) => `${values.slice(0, -1).join(", ")} and ${values.at(-1)}`;
  const offsets = `${list(c.clocks.map((clock) => num(clock.offsetMs, 3)))} ms, shortest round trips ${list(c.clocks.map((clock) => num(clock.rttMs, 3)))} ms`;
  const instances = c.heap.perInstance.map((h) => `${mb(h.beforeBytes)} → ${mb(h.pendingBytes)}`).join(", ");
  return [
    "### Scale, three instances on a Redis Cluster",
    "",
    `${n} pending requests over ${c.audiences.toLocaleString("en-US")} audiences (request *i* for audience *i* mod ${c.audiences}), the same form, across ${c.instances === 3 ? "three" : c.instances} relay instances, each a Node process of its own (bench/relay/clusterInstance.ts, started by bench/relay/cluster.ts) on a Redis Cluster of six redis-server ${c.redisVersion} processes on loopback, three primaries each with a replica (test/redisCluster.ts), through \`redisStore(new Cluster(nodes))\` with ioredis. Audience *a*'s stream is open on instance *a* mod 3, and its requests are asked (their MCP calls held) on instance *a* + 1 mod 3 (bench/relay/clusterShares.ts): every request is put in the store and announced by one instance, reaches its stream on another, is answered there twice at once, and its answer goes back to the first. ${first ? `A first round of ${first.requests.toLocaleString("en-US")} (one request per audience) runs what runs once on every instance; then` : "Then"} all ${n} at once; no round one at a time (each request waiting for the last to arrive, across processes, would take minutes and tell nothing the burst and the two-process run above do not). Delivery is read on the parent's clock: each instance's times less its offset, measured over Node's IPC channel (${offsets}). The checks are the ones above (bench/relay/asker.ts's \`problemsOf\`), on what the three instances saw put together; a request that has not arrived, or a promise not settled, a minute on is one too. All of it on one machine: the six Redis processes, the three instances and their people's side share its ${cores} cores.`,
    "",
    ...roundsTable(c.rounds),
    "",
    `Heap (\`--expose-gc\`, \`heapUsed\` after collecting, in each instance, summed): ${mb(c.heap.beforeBytes)} with every stream open and nothing pending; ${mb(c.heap.pendingBytes)} with the ${n} pending and delivered (by instance: ${instances}); their params' JSON comes to ${bytes(c.heap.paramsBytes)}, so each pending request takes **${bytes(c.heap.perRequestBytes)}** beyond its params' JSON size across the three instances: the MCP call and its record on the instance holding it; on the one serving its page, what the relay keeps of the stream's requests and the reader's copy of its id (bench/relay/people.ts). The whole run, the cluster's start and stop included, took ${num(c.wallMs / 1000, 1)} s.`,
    "",
  ];
}

export function renderRelay(r: RelayResults): string {
  const { latency: l, scale: s, redis } = r;
  const list = targets(r);
  const loads = Object.entries(r.load).map(([part, [a, b]]) => `${part} ${a.toFixed(1)}–${b.toFixed(1)}`).join(", ");
  const control = l.timings["relay-memory-unwatched"];
  const watched = l.timings["relay-memory"]!;
  const n = s.requests.toLocaleString("en-US");
  return [
    START,
    "## Relay",
    "",
    `Written by \`npm run bench:relay\` on ${r.date.slice(0, 10)}: ${r.machine.cpu}, ${r.machine.cores} cores, ${r.machine.memoryGiB} GiB, Node ${r.machine.node}, Chromium ${l.chromium} (headless), redis-server ${redis.redisVersion}.`,
    `Library source: ${r.source}.`,
    `Versions: ${Object.entries(r.versions).map(([name, version]) => `${name} ${version}`).join(", ")}.`,
    `The machine's 1-minute load average as each part began and ended: ${loads}.`,
    "",
    "### Targets",
    "",
    "| target | measured | limit | met |",
    "|---|---|---|---|",
    ...list.map((t) => `| ${t.name} | ${t.measured} | ${t.limit} | ${t.met ? "yes" : "**no**"} |`),
    "",
    "### Latency",
    "",
    `The relay: the MCP server, the SDK's client (\`@modelcontextprotocol/client\`, 2025-11-25 era) and the relay in the host's Node process (bench/relay/host.ts), the client given \`relay.elicitFor(user)\` with \`registerElicitationHandler\`, the page connected with \`<ElicitationRelayClient url="/relay">\` over HTTP on loopback, its user a cookie. In-page: the same client and the same server code (bench/relay/server.ts) with the client in the page, given \`useElicitation()\`. The server's link to its client is the SDK's in-memory transport (the server beside its client: in the host's process, or in the page), or Streamable HTTP to the server in the host's process. The page is the existing bench's chat host inside \`<ElicitationProvider>\`, the request its 10-field form. Each of ${l.runs} runs opens a fresh page per variant, the variants interleaved (their order turns each run), after ${l.warmups} warm-up runs that are not counted; in each page, the first request comes half a second after load (as the existing bench's *first request*), the later one after the first was answered. *Sent → first painted frame*: from the server's transport being handed \`elicitation/create\` to the end of the first painted frame showing the open dialog with the form's first field (found as bench/page/main.tsx finds it). *Submit → server*: from the click's input event (Playwright's mouse) to the answer reaching the server's transport, after the first field was filled in.`,
    "",
    `Clocks: each process stamps \`performance.timeOrigin + performance.now()\`. The page's stamps are read on the host's clock through an offset each page measures against the host (40 round trips to /clock; the one with the shortest trip bounds the error by half its length): median ${num(l.clocks.offsetMs.median, 2)} ms (${num(l.clocks.offsetMs.min, 2)} to ${num(l.clocks.offsetMs.max, 2)}), shortest round trip median ${num(l.clocks.rttMs.median, 2)} ms, so the two clocks agree to a fraction of a millisecond and the offset corrects the rest. With the server in the page, every stamp is the page's.`,
    "",
    ...latencyTable(l),
    "",
    ...missed(l),
    "#### Where the time goes",
    "",
    "The steps between, each from stamps taken where it happens: the server's transport (bench/relay/server.ts), the elicit function the client was given (bench/relay/timed.ts), and in the page, the relay's stream bytes arriving (before the page's connection parses them), the dialog committed to the DOM, the answer's POST leaving (bench/relay/page/main.tsx); on the host, the POST reaching its handler (its headers read) and its body read to the end (bench/relay/host.ts); with the relay in a Worker, the request's message reaching the page and the answer's post leaving it (bench/relay/page/main.tsx), and that post reaching the worker, before the relay reads it (bench/relay/page/worker.ts). Medians of each step; they need not add up to the median of the whole.",
    "",
    `*${scenarioNames.first}*`,
    "",
    ...stepsTable(l, "first"),
    "",
    `*${scenarioNames.later}*`,
    "",
    ...stepsTable(l, "later"),
    "",
    ...answerSummary(l, s),
    `Chromium's round trips from the page to the host on loopback, medians of ${l.roundTrips.get.count} each (range): a GET ${ms(l.roundTrips.get, 2)} ms, a POST of an answer ${ms(l.roundTrips.post, 2)} ms, the same POST with \`keepalive\` (as the page's connection sends answers, src/host/relay/connectRelay.ts) ${ms(l.roundTrips.keepalive, 2)} ms.`,
    "",
    `The relay's own time in Node, with nothing else pending (bench/relay/single.ts, ${s.single!.answerInProcess.count} requests each): an elicit call to its event read from the stream in process ${ms(s.single!.deliveryInProcess, 2)} ms; an answer handed to \`relay.handle\` as a Request to the MCP-side promise resolving ${ms(s.single!.answerInProcess, 2)} ms; the same answer posted over HTTP on loopback with Node's fetch ${ms(s.single!.answerOverHttp, 2)} ms.`,
    "",
    control
      ? `What timing the page's steps costs: the relay in memory with the page timing none of them (no watch on the stream, no observer; only the first frame and the click), ${l.runs} runs interleaved with the others: sent → first frame ${ms(control.first.open!)} ms at the page's first request and ${ms(control.later.open!)} ms later (timed: ${num(watched.first.open!.median)} and ${num(watched.later.open!.median)}); Submit → server ${ms(control.first.answer!)} and ${ms(control.later.answer!)} ms (timed: ${num(watched.first.answer!.median)} and ${num(watched.later.answer!.median)}).`
      : "",
    "",
    "### Latency over a message channel: the relay in a Worker",
    "",
    `The relay in a Worker: the same MCP server and SDK client, beside each other in memory, and the relay, in a dedicated Worker the page starts (bench/relay/page/worker.ts): \`relay.connect(fromMessagePort(self))\`, the client given \`relay.elicitFor("default")\` with \`registerElicitationHandler\`; the page's provider holds \`<ElicitationRelayClient channel={fromMessagePort(worker)}>\`, its channel made once. Against the in-page client in memory above (the server beside the client in the page, given \`useElicitation()\`), interleaved with every other variant in the same ${l.runs} runs, so that it runs before the in-page client in half the runs and after it in the other half. The two durations are taken as above, from the worker's server's transport; the page's stamps are read on the worker's clock through an offset each page measures over postMessage (40 round trips; median ${num(l.workerClocks.offsetMs.median, 2)} ms, ${num(l.workerClocks.offsetMs.min, 2)} to ${num(l.workerClocks.offsetMs.max, 2)}; shortest round trip median ${num(l.workerClocks.rttMs.median, 2)} ms). The target is ${CHANNEL_LATENCY_LIMIT.toFixed(2)}× the in-page time, or, where one postMessage round trip is more than that allows over the in-page time, ${CHANNEL_LATENCY_LIMIT.toFixed(2)}× plus that round trip: the round trip of the message that crosses on the way, a request event's size to open, an answer's to answer.`,
    "",
    `postMessage round trips, page → Worker → page, in one page after the runs, medians of ${l.messageRoundTrips.small.count} each (range): a message the size of an answer's post ${ms(l.messageRoundTrips.small, 3)} ms; one the size of a request's event (the 10-field form) ${ms(l.messageRoundTrips.request, 3)} ms. Chromium's clock ticks in tenths of a millisecond in a page that is not cross-origin isolated, so these and the clock offset are good to about 0.1 ms.`,
    "",
    ...channelLatencyTable(l),
    "",
    ...missed(l, channelLatencyTargets),
    ...channelAnswerSummary(l),
    `The relay judges every answer against its request's \`requestedSchema\` before taking it (src/relay/judge.ts), compiling the schema the first time it judges one. What that costs unprepared: in each worker page after its two requests, an answer judged against the bench's form with a description of its own (a schema that worker had not seen) took ${ms(l.workerJudge.newSchema, 1)} ms, and against it again ${ms(l.workerJudge.again, 2)} ms (medians of ${l.workerJudge.newSchema.count} pages); in a fresh worker, the validator's first use comes on top. So the relay prepares each request's judgement 250 ms after sending it to a page (src/relay/pages.ts), while the person reads it: the post reaching the worker → the worker's elicit function resolved takes ${num(l.timings["worker-memory"]!.first["answer: post reaches the worker → its elicit resolved"]?.median ?? Number.NaN, 2)} ms at the page's first request, in a fresh worker, and ${num(l.timings["worker-memory"]!.later["answer: post reaches the worker → its elicit resolved"]?.median ?? Number.NaN, 2)} ms later.`,
    "",
    "### Scale, one process, memory store",
    "",
    `${n} pending requests over ${s.audiences} audiences (request *i* for audience *i* mod ${s.audiences}), the existing bench's 10-field form each, in one Node process with the relay on its memory store (bench/relay/scale.ts). Each audience has its stream open over HTTP on loopback, read raw with the relay's parser (bench/relay/people.ts). The MCP side calls each audience's elicit function from \`relay.elicitFor\`, made once per audience as a host makes one per client (bench/relay/asker.ts). *Delivery*: from that call to the request's event arriving on its stream. The requests go all at once, then one at a time (each after the last arrived); after each batch has arrived, every request is answered twice at once, with two different answers. *Checks*: each stream received exactly its audience's requests and none of another's; each MCP-side promise settled once, with the answer the relay took; exactly one of each request's two answers was taken and the other refused with 409.`,
    "",
    ...roundsTable(s.rounds),
    "",
    `Heap (\`--expose-gc\`, \`heapUsed\` after collecting): ${mb(s.heap.beforeBytes)} with every stream open and nothing pending; ${mb(s.heap.pendingBytes)} with the ${n} pending and delivered; their params' JSON comes to ${bytes(s.heap.paramsBytes)} (${bytes(s.heap.paramsBytes / s.requests)} each), so each pending request takes **${bytes(s.heap.perRequestBytes)}** beyond its params' JSON size. That includes what the caller holds (each call's promise) and the reader's copy of each id (people.ts). The params themselves, as objects, take ${bytes(s.heap.paramsObjectBytes)} of heap each (measured alone, ${n} of them), more than their JSON: so the relay's own cost per request beyond the params object is about ${bytes(s.heap.perRequestBytes + s.heap.paramsBytes / s.requests - s.heap.paramsObjectBytes)}. ${afterAnswers(s)}`,
    "",
    ...channelScaleSection(r.channelScale, s),
    "### Scale, two processes on Redis",
    "",
    `The same ${n} requests over ${redis.audiences} audiences, the MCP side in one Node process (a relay instance that holds every request and serves no page, bench/relay/redis.ts), the streams and the answers on a second (another instance on the same store, with the people's side, bench/relay/redisPages.ts), both on one redis-server ${redis.redisVersion} the run starts on loopback (test/redisServer.ts) through \`redisStore(client)\` with node-redis. Delivery is read on the first process's clock: the second's arrival times less the offset measured between them over Node's IPC channel (${num(redis.clock.offsetMs, 3)} ms, shortest round trip ${num(redis.clock.rttMs, 3)} ms). Same checks as above.`,
    "",
    ...roundsTable(redis.rounds),
    "",
    ...clusterSection(r.cluster, r.machine.cores),
    END,
  ].join("\n");
}
