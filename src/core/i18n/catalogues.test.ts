// Every built-in catalogue against English, message by message: the same keys, the same parameters, a form for
// each plural category its language has, and nothing left in English that is not the same on purpose. A message
// that reads the same as English is allowed where its catalogue says why, on the line before it:
// `// Same as English: <why>` (a word the language borrows, an abbreviation, a format with no words).
import { describe, expect, test } from "vitest";
import { en } from "./en.ts";
import { builtInLocales, type BuiltInLocale } from "./locales.ts";
import type { Message, MessageKey, Messages, PluralMessage } from "./messages.ts";
import { createTranslate } from "./translate.ts";
import { loadLocale } from "./catalogues.ts";

interface CatalogueModule {
  form: Record<string, Message>;
  url: Record<string, Message>;
  messages: Messages;
}
const modules = import.meta.glob<CatalogueModule>("./locales/*.ts", { eager: true });
const sources = import.meta.glob<string>("./locales/*.ts", { eager: true, query: "?raw", import: "default" });

/** Keys whose English has no words to translate, only a format: the same everywhere unless a language needs otherwise. */
const FORMAT_ONLY = new Set<MessageKey>(["titleWaiting", "sensitiveField"]);

const others = builtInLocales.filter((locale) => locale !== "en-US");
// Ready at once for createTranslate, as after a page has shown each.
await Promise.all(others.filter((locale) => `./locales/${locale}.ts` in modules).map((locale) => loadLocale(locale)));
const moduleOf = (locale: BuiltInLocale) => modules[`./locales/${locale}.ts`]!;
const isPlural = (message: Message): message is PluralMessage => typeof message === "object";
const formsOf = (message: Message): string[] => categorised(message).map(([, form]) => form);
const CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;
/** A message's forms with their plural categories; a plain string is "other". */
const categorised = (message: Message): [string, string][] =>
  isPlural(message) ? CATEGORIES.flatMap((c) => (message[c] === undefined ? [] : [[c, message[c]] as [string, string]])) : [["other", message as string]];
/** The plural categories of a locale that stand for one whole number alone (English "one": 1; Russian "one" is 1, 21, 31…). */
function exactCategories(locale: string): Set<string> {
  const rules = new Intl.PluralRules(locale);
  const counts = new Map<string, number>();
  for (let n = 0; n <= 1000; n++) counts.set(rules.select(n), (counts.get(rules.select(n)) ?? 0) + 1);
  return new Set([...counts].filter(([, times]) => times === 1).map(([category]) => category));
}
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
const englishPlaceholders = (key: MessageKey) => [...new Set(formsOf(en[key]).flatMap(placeholders))].sort();
const categoriesOf = (locale: string) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

/** The keys a catalogue's source marks as the same as English on purpose. */
function sameOnPurpose(locale: BuiltInLocale): Set<string> {
  const source = sources[`./locales/${locale}.ts`]!;
  return new Set([...source.matchAll(/\/\/ Same as English:[^\n]*\n\s*"?([\w.-]+)"?:/g)].map((m) => m[1]!));
}

test("there is one catalogue module per built-in locale but English, and no other", () => {
  expect(Object.keys(modules).sort()).toStrictEqual(others.map((locale) => `./locales/${locale}.ts`).sort());
});

describe.each(others.filter((locale) => `./locales/${locale}.ts` in modules))("%s", (locale) => {
  const catalogue = moduleOf(locale);

  test("has English's keys, each in the same part, no more and no fewer", () => {
    const urlKeys = Object.keys(en).filter((key) => key.startsWith("url") || key.startsWith("finding."));
    expect(Object.keys(catalogue.url).sort()).toStrictEqual(urlKeys.sort());
    expect(Object.keys(catalogue.form).sort()).toStrictEqual(Object.keys(en).filter((key) => !urlKeys.includes(key)).sort());
    expect(Object.keys(catalogue.messages).sort()).toStrictEqual(Object.keys(en).sort());
  });

  test("every message is words, with English's parameters, none dropped or added", () => {
    const exact = exactCategories(locale);
    for (const [key, message] of Object.entries(catalogue.messages) as [MessageKey, Message][]) {
      expect(typeof message === "string" || isPlural(message), `${key} is a string or a plural message`).toBe(true);
      for (const [category, form] of categorised(message)) {
        expect(form.trim(), key).not.toBe("");
        // A form for one number alone may say it in words ("one character"): its count may be left out.
        const mayOmit = isPlural(message) && exact.has(category) ? message.plural : undefined;
        const expected = englishPlaceholders(key).filter((name) => name !== mayOmit || placeholders(form).includes(name));
        expect(placeholders(form), `${key}: "${form}"`).toStrictEqual(expected);
        expect(form.replace(/\{\w+\}/g, ""), `${key}: a brace left unpaired`).not.toMatch(/[{}]/);
      }
    }
  });

  test("a message that counts has a form for each plural category of the language, and no other", () => {
    const needed = [...categoriesOf(locale)].sort();
    for (const [key, message] of Object.entries(catalogue.messages) as [MessageKey, Message][]) {
      const english = en[key];
      if (isPlural(english)) expect(isPlural(message), `${key} counts in English`).toBe(true);
      if (!isPlural(message)) continue;
      if (isPlural(english)) expect(message.plural, key).toBe(english.plural);
      expect(englishPlaceholders(key), `${key} counts a parameter it has`).toContain(message.plural);
      const has = CATEGORIES.filter((c) => message[c] !== undefined);
      expect(has.sort(), `${key}: the categories of ${locale}`).toStrictEqual(needed);
    }
  });

  test("no message is left in English unless its line says why", () => {
    const allowed = sameOnPurpose(locale);
    for (const [key, message] of Object.entries(catalogue.messages) as [MessageKey, Message][]) {
      if (FORMAT_ONLY.has(key) || allowed.has(key)) continue;
      const english = new Set(formsOf(en[key]));
      for (const form of formsOf(message)) expect(english.has(form), `${key} reads "${form}", as in English`).toBe(false);
    }
  });

  test("the marks of the same as English name keys that are the same", () => {
    for (const key of sameOnPurpose(locale)) {
      expect(key in en, `${key} is a message`).toBe(true);
      const english = new Set(formsOf(en[key as MessageKey]));
      expect(formsOf(catalogue.messages[key as MessageKey]).some((form) => english.has(form)), `${key} is marked the same as English, and is not`).toBe(true);
    }
  });
});

describe("a count takes the form its locale's plural rules choose, the number written as the locale writes it", () => {
  const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1000];
  test.each(["en-US" as const, ...others.filter((locale) => `./locales/${locale}.ts` in modules)])("%s", (locale) => {
    const t = createTranslate(locale);
    const rules = new Intl.PluralRules(locale);
    const numbers = new Intl.NumberFormat(locale);
    const catalogue = locale === "en-US" ? en : moduleOf(locale).messages;
    for (const [key, message] of Object.entries(catalogue) as [MessageKey, Message][]) {
      if (!isPlural(message)) continue;
      for (const n of COUNTS) {
        const params = { count: 1, min: 1, max: 1, length: 1, [message.plural]: n };
        const form = message[rules.select(n)] ?? message.other;
        const expected = form.replace(/\{(\w+)\}/g, (_, name: string) => numbers.format(params[name]!));
        expect(t(key, params), `${key} for ${n}`).toBe(expected);
      }
    }
  });
});
