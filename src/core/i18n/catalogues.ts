// The built-in catalogues, in two parts: a form's messages and URL mode's. A form or dialog looks up the form
// part only. English's URL-mode words are not in its catalogue: the code that can show a URL request imports
// them itself (`enUrl`, passed to `translateWith`: url/, the provider's views, `createTranslate`), so an app that
// shows only forms ships none of them. English's form part is in the first load; every other locale is a module
// of its own in locales/, loaded on demand, whole, the first time something asks for it, with the lookup that
// finds it (locales.ts), so that a page that never shows it ships none of it (bench/RESULTS.md, "Size").
import { enForm } from "./en.ts";
import type { Catalogue } from "./messages.ts";
import { readsEnglish, tagsOf, type BuiltInLocale, type LocalePreference } from "./preference.ts";

export type { Catalogue };
import { loaded, loader, type Loader } from "../loader.ts";

/** English: always there, and what a locale whose messages could not load reads instead (offline, a chunk gone). */
export const englishCatalogue: Catalogue = { form: enForm, locale: "en-US", lang: "en", dir: "ltr", format: "en" };
const loaders = new Map<string, Loader<Catalogue>>([["", /* @__PURE__ */ loaded(englishCatalogue)]]);
/** The lookup, once it has loaded: from then on a preference whose messages are here finds them at once. */
let lookup: typeof import("./locales.ts") | undefined;

/**
 * The catalogue a preference reads, loaded on demand with the lookup (locales.ts); components read it with
 * `useLoaded` (chrome/useTranslate.ts). English first (or nothing asked) reads English at once, its numbers
 * written as in the United States whatever its region (the lookup is what tells "en-IN" from "en").
 */
export function catalogueLoader(preference: LocalePreference | undefined): Loader<Catalogue> {
  const tags = tagsOf(preference);
  const key = tags.join(",");
  let found = loaders.get(key);
  if (!found) {
    const now = readsEnglish(tags) ? englishCatalogue : lookup?.catalogueNow(tags, englishCatalogue);
    found = now ? loaded(now) : loader(() => import("./locales.ts").then((module) => (lookup = module).catalogueFor(tags, englishCatalogue)));
    loaders.set(key, found);
  }
  return found;
}

/**
 * Loads the built-in messages a preference reads, and resolves with the locale they are ("de-DE" for "de-AT")
 * once components and `createTranslate` can use them at once. English is always there. Rejects if the messages
 * could not load (English is read instead until a later `loadLocale` loads them).
 */
export function loadLocale(preference: LocalePreference): Promise<BuiltInLocale> {
  return catalogueLoader(preference)
    .load()
    .then((catalogue) => catalogue.locale);
}

/** Whether the messages a preference reads can be used at once: English's always can. */
export function localeLoaded(preference: LocalePreference | undefined): boolean {
  return catalogueLoader(preference).state.status === "ready";
}

/** A preference's catalogue once it can be used at once: English for one that could not load; undefined until then. */
export function loadedCatalogue(preference: LocalePreference | undefined): Catalogue | undefined {
  const { state } = catalogueLoader(preference);
  if (state.status === "ready") return state.value;
  return state.status === "failed" ? englishCatalogue : undefined;
}
