// What `npm pack` would publish: the built entry points, their types and source maps, the stylesheet, and
// the README, LICENSE and CHANGELOG. No sources, tests, stories or benchmark pages.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";

const [pack] = JSON.parse(execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { encoding: "utf8" }));
const files = pack.files.map((file) => file.path);

const required = [
  "package.json", "README.md", "LICENSE", "CHANGELOG.md",
  "dist/index.js", "dist/index.js.map", "dist/index.d.ts",
  "dist/core.js", "dist/core.js.map", "dist/core/index.d.ts",
  "dist/sdk.js", "dist/sdk.js.map", "dist/sdk/index.d.ts",
  "dist/ai-sdk.js", "dist/ai-sdk.js.map", "dist/ai-sdk/index.d.ts",
  "dist/relay.js", "dist/relay.js.map", "dist/relay/index.d.ts",
  "dist/relay/redis.js", "dist/relay/redis.js.map", "dist/relay/redis/index.d.ts",
  "dist/channels.js", "dist/channels.js.map", "dist/channels/index.d.ts",
  "dist/inspect-url.js", "dist/inspect-url.js.map", "dist/inspect-url/index.d.ts",
  // Each built-in catalogue but English: its chunk, which components load and hosts import, and its types.
  ...readdirSync(new URL("../src/core/i18n/locales/", import.meta.url))
    .filter((file) => /^[a-z]{2}-[A-Z]{2}\.ts$/.test(file))
    .flatMap((file) => [`dist/locales/${file.slice(0, -3)}.js`, `dist/locales/${file.slice(0, -3)}.js.map`, `dist/core/i18n/locales/${file.slice(0, -3)}.d.ts`]),
  "dist/styles.css", "dist/styles.css.d.ts",
];
const allowed = [/^dist\/.+\.(js|js\.map|d\.ts|css)$/, /^(package\.json|README\.md|LICENSE|CHANGELOG\.md)$/];
const forbidden = /(\.test\.|\.stories\.|__screenshots__|\.tsx?$(?<!\.d\.ts))/;

const problems = [
  ...required.filter((file) => !files.includes(file)).map((file) => `missing: ${file}`),
  ...files.filter((file) => !allowed.some((pattern) => pattern.test(file))).map((file) => `not meant to ship: ${file}`),
  ...files.filter((file) => forbidden.test(file)).map((file) => `a source, test or story: ${file}`),
  // The bundler's own helpers (rolldown-runtime-*.js, for a module both imported and loaded on demand) have no
  // source of ours to map.
  ...files
    .filter((file) => file.endsWith(".js") && !/^dist\/rolldown-runtime-[\w-]+\.js$/.test(file) && !files.includes(`${file}.map`))
    .map((file) => `no source map: ${file}`),
];
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`npm pack: ${files.length} files, ${(pack.size / 1024).toFixed(1)} KiB packed; only dist/, README, LICENSE and CHANGELOG.`);
