// `npm run bench:trace`: where a mount's main-thread time goes, from Chromium's own trace, for the rows the
// benchmark's targets are hardest on. Each option's mount is traced in a fresh page (runs interleaved); the
// trace's events on the page's main thread, from `root.render()` to the painted frame, are summed by what
// they are (compiling script, running it, style, layout, paint, garbage collection) as self time.
// Tracing slows script down, so these times are longer than bench/RESULTS.md's; they show proportions.
// Then the same rows untraced for three more floors (the hand-written form on react-hook-form, in a native
// modal dialog, and both): what the timing targets are up against. Then which of this library's code at start
// runs by the time the first request has shown (coverage.ts): what the size targets are up against.
// Writes bench/TRACES.md (BENCH_OUT as for the benchmark).
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { test, type Browser } from "@playwright/test";
import type { Mount } from "./page/main.tsx";
import { coverStart, type OwnCoverage } from "./coverage.ts";
import { measureMount } from "./measure.ts";
import { stat } from "./stat.ts";

const runs = Number(process.env.BENCH_RUNS ?? 7);
const outDir = resolve(import.meta.dirname, process.env.BENCH_OUT ?? ".");
const options = ["handwritten", "handwritten-rhf", "handwritten-dialog", "handwritten-rhf-dialog", "elicitation-form", "elicitation-dialog", "rjsf"];
const names: Record<string, string> = {
  "handwritten": "hand-written (floor)",
  "handwritten-rhf": "hand-written on react-hook-form",
  "handwritten-dialog": "hand-written in a modal `<dialog>`",
  "handwritten-rhf-dialog": "hand-written on react-hook-form, in a modal `<dialog>`",
  "elicitation-form": "`<ElicitationForm>`",
  "elicitation-dialog": "`<ElicitationDialog>`",
  "rjsf": "rjsf + validator-ajv8",
};
/** The traced rows: the page's first request at load (to its first frame), and a first request's whole form. */
const cases = [
  { title: "First request at page load, 10 fields, to the first frame", size: 10, cold: true, until: "firstFrameMs" as const },
  { title: "First request, 100 fields, to every field painted", size: 100, cold: false, until: "completeMs" as const },
];
/** Trace event names by what they are; the rest is "other". */
const groups: [string, RegExp][] = [
  ["compile script", /^V8\.(Compile|Parse|.*Deserialize|FlushInstructionCache)|^v8\.compile|^FlushInstructionCache/],
  ["run script", /^(FunctionCall|RunMicrotasks|EvaluateScript|TimerFire|FireAnimationFrame|EventDispatch|v8\.run|V8\.Execute|V8\.BytecodeBudgetInterrupt)/],
  ["garbage collection", /GC|Scavenge|MinorGC|MajorGC/],
  ["style", /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)/],
  ["layout", /^(Layout|UpdateLayout|IntersectionObserverController)/],
  ["paint", /^(Paint|PrePaint|Layerize|Commit|UpdateLayer|CompositeLayers|RasterTask)/],
];
const groupNames = [...groups.map(([name]) => name), "other"];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/** Self time (ms) per group on the main thread between `from` and `to` (µs). */
function byGroup(events: TraceEvent[], pid: number, tid: number, from: number, to: number): Record<string, number> {
  const spans = events
    .filter((e) => e.ph === "X" && e.pid === pid && e.tid === tid && e.ts >= from && e.ts < to && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const childTime = new Map<TraceEvent, number>();
  const open: TraceEvent[] = [];
  for (const span of spans) {
    while (open.length && open.at(-1)!.ts + open.at(-1)!.dur! <= span.ts) open.pop();
    const parent = open.at(-1);
    if (parent) childTime.set(parent, (childTime.get(parent) ?? 0) + span.dur!);
    open.push(span);
  }
  const totals: Record<string, number> = Object.fromEntries(groupNames.map((g) => [g, 0]));
  // The task wrappers are where the scheduler runs: their self time is neither script nor rendering.
  for (const span of spans) {
    const self = Math.max(0, span.dur! - (childTime.get(span) ?? 0)) / 1000;
    const group = groups.find(([, pattern]) => pattern.test(span.name))?.[0] ?? "other";
    totals[group]! += self;
  }
  return totals;
}

async function traceOne(browser: Browser, option: string, size: number, cold: boolean, until: "firstFrameMs" | "completeMs") {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`/?option=${option}&size=${size}${cold ? "&cold" : ""}`);
    await page.waitForFunction(() => "bench" in window);
    if (!cold) await page.waitForTimeout(500);
    const cdp = await page.context().newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((done) => cdp.once("Tracing.tracingComplete", done));
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,v8,v8.execute,disabled-by-default-v8.compile,blink.user_timing,toplevel",
      transferMode: "ReportEvents",
    });
    const mount: Mount = await page.evaluate(() => window.bench.mount("first"));
    await cdp.send("Tracing.end");
    await complete;
    const mark = events.find((e) => e.name === "bench:render");
    if (!mark) throw new Error(`${option}: no bench:render mark in the trace`);
    return { ms: mount[until], groups: byGroup(events, mark.pid, mark.tid, mark.ts, mark.ts + mount[until] * 1000) };
  } finally {
    await page.close();
  }
}

/** This library's code in the page at start, and what of it ran by the time the page's first request had shown. */
async function coverOne(browser: Browser, option: string): Promise<OwnCoverage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const stop = await coverStart(page);
    await page.goto(`/?option=${option}&size=10&cold`);
    await page.waitForFunction(() => "bench" in window);
    await page.evaluate(() => window.bench.mount("first"));
    return await stop();
  } finally {
    await page.close();
  }
}

