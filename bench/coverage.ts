// Which of this library's code a page loads at start runs by the time a request has shown: Chromium's precise
// coverage of the benchmark page's start chunks (those index.html loads), each byte of the minified code mapped
// back to its source file by the build's source map (vite.config.ts writes it beside the page, unreferenced).
// A module whose code mostly does not run is a candidate to load on demand; one that runs is what the first
// frame needs.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";

const pageDir = resolve(import.meta.dirname, ".out/page");

/** Per source file of this library (`src/...`): minified bytes at start, and how many of them ran. */
export type OwnCoverage = Map<string, { bytes: number; ran: number }>;

/** The JavaScript files index.html loads at start, by their URL path. */
function startChunks(): string[] {
  const html = readFileSync(resolve(pageDir, "index.html"), "utf8");
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
}

/** The source file of each character of `code` (one minified file), from its source map. */
function sourceOfEach(code: string, map: RawSourceMap): (string | undefined)[] {
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === "\n") lineStarts.push(i + 1);
  const sources: (string | undefined)[] = new Array(code.length).fill(undefined);
  const mappings: { offset: number; source: string | undefined }[] = [];
  new SourceMapConsumer(map).eachMapping((m) => mappings.push({ offset: lineStarts[m.generatedLine - 1]! + m.generatedColumn, source: m.source ?? undefined }));
  mappings.sort((a, b) => a.offset - b.offset);
  // A mapping holds until the next one: the characters between are the same source's.
  mappings.forEach((m, i) => sources.fill(m.source, m.offset, mappings[i + 1]?.offset ?? code.length));
  return sources;
}

/** This library's path of a source (`src/...`), or undefined for a dependency's, whatever folders it has. */
function ownSource(source: string | undefined): string | undefined {
  const path = `/${source ?? ""}`;
  if (path.includes("/node_modules/")) return undefined;
  const at = path.indexOf("/src/");
  return at === -1 ? undefined : path.slice(at + 1);
}

/** The UTF-8 bytes of one UTF-16 code unit of the code: a surrogate is half of a 4-byte character. */
function utf8Bytes(unit: number): number {
  if (unit < 0x80) return 1;
  if (unit < 0x800 || (unit >= 0xd800 && unit < 0xe000)) return 2;
  return 3;
}

/** Starts coverage before the page loads; the returned function stops it and counts this library's code. */
export async function coverStart(page: Page): Promise<() => Promise<OwnCoverage>> {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  return async () => {
    const entries = await page.coverage.stopJSCoverage();
    const own: OwnCoverage = new Map();
    for (const path of startChunks()) {
      const entry = entries.find((e) => new URL(e.url).pathname === path);
      const mapFile = resolve(pageDir, `.${path}.map`);
      // The bundler's own runtime has no source map, and no code of this library.
      if (!entry?.source || !existsSync(mapFile)) continue;
      const code = entry.source;
      const map = JSON.parse(readFileSync(mapFile, "utf8")) as RawSourceMap;
      const sources = sourceOfEach(code, map);
      // Block coverage: ranges nest, and the innermost says whether its code ran.
      const counts = new Int32Array(code.length);
      const ranges = entry.functions.flatMap((f) => f.ranges).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
      for (const range of ranges) counts.fill(range.count, range.startOffset, range.endOffset);
      for (let i = 0; i < code.length; i++) {
        const source = ownSource(sources[i]);
        if (!source) continue;
        const row = own.get(source) ?? { bytes: 0, ran: 0 };
        const bytes = utf8Bytes(code.charCodeAt(i));
        row.bytes += bytes;
        if (counts[i]! > 0) row.ran += bytes;
        own.set(source, row);
      }
    }
    return own;
  };
}
