// Bytes a host ships: a minimal production app per option (built by Vite, minified, gzip -9), React alone
// as the baseline, the official SDK client with and without this library, and this library's own code with
// every dependency left out.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { sdkAppSources } from "./sdkApps.ts";

const here = import.meta.dirname;
const out = resolve(here, ".out/sizes");

/**
 * Each app renders one option with the 10-field form, after what the option asks a host to do at start-up;
 * "react" renders a paragraph, the baseline.
 */
const apps: Record<string, { from?: string; component?: string; css?: boolean; startUp?: boolean }> = {
  "react": {},
  "handwritten": { from: "options/handwritten.tsx", component: "Handwritten" },
  "elicitation-dialog": { from: "options/ours.tsx", component: "OursDialog", css: true, startUp: true },
  "elicitation-form": { from: "options/ours.tsx", component: "OursForm", css: true, startUp: true },
  "rjsf": { from: "options/rjsf.tsx", component: "Rjsf" },
  "jsonforms": { from: "options/jsonforms.tsx", component: "JsonFormsOption" },
};

function appSource({ from, component, css, startUp }: (typeof apps)[string]): string {
  const page = resolve(here, "page");
  if (!from) return `import { createRoot } from "react-dom/client";\ncreateRoot(document.body).render(<p>Hello</p>);\n`;
  return [
    `import { createRoot } from "react-dom/client";`,
    `import { makeSchema } from "${page}/schema.ts";`,
    `import { ${component}${startUp ? ", startUp" : ""} } from "${page}/${from}";`,
    css ? `import "${resolve(here, "../src/styles.css")}";` : "",
    startUp ? "startUp();" : "",
    `createRoot(document.body).render(<${component} schema={makeSchema(10)} onDone={() => {}} />);`,
  ].join("\n");
}

export interface Size {
  js: number;
  css: number;
  /** What the page loads to start: its entry chunk, the chunks that imports, and their CSS. */
  total: number;
  /** JavaScript loaded only on demand, behind a dynamic `import()`. */
  lazy: number;
}

/** An app that did not build says why, so the report shows the reason instead of a number. */
export type Built = Size | { error: string };

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function allJs(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .reduce((sum, file) => sum + gzip(join(dir, file)), 0);
}

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

/** Sizes from Vite's manifest: the entry and its static imports load at start; dynamic imports are lazy. */
function appSizes(dir: string): Size {
  const manifest = JSON.parse(readFileSync(join(dir, ".vite/manifest.json"), "utf8")) as Manifest;
  const loaded = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (loaded.has(chunk.file)) return;
    loaded.add(chunk.file);
    chunk.css?.forEach((file) => loaded.add(file));
    chunk.imports?.forEach(visit);
  };
  Object.keys(manifest).filter((key) => manifest[key]!.isEntry).forEach(visit);
  const size = { js: 0, css: 0, total: 0, lazy: 0 };
  for (const file of loaded) size[file.endsWith(".css") ? "css" : "js"] += gzip(join(dir, file));
  size.total = size.js + size.css;
  size.lazy = allJs(dir) - size.js;
  return size;
}

async function buildApp(name: string, source: string): Promise<Size> {
  const dir = join(out, name);
  mkdirSync(dir, { recursive: true });
  const entry = join(out, `${name}.tsx`);
  writeFileSync(entry, source);
  await build({
    configFile: false,
    logLevel: "silent",
    plugins: [react()],
    build: { outDir: join(dir, "dist"), emptyOutDir: true, target: "es2022", manifest: true, rollupOptions: { input: entry } },
  });
  return appSizes(join(dir, "dist"));
}

/** The package's dependencies, read from its package.json, so one added later is left out too, as the build leaves it out. */
function dependencyTest(root: string): (id: string) => boolean {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Partial<Record<"dependencies" | "peerDependencies", Record<string, string>>>;
  const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
  return (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));
}

/** Bytes of own code a page loads before its first request shows, and bytes behind a dynamic `import()`. */
export interface OwnSize {
  start: number;
  onDemand: number;
}

// A static import or re-export of a relative chunk, spaced or minified (`import{a as b}from"./x.js"`,
// `import"./x.js"`, `export*from"./x.js"`); `import("./x.js")` is dynamic and does not match.
const staticImport = /(?<![\w$.])(?:import|export)(?![\w$])\s*(?:[\w$*{},\s]*?\s*from\s*)?["'](\.\.?\/[^"']+)["']/g;

