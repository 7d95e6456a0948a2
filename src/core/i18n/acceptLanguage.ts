// The person's languages as the draft SEP-2792 ("Per-Request User Language Preference", docs/guides/i18n.md)
// carries them: `_meta["io.modelcontextprotocol/acceptLanguage"]` on a request, in the grammar of HTTP's
// Accept-Language (RFC 9110 §12.5.4), so that a server may word its message and its fields' titles in them.
// Written by the adapters on the host's requests (src/sdk/acceptLanguage.ts) and the relay's page; read back by the
// relay's host half from a page's stream (languagesOf.ts).

export const ACCEPT_LANGUAGE_META = "io.modelcontextprotocol/acceptLanguage";

/** A language range as Accept-Language has it (RFC 4647): letters, then dash-separated letters and digits. */
export const RANGE = /^[a-z]{1,8}(-[a-z\d]{1,8})*$/i;

/**
 * The Accept-Language value of tags in order of preference: "de-AT,de;q=0.9,en;q=0.8". Invalid and repeated
 * tags are left out, and at most ten are kept (their weights fall by a tenth each); undefined for none.
 */
export function acceptLanguageOf(tags: readonly string[]): string | undefined {
  const ranges = [...new Set(tags.filter((tag) => RANGE.test(tag)))].slice(0, 10);
  return ranges.length > 0 ? ranges.map((range, i) => (i === 0 ? range : `${range};q=${(10 - i) / 10}`)).join(",") : undefined;
}

/** Request params with the person's languages in their `_meta`, unless the caller put its own there. */
export function withAcceptLanguage<P extends { _meta?: Record<string, unknown> }>(params: P | undefined, value: string): P {
  const meta = params?._meta;
  if (meta && ACCEPT_LANGUAGE_META in meta) return params;
  return { ...params, _meta: { ...meta, [ACCEPT_LANGUAGE_META]: value } } as unknown as P;
}
