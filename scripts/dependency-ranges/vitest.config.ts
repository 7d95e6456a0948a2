// Vitest for `npm run test:ranges` (run.mjs beside this file): the project's own config (vite.config.ts) and
// tests, with every runtime dependency resolved from the scratch install that DEPENDENCY_RANGES_DIR names
// instead of the locked copy in node_modules/. Not a config to run by hand: run.mjs installs the scratch copies
// and writes versions.json there first.
import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { mergeConfig, type Plugin, type UserConfig } from "vite";
import { configDefaults } from "vitest/config";
import base from "../../vite.config.ts";

const root = resolve(import.meta.dirname, "../..");
const dir = process.env.DEPENDENCY_RANGES_DIR;
if (!dir) throw new Error("DEPENDENCY_RANGES_DIR is not set: run `npm run test:ranges`.");
const { bound, versions } = JSON.parse(readFileSync(join(dir, "versions.json"), "utf8")) as {
  bound: string;
  versions: Record<string, string>;
};
const names = Object.keys(versions);
const proof = "scripts/dependency-ranges/resolved.test.ts";

/**
 * `virtual:dependency-ranges`: each package's package.json and the path it was served from, imported the way
 * src/ imports the package, so through the aliases below. resolved.test.ts asserts them.
 */
function resolvedVersions(): Plugin {
  const id = "virtual:dependency-ranges";
  return {
    name: "dependency-ranges",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loaded) {
      if (loaded !== `\0${id}`) return undefined;
      const imports = names.map((name, i) => {
        const file = JSON.stringify(`${name}/package.json`);
        return `import p${i} from ${file};\nimport u${i} from ${JSON.stringify(`${name}/package.json?url`)};`;
      });
      const rows = names.map((name, i) => `{ name: ${JSON.stringify(name)}, version: p${i}.version, url: u${i} }`);
      return `${imports.join("\n")}\nexport default [${rows.join(", ")}];\n`;
    },
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

// The projects that run here. The browser project skips the hostile-input files: they check what the dialog
// shows of hostile text, sizes and names (our own rendering, not the dependencies' behaviour) and take a
// third of its time (hostileSize alone builds 1,000 fields and 10,000 options); every form, field, validation,
// URL, draft, provider and SDK file runs. browser-react18 and storybook test React and the stories, not these
// packages, and run once in `npm run test:browser`.
const projects = (base.test?.projects as UserConfig[]).flatMap((project) => {
  const name = project.test?.name;
  if (name !== "unit" && name !== "unit-no-eval" && name !== "browser") return [];
  const exclude = name === "browser" ? { exclude: [...configDefaults.exclude, "src/*/hostile*.browser.test.tsx"] } : {};
  return [mergeConfig(project, { test: { include: [proof], ...exclude } })];
});

export default mergeConfig({ ...base, test: { ...base.test, projects } }, {
  root,
  // Pre-bundled dependencies of this bound only: a cache from the locked copies must not stand in for them.
  cacheDir: join(dir, ".vite"),
  plugins: [resolvedVersions()],
  resolve: {
    // `ajv` and `ajv/dist/2020.js` alike, but not `ajv-formats`. A dependency's own imports then resolve from
    // the scratch node_modules/ (ajv-formats finds the scratch ajv); React is not there, so react-hook-form
    // finds the project's React by walking up, and dedupe keeps it to that one copy in the browser too.
    alias: names.map((name) => ({ find: new RegExp(`^${escape(name)}(?=$|/)`), replacement: join(dir, "node_modules", name) })),
    dedupe: ["react", "react-dom"],
  },
  test: { provide: { dependencyRanges: { bound, dir: relative(root, dir), versions } } },
} satisfies UserConfig);
