// Run by `npm run test:ranges` in each project it runs (vitest.config.ts beside this file): proves that every
// runtime dependency resolves to the scratch install of the bound under test, at the version of that bound.
// A version alone could not tell: a bound may be the very version the lockfile pins, so the path is checked too.
import { expect, inject, test } from "vitest";
// @ts-expect-error A module the config's plugin writes: each package's package.json and the URL it came from.
import resolved from "virtual:dependency-ranges";

declare module "vitest" {
  export interface ProvidedContext {
    dependencyRanges: { bound: string; dir: string; versions: Record<string, string> };
  }
}

const { bound, dir, versions } = inject("dependencyRanges");
const rows = resolved as { name: string; version: string; url: string }[];

test("every dependency in package.json is checked", () => {
  expect(rows.map((row) => row.name)).toEqual(Object.keys(versions));
});

test.each(rows)(`$name resolves to the ${bound} install`, ({ name, version, url }) => {
  expect(version).toBe(versions[name]);
  expect(decodeURIComponent(url)).toContain(`${dir}/node_modules/${name}/package.json`);
});