/** The traced rows again, untraced and measured as `npm run bench` measures a mount: each option ÷ hand-written and ÷ rjsf. */
async function floorLines(browser: Browser): Promise<string[]> {
  const lines = [
    "## The floors under the timing targets",
    "",
    "The rows above, untraced and measured as `npm run bench` measures them (twice the runs, interleaved; medians and ranges). Three more floors beside the hand-written one: *on react-hook-form* is the same form with each field's value held by react-hook-form's `useController`, as this library's fields were held until its form session held them; *in a modal `<dialog>`* is the same form in a native modal dialog opened with `showModal()`, as `<ElicitationDialog>` opens; the third is both. What a floor costs over the hand-written form is what any form built that way pays before a line of this library runs: a target ÷ hand-written below it cannot be met by building that way.",
    "",
  ];
  for (const { title, size, cold, until } of cases) {
    const times: Record<string, number[]> = {};
    // Twice the runs: these ratios are read on their own, where the benchmark's sit beside each other.
    for (let run = 0; run < 2 * runs; run++) {
      for (const option of options) (times[option] ??= []).push((await measureMount(browser, option, size, cold ? "cold" : "first"))[until]);
    }
    const floor = median(times.handwritten!);
    const rjsf = median(times.rjsf!);
    lines.push(`### ${title}`, "", "| option | ms: median (range) | ÷ hand-written | ÷ rjsf |", "|---|---|---|---|");
    for (const option of options) {
      const ms = median(times[option]!);
      const range = `${Math.min(...times[option]!).toFixed(1)}–${Math.max(...times[option]!).toFixed(1)}`;
      lines.push(`| ${names[option]} | ${ms.toFixed(1)} (${range}) | ${(ms / floor).toFixed(2)}× | ${(ms / rjsf).toFixed(2)}× |`);
    }
    lines.push("");
    console.log(`${title}: floors measured`);
  }
  return lines;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function coverageLines(option: string, own: OwnCoverage): string[] {
  const rows = [...own].map(([source, { bytes, ran }]) => ({ source, bytes, ran }));
  const bytes = rows.reduce((sum, row) => sum + row.bytes, 0);
  const ran = rows.reduce((sum, row) => sum + row.ran, 0);
  // The modules with the most code that did not run: where loading on demand could still take bytes away.
  const idle = rows.filter((row) => row.bytes - row.ran >= 256).sort((a, b) => b.bytes - b.ran - (a.bytes - a.ran));
  return [
    `### ${names[option]}`,
    "",
    `${kib(bytes)} KiB of this library's minified code at start, in ${rows.length} modules; ${kib(ran)} KiB of it (${((100 * ran) / bytes).toFixed(0)}%) ran. Modules with at least 0.25 KiB that did not run:`,
    "",
    "| module | minified KiB | did not run, KiB | ran |",
    "|---|---|---|---|",
    ...idle.map((row) => `| \`${row.source}\` | ${kib(row.bytes)} | ${kib(row.bytes - row.ran)} | ${((100 * row.ran) / row.bytes).toFixed(0)}% |`),
    "",
  ];
}

const median = (values: number[]) => stat(values).median;

test("trace", async ({ browser }) => {
  const lines = [
    "# Where a mount's time goes",
    "",
    `Written by \`npm run bench:trace\` on ${new Date().toISOString().slice(0, 10)}: Chromium ${browser.version()}, ${runs} traced runs per option, medians.`,
    "Main-thread self time from Chromium's trace, from `root.render()` to the painted frame, by what the time was spent on. Tracing slows script, so the totals are longer than in RESULTS.md; the split is what this file is for.",
    "",
  ];
  for (const { title, size, cold, until } of cases) {
    const traced: Record<string, { ms: number; groups: Record<string, number> }[]> = {};
    for (let run = 0; run < runs; run++) {
      for (const option of options) (traced[option] ??= []).push(await traceOne(browser, option, size, cold, until));
      console.log(`${title}: run ${run + 1} of ${runs}`);
    }
    lines.push(`## ${title}`, "", `| option | mount, ms | ${groupNames.join(" | ")} |`, `|---|---|${groupNames.map(() => "---").join("|")}|`);
    const floor = Object.fromEntries(groupNames.map((g) => [g, median(traced.handwritten!.map((t) => t.groups[g]!))]));
    for (const option of options) {
      const cells = groupNames.map((g) => {
        const ms = median(traced[option]!.map((t) => t.groups[g]!));
        return option === "handwritten" ? ms.toFixed(1) : `${ms.toFixed(1)} (${ms - floor[g]! >= 0 ? "+" : ""}${(ms - floor[g]!).toFixed(1)})`;
      });
      lines.push(`| ${names[option]} | ${median(traced[option]!.map((t) => t.ms)).toFixed(1)} | ${cells.join(" | ")} |`);
    }
    lines.push("", "In brackets: more (+) or less (−) than the hand-written floor.", "");
  }
  lines.push(...(await floorLines(browser)));
  lines.push(
    "## This library's code at start, and what of it the first request runs",
    "",
    "The page's first request at load, 10 fields, as above: Chromium's precise coverage of the page's start chunks, from loading the page until the request has shown (its first frame, and the effects right after it), each minified byte mapped to its source file by the build's source map. The benchmark page imports `<ElicitationForm>`, `<ElicitationDialog>` and `warmUpElicitation` together, so each option's page carries the code of both; code that runs when a module loads (a catalogue's strings, a rule list) counts as run.",
    "",
  );
  for (const option of ["elicitation-form", "elicitation-dialog"]) lines.push(...coverageLines(option, await coverOne(browser, option)));
  writeFileSync(resolve(outDir, "TRACES.md"), `${lines.join("\n")}\n`);
});
