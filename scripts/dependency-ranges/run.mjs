// Proves the ranges of the runtime dependencies: the project's tests pass with the lowest and with the highest
// version each range in package.json `dependencies` allows, not only with the versions the lockfile pins.
// `npm run test:ranges`; needs the network to the npm registry.
//
// For each bound, every dependency at that bound is installed in .out/<bound>/ beside this file (git-ignored),
// and Vitest runs the unit, unit-no-eval and browser projects with imports of those packages aliased there
// (vitest.config.ts). The scratch copies sit inside the repository on purpose: a dependency's own peer (React
// for react-hook-form) is then found by walking up to the project's node_modules/, the one React the tests use.
// resolved.test.ts, run in each project, fails unless each package resolved to the scratch copy at the bound's
// version; and this script fails unless that test ran in each project.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
process.chdir(root);
const here = relative(root, import.meta.dirname);
const out = join(here, ".out");
const projects = ["unit", "unit-no-eval", "browser"];

function fail(message) {
  console.error(`\ntest:ranges: ${message}`);
  process.exit(1);
}

function npm(args, options = {}) {
  const result = spawnSync("npm", args, { encoding: "utf8", ...options });
  if (result.status !== 0) fail(`npm ${args.join(" ")} failed:\n${result.stderr}`);
  return result.stdout;
}

/** Compares release versions (x.y.z, a prerelease before its release); enough for what a range lists. */
function compare(a, b) {
  const [mainA, preA] = a.split("-", 2);
  const [mainB, preB] = b.split("-", 2);
  const numbers = (main) => main.split(".").map(Number);
  const [x, y] = [numbers(mainA), numbers(mainB)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  if (preA === preB) return 0;
  if (preA === undefined) return 1;
  if (preB === undefined) return -1;
  return preA.localeCompare(preB, "en", { numeric: true });
}

// The ranges, read from package.json so that a new dependency is covered without editing this file; the
// registry lists every published version each range allows (one version comes as a string, several as an array).
const { dependencies = {} } = JSON.parse(readFileSync("package.json", "utf8"));
const rows = Object.entries(dependencies).map(([name, range]) => {
  const text = npm(["view", `${name}@${range}`, "version", "--json"]).trim();
  if (!text) fail(`no published version of ${name} satisfies ${range}.`);
  const versions = [JSON.parse(text)].flat().sort(compare);
  return { name, range, lowest: versions[0], highest: versions.at(-1) };
});
if (rows.length === 0) fail("package.json has no dependencies.");

// One run per distinct set of versions: where every range allows a single version, lowest and highest are the
// same install, tested once.
const bounds = ["lowest", "highest"].map((bound) => ({ bound, versions: Object.fromEntries(rows.map((row) => [row.name, row[bound]])) }));
const same = JSON.stringify(bounds[0].versions) === JSON.stringify(bounds[1].versions);
const runs = same ? [bounds[0]] : bounds;

/** Installs the bound's versions in .out/<bound>/; only them and their own dependencies, never a peer. */
function install({ bound, versions }) {
  const dir = resolve(out, bound);
  mkdirSync(dir, { recursive: true });
  // A package.json of its own, or npm would install into the nearest one up the tree: the project's.
  writeFileSync(join(dir, "package.json"), `${JSON.stringify({ name: `dependency-ranges-${bound}`, private: true }, null, 2)}\n`);
  const specs = Object.entries(versions).map(([name, version]) => `${name}@${version}`);
  console.log(`\ntest:ranges: ${bound}: npm install ${specs.join(" ")}`);
  // --legacy-peer-deps: peers (react for react-hook-form) are not installed here; they resolve to the project's.
  npm(["install", "--prefix", dir, "--no-save", "--no-package-lock", "--ignore-scripts", "--no-audit", "--no-fund", "--legacy-peer-deps", ...specs], { stdio: ["ignore", "inherit", "pipe"] });
  for (const [name, version] of Object.entries(versions)) {
    const installed = JSON.parse(readFileSync(join(dir, "node_modules", name, "package.json"), "utf8")).version;
    if (installed !== version) fail(`${bound}: ${name} installed as ${installed}, not ${version}.`);
  }
  for (const peer of ["react", "react-dom"]) {
    if (existsSync(join(dir, "node_modules", peer))) fail(`${bound}: a second ${peer} was installed in ${dir}.`);
  }
  writeFileSync(join(dir, "versions.json"), `${JSON.stringify({ bound, versions }, null, 2)}\n`);
  return dir;
}

/** Runs the tests against the install; passed only if they did and the proof ran in every project. */
function runTests(bound, dir) {
  const results = join(dir, "results.json");
  console.log(`test:ranges: ${bound}: vitest (${projects.join(", ")})`);
  const vitest = spawnSync(
    process.execPath,
    ["node_modules/vitest/vitest.mjs", "run", "--config", join(here, "vitest.config.ts"), "--reporter=default", "--reporter=json", `--outputFile.json=${results}`],
    { stdio: "inherit", env: { ...process.env, DEPENDENCY_RANGES_DIR: dir } },
  );
  const problems = [];
  if (vitest.status !== 0) problems.push(`vitest exited with ${vitest.status ?? vitest.signal}`);
  const files = existsSync(results) ? JSON.parse(readFileSync(results, "utf8")).testResults : [];
  const proofs = files.filter((file) => file.name.endsWith(join(here, "resolved.test.ts")) && file.status === "passed");
  if (proofs.length !== projects.length) problems.push(`resolved.test.ts passed in ${proofs.length} of ${projects.length} projects`);
  return problems;
}

// Only this run's installs and results are left in .out/.
rmSync(out, { recursive: true, force: true });
const results = {};
for (const run of runs) {
  const problems = runTests(run.bound, install(run));
  results[run.bound] = problems;
  if (same) results.highest = problems;
}

// The table: each dependency's range and bounds, then whether each bound passed.
const passed = (bound) => (results[bound].length === 0 ? "passed" : "FAILED");
const table = [
  ["package", "range", "lowest", "highest"],
  ...rows.map((row) => [row.name, row.range, row.lowest, row.highest]),
  ["tests", "", passed("lowest"), passed("highest") + (same ? " (same install)" : "")],
];
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
console.log("\n=== Runtime dependency ranges (package.json dependencies) ===");
for (const row of table) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd());
for (const [bound, problems] of Object.entries(results)) for (const problem of problems) console.log(`  ${bound}: ${problem}`);
const failed = ["lowest", "highest"].filter((bound) => results[bound].length > 0);
console.log(`test:ranges: ${2 - failed.length} passed, ${failed.length} failed`);
if (failed.length > 0) fail(`${failed.join(" and ")} failed; see the test output above.`);
