// Which built-in catalogue a language tag reads, by BCP 47 lookup (RFC 4647): the tag as it is, then less and less
// of it ("de-AT" -> "de"), each against the languages the library ships; the first of several tags that finds one
// wins. A tag nothing matches reads English. Chinese chooses by script ("zh-HK" and "zh-Hant" are Traditional),
// Portuguese by region (Brazil's, unless the region is another: CLDR's parent of those is pt-PT).
//
// Loaded on demand, with the first catalogue other than English (catalogues.ts), and the entry point
// "react-mcp-elicitation/locales" for hosts: an English page ships none of this.
// It imports nothing of the first bytes at run time (English comes in as an argument): what an entry point shares
// with the main one would be split into chunks of their own, and cost every page their imports.
import type { Catalogue, FormMessages, UrlMessages } from "./messages.ts";
import type { BuiltInLocale, LocalePreference } from "./preference.ts";

export type { BuiltInLocale, Locale, LocalePreference } from "./preference.ts";

/** Every built-in locale, in one string. */
const BUILT_IN = "ar-AE bg-BG cs-CZ da-DK de-DE el-GR en-US es-ES et-EE fa-IR fi-FI fr-FR he-IL hi-IN hr-HR hu-HU id-ID it-IT ja-JP ko-KR lt-LT lv-LV nb-NO nl-NL pl-PL pt-BR pt-PT ro-RO ru-RU sk-SK sl-SI sr-SP sv-SE th-TH tr-TR uk-UA vi-VN zh-CN zh-TW";

/** The built-in locales, in alphabetical order of their tags. */
export const builtInLocales = BUILT_IN.split(" ") as readonly BuiltInLocale[];

/** A language's catalogue, by its language subtag; Norwegian's older and Nynorsk's tags read Bokmål. */
const byLanguage = new Map<string, BuiltInLocale>([...builtInLocales.map((tag) => [tag.slice(0, 2), tag] as const), ["no", "nb-NO"], ["nn", "nb-NO"]]);

/** The written language of a built-in catalogue, for `lang`: its language, with the script or region its words need. */
export function langOf(locale: BuiltInLocale): string {
  if (locale === "sr-SP") return "sr-Latn";
  return /^(zh|pt)-/.test(locale) ? locale : locale.slice(0, 2);
}

/** The scripts written right to left, by their ISO 15924 codes. */
const RTL_SCRIPTS = new Set(["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr", "Mend", "Yezi"]);

/**
 * The direction a language is written in, by its likely script: right to left for Arabic, Hebrew and Persian of
 * the built-in locales, and for Urdu, Pashto or Yiddish a host brings words for. An invalid tag reads left to right.
 */
export function dirOf(tag: string): "ltr" | "rtl" {
  try {
    return RTL_SCRIPTS.has(new Intl.Locale(tag).maximize().script ?? "") ? "rtl" : "ltr";
  } catch {
    return "ltr";
  }
}

/** The built-in catalogue one tag reads, or undefined: an invalid tag, or a language the library does not ship. */
function lookup(tag: string): BuiltInLocale | undefined {
  let parsed: Intl.Locale;
  try {
    // Canonical: "iw" is read as "he", "in" as "id".
    parsed = new Intl.Locale(tag);
  } catch {
    return undefined;
  }
  const { language, region } = parsed;
  if (language === "zh") return parsed.maximize().script === "Hant" ? "zh-TW" : "zh-CN";
  if (language === "pt") return !region || region === "BR" ? "pt-BR" : "pt-PT";
  return byLanguage.get(language);
}

/**
 * The built-in catalogue a preference reads: the first of its tags that finds one by lookup, else English. Tells a
 * host which locale is used: `resolveLocale("de-AT")` is "de-DE", `resolveLocale("tlh")` "en-US".
 */
export function resolveLocale(preference: LocalePreference | undefined): BuiltInLocale {
  for (const tag of typeof preference === "string" ? [preference] : (preference ?? [])) {
    const found = lookup(tag);
    if (found) return found;
  }
  return "en-US";
}

/** A tag as Intl writes it, or undefined for what is no tag. */
function canonical(tag: string | undefined): string | undefined {
  try {
    return tag === undefined ? undefined : Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

type Parts = Pick<Catalogue, "form" | "url">;
const modules = new Map<BuiltInLocale, Promise<Parts>>();
const loadedModules = new Map<BuiltInLocale, Parts>();

/** A built-in catalogue's messages, loaded once: each locale but English is a module of its own in locales/ (vite.config.ts). */
function loadParts(locale: BuiltInLocale): Promise<Parts> {
  let found = modules.get(locale);
  if (!found) {
    found = import(`./locales/${locale}.ts`).then(({ form, url }: { form: FormMessages; url: UrlMessages }) => {
      loadedModules.set(locale, { form, url });
      return { form, url };
    });
    // A load that failed (offline) is tried again the next time.
    found.catch(() => modules.delete(locale));
    modules.set(locale, found);
  }
  return found;
}

/** What a preference reads, given its catalogue's messages: who they are, and what numbers and a host's own words are written by. */
function view(tags: readonly string[], locale: BuiltInLocale, parts: Parts, english: Catalogue): Catalogue {
  const lang = locale === "en-US" ? "en" : langOf(locale);
  const language = lang.slice(0, 2);
  // Numbers as the first tag in the catalogue's language writes them: "de-CH" writes 10’000 in German words.
  const format = canonical(tags.find((tag) => canonical(tag)?.slice(0, 2).toLowerCase() === language)) ?? lang;
  // Words a host brings for a tag not built in (`locale="ur"` with its `messages`) are in that tag's language.
  const first = canonical(tags[0]);
  const own = locale === "en-US" && first && !first.startsWith("en") ? { lang: first, dir: dirOf(first) } : undefined;
  return { ...(locale === "en-US" ? english : parts), locale, lang, dir: dirOf(lang), format, ...(own && { own }) };
}

/** What a preference reads, once its messages have loaded; undefined until they have. */
export function catalogueNow(tags: readonly string[], english: Catalogue): Catalogue | undefined {
  const locale = resolveLocale(tags);
  const parts = locale === "en-US" ? english : loadedModules.get(locale);
  return parts && view(tags, locale, parts, english);
}

/** What a preference reads, loading its messages (components: catalogues.ts). */
export async function catalogueFor(tags: readonly string[], english: Catalogue): Promise<Catalogue> {
  const locale = resolveLocale(tags);
  return view(tags, locale, locale === "en-US" ? english : await loadParts(locale), english);
}
