// Bytes a host ships: a minimal production app per option (built by Vite, minified, gzip -9), React alone
// as the baseline, and this library's own code with every dependency left out.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build } from "vite";

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
  /** JavaScript loaded only on demand (`import()`): this library's validator for pages whose CSP refuses eval. */
  lazy: number;
}

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

async function buildApp(name: string): Promise<Size> {
  const dir = join(out, name);
  mkdirSync(dir, { recursive: true });
  const entry = join(out, `${name}.tsx`);
  writeFileSync(entry, appSource(apps[name]!));
  await build({
    configFile: false,
    logLevel: "silent",
    plugins: [react()],
    build: { outDir: join(dir, "dist"), emptyOutDir: true, target: "es2022", manifest: true, rollupOptions: { input: entry } },
  });
  return appSizes(join(dir, "dist"));
}

const dependencies = [/^react($|\/)/, /^react-dom($|\/)/, /^react-hook-form($|\/)/, /^ajv($|\/)/, /^ajv-formats($|\/)/, /^tldts($|\/)/, /^@cfworker\/json-schema($|\/)/];

/** The library's own code, minified, without its dependencies: all of it, or what one import pulls in. */
async function buildOwn(name: string, exports: string): Promise<number> {
  const entry = join(out, `${name}.ts`);
  writeFileSync(entry, `export ${exports} from "${resolve(here, "../src/index.ts")}";\n`);
  const dir = join(out, name);
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
      rollupOptions: { external: dependencies },
    },
  });
  return allJs(dir);
}

export interface Sizes {
  apps: Record<string, Size>;
  own: { all: number; dialog: number; form: number };
}

export async function measureSizes(): Promise<Sizes> {
  mkdirSync(out, { recursive: true });
  const built: Record<string, Size> = {};
  for (const name of Object.keys(apps)) built[name] = await buildApp(name);
  return {
    apps: built,
    own: {
      all: await buildOwn("own-all", "*"),
      dialog: await buildOwn("own-dialog", "{ ElicitationDialog }"),
      form: await buildOwn("own-form", "{ ElicitationForm }"),
    },
  };
}
