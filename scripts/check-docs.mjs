// Keeps the docs honest, after `npm run build` (it reads dist/):
// 1. docs/reference.md lists exactly the exports of every entry point in package.json "exports": one table row
//    per name under the entry's heading, as the built declaration files have them.
// 2. Every ```ts and ```tsx block of the docs typechecks as a module against the built package, as a host's code
//    would: each is written to .out/doc-samples/ (inside the package, so "react-mcp-elicitation" resolves to this
//    package's dist/ through its own "exports"), with scripts/doc-samples.d.ts declaring what a host already has.
//    Other blocks must say what they are (```sh, ```text, ...): a block with no info string fails.
// 3. Every relative link of the docs points at a file that exists, and a #fragment at a heading of that file.
// 4. docs/README.md, the index, links every page under docs/.
// 5. docs/gallery.md shows every reference image of the screenshot tests (docs/gallery/).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const root = resolve(import.meta.dirname, "..");
const read = (path) => readFileSync(join(root, path), "utf8");
const pkg = JSON.parse(read("package.json"));
const problems = [];

const docsFiles = () => {
  const walk = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(`${dir}/${entry.name}`) : entry.name.endsWith(".md") ? [`${dir}/${entry.name}`] : [],
    );
  return ["README.md", "CONTRIBUTING.md", ...walk("docs")].filter((file) => existsSync(join(root, file)));
};

/** A markdown file's lines, each with whether it sits inside a fenced block, and its fenced blocks. */
function parseMarkdown(file) {
  const lines = read(file).split("\n");
  const blocks = [];
  const inFence = [];
  let open;
  lines.forEach((line, index) => {
    const fence = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
    if (!open && fence) {
      open = { marker: fence[2], info: fence[3].trim().split(/\s+/)[0], start: index + 1, body: [] };
      inFence.push(true);
    } else if (open && fence && fence[2].startsWith(open.marker) && fence[3].trim() === "") {
      blocks.push(open);
      open = undefined;
      inFence.push(true);
    } else {
      open?.body.push(line);
      inFence.push(Boolean(open));
    }
  });
  if (open) problems.push(`${file}:${open.start}: a code block that is never closed`);
  return { lines, inFence, blocks };
}

// 1. The reference against the built declaration files.
const specifierOf = (key) => (key === "." ? pkg.name : `${pkg.name}/${key.slice(2)}`);
const typesOf = (target) =>
  typeof target === "object" && target !== null ? (target.types ?? Object.values(target).map(typesOf).find(Boolean)) : undefined;
const entries = Object.entries(pkg.exports)
  .map(([key, target]) => ({ specifier: specifierOf(key), types: typesOf(target) }))
  // The stylesheet's declaration exports nothing: it is there so that its import type-checks.
  .filter((entry) => entry.types && !entry.specifier.endsWith(".css"));

/** An entry's declaration files: one, or, for a pattern ("./locales/*"), every file the build made for it. */
const typeFilesOf = (types) => {
  if (!types.includes("*")) return [join(root, types)];
  const [before, after] = types.split("*");
  const folder = join(root, before);
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith(after)).map((name) => join(folder, name)) : [join(root, types)];
};

