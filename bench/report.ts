// Turns the figures into bench/RESULTS.md: tables with ratios to the hand-written floor and to each peer,
// and the issue's targets, each marked met or missed.
import type { Sizes } from "./sizes.ts";

export interface Stat {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

export interface Results {
  date: string;
  machine: Record<string, string | number>;
  versions: Record<string, string>;
  runs: number;
  sizes: Sizes;
  mount: Record<number, Record<string, MountResult>>;
  typing: Record<number, Record<string, { taskMsPerKey: Stat; latencyMs: Stat; rendersPerKey: number; keptEveryKey: boolean }>>;
  compiles: Record<string, number>;
  /** How many requests with one schema the compilation count covers. */
  requestsPerSchema: number;
  /** `<ElicitationDialog>`, later request: a plain 10-field request and hostile ones (bench/page/hostile.ts). */
  hostile?: Record<string, { firstFrame: Stat; complete: Stat }>;
}

/** How much longer than a plain request a hostile one may take to open: the same order of magnitude. */
export const HOSTILE_LIMIT = 10;
export const hostileNames: Record<string, string> = {
  plain: "plain request, 10 fields",
  markup: "markup, script, bidi and zero-width characters in every text, the server's name included",
  megabyte: "a 1 MB message",
  options: "a select of 10,000 titled options, and the 10 fields",
  fields: "1,000 fields",
};

/** The scenarios a mount is measured in (measure.ts says what each is), and their names in the report. */
const scenarioNames = { cold: "first request at page load", first: "first request", later: "later request" } as const;
export type Scenario = keyof typeof scenarioNames;
export const scenarios = Object.keys(scenarioNames) as Scenario[];

/** In each scenario: to the first painted frame and to every field painted. */
export type MountResult = Record<Scenario, { firstFrame: Stat; complete: Stat }> & { compilesBeforePaint: number };

export function stat(runs: number[]): Stat {
  const sorted = [...runs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)!, runs };
}

const names: Record<string, string> = {
  "handwritten": "hand-written (floor)",
  "elicitation-form": "`<ElicitationForm>`",
  "elicitation-dialog": "`<ElicitationDialog>`",
  "rjsf": "rjsf + validator-ajv8",
  "jsonforms": "JSON Forms vanilla",
};
const ours = ["elicitation-form", "elicitation-dialog"];

const ms = (s: Stat, digits = 1) => `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface Target {
  name: string;
  measured: string;
  limit: string;
  met: boolean;
}

function targets(r: Results): Target[] {
  const list: Target[] = [];
  const sizesRun = Object.keys(r.mount).map(Number);
  const largest = Math.max(...sizesRun);
  for (const size of sizesRun) {
    for (const option of ours) {
      const m = r.mount[size]![option]!;
      for (const scenario of scenarios) {
        const ms = m[scenario].firstFrame.median;
        const floor = r.mount[size]!.handwritten![scenario].firstFrame.median;
        list.push({ name: `Mount (${scenarioNames[scenario]}), ${size} fields, ${names[option]} ÷ hand-written`, measured: ratio(ms, floor), limit: "≤ 1.30×", met: ms <= 1.3 * floor });
      }
      list.push({ name: `Compilations before the first frame, ${size} fields, ${names[option]}`, measured: String(m.compilesBeforePaint), limit: "0", met: m.compilesBeforePaint === 0 });
    }
  }
  if (r.mount[100]) {
    for (const option of ours)
      for (const scenario of scenarios)
        for (const peer of ["rjsf", "jsonforms"]) {
          const speedup = r.mount[100][peer]![scenario].firstFrame.median / r.mount[100][option]![scenario].firstFrame.median;
          list.push({ name: `Mount (${scenarioNames[scenario]}), 100 fields, ${names[peer]} ÷ ${names[option]}`, measured: `${speedup.toFixed(2)}×`, limit: "≥ 2.00×", met: speedup >= 2 });
        }
  }
  for (const option of ours) {
    const t = r.typing[largest]![option]!;
    const floor = r.typing[largest]!.handwritten!.taskMsPerKey.median;
    list.push({ name: `Components re-rendered per keystroke, ${largest} fields, ${names[option]}`, measured: String(t.rendersPerKey), limit: "≤ 2", met: t.rendersPerKey <= 2 });
    list.push({ name: `Main-thread time per keystroke, ${largest} fields, ${names[option]} ÷ hand-written`, measured: ratio(t.taskMsPerKey.median, floor), limit: "≤ 1.20×", met: t.taskMsPerKey.median <= 1.2 * floor });
    list.push({ name: `Compilations for ${r.requestsPerSchema} requests with one schema, ${names[option]}`, measured: String(r.compiles[option]), limit: "≤ 1", met: r.compiles[option]! <= 1 });
  }
  for (const [name, h] of Object.entries(r.hostile ?? {})) {
    if (name === "plain") continue;
    const times = h.firstFrame.median / r.hostile!.plain!.firstFrame.median;
    list.push({ name: `Hostile request opens, ${hostileNames[name]}, ÷ plain`, measured: `${times.toFixed(2)}×`, limit: `≤ ${HOSTILE_LIMIT.toFixed(2)}×`, met: times <= HOSTILE_LIMIT });
  }
  const { apps, own } = r.sizes;
  list.push({ name: "This library's own code (every export, minified, no dependencies)", measured: kib(own.all), limit: "≤ 10.0 KiB", met: own.all <= 10 * 1024 });
  const rjsfAdds = apps.rjsf!.total - apps.react!.total;
  for (const option of ours) {
    const adds = apps[option]!.total - apps.react!.total;
    list.push({ name: `App size over React, ${names[option]} ÷ rjsf's`, measured: ratio(adds, rjsfAdds), limit: "≤ 0.50×", met: adds <= rjsfAdds / 2 });
  }
  return list;
}

