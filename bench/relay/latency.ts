// Latency, side by side in one run: the relay (the MCP server, its client and the relay in the host's Node
// process, host.ts; the page connected with <ElicitationRelayClient> over real HTTP on loopback) against the same
// client in the page (page/main.tsx), each with the server's link to its client in memory and over Streamable
// HTTP. Each run opens a fresh page per variant, the variants interleaved (the order turns each run) so drift on
// a shared machine hits all alike, and times two requests in it: the page's first (half a second after it
// loaded, as the existing bench's "first request") and a later one. Two durations, each on one clock: from the
// server handing `elicitation/create` to its transport to the first painted frame showing the request, and from
// the click on Submit to the answer reaching the server's transport. The page's times are read on the host's
// clock through an offset measured in the same page (clock.ts); with the server in the page, all are the page's.
// The worker variant holds the server, its client and the relay in a dedicated Worker (page/worker.ts), the page
// connected over the worker's channel: its stamps are the worker's, the page's read on the worker's clock through
// an offset measured over postMessage; its in-page counterpart is page-memory (the server beside its client).
import { fork } from "node:child_process";
import { resolve } from "node:path";
import { chromium, type Browser } from "playwright";
import { launchOptions } from "../../browser.config.ts";
import { fieldTitle } from "../page/schema.ts";
import type { HostStamps } from "./host.ts";
import type { PageStamps } from "./page/main.tsx";
import { summarize, type Summary } from "./stats.ts";

export const variants = [
  { name: "relay-memory", mode: "relay", link: "memory", watch: true },
  { name: "page-memory", mode: "page", link: "memory", watch: true },
  { name: "relay-http", mode: "relay", link: "http", watch: true },
  { name: "page-http", mode: "page", link: "http", watch: true },
  // Three places after page-memory: as the order turns, it runs before page-memory in half the runs, after it in the other half.
  { name: "worker-memory", mode: "worker", link: "memory", watch: true },
  // A control: the page times none of its own steps (page/main.tsx's ?watch=0), to show what timing them costs.
  { name: "relay-memory-unwatched", mode: "relay", link: "memory", watch: false },
] as const;
export type Variant = (typeof variants)[number];
export const scenarios = ["first", "later"] as const;
export type Scenario = (typeof scenarios)[number];

/** How long a page is idle before its first request: the provider's warm-up, as the existing bench waits. */
const IDLE_MS = 500;
/** Between seeing the form and clicking Submit: the validator loads after the first frame; a person takes longer. */
const SETTLE_MS = 300;

/** One request's times, in milliseconds: the two durations and the steps they are made of. */
export type Timing = Record<string, number>;

export interface LatencyResults {
  runs: number;
  warmups: number;
  chromium: string;
  /** Each page's clock offset to the host's, and the round trip that bounds its error. */
  clocks: { offsetMs: Summary; rttMs: Summary };
  /** The same for the worker variant: each page's clock offset to its worker's, over postMessage. */
  workerClocks: { offsetMs: Summary; rttMs: Summary };
  /** By variant, then scenario: every step's summary over the runs. */
  timings: Record<string, Record<Scenario, Record<string, Summary>>>;
  /** The page's round trips to the host, in one page after the runs: what one exchange over loopback costs in Chromium. */
  roundTrips: Record<"get" | "post" | "keepalive", Summary>;
  /** postMessage round trips from one page to its worker and back, after the runs: a small message (an answer's size) and a request event's size. */
  messageRoundTrips: Record<"small" | "request", Summary>;
  /** In each worker variant's page after its two requests: the relay's judge on a schema the worker has not seen, and on it again. */
  workerJudge: Record<"newSchema" | "again", Summary>;
}

const program = (name: string) => resolve(import.meta.dirname, `${name}.js`);

