// Catalogue lookup: the locale's built-in messages, overridden by whatever the host passes.
import { loadedCatalogue, type Catalogue } from "./catalogues.ts";
import { enUrl } from "./en.ts";
import { type BuiltInLocale, type Locale, type LocalePreference } from "./preference.ts";
import type { Message, MessageKey, MessageParams, Messages, PluralMessage, UrlMessages } from "./messages.ts";

export type { BuiltInLocale, Locale, LocalePreference };

export interface Translate {
  (key: MessageKey, params?: MessageParams): string;
  /** The tag numbers, lists and plurals are written by: the one asked for where the catalogue is its language. */
  readonly locale: string;
  /**
   * The language its words are in, for `lang`: "de", "zh-TW", "sr-Latn"; the host's tag where it brings its own
   * words for a language not built in (`locale="ur"` with `messages`).
   */
  readonly lang: string;
  /** The direction its words are written in, for `dir`. */
  readonly dir: "ltr" | "rtl";
}

// A page's first Intl.NumberFormat costs tens of milliseconds (loading its number data; 25-50 ms measured in
// Chromium), and a form's first frame often has a number in it ("At least 3 characters"). English writes a
// whole number below 1,000 as JavaScript does, so an English page never makes one for those (its first frame
// pays nothing); every other number, and every number in another locale, is written by the locale's format,
// made once. Plural rules cost a millisecond: made when a message first counts something.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
/** What `make` makes for `locale`, made once per locale. */
function madeOnce<T>(made: Map<string, T>, locale: string, make: (locale: string) => T): T {
  let found = made.get(locale);
  if (found === undefined) made.set(locale, (found = make(locale)));
  return found;
}

/** A number as `locale` writes it. */
export function formatNumber(value: number, locale: string): string {
  if (locale === "en" && Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  return madeOnce(numberFormats, locale, (tag) => new Intl.NumberFormat(tag)).format(value);
}

/** The template a message reads for these parameters: a plural message's form for its number, by `locale`'s rules. */
function templateOf(message: string | PluralMessage, params: MessageParams, locale: string): string {
  if (typeof message === "string") return message;
  const rules = madeOnce(pluralRules, locale, (tag) => new Intl.PluralRules(tag));
  return message[rules.select(Number(params[message.plural]) || 0)] ?? message.other;
}

/**
 * A message filled with its parameters: {name} is replaced by `shown.name` (the parameters as given, unless the
 * caller writes them otherwise); one not given stays as it is. A plural message's form is chosen by the raw number.
 */
export function fill(message: Message, params: MessageParams = {}, locale = "en", shown = params): string {
  if (typeof message === "function") return message(params);
  return templateOf(message, params, locale).replace(/\{(\w+)\}/g, (whole, name: string) => (name in shown ? String(shown[name]) : whole));
}

/**
 * A translate function over what a preference reads (with `url`, English's URL-mode words, where the catalogue
 * has none of its own) and the host's overrides.
 */
export function translateWith(catalogue: Catalogue, url?: UrlMessages, overrides?: Partial<Messages>): Translate {
  const parts: readonly Partial<Messages>[] = url ? [catalogue.form, catalogue.url ?? url] : [catalogue.form];
  // A host that brings its own words for a language the library does not ship: they are in that language.
  const own = overrides && Object.keys(overrides).length > 0 ? catalogue.own : undefined;
  const lang = own?.lang ?? catalogue.lang;
  const locale = own?.lang ?? catalogue.format;
  // In templates, numbers read as the locale writes them ("10,000"); strings (names, ports) stay as they
  // are. Function messages get the raw values.
  const localise = (params: MessageParams) =>
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === "number" ? formatNumber(v, locale) : v]));
  const lookup = (key: MessageKey): Message => {
    // Hosts pass `{ submit: maybeUndefined }` too: an override left undefined keeps the built-in message.
    const override = overrides?.[key];
    if (override !== undefined) return override;
    for (const part of parts) if (part[key] !== undefined) return part[key];
    return key;
  };
  // The form is chosen by the raw number; the template is filled with the locale's writing of it.
  const translate = (key: MessageKey, params: MessageParams = {}) => fill(lookup(key), params, locale, localise(params));
  return Object.assign(translate, { locale, lang, dir: own?.dir ?? catalogue.dir });
}

/**
 * The translate function the components use, over every built-in message: for hosts' own UI. A locale other
 * than English loads on demand: until `loadLocale(locale)` has resolved this throws, naming it.
 */
export function createTranslate(preference?: LocalePreference, overrides?: Partial<Messages>): Translate {
  const catalogue = loadedCatalogue(preference);
  if (!catalogue) {
    const asked = JSON.stringify(preference);
    throw new Error(`await loadLocale(${asked}) before createTranslate(${asked}): its messages load on demand.`);
  }
  return translateWith(catalogue, enUrl, overrides);
}
