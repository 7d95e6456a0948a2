// Turns the figures into bench/RESULTS.md: tables with ratios to the hand-written floor and to each peer,
// and the targets, each marked met or missed.
import { sdkClients, sdkLines } from "./sdkApps.ts";
import type { Built, Sizes } from "./sizes.ts";

// The targets' limits. Ratios are medians of this library's option over another's unless they say otherwise.
/** First frame, first request at page load, ÷ hand-written: the option's code runs for the first time. */
const COLD_MOUNT_LIMIT = 1.5;
/** First frame, first and later request, ÷ hand-written. */
const MOUNT_LIMIT = 1.3;
/** First frame, first request at page load, 10 fields, ÷ rjsf + validator-ajv8. */
const COLD_MOUNT_VS_RJSF_LIMIT = 0.8;
/** Every field painted, first request, 100 fields, ÷ hand-written. */
const COMPLETE_LIMIT = 1.5;
/** Every field painted, first request, 100 fields, ÷ rjsf + validator-ajv8. */
const COMPLETE_VS_RJSF_LIMIT = 0.8;
/** First frame at 100 fields: how many times slower each peer must be (peer ÷ this library, at least). */
const PEER_SLOWDOWN_MIN = 2;
/** Main-thread time per keystroke at the largest size, ÷ hand-written. */
const TYPING_LIMIT = 1.2;
/** Components re-rendered per keystroke, at most. */
const RENDERS_PER_KEY_LIMIT = 2;
/** Schema compilations for several requests with one schema, at most. */
const COMPILES_LIMIT = 1;
/** Own code a page loads at start, gzip KiB, when it imports `ElicitationDialog` alone. */
const OWN_DIALOG_LIMIT_KIB = 15;
/** Own code a page loads at start, gzip KiB, when it imports `ElicitationForm` alone. */
const OWN_FORM_LIMIT_KIB = 15;
/** Own code a page loads at start, gzip KiB, when it imports every export. */
const OWN_ALL_LIMIT_KIB = 24;
/** What a minimal app adds over React, ÷ what rjsf + validator-ajv8 adds. */
const APP_SIZE_VS_RJSF_LIMIT = 0.45;

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

const atMost = (limit: number) => `≤ ${limit.toFixed(2)}×`;

/** A ratio target: met when `a / b` is within `limit`. */
function ratioTarget(name: string, a: number, b: number, limit: number): Target {
  return { name, measured: ratio(a, b), limit: atMost(limit), met: a / b <= limit };
}