/** A step that never ends would hang the run: name it and fail instead. */
function within<T>(what: string, promise: Promise<T>, ms = 30_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function startHost() {
  const child = fork(program("host"), { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const url = await within(
    "the host's start",
    new Promise<string>((resolve, reject) => {
      child.once("message", (message) => resolve((message as { url: string }).url));
      child.once("exit", (code) => reject(new Error(`host.ts exited with ${code}`)));
    }),
  );
  const control = async <T>(action: string, params: Record<string, string>): Promise<T> => {
    const response = await fetch(`${url}/control/${action}?${new URLSearchParams(params)}`, { method: "POST" });
    if (!response.ok) throw new Error(`control ${action}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return { url, control, stop: () => new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.disconnect())) };
}

type Host = Awaited<ReturnType<typeof startHost>>;

/** The steps of one request, on one clock, from what the host and the page recorded. */
function steps(variant: Variant, page: PageStamps, host: HostStamps, offsetMs: number): Timing {
  // With the server in the page, every stamp is the page's; otherwise the page's are moved to the host's clock.
  const inPage = variant.mode === "page" && variant.link === "memory";
  const p = (t?: number) => (t === undefined ? Number.NaN : inPage ? t : t + offsetMs);
  const client = variant.mode === "page" ? page : host;
  const own = (t?: number) => (t === undefined ? Number.NaN : variant.mode === "page" ? p(t) : t);
  const sentAt = inPage ? page.sentAt! : host.sentAt!;
  const answeredAt = inPage ? page.answeredAt! : host.answeredAt!;
  const timing: Timing = {
    open: p(page.paintedAt) - sentAt,
    answer: answeredAt - p(page.clickAt),
    "open: server sends → client's elicit called": own(client.elicitAt) - sentAt,
    "open: first frame committed → painted": p(page.paintedAt) - p(page.committedAt),
    "answer: elicit resolved → server receives": answeredAt - own(client.resolvedAt),
  };
  if (variant.mode === "worker") {
    timing["open: worker's elicit called → message reaches the page"] = p(page.streamAt) - host.elicitAt!;
    timing["open: message reaches the page → dialog committed"] = p(page.committedAt) - p(page.streamAt);
    timing["answer: click → post leaves the page"] = p(page.postAt) - p(page.clickAt);
    timing["answer: post leaves → reaches the worker"] = host.postAt! - p(page.postAt);
    timing["answer: post reaches the worker → its elicit resolved"] = host.resolvedAt! - host.postAt!;
  } else if (variant.mode === "relay") {
    timing["open: host's elicit called → event reaches the page"] = p(page.streamAt) - host.elicitAt!;
    timing["open: event reaches the page → dialog committed"] = p(page.committedAt) - p(page.streamAt);
    timing["answer: click → POST leaves the page"] = p(page.postAt) - p(page.clickAt);
    timing["answer: POST leaves → reaches the host"] = host.postAt! - p(page.postAt);
    timing["answer: POST reaches the host → its body read"] = host.bodyAt! - host.postAt!;
    timing["answer: body read → host's elicit resolved"] = host.resolvedAt! - host.bodyAt!;
  } else {
    timing["open: page's elicit called → dialog committed"] = p(page.committedAt) - own(client.elicitAt);
    timing["answer: click → page's elicit resolved"] = own(client.resolvedAt) - p(page.clickAt);
  }
  // A step whose stamps this variant does not take (the control times none of the page's) is left out.
  return Object.fromEntries(Object.entries(timing).filter(([, ms]) => Number.isFinite(ms)));
}

async function measurePage(browser: Browser, host: Host, variant: Variant, user: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "user", value: user, url: host.url }]);
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`${variant.name}: ${error.message}`));
  try {
    await page.goto(`${host.url}/?mode=${variant.mode}&link=${variant.link}${variant.watch ? "" : "&watch=0"}`);
    await page.waitForFunction(() => "relayBench" in window);
    await within(`${variant.name}: connect`, page.evaluate(() => window.relayBench.connected()));
    if (variant.mode === "relay") {
      await within(`${variant.name}: the relay's stream`, (async () => {
        while (!(await host.control<{ connected: boolean }>("stamps", { user })).connected) await new Promise((r) => setTimeout(r, 20));
      })());
    }
    await page.waitForTimeout(IDLE_MS);
    const clock = await page.evaluate(() => window.relayBench.calibrate());
    const timings = {} as Record<Scenario, Timing>;
    for (const scenario of scenarios) {
      await host.control("reset", { user });
      await page.evaluate(() => window.relayBench.arm());
      if (variant.mode === "relay") await host.control("ask", { user, link: variant.link });
      else await page.evaluate(() => window.relayBench.ask());
      await within(`${variant.name}: the request's first frame`, page.evaluate(() => window.relayBench.painted()));
      await page.getByLabel(fieldTitle(0)).fill("abc");
      await page.waitForTimeout(SETTLE_MS);
      await page.getByRole("button", { name: "Submit", exact: true }).click();
      const done =
        variant.mode === "relay"
          ? host.control<{ result: string }>("done", { user }).then((d) => d.result)
          : page.evaluate(() => window.relayBench.done());
      const result = await within(`${variant.name}: the answer`, done);
      const answered = JSON.parse((JSON.parse(result) as { text: string }[])[0]!.text) as { content?: { field_0?: string } };
      if (answered.content?.field_0 !== "abc") throw new Error(`${variant.name}: the server got ${result}`);
      const pageStamps = await page.evaluate(() => window.relayBench.stamps());
      const hostStamps: HostStamps =
        variant.mode === "worker" ? await page.evaluate(() => window.relayBench.workerStamps()) : (await host.control<{ stamps: HostStamps }>("stamps", { user })).stamps;
      timings[scenario] = steps(variant, pageStamps, hostStamps, clock.offsetMs);
      await page.evaluate(() => window.relayBench.settled());
      await page.waitForTimeout(SETTLE_MS);
    }
    const judge = variant.mode === "worker" ? await page.evaluate(() => window.relayBench.workerJudge()) : undefined;
    return { timings, clock, judge };
  } finally {
    await context.close();
    await host.control("end", { user });
  }
}