function builtExports() {
  const perEntry = entries.map((entry) => typeFilesOf(entry.types));
  const files = perEntry.flat();
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(`check-docs: run \`npm run build\` first; missing ${missing.map((file) => relative(root, file)).join(", ")}`);
    process.exit(1);
  }
  const program = ts.createProgram(files, { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX, skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const namesIn = (file) => {
    const module = checker.getSymbolAtLocation(program.getSourceFile(file));
    return module ? checker.getExportsOfModule(module).map((symbol) => symbol.name) : [];
  };
  // A pattern's names are those of every file it matches (each catalogue's, and zh-CN's older name for its own).
  return new Map(entries.map((entry, index) => [entry.specifier, new Set(perEntry[index].flatMap(namesIn))]));
}

/** The names docs/reference.md lists under each "## `react-mcp-elicitation…`" heading: each table row's first cell. */
function referencedExports() {
  const file = "docs/reference.md";
  const listed = new Map();
  const { lines, inFence } = parseMarkdown(file);
  let current;
  lines.forEach((line, index) => {
    if (inFence[index]) return;
    const heading = /^##\s+`([^`]+)`\s*$/.exec(line);
    if (heading) {
      current = heading[1];
      if (listed.has(current)) problems.push(`${file}:${index + 1}: a second heading for ${current}`);
      listed.set(current, new Map());
      return;
    }
    if (/^#{1,2}\s/.test(line)) current = undefined;
    const row = /^\|\s*`([A-Za-z_$][\w$]*)`\s*\|/.exec(line);
    if (!row) return;
    if (!current) return problems.push(`${file}:${index + 1}: \`${row[1]}\` is under no entry point's heading`);
    const names = listed.get(current);
    if (names.has(row[1])) problems.push(`${file}:${index + 1}: \`${row[1]}\` is listed twice under ${current}`);
    names.set(row[1], index + 1);
  });
  return listed;
}

const built = builtExports();
const referenced = referencedExports();
for (const [specifier, names] of built) {
  const listed = referenced.get(specifier);
  if (!listed) {
    problems.push(`docs/reference.md: no "## \`${specifier}\`" heading (an entry point in package.json "exports")`);
    continue;
  }
  const missing = [...names].filter((name) => !listed.has(name)).sort();
  const extra = [...listed.keys()].filter((name) => !names.has(name));
  if (missing.length > 0) problems.push(`docs/reference.md: ${specifier} exports, unlisted: ${missing.join(", ")}`);
  for (const name of extra) problems.push(`docs/reference.md:${listed.get(name)}: ${specifier} has no export \`${name}\``);
}
for (const specifier of referenced.keys()) {
  if (!built.has(specifier)) problems.push(`docs/reference.md: "${specifier}" is not an entry point with types in package.json "exports"`);
}

// 2. The code samples, typechecked against the built package.
const samplesDir = join(root, ".out/doc-samples");
rmSync(samplesDir, { recursive: true, force: true });
mkdirSync(samplesDir, { recursive: true });
const samples = new Map();
const markdown = new Map(docsFiles().map((file) => [file, parseMarkdown(file)]));
for (const [file, { blocks }] of markdown) {
  for (const block of blocks) {
    if (block.info === "") problems.push(`${file}:${block.start}: a code block without an info string (\`\`\`ts, \`\`\`tsx, \`\`\`sh, \`\`\`text, ...)`);
    const extension = { ts: "ts", typescript: "ts", tsx: "tsx" }[block.info];
    if (!extension) continue;
    const path = join(samplesDir, `${file.replace(/[/.]/g, "_")}_L${block.start}.${extension}`);
    writeFileSync(path, `${block.body.join("\n")}\n`);
    samples.set(path, { file, start: block.start });
  }
}
const options = {
  target: ts.ScriptTarget.ES2022,
  lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  isolatedModules: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};
const program = ts.createProgram([join(root, "scripts/doc-samples.d.ts"), ...samples.keys()], options);
for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, " ");
  const path = diagnostic.file?.fileName;
  const sample = path && samples.get(resolve(path));
  const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line : 0;
  if (sample) problems.push(`${sample.file}:${sample.start + 1 + line}: TS${diagnostic.code} ${message}`);
  else problems.push(`${path ? `${relative(root, path)}:${line + 1}: ` : ""}TS${diagnostic.code} ${message}`);
}

// 3. Relative links, and their #fragments.
const slugsOf = new Map();
function slugs(file) {
  if (!slugsOf.has(file)) {
    const { lines, inFence } = markdown.get(file) ?? parseMarkdown(file);
    const seen = new Map();
    const found = new Set();
    lines.forEach((line, index) => {
      const heading = !inFence[index] && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (!heading) return;
      // GitHub's anchors: the heading's text, lower case, without punctuation, spaces as hyphens.
      const text = heading[1].replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[`*_]/g, "");
      const slug = text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "").replace(/ /g, "-");
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      found.add(count === 0 ? slug : `${slug}-${count}`);
    });
    slugsOf.set(file, found);
  }
  return slugsOf.get(file);
}
for (const [file, { lines, inFence }] of markdown) {
  lines.forEach((line, index) => {
    if (inFence[index]) return;
    const text = line.replace(/`[^`]*`/g, "");
    for (const [, target] of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [path, fragment] = target.split("#");
      const resolved = path === "" ? file : relative(root, resolve(root, dirname(file), decodeURIComponent(path.split("?")[0])));
      const where = `${file}:${index + 1}`;
      if (resolved.startsWith("..") || !existsSync(join(root, resolved))) {
        problems.push(`${where}: the link ${target} points at no file`);
      } else if (fragment !== undefined && resolved.endsWith(".md") && statSync(join(root, resolved)).isFile() && !slugs(resolved).has(fragment)) {
        problems.push(`${where}: the link ${target} points at no heading of ${resolved}`);
      }
    }
  });
}

// 4. The index, docs/README.md, links every page under docs/.
const indexed = new Set();
for (const [, target] of read("docs/README.md").matchAll(/\]\(\s*<?([^)\s>#]+)/g)) indexed.add(relative(root, resolve(root, "docs", target)));
for (const file of markdown.keys()) {
  if (file.startsWith("docs/") && file !== "docs/README.md" && !indexed.has(file)) problems.push(`docs/README.md: no link to ${file}`);
}

// 5. The gallery, docs/gallery.md, shows every screenshot test's reference image in docs/gallery/.
const shown = new Set([...read("docs/gallery.md").matchAll(/\]\(gallery\/([^)\s]+)\)/g)].map(([, name]) => name));
for (const name of readdirSync(join(root, "docs/gallery"))) {
  if (!shown.has(name)) problems.push(`docs/gallery.md: does not show docs/gallery/${name}`);
}

if (problems.length > 0) {
  console.error(`check-docs: ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
const exportCount = [...built.values()].reduce((sum, names) => sum + names.size, 0);
console.log(
  `check-docs: docs/reference.md lists the ${exportCount} exports of ${built.size} entry points; ${samples.size} code samples typecheck against dist/; the links of ${markdown.size} files resolve`,
);
