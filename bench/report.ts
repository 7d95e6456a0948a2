// Turns the figures into bench/RESULTS.md: tables with ratios to the hand-written floor and to each peer,
// and the targets (targets.ts), each PASS or FAIL.
import { hostileNames, names, scenarios, type Scenario } from "./labels.ts";
import { sdkClients, sdkLines } from "./sdkApps.ts";
import type { Results } from "./results.ts";
import type { Built } from "./sizes.ts";
import type { Stat } from "./stat.ts";
import { HOSTILE_LIMIT, LOCALE_LIMIT, targets } from "./targets.ts";

export { scenarios, type Scenario } from "./labels.ts";

const ms = (s: Stat, digits = 1) => `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function mountTable(r: Results, scenario: Scenario): string[] {
  const rows = [
    "| fields | option | first frame, ms: median (range) | ÷ hand-written | rjsf ÷ this | JSON Forms ÷ this | every field painted, ms | ÷ hand-written |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const [size, byOption] of Object.entries(r.mount)) {
    const of = (o: string) => byOption[o]![scenario];
    // The matching floors are measured at page load only, and show in that table after the options.
    const measured = Object.entries(byOption).map(([option, m]) => [option, m[scenario]] as const);
    const floors = scenario === "cold" ? Object.entries(r.floors[Number(size)] ?? {}) : [];
    for (const [option, { firstFrame, complete }] of [...measured, ...floors]) {
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

const localeNames: Record<string, string> = { en: "English (in the first bytes)", "zh-CN": "Simplified Chinese", "de-DE": "German" };

function localeTable(r: Results): string[] {
  const english = r.locales?.en;
  if (!english) return ["(not measured)"];
  const rows = ["| locale | first frame, ms: median (range) | ÷ English |", "|---|---|---|"];
  for (const [locale, l] of Object.entries(r.locales!)) rows.push(`| ${localeNames[locale] ?? locale} | ${ms(l.firstFrame)} | ${ratio(l.firstFrame.median, english.firstFrame.median)} |`);
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

/** This library's own code; with `BENCH_BASELINE`, beside the same at that revision and the difference. */
function ownTable(r: Results): string[] {
  const { own, ownBaseline: base } = r.sizes;
  const at = base ? ` at ${base.revision}` : "";
  const rows = base
    ? [`| what the page imports | at start | at start${at} | difference | on demand | on demand${at} | difference |`, "|---|---|---|---|---|---|---|"]
    : ["| what the page imports | at start | on demand |", "|---|---|---|"];
  const signed = (bytes: number) => `${bytes > 0 ? "+" : bytes < 0 ? "−" : "±"}${(Math.abs(bytes) / 1024).toFixed(2)} KiB`;
  for (const [what, key] of [["`ElicitationDialog` alone", "dialog"], ["`ElicitationForm` alone", "form"], ["every export", "all"]] as const) {
    const o = own[key];
    const b = base?.own[key];
    rows.push(
      b
        ? `| ${what} | ${kib(o.start)} | ${kib(b.start)} | ${signed(o.start - b.start)} | ${kib(o.onDemand)} | ${kib(b.onDemand)} | ${signed(o.onDemand - b.onDemand)} |`
        : `| ${what} | ${kib(o.start)} | ${kib(o.onDemand)} |`,
    );
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

/** How many runs the page's first request of an option of ours has: more than the others', as bench.spec.ts measures it in pairs. */
function coldRuns(r: Results): number {
  const floors = Object.values(r.floors)[0] ?? {};
  return Object.values(floors)[0]?.firstFrame.runs.length ?? r.runs;
}

export function renderReport(r: Results): string {
  const list = targets(r);
  return [
    "# Benchmark results",
    "",
    `Written by \`npm run bench\` on ${r.date.slice(0, 10)}: ${r.machine.cpu}, ${r.machine.cores} cores, ${r.machine.memoryGiB} GiB, Node ${r.machine.node}, Chromium ${r.machine.chromium} (headless).`,
    `Versions: ${Object.entries(r.versions).map(([n, v]) => `${n} ${v}`).join(", ")}.`,
    `Each timing is the median of ${r.runs} runs, each in a fresh page, the options interleaved; the range is the fastest and slowest run. The page's first request of this library's options and of their floors is the median of ${coldRuns(r)}: each option beside its floor, back to back, the order alternating.`,
    "",
    "## Targets",
    "",
    "| target | measured | limit | result |",
    "|---|---|---|---|",
    ...list.map((t) => `| ${t.name} | ${t.measured} | ${t.limit} | ${t.pass ? "PASS" : "**FAIL**"} |`),
    "",
    "The page's first request is held to the hand-written form built the same way: `<ElicitationForm>` to the form with its fields held by react-hook-form (bench/page/HandwrittenRhfForm.tsx), `<ElicitationDialog>` to that form in a native modal `<dialog>` (bench/page/options/handwrittenDialog.tsx), since what react-hook-form's code and the modal cost the first time they run is already in that floor. A request after the page has loaded is held to the plain hand-written form, and from 100 fields to rjsf. `npm run bench` fails when a target fails (`npm run bench:smoke`, one run, never does). Where one fails, `npm run bench:trace` shows why ([TRACES.md](TRACES.md)): where the time goes, how far each floor already is from the hand-written one, and which of the code at start runs.",
    "",
    "## Mount",
    "",
    "From `root.render()` to the end of the first painted frame that shows the request (its first field), and to the first that shows every field: this library renders the fields below the first screenful (20) right after the first frame, in a transition. The host page is a chat already rendered by React. *First request at page load*: the page's first, the moment it has loaded, so the option's code runs for the first time. *First request*: the page's first, half a second after it loaded, as a chat's first request comes after a model has worked; in that time this library has run its form once, unseen (`warmUpElicitation()`, which the README asks a host to call at start-up and `<ElicitationProvider>` calls itself); the others have nothing to run then. *Later request*: the option has shown and closed one before. `<ElicitationDialog>` is a native modal: `showModal()` makes the rest of the page inert, which costs a style recalculation of the whole host page before the first frame (1.5 to 7 ms on this machine in a trace of a 10-field later request, about a third of that mount); the inline form and the hand-written form pay none, so at 10 fields the dialog's ratio carries it. The first table also has the floors that scenario's targets compare with, each measured beside the option it is a floor of: the hand-written form with its fields held by react-hook-form, and the same in a native modal opened as `<ElicitationDialog>` opens.",
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
    "## Locales",
    "",
    `\`<ElicitationDialog>\`, the page's first request the moment it has loaded, 10 fields, as under Mount: in English, whose words are in the first bytes, and in Simplified Chinese and German, whose words load with the request, with the lookup that finds a tag's catalogue (src/core/i18n/locales.ts), both from the same server as the page. The three are measured back to back in each run. The target: German within the same budget as Chinese (≤ ${LOCALE_LIMIT}×, paired).`,
    "",
    ...localeTable(r),
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
    `This library's own code, minified, gzip -9, with every dependency left out, by what a page imports from it (reported, not a target)${r.sizes.ownBaseline ? `, beside the same at ${r.sizes.ownBaseline.revision} (\`BENCH_BASELINE\`), built by the same tools in the same run` : ""}:`,
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