/** postMessage round trips from one page to its worker and back, the two sizes interleaved, `times` each. */
async function measureMessageRoundTrips(browser: Browser, host: Host, times: number): Promise<LatencyResults["messageRoundTrips"]> {
  const page = await browser.newPage();
  try {
    await page.goto(`${host.url}/?mode=worker&link=memory`);
    await page.waitForFunction(() => "relayBench" in window);
    await within("the worker's start", page.evaluate(() => window.relayBench.connected()));
    await page.waitForTimeout(IDLE_MS);
    const trips = await page.evaluate((n) => window.relayBench.messageRoundTrips(n), times);
    return { small: summarize(trips.small), request: summarize(trips.request) };
  } finally {
    await page.close();
  }
}

/** Round trips from one page to the host: a GET, a POST, a POST with keepalive, interleaved, `times` each. */
async function measureRoundTrips(browser: Browser, host: Host, times: number): Promise<LatencyResults["roundTrips"]> {
  const page = await browser.newPage();
  try {
    await page.goto(`${host.url}/?mode=page&link=memory`);
    await page.waitForFunction(() => "relayBench" in window);
    await page.waitForTimeout(IDLE_MS);
    const trips = await page.evaluate((n) => window.relayBench.roundTrips(n), times);
    return { get: summarize(trips.get), post: summarize(trips.post), keepalive: summarize(trips.keepalive) };
  } finally {
    await page.close();
  }
}

export async function measureLatency({ runs, warmups }: { runs: number; warmups: number }): Promise<LatencyResults> {
  const browser = await chromium.launch({ ...launchOptions(), headless: true });
  const host = await startHost();
  const collected: Record<string, Record<Scenario, Timing[]>> = {};
  const offsets: number[] = [];
  const rtts: number[] = [];
  const judges = { newSchema: [] as number[], again: [] as number[] };
  const workerOffsets: number[] = [];
  const workerRtts: number[] = [];
  try {
    for (let run = -warmups; run < runs; run++) {
      const turn = ((run % variants.length) + variants.length) % variants.length;
      for (const variant of [...variants.slice(turn), ...variants.slice(0, turn)]) {
        const { timings, clock, judge } = await measurePage(browser, host, variant, `run${run + warmups}-${variant.name}`);
        if (run < 0) continue;
        if (judge) {
          judges.newSchema.push(judge.newSchema);
          judges.again.push(judge.again);
        }
        (variant.mode === "worker" ? workerOffsets : offsets).push(clock.offsetMs);
        (variant.mode === "worker" ? workerRtts : rtts).push(clock.rttMs);
        const byScenario = (collected[variant.name] ??= { first: [], later: [] });
        for (const scenario of scenarios) byScenario[scenario].push(timings[scenario]);
      }
      console.log(run < 0 ? `latency: warm-up ${run + warmups + 1} of ${warmups}` : `latency: run ${run + 1} of ${runs}`);
    }
    // 100 each in a full run; fewer in a short one.
    const roundTrips = await measureRoundTrips(browser, host, Math.min(100, Math.max(10, runs * 4)));
    const messageRoundTrips = await measureMessageRoundTrips(browser, host, Math.min(100, Math.max(10, runs * 4)));
    const summarizeAll = (list: Timing[]) => Object.fromEntries(Object.keys(list[0] ?? {}).map((step) => [step, summarize(list.map((t) => t[step]!))]));
    return {
      runs,
      warmups,
      chromium: browser.version(),
      clocks: { offsetMs: summarize(offsets), rttMs: summarize(rtts) },
      workerClocks: { offsetMs: summarize(workerOffsets), rttMs: summarize(workerRtts) },
      roundTrips,
      messageRoundTrips,
      workerJudge: { newSchema: summarize(judges.newSchema), again: summarize(judges.again) },
      timings: Object.fromEntries(
        Object.entries(collected).map(([name, byScenario]) => [name, { first: summarizeAll(byScenario.first), later: summarizeAll(byScenario.later) }]),
      ),
    };
  } finally {
    await host.stop();
    await browser.close();
  }
}
