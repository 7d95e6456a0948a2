// The built-in catalogues, in two parts: a form's messages and URL mode's. A form or dialog looks up the form
// part only. English's URL-mode words are not in its catalogue: the code that can show a URL request imports
// them itself (`enUrl`, passed to `partsOf`: url/, the provider's views, `createTranslate`), so an app that
// shows only forms ships none of them. English's form part is in the first load; every other locale loads on
// demand, whole, the first time something asks for it (vite.config.ts makes it an entry point of its own), so
// a page that never shows it ships none of it (bench/RESULTS.md, "Size").
import { enForm } from "./en.ts";
import type { FormMessages, Messages, UrlMessages } from "./messages.ts";
import { loaded, loader, type Loader } from "../loader.ts";

export type Locale = "en" | "zh-CN";

/** A locale's messages; made once, so a translate function built on it is stable. English has no `url` part here. */
export interface Catalogue {
  form: FormMessages;
  url?: UrlMessages;
}

/** English: always there, and what a locale whose messages could not load reads instead (offline, a chunk gone). */
export const englishCatalogue: Catalogue = { form: enForm };
const catalogues: Record<Locale, Loader<Catalogue>> = {
  en: /* @__PURE__ */ loaded(englishCatalogue),
  "zh-CN": /* @__PURE__ */ loader(() => import("./zh-CN.ts").then((module) => ({ form: module.zhCNForm, url: module.zhCNUrl }))),
};

/**
 * A catalogue's parts in lookup order: its form part; with `url` (English's URL-mode words, which the caller
 * imports) its URL part too, or `url` where it has none.
 */
export function partsOf(catalogue: Catalogue, url?: UrlMessages): readonly Partial<Messages>[] {
  return url ? [catalogue.form, catalogue.url ?? url] : [catalogue.form];
}

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

/** A locale's catalogue once it can be used at once: English for one that could not load; undefined until then. */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  const { state } = catalogueLoader(locale);
  if (state.status === "ready") return state.value;
  return state.status === "failed" ? englishCatalogue : undefined;
}