function mountTable(r: Results, scenario: Scenario): string[] {
  const rows = [
    "| fields | option | first frame, ms: median (range) | ÷ hand-written | rjsf ÷ this | JSON Forms ÷ this | every field painted, ms | ÷ hand-written |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const [size, byOption] of Object.entries(r.mount)) {
    const of = (o: string) => byOption[o]![scenario];
    for (const [option, m] of Object.entries(byOption)) {
      const { firstFrame, complete } = m[scenario];
      rows.push(
        `| ${size} | ${names[option]} | ${ms(firstFrame)} | ${ratio(firstFrame.median, of("handwritten").firstFrame.median)} | ${ratio(of("rjsf").firstFrame.median, firstFrame.median)} | ${ratio(of("jsonforms").firstFrame.median, firstFrame.median)} | ${ms(complete)} | ${ratio(complete.median, of("handwritten").complete.median)} |`,
      );
    }
  }
  return rows;
}

function compilesBeforePaint(r: Results): string {
  const counts = Object.entries(r.mount).flatMap(([size, byOption]) => Object.entries(byOption).map(([o, m]) => `${names[o]} ${m.compilesBeforePaint} at ${size}`));
  return `Schema compilations before the first frame (most in any run): ${counts.join("; ")}.`;
}

function typingTable(r: Results): string[] {
  const rows = ["| fields | option | main-thread ms per key, median (range) | ÷ hand-written | keydown to frame, ms | ÷ hand-written | components re-rendered per key | kept every key |", "|---|---|---|---|---|---|---|---|"];
  for (const [size, byOption] of Object.entries(r.typing)) {
    const floor = byOption.handwritten!;
    for (const [option, t] of Object.entries(byOption)) {
      rows.push(`| ${size} | ${names[option]} | ${ms(t.taskMsPerKey, 2)} | ${ratio(t.taskMsPerKey.median, floor.taskMsPerKey.median)} | ${ms(t.latencyMs)} | ${ratio(t.latencyMs.median, floor.latencyMs.median)} | ${t.rendersPerKey} | ${t.keptEveryKey ? "yes" : "**no**"} |`);
    }
  }
  return rows;
}

function hostileTable(r: Results): string[] {
  const plain = r.hostile?.plain;
  if (!plain) return ["(not measured)"];
  const rows = ["| request | first frame, ms: median (range) | ÷ plain | every field painted, ms | ÷ plain |", "|---|---|---|---|---|"];
  for (const [name, h] of Object.entries(r.hostile!)) {
    rows.push(`| ${hostileNames[name]} | ${ms(h.firstFrame)} | ${ratio(h.firstFrame.median, plain.firstFrame.median)} | ${ms(h.complete)} | ${ratio(h.complete.median, plain.complete.median)} |`);
  }
  return rows;
}

function sizeTable(r: Results): string[] {
  const { apps } = r.sizes;
  const react = apps.react!.total;
  const rjsfAdds = apps.rjsf!.total - react;
  const rows = ["| app | JS | CSS | total | over React | ÷ rjsf's addition | loaded on demand |", "|---|---|---|---|---|---|---|"];
  for (const [app, s] of Object.entries(apps)) {
    const adds = s.total - react;
    rows.push(`| ${names[app] ?? "React alone"} | ${kib(s.js)} | ${kib(s.css)} | ${kib(s.total)} | ${app === "react" ? "" : kib(adds)} | ${app === "react" ? "" : ratio(adds, rjsfAdds)} | ${s.lazy ? kib(s.lazy) : ""} |`);
  }
  return rows;
}

