// The built-in catalogues, in parts: a form or dialog looks up the form part only, so an app that shows no
// URL-mode request ships none of URL mode's messages. English is in the first load; every other locale loads
// on demand, the first time something asks for it (vite.config.ts makes it an entry point of its own), so a
// page that never shows it ships none of it (bench/RESULTS.md, "Size").
import { enForm, enUrl } from "./en.ts";
import type { FormMessages, Messages, UrlMessages } from "./messages.ts";
import { loaded, loader, type Loader } from "../loader.ts";

export type Locale = "en" | "zh-CN";

/** Which messages a caller looks up: a form's, or URL mode's as well. */
export type CataloguePart = "form" | "all";

/** A locale's messages by part, each in lookup order; made once, so a translate function built on it is stable. */
export type Catalogue = Record<CataloguePart, readonly Partial<Messages>[]>;

const catalogue = (form: FormMessages, url: UrlMessages): Catalogue => ({ form: [form], all: [form, url] });
/** English: always there, and what a locale whose messages could not load reads instead (offline, a chunk gone). */
export const englishCatalogue = catalogue(enForm, enUrl);
const catalogues: Record<Locale, Loader<Catalogue>> = {
  en: /* @__PURE__ */ loaded(englishCatalogue),
  "zh-CN": /* @__PURE__ */ loader(() => import("./zh-CN.ts").then((module) => catalogue(module.zhCNForm, module.zhCNUrl))),
};

/**
 * A locale's catalogue, loaded on demand; components read it with `useLoaded` (chrome/useTranslate.ts). An
 * unknown locale reads English.
 */
export function catalogueLoader(locale: Locale): Loader<Catalogue> {
  return Object.hasOwn(catalogues, locale) ? catalogues[locale] : catalogues.en;
}

/**
 * Loads a locale's built-in messages; resolves once components and `createTranslate` can use them at once.
 * English is always there. Rejects if the messages could not load (English is read instead until a later
 * `loadLocale` loads them).
 */
export function loadLocale(locale: Locale): Promise<void> {
  return catalogueLoader(locale)
    .load()
    .then(() => {});
}

/** Whether a locale's messages can be used at once. An unknown locale reads English, which always can. */
export function localeLoaded(locale: Locale): boolean {
  return catalogueLoader(locale).state.status === "ready";
}

/** The messages of a locale in lookup order: English for one that could not load; undefined until it has. */
export function loadedParts(locale: Locale, part: CataloguePart): readonly Partial<Messages>[] | undefined {
  const { state } = catalogueLoader(locale);
  if (state.status === "ready") return state.value[part];
  return state.status === "failed" ? englishCatalogue[part] : undefined;
}
