// Which packages each built entry point imports, with every chunk it loads: an app that uses one MCP client
// must bundle no code of the others, and the main entry none at all. Each SDK is an optional peer dependency,
// so an import of one that the host did not install would also break the host's build.
import { readdirSync, readFileSync } from "node:fs";

const dist = new URL("../dist/", import.meta.url);
const read = (file) => readFileSync(new URL(file, dist), "utf8");
const runtime = ["react", "react-dom", "ajv", "ajv-formats", "@cfworker/json-schema", "tldts"];
const allowed = {
  "index.js": runtime,
  // The core for servers, scripts and tests: the validator imported, no React and no URL inspection.
  "core.js": ["ajv", "ajv-formats", "@cfworker/json-schema"],
  "sdk.js": [],
  "ai-sdk.js": ["@ai-sdk/mcp"],
  // The server half: the validator it judges answers with, imported (nothing loads on demand where import() is
  // refused, as in an MV3 service worker), and RE2JS, which runs the servers' patterns in linear time; no React,
  // no SDK.
  "relay.js": ["ajv", "ajv-formats", "@cfworker/json-schema", "re2js"],
  // The host's own Redis client is passed in: no Redis package is imported.
  "relay/redis.js": [],
  // The channels' adapters: nothing but the envelope's names.
  "channels.js": [],
  "inspect-url.js": ["tldts"],
  // The catalogues: words only.
  ...Object.fromEntries(readdirSync(new URL("locales/", dist)).filter((file) => file.endsWith(".js")).map((file) => [`locales/${file}`, []])),
};

/** The bare specifiers the file and every chunk it imports (statically or not) name, by package. */
function packagesOf(file, seen = new Set(), packages = new Set()) {
  if (seen.has(file)) return packages;
  seen.add(file);
  for (const [, specifier] of read(file).matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)"([^"]+)"/g)) {
    if (specifier.startsWith("./")) packagesOf(specifier.slice(2), seen, packages);
    else packages.add(specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]);
  }
  return packages;
}

const problems = [];
for (const [entry, expected] of Object.entries(allowed)) {
  const found = [...packagesOf(entry)].sort();
  const extra = found.filter((name) => !expected.includes(name));
  if (extra.length > 0) problems.push(`dist/${entry} loads ${extra.join(", ")}`);
  console.log(`dist/${entry}: ${found.length ? found.join(", ") : "no package"}`);
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
