// The built-in catalogues, in parts: a form or dialog looks up the form part only, so an app that shows no
// URL-mode request ships none of URL mode's messages. English is in the first load; every other locale loads
// on demand, the first time something asks for it (vite.config.ts makes it an entry point of its own), so a
// page that never shows it ships none of it (bench/RESULTS.md, "Size").
import { enForm, enUrl } from "./en.ts";
import type { FormMessages, Messages, UrlMessages } from "./messages.ts";
import { onDemand, type OnDemand } from "../onDemand.ts";

export type Locale = "en" | "zh-CN";

/** Which messages a caller looks up: a form's, or URL mode's as well. */
export type CataloguePart = "form" | "all";

/** A locale's messages by part, each in lookup order; made once, so a translate function built on it is stable. */
type Catalogue = Record<CataloguePart, readonly Partial<Messages>[]>;

const catalogue = (form: FormMessages, url: UrlMessages): Catalogue => ({ form: [form], all: [form, url] });
const english = catalogue(enForm, enUrl);
const others: Record<Exclude<Locale, "en">, OnDemand<Catalogue>> = {
  "zh-CN": /* @__PURE__ */ onDemand(() => import("./zh-CN.ts").then((module) => catalogue(module.zhCNForm, module.zhCNUrl))),
};
// Locales whose messages could not load (offline, a missing chunk): English in their place, so the request can
// still be answered. A later `loadLocale` tries again.
const fellBack = new Set<Locale>();
// What a component suspended on a locale waits for: one promise per locale while it loads.
const waits = new Map<Locale, Promise<void>>();

const needsLoading = (locale: Locale): locale is Exclude<Locale, "en"> => Object.hasOwn(others, locale);

/**
 * Loads a locale's built-in messages; resolves once components and `createTranslate` can use them at once.
 * English is always there. Rejects if the messages could not load (components then show English).
 */
export function loadLocale(locale: Locale): Promise<void> {
  if (!needsLoading(locale)) return Promise.resolve();
  return others[locale].load().then(() => {
    fellBack.delete(locale);
  });
}

/** Whether a locale's messages can be used at once. An unknown locale reads English, which always can. */
export function localeLoaded(locale: Locale): boolean {
  return !needsLoading(locale) || others[locale].value !== undefined;
}

/** The messages of a locale that has loaded, in lookup order; undefined until it has. */
export function loadedParts(locale: Locale, part: CataloguePart): readonly Partial<Messages>[] | undefined {
  if (!needsLoading(locale)) return english[part];
  return (others[locale].value ?? (fellBack.has(locale) ? english : undefined))?.[part];
}

/**
 * The messages of a locale, for a component: until they have loaded it suspends (throws the load) for the
 * nearest Suspense boundary, which every component of this library has around what it shows.
 */
export function requireParts(locale: Locale, part: CataloguePart): readonly Partial<Messages>[] {
  const found = loadedParts(locale, part);
  if (found) return found;
  let wait = waits.get(locale);
  if (!wait) {
    wait = loadLocale(locale)
      .catch(() => {
        fellBack.add(locale);
      })
      .finally(() => waits.delete(locale));
    waits.set(locale, wait);
  }
  throw wait;
}
