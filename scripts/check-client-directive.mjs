// The built main entry must open with "use client" (React server components' marker), and the SDK and relay
// entries must not: the first is what a Next.js App Router page imports, the others run anywhere (a route
// handler imports the relay).
import { readFileSync } from "node:fs";

const first = (file) => readFileSync(new URL(`../dist/${file}`, import.meta.url), "utf8").split("\n", 1)[0].trim();
const problems = [];
if (first("index.js") !== '"use client";') problems.push(`dist/index.js starts with ${first("index.js")}, not "use client"`);
for (const entry of ["sdk.js", "ai-sdk.js", "relay.js", "relay/redis.js", "channels.js"]) {
  if (first(entry).includes("use client")) problems.push(`dist/${entry} is marked as client code`);
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log('dist/index.js is marked "use client"; the SDK and relay entries are not.');
