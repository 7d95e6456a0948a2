// The floors of src/, checked over every import: the core (src/core/) has no React and no UI, so that its
// rules run and are tested in Node; and the /sdk entry (src/sdk/) stands on the core alone, so that an app
// using only the adapters loads no component. A file that breaks either rule fails the build with its name and
// the import. Types: src/core/tsconfig.json checks the core without the DOM.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const src = join(root, "src");

/** What each floor may import: folders of src/ by relative path, and packages by name. */
const floors = [
  {
    folder: "core",
    within: ["core"],
    packages: ["ajv", "ajv-formats", "@cfworker/json-schema", "tldts"],
    // Tests may also use the test tools, the shared test helpers and the real servers' schemas.
    tests: { packages: ["vitest", "fast-check", "@standard-schema/spec"], folders: ["../test", "../stories/fixtures.ts"] },
  },
  // The adapters' own tests drive real SDK servers and the UI: only what ships is held to the floor.
  { folder: "sdk", within: ["sdk", "core"], packages: [] },
  // The relay's server half runs where no React and no DOM are (Node, Workers): the core and the Fetch API, and
  // RE2JS, which runs the servers' patterns in linear time (judge.ts, patterns.ts).
  { folder: "relay", within: ["relay", "core"], packages: ["re2js"] },
  // The channels' adapters, on both ends of a channel: the core only.
  { folder: "channels", within: ["channels", "core"], packages: [] },
];

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
// Import and export declarations at the start of a line, and import() calls; not the same words inside a string.
const importsOf = (text) =>
  [...text.matchAll(/^\s*(?:import|export)\s[^;()=]*?from\s+["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)|^\s*import\s+["']([^"']+)["']/gm)].map((m) => m[1] ?? m[2] ?? m[3]);

const problems = [];
for (const floor of floors) {
  for (const file of files(join(src, floor.folder)).filter((f) => /\.(ts|tsx)$/.test(f))) {
    const name = relative(root, file);
    const isTest = /\.test\.tsx?$/.test(file);
    if (isTest && !floor.tests) continue;
    if (floor.folder === "core" && file.endsWith(".tsx")) problems.push(`${name}: a .tsx file in the core`);
    for (const specifier of importsOf(readFileSync(file, "utf8"))) {
      if (specifier.startsWith(".")) {
        const target = relative(src, resolve(dirname(file), specifier));
        const allowed = [...floor.within, ...(isTest ? floor.tests.folders : [])];
        if (!allowed.some((folder) => target === folder || target.startsWith(`${folder}/`))) problems.push(`${name}: imports ${specifier}`);
      } else if (!specifier.startsWith("node:")) {
        const allowed = [...floor.packages, ...(isTest ? floor.tests.packages : [])];
        if (!allowed.some((pkg) => specifier === pkg || specifier.startsWith(pkg.endsWith("/") ? pkg : `${pkg}/`))) problems.push(`${name}: imports ${specifier}`);
      }
    }
  }
}
if (problems.length > 0) {
  console.error(`check-core: ${problems.length} import(s) across the floors of src/:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("check-core: src/core imports no React and nothing outside itself; src/sdk and src/relay import only the core (and the relay re2js)");
