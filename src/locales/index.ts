// react-mcp-elicitation/locales: which built-in catalogue a language tag reads, for a host's language picker or
// its own words. The module itself (src/core/i18n/locales.ts) is what components load on demand with the first
// catalogue other than English; this file gives the entry point its types, and only the public names.
export { builtInLocales, dirOf, langOf, resolveLocale } from "../core/i18n/locales.ts";
export type { BuiltInLocale, Locale, LocalePreference } from "../core/i18n/locales.ts";
