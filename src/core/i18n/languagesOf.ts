// The person's languages as a page's stream says them (its Accept-Language, acceptLanguage.ts), read back by the
// relay's host half: a module of its own, so that the adapters, which only write them, do not ship it.
import { RANGE } from "./acceptLanguage.ts";

/**
 * The ranges of an Accept-Language value, most wanted first (by weight, then as written), without the wildcard
 * and those weighted 0; [] for a value that is not one.
 */
export function languagesOf(value: string | null | undefined): string[] {
  if (!value) return [];
  const weighted: { range: string; q: number }[] = [];
  for (const part of value.split(",")) {
    const [range = "", ...params] = part.split(";").map((text) => text.trim());
    const q = params.length === 0 ? 1 : Number(/^q=([01](\.\d{0,3})?)$/i.exec(params[0]!)?.[1] ?? Number.NaN);
    if (!RANGE.test(range) || !(q > 0 && q <= 1)) continue;
    weighted.push({ range, q });
  }
  // Array sort is stable: equal weights keep the order they were written in.
  return weighted.sort((a, b) => b.q - a.q).map(({ range }) => range);
}
