// Catalogue lookup: the locale's built-in messages, overridden by whatever the host passes.
import { loadedCatalogue, partsOf, type Locale } from "./catalogues.ts";
import { enUrl } from "./en.ts";
import type { Message, MessageKey, MessageParams, Messages } from "./messages.ts";

export type { Locale };

export interface Translate {
  (key: MessageKey, params?: MessageParams): string;
  /** The built-in catalogue in use, for Intl formatting beyond messages. */
  readonly locale: Locale;
}

export function fill(message: Message, params: MessageParams = {}): string {
  if (typeof message === "function") return message(params);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

// A page's first Intl.NumberFormat costs tens of milliseconds (loading locale data): make one per locale,
// and only when a message first has a number in it, never on the way to a form's first frame.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

/** A translate function over the given parts of a built-in catalogue, in lookup order (catalogues.ts, partsOf). */
export function translateWith(parts: readonly Partial<Messages>[], locale: Locale = "en", overrides?: Partial<Messages>): Translate {
  // In templates, numbers read as the locale writes them ("10,000"); strings (names, ports) stay as they
  // are. Function messages get the raw values, to choose plurals by.
  const localise = (params: MessageParams = {}) =>
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === "number" ? numberFormat(locale).format(v) : v]));
  const lookup = (key: MessageKey): Message => {
    // Hosts pass `{ submit: maybeUndefined }` too: an override left undefined keeps the built-in message.
    const override = overrides?.[key];
    if (override !== undefined) return override;
    for (const part of parts) if (part[key] !== undefined) return part[key];
    return key;
  };
  const translate = (key: MessageKey, params?: MessageParams) => {
    const message = lookup(key);
    return typeof message === "function" ? message(params ?? {}) : fill(message, localise(params));
  };
  return Object.assign(translate, { locale });
}

/**
 * The translate function the components use, over every built-in message: for hosts' own UI. A locale other
 * than English loads on demand: until `loadLocale(locale)` has resolved this throws, naming it.
 */
export function createTranslate(locale: Locale = "en", overrides?: Partial<Messages>): Translate {
  const catalogue = loadedCatalogue(locale);
  if (!catalogue) throw new Error(`The "${locale}" messages load on demand: await loadLocale("${locale}") before createTranslate("${locale}").`);
  return translateWith(partsOf(catalogue, enUrl), locale, overrides);
}
