// The language a server says its words are in (SEP-2792, a draft: docs/guides/i18n.md): the first tag of
// `_meta["io.modelcontextprotocol/contentLanguage"]` on the request, for `lang` on the message, the fields'
// titles and descriptions and the choices' titles. Anything else there is ignored: the words then take the
// language of the library's own around them.
export const CONTENT_LANGUAGE_META = "io.modelcontextprotocol/contentLanguage";

export function contentLanguageOf(params: { _meta?: Record<string, unknown> } | undefined): string | undefined {
  const value = params?._meta?.[CONTENT_LANGUAGE_META];
  // A language tag's letters, digits and dashes, or nothing: never a value `lang` would take for another.
  return typeof value === "string" ? /^[a-z]{2,3}(-[a-z\d]{1,8})*/i.exec(value.trim())?.[0] : undefined;
}