function targets(r: Results): Target[] {
  const list: Target[] = [];
  const sizesRun = Object.keys(r.mount).map(Number);
  const largest = Math.max(...sizesRun);
  for (const size of sizesRun) {
    for (const option of ours) {
      const m = r.mount[size]![option]!;
      for (const scenario of scenarios) {
        const floor = r.mount[size]!.handwritten![scenario].firstFrame.median;
        const limit = scenario === "cold" ? COLD_MOUNT_LIMIT : MOUNT_LIMIT;
        list.push(ratioTarget(`Mount (${scenarioNames[scenario]}), ${size} fields, ${names[option]} ÷ hand-written`, m[scenario].firstFrame.median, floor, limit));
      }
      list.push({ name: `Compilations before the first frame, ${size} fields, ${names[option]}`, measured: String(m.compilesBeforePaint), limit: "0", met: m.compilesBeforePaint === 0 });
    }
  }
  if (r.mount[10]) {
    const rjsf = r.mount[10].rjsf!.cold.firstFrame.median;
    for (const option of ours) {
      list.push(ratioTarget(`Mount (${scenarioNames.cold}), 10 fields, ${names[option]} ÷ ${names.rjsf}`, r.mount[10][option]!.cold.firstFrame.median, rjsf, COLD_MOUNT_VS_RJSF_LIMIT));
    }
  }
  if (r.mount[100]) {
    for (const option of ours)
      for (const scenario of scenarios)
        for (const peer of ["rjsf", "jsonforms"]) {
          const slowdown = r.mount[100][peer]![scenario].firstFrame.median / r.mount[100][option]![scenario].firstFrame.median;
          list.push({ name: `Mount (${scenarioNames[scenario]}), 100 fields, ${names[peer]} ÷ ${names[option]}`, measured: `${slowdown.toFixed(2)}×`, limit: `≥ ${PEER_SLOWDOWN_MIN.toFixed(2)}×`, met: slowdown >= PEER_SLOWDOWN_MIN });
        }
    const complete = (option: string) => r.mount[100]![option]!.first.complete.median;
    for (const option of ours) {
      const name = `Every field painted (${scenarioNames.first}), 100 fields, ${names[option]}`;
      list.push(ratioTarget(`${name} ÷ hand-written`, complete(option), complete("handwritten"), COMPLETE_LIMIT));
      list.push(ratioTarget(`${name} ÷ ${names.rjsf}`, complete(option), complete("rjsf"), COMPLETE_VS_RJSF_LIMIT));
    }
  }
  for (const option of ours) {
    const t = r.typing[largest]![option]!;
    const floor = r.typing[largest]!.handwritten!.taskMsPerKey.median;
    list.push({ name: `Components re-rendered per keystroke, ${largest} fields, ${names[option]}`, measured: String(t.rendersPerKey), limit: `≤ ${RENDERS_PER_KEY_LIMIT}`, met: t.rendersPerKey <= RENDERS_PER_KEY_LIMIT });
    list.push(ratioTarget(`Main-thread time per keystroke, ${largest} fields, ${names[option]} ÷ hand-written`, t.taskMsPerKey.median, floor, TYPING_LIMIT));
    list.push({ name: `Compilations for ${r.requestsPerSchema} requests with one schema, ${names[option]}`, measured: String(r.compiles[option]), limit: `≤ ${COMPILES_LIMIT}`, met: r.compiles[option]! <= COMPILES_LIMIT });
  }
  for (const [name, h] of Object.entries(r.hostile ?? {})) {
    if (name === "plain") continue;
    list.push(ratioTarget(`Hostile request opens, ${hostileNames[name]}, ÷ plain`, h.firstFrame.median, r.hostile!.plain!.firstFrame.median, HOSTILE_LIMIT));
  }
  const { apps, own } = r.sizes;
  const ownTargets = [
    ["`ElicitationDialog` alone", own.dialog.start, OWN_DIALOG_LIMIT_KIB],
    ["`ElicitationForm` alone", own.form.start, OWN_FORM_LIMIT_KIB],
    ["every export", own.all.start, OWN_ALL_LIMIT_KIB],
  ] as const;
  for (const [what, bytes, limit] of ownTargets) {
    list.push({ name: `This library's own code loaded at start, ${what} (minified, no dependencies)`, measured: kib(bytes), limit: `≤ ${limit.toFixed(1)} KiB`, met: bytes <= limit * 1024 });
  }
  const rjsfAdds = apps.rjsf!.total - apps.react!.total;
  for (const option of ours) {
    list.push(ratioTarget(`App size over React, ${names[option]} ÷ rjsf's`, apps[option]!.total - apps.react!.total, rjsfAdds, APP_SIZE_VS_RJSF_LIMIT));
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
  const rows = ["| app | JS | CSS | total | over React | ÷ rjsf's addition | loaded on demand | everything, with on demand |", "|---|---|---|---|---|---|---|---|"];
  for (const [app, s] of Object.entries(apps)) {
    const adds = s.total - react;
    rows.push(`| ${names[app] ?? "React alone"} | ${kib(s.js)} | ${kib(s.css)} | ${kib(s.total)} | ${app === "react" ? "" : kib(adds)} | ${app === "react" ? "" : ratio(adds, rjsfAdds)} | ${s.lazy ? kib(s.lazy) : ""} | ${kib(s.total + s.lazy)} |`);
  }
  return rows;
}

function ownTable(r: Results): string[] {
  const { own } = r.sizes;
  const rows = ["| what the page imports | at start | on demand |", "|---|---|---|"];
  for (const [what, o] of [["`ElicitationDialog` alone", own.dialog], ["`ElicitationForm` alone", own.form], ["every export", own.all]] as const) {
    rows.push(`| ${what} | ${kib(o.start)} | ${kib(o.onDemand)} |`);
  }
  return rows;
}

const failed = (b: Built): b is { error: string } => "error" in b;

/** The SDK client alone and with this library, per line: what the library adds at start and on demand. */
function sdkTable(r: Results): string[] {
  const rows = ["| client | SDK alone, at start | SDK + this library, at start | this library adds at start | this library adds on demand |", "|---|---|---|---|---|"];
  for (const line of sdkLines) {
    const alone = r.sizes.sdk[`sdk-${line}`]!;
    const withLibrary = r.sizes.sdk[`sdk-${line}-library`]!;
    const client = `${line} (\`${sdkClients[line].pkg}\`)`;
    if (failed(alone) || failed(withLibrary)) {
      const cell = (b: Built) => (failed(b) ? `did not build: ${b.error.replaceAll("|", "\\|")}` : kib(b.total));
      rows.push(`| ${client} | ${cell(alone)} | ${cell(withLibrary)} | | |`);
      continue;
    }
    rows.push(`| ${client} | ${kib(alone.total)} | ${kib(withLibrary.total)} | ${kib(withLibrary.total - alone.total)} | ${kib(withLibrary.lazy - alone.lazy)} |`);
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
    "Where a target is missed, `npm run bench:trace` shows why ([TRACES.md](TRACES.md)): where the time goes, how far the floors of a form on react-hook-form and of a native modal already are from the hand-written one, and which of the code at start runs.",
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
    "The empty form is submitted first, so errors show; then 20 keys go into a required text field in the middle (minimum length 3, letters only), one key per frame: its error appears and disappears four times. “Kept every key” says whether the field then holds exactly what was typed, in every run. Main-thread time is Chromium's TaskDuration over the 20 keys; the components are counted through React's DevTools hook in a separate run. The page waits a second before typing, so the work a mount leaves behind is not counted. This library's stylesheet gives each group of 20 fields past the first 20 `content-visibility: auto` (src/form/FieldList.tsx); the hand-written form and the peers have no stylesheet of their own.",
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
    "gzip -9 of a minimal production app (Vite, minified) rendering the 10-field form with each option, after what the option asks a host to do at start-up (this library: `warmUpElicitation()`); React alone is the baseline. “At start” is what a page loads before its first request shows (the entry chunk, every chunk it imports statically, and their CSS), and “on demand” is JavaScript behind a dynamic `import()`, loaded only when needed: this library loads its validator (Ajv), with the code that words a field's error, after the first frame, its strict-CSP interpreter only where the Content-Security-Policy refuses eval, URL mode's prompt with URL inspection and the Public Suffix List only with a page's first URL request, and every locale but English only with the first request shown in it. The totals are at start; the last column adds what loads on demand.",
    "",
    ...sizeTable(r),
    "",
    "This library's own code, minified, with every dependency left out, by what a page imports from it (the targets count it at start):",
    "",
    ...ownTable(r),
    "",
    "### Beside the official SDK client",
    "",
    "A host usually bundles the official MCP TypeScript SDK's client already. Each app is React and that client (created, and kept so it is not dropped) rendering a paragraph, alone and with this library as the README wires it: `<ElicitationProvider>` at the root, `registerElicitationHandler(client, elicit)` from `react-mcp-elicitation/sdk`, `elicitationCapability()` and the stylesheet. Unlike the form apps above, the provider also shows URL-mode requests, so these apps carry URL mode too: what a URL request needs before it shows, the prompt's UI and URL inspection with the Public Suffix List, loads on demand. v1 ships Ajv, so the library's validator shares it; v2's browser build validates with its own inlined copy of @cfworker/json-schema instead and ships no Ajv, so on v2 the library's validator is all new bytes.",
    "",
    ...sdkTable(r),
    "",
  ].join("\n");
}
