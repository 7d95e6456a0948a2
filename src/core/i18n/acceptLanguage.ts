// The person's languages as the draft SEP-2792 ("Per-Request User Language Preference", docs/guides/i18n.md)
// carries them: `_meta["io.modelcontextprotocol/acceptLanguage"]` on a request, in the grammar of HTTP's
// Accept-Language (RFC 9110 §12.5.4), so that a server may word its message and its fields' titles in them.
// Written by the adapters on the host's requests (src/sdk/acceptLanguage.ts) and the relay's page; read by the
// relay's host half from a page's stream.

export const ACCEPT_LANGUAGE_META = "io.modelcontextprotocol/acceptLanguage";

/** A language range as Accept-Language has it (RFC 4647): letters, then dash-separated letters and digits. */
const RANGE = /^[a-z]{1,8}(-[a-z\d]{1,8})*$/i;

/**
 * The Accept-Language value of tags in order of preference: "de-AT,de;q=0.9,en;q=0.8". Invalid and repeated
 * tags are left out, and at most ten are kept (their weights fall by a tenth each); undefined for none.
 */
export function acceptLanguageOf(tags: readonly string[]): string | undefined {
  const ranges = [...new Set(tags.filter((tag) => RANGE.test(tag)))].slice(0, 10);
  return ranges.length > 0 ? ranges.map((range, i) => (i === 0 ? range : `${range};q=${(10 - i) / 10}`)).join(",") : undefined;
}

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

/** Request params with the person's languages in their `_meta`, unless the caller put its own there. */
export function withAcceptLanguage<P extends { _meta?: Record<string, unknown> }>(params: P | undefined, value: string): P {
  const meta = params?._meta;
  if (meta && ACCEPT_LANGUAGE_META in meta) return params;
  return { ...params, _meta: { ...meta, [ACCEPT_LANGUAGE_META]: value } } as unknown as P;
}