/** The file and every chunk it imports statically, transitively (paths relative to `dir`). */
function closure(dir: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, chunk] of readFileSync(join(dir, file), "utf8").matchAll(staticImport)) closure(dir, join(dirname(file), chunk!), seen);
  return seen;
}

/** The library's own code in `root`, minified, without its dependencies: all of it, or what one import pulls in. */
async function buildOwn(root: string, name: string, exports: string): Promise<OwnSize> {
  const entry = join(out, `${name}.ts`);
  writeFileSync(entry, `export ${exports} from "${join(root, "src/index.ts")}";\n`);
  const dir = join(out, name);
  const isDependency = dependencyTest(root);
  await build({
    configFile: false,
    logLevel: "silent",
    plugins: [react()],
    build: {
      outDir: dir,
      emptyOutDir: true,
      target: "es2022",
      minify: true,
      lib: { entry, formats: ["es"], fileName: name },
      rollupOptions: { external: isDependency },
    },
  });
  const start = [...closure(dir, `${name}.js`)].reduce((sum, file) => sum + gzip(join(dir, file)), 0);
  return { start, onDemand: allJs(dir) - start };
}

export type OwnSizes = { all: OwnSize; dialog: OwnSize; form: OwnSize };

export interface Sizes {
  apps: Record<string, Size>;
  /** The official SDK client alone (`sdk-v1`, `sdk-v2`) and with this library (`sdk-v1-library`, ...). */
  sdk: Record<string, Built>;
  own: OwnSizes;
  /** The same at the revision `BENCH_BASELINE` names, built in the same run. */
  ownBaseline?: { revision: string; own: OwnSizes };
}

async function measureOwn(root: string, prefix: string): Promise<OwnSizes> {
  return {
    all: await buildOwn(root, `${prefix}all`, "*"),
    dialog: await buildOwn(root, `${prefix}dialog`, "{ ElicitationDialog }"),
    form: await buildOwn(root, `${prefix}form`, "{ ElicitationForm }"),
  };
}

/**
 * This library's own code at another revision (`BENCH_BASELINE`, anything `git` names: a commit, a tag,
 * `HEAD~3`), so that a change's cost in bytes is read against the code before it, built by the same tools in the
 * same run. Its `src/`, package.json and TypeScript configurations are taken from git into the output folder,
 * where the dependencies it leaves out still resolve from this checkout.
 */
async function measureOwnAt(revision: string): Promise<Sizes["ownBaseline"]> {
  const commit = execFileSync("git", ["rev-parse", "--short", `${revision}^{commit}`], { cwd: here, encoding: "utf8" }).trim();
  const root = join(out, `baseline-${commit}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const repository = resolve(here, "..");
  // The TypeScript configurations too: src/'s own extend the root's, and the build reads them.
  const configs = execFileSync("git", ["ls-tree", "--name-only", commit], { cwd: repository, encoding: "utf8" })
    .split("\n")
    .filter((file) => /^tsconfig.*\.json$/.test(file));
  const archive = execFileSync("git", ["archive", "--format=tar", commit, "src", "package.json", ...configs], { cwd: repository, maxBuffer: 1 << 28 });
  execFileSync("tar", ["-x", "-C", root], { input: archive });
  // The output names each module by its path from the working directory: from the revision's own folder, the
  // names (and so the bytes) are those of this checkout's build.
  const cwd = process.cwd();
  process.chdir(root);
  try {
    return { revision: commit, own: await measureOwn(root, "baseline-") };
  } finally {
    process.chdir(cwd);
  }
}

export async function measureSizes(): Promise<Sizes> {
  mkdirSync(out, { recursive: true });
  const built: Record<string, Size> = {};
  for (const [name, app] of Object.entries(apps)) built[name] = await buildApp(name, appSource(app));
  const sdk: Record<string, Built> = {};
  for (const [name, source] of Object.entries(sdkAppSources())) {
    // The first line of the error, without this checkout's path, since the report is committed.
    sdk[name] = await buildApp(name, source).catch((error: unknown) => ({
      error: String(error instanceof Error ? error.message : error).split("\n")[0]!.replaceAll(resolve(here, ".."), "."),
    }));
  }
  const baseline = process.env.BENCH_BASELINE;
  return {
    apps: built,
    sdk,
    own: await measureOwn(resolve(here, ".."), "own-"),
    ...(baseline ? { ownBaseline: await measureOwnAt(baseline) } : {}),
  };
}
