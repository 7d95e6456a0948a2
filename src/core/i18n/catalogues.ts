// The built-in catalogues, in parts: a form or dialog looks up the form part only, so an app that shows no
// URL-mode request ships none of URL mode's messages. English is in the first load; every other locale loads
// on demand, the first time something asks for it (vite.config.ts makes it an entry point of its own), so a
// page that never shows it ships none of it (bench/RESULTS.md, "Size").
import { enForm, enUrl } from "./en.ts";
import type { FormMessages, Messages, UrlMessages } from "./messages.ts";

export type Locale = "en" | "zh-CN";

/** Which messages a caller looks up: a form's, or URL mode's as well. */
export type CataloguePart = "form" | "all";

/** A locale's messages by part, each in lookup order; made once, so a translate function built on it is stable. */
type Catalogue = Record<CataloguePart, readonly Partial<Messages>[]>;

const catalogue = (form: FormMessages, url: UrlMessages): Catalogue => ({ form: [form], all: [form, url] });
const english = catalogue(enForm, enUrl);
const loaders: Record<Exclude<Locale, "en">, () => Promise<Catalogue>> = {
  "zh-CN": () => import("./zh-CN.ts").then((module) => catalogue(module.zhCNForm, module.zhCNUrl)),
};
const loaded = new Map<Locale, Catalogue>([["en", english]]);
const loading = new Map<Locale, Promise<void>>();
// Locales whose messages could not load (offline, a missing chunk): English in their place, so the request can
// still be answered. A later `loadLocale` tries again.
const fellBack = new Set<Locale>();

const needsLoading = (locale: Locale): locale is Exclude<Locale, "en"> => Object.hasOwn(loaders, locale);

/**
 * Loads a locale's built-in messages; resolves once components and `createTranslate` can use them at once.
 * English is always there. Rejects if the messages could not load (components then show English).
 */
export function loadLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale) || !needsLoading(locale)) return Promise.resolve();
  let load = loading.get(locale);
  if (!load) {
    load = loaders[locale]().then(
      (messages) => {
        loaded.set(locale, messages);
        fellBack.delete(locale);
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, load);
  }
  return load;
}

/** Whether a locale's messages can be used at once. An unknown locale reads English, which always can. */
export function localeLoaded(locale: Locale): boolean {
  return loaded.has(locale) || !needsLoading(locale);
}

/** The messages of a locale that has loaded, in lookup order; undefined until it has. */
export function loadedParts(locale: Locale, part: CataloguePart): readonly Partial<Messages>[] | undefined {
  if (!needsLoading(locale)) return english[part];
  return (loaded.get(locale) ?? (fellBack.has(locale) ? english : undefined))?.[part];
}

/**
 * The messages of a locale, for a component: until they have loaded it suspends (throws the load) for the
 * nearest Suspense boundary, which every component of this library has around what it shows.
 */
export function requireParts(locale: Locale, part: CataloguePart): readonly Partial<Messages>[] {
  const found = loadedParts(locale, part);
  if (found) return found;
  throw loadLocale(locale).catch(() => {
    fellBack.add(locale);
  });
}
