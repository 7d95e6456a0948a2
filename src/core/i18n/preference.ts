// What a page is told to read, before any catalogue loads. English is in the first bytes and reads at once; any
// other tag loads the lookup with its catalogue (locales.ts), so that an English page ships neither the table of
// built-in locales nor the rules that search it.

/** The catalogues the library ships, each loaded on demand but English (docs/guides/i18n.md lists them). */
export type BuiltInLocale =
  | "ar-AE" | "bg-BG" | "cs-CZ" | "da-DK" | "de-DE" | "el-GR" | "en-US" | "es-ES" | "et-EE" | "fa-IR" | "fi-FI"
  | "fr-FR" | "he-IL" | "hi-IN" | "hr-HR" | "hu-HU" | "id-ID" | "it-IT" | "ja-JP" | "ko-KR" | "lt-LT" | "lv-LV"
  | "nb-NO" | "nl-NL" | "pl-PL" | "pt-BR" | "pt-PT" | "ro-RO" | "ru-RU" | "sk-SK" | "sl-SI" | "sr-SP" | "sv-SE"
  | "th-TH" | "tr-TR" | "uk-UA" | "vi-VN" | "zh-CN" | "zh-TW";

/** A BCP 47 language tag: a built-in locale's, or any other, which lookup reads (English when nothing matches). */
export type Locale = BuiltInLocale | (string & {});

/** What a component or the provider is told to read: a tag, or several in order of preference (`navigator.languages`). */
export type LocalePreference = Locale | readonly Locale[];

/** The tags of a preference, in order. */
export const tagsOf = (preference: LocalePreference | undefined): readonly string[] =>
  preference === undefined ? [] : typeof preference === "string" ? [preference] : preference;

/** Whether a preference reads English without a lookup: no tag at all, or English first ("en", "en-GB"). */
export const readsEnglish = (tags: readonly string[]): boolean => tags.length === 0 || /^en(-|$)/i.test(tags[0]!);
