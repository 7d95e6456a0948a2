// A server's `pattern`, judged on the relay in time linear in the answer's length. JavaScript's own regular
// expressions backtrack: `^(\w+\s?)*$` against thirty letters and a "!" takes seconds, doubling with each
// letter, and the relay judges any string a page posts on the event loop every page shares. So patterns are run
// by RE2JS, a port of RE2, which never backtracks. RE2 has no lookaround and no backreferences: a pattern with
// those is not judged here, and the MCP server judges it as it always does (docs/relay.md says so).
//
// JSON Schema patterns are ECMAScript's, which RE2 reads alike but for a few classes: `\s` and `\S` (ECMAScript's
// include Unicode's spaces; RE2's only ASCII's) and `.` (ECMAScript's leaves out \r, U+2028 and U+2029 too). Those
// are written out before compiling, so that both engines agree on what matches.
import { RE2JS } from "re2js";

/** ECMAScript's white space and line terminators, as RE2 writes them. */
const SPACES = String.raw`\t\n\v\f\r \x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}`;
const DOT = String.raw`[^\n\r\x{2028}\x{2029}]`;

/** The pattern in RE2's words, or undefined where a class cannot be written out (`\S` inside a class). */
function toRe2(pattern: string): string | undefined {
  let out = "";
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === "\\") {
      const next = pattern[i + 1] ?? "";
      i += 1;
      if (next === "s") out += inClass ? SPACES : `[${SPACES}]`;
      else if (next === "S") {
        if (inClass) return undefined;
        out += `[^${SPACES}]`;
      } else out += char + next;
      continue;
    }
    if (inClass) {
      if (char === "]") inClass = false;
      out += char;
    } else if (char === "[") {
      inClass = true;
      out += char;
      // A class's first `]`, or one after `^`, is a literal in neither engine's reading: left as it is.
    } else out += char === "." ? DOT : char;
  }
  return out;
}

type Tester = (value: string) => boolean;
const NOT_JUDGED: unique symbol = Symbol("not judged");
const cache = new Map<string, Tester | typeof NOT_JUDGED>();
const MAX_CACHED = 500;

/**
 * Whether `value` matches `pattern` anywhere (as JSON Schema's `pattern` asks), in linear time; undefined when
 * the pattern is not one RE2 can run (lookaround, backreferences) or is malformed: then it is not judged here.
 */
export function matchesPattern(pattern: string, value: string): boolean | undefined {
  let tester = cache.get(pattern);
  if (tester === undefined) {
    tester = NOT_JUDGED;
    try {
      const written = toRe2(RE2JS.translateRegExp(pattern));
      if (written !== undefined) {
        const re = RE2JS.compile(written);
        tester = (text) => re.test(text);
      }
    } catch {
      // Lookaround, a backreference, or a pattern no engine reads: left to the MCP server.
    }
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(pattern, tester);
  }
  return tester === NOT_JUDGED ? undefined : tester(value);
}