export function renderReport(r: Results): string {
  const list = targets(r);
  return [
    "# Benchmark results",
    "",
    `Written by \`npm run bench\` on ${r.date.slice(0, 10)}: ${r.machine.cpu}, ${r.machine.cores} cores, ${r.machine.memoryGiB} GiB, Node ${r.machine.node}, Chromium ${r.machine.chromium} (headless).`,
    `Versions: ${Object.entries(r.versions).map(([n, v]) => `${n} ${v}`).join(", ")}.`,
    `Each timing is the median of ${r.runs} runs, each in a fresh page, the options interleaved; the range is the fastest and slowest run.`,
    "",
    "## Targets",
    "",
    "| target | measured | limit | met |",
    "|---|---|---|---|",
    ...list.map((t) => `| ${t.name} | ${t.measured} | ${t.limit} | ${t.met ? "yes" : "**no**"} |`),
    "",
    "## Mount",
    "",
    "From `root.render()` to the end of the first painted frame that shows the request (its first field), and to the first that shows every field: this library renders the fields below the first screenful (20) right after the first frame, in a transition. The host page is a chat already rendered by React. *First request at page load*: the page's first, the moment it has loaded, so the option's code runs for the first time. *First request*: the page's first, half a second after it loaded, as a chat's first request comes after a model has worked; in that time this library has run its form once, unseen (`warmUpElicitation()`, which the README asks a host to call at start-up and `<ElicitationProvider>` calls itself); the others have nothing to run then. *Later request*: the option has shown and closed one before. `<ElicitationDialog>` is a native modal: `showModal()` makes the rest of the page inert, which costs a style recalculation of the whole host page before the first frame (1.5 to 7 ms on this machine in a trace of a 10-field later request, about a third of that mount); the inline form and the hand-written form pay none, so at 10 fields the dialog's ratio carries it.",
    "",
    "### First request at page load",
    "",
    ...mountTable(r, "cold"),
    "",
    "### First request",
    "",
    ...mountTable(r, "first"),
    "",
    "### Later request",
    "",
    ...mountTable(r, "later"),
    "",
    compilesBeforePaint(r),
    "",
    "## Typing",
    "",
    "The empty form is submitted first, so errors show; then 20 keys go into a required text field in the middle (minimum length 3, letters only), one key per frame: its error appears and disappears four times. “Kept every key” says whether the field then holds exactly what was typed, in every run. Main-thread time is Chromium's TaskDuration over the 20 keys; the components are counted through React's DevTools hook in a separate run. The page waits a second before typing, so the work a mount leaves behind is not counted. This library's stylesheet gives each field `content-visibility: auto`; the hand-written form and the peers have no stylesheet of their own.",
    "",
    ...typingTable(r),
    "",
    "## Hostile requests",
    "",
    `\`<ElicitationDialog>\`, later request, from \`root.render()\` to the first painted frame showing the request, as under Mount. Each hostile request is the benchmark's form as a hostile server could send it (bench/page/hostile.ts); a run fails if any of its markup runs. The target: open within the same order of time as the plain request (≤ ${HOSTILE_LIMIT}×).`,
    "",
    ...hostileTable(r),
    "",
    "## Schema compilations",
    "",
    `Ajv compilations (meta-schemas excluded) in one page showing the same schema in ${r.requestsPerSchema} requests, one after another, each submitted once.`,
    "",
    "| option | compilations |",
    "|---|---|",
    ...Object.entries(r.compiles).map(([o, n]) => `| ${names[o]} | ${n} |`),
    "",
    "## Size",
    "",
    "gzip -9 of a minimal production app (Vite, minified) rendering the 10-field form with each option, after what the option asks a host to do at start-up (this library: `warmUpElicitation()`); React alone is the baseline. The totals are what a page loads to start: the entry chunk and what it imports. “Loaded on demand” is JavaScript behind a dynamic `import()`, not loaded unless needed: for this library, the interpreting validator a page loads only when its Content-Security-Policy refuses eval.",
    "",
    ...sizeTable(r),
    "",
    `This library's own code, minified, with every dependency left out: ${kib(r.sizes.own.all)} for every export, ${kib(r.sizes.own.dialog)} for \`ElicitationDialog\` alone, ${kib(r.sizes.own.form)} for \`ElicitationForm\` alone.`,
    "",
  ].join("\n");
}
