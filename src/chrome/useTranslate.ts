import { useMemo } from "react";
import type { Messages, UrlMessages } from "../core/i18n/messages.ts";
import { catalogueLoader, englishCatalogue, type Catalogue } from "../core/i18n/catalogues.ts";
import type { LocalePreference } from "../core/i18n/preference.ts";
import { translateWith, type Translate } from "../core/i18n/translate.ts";
import { useLoaded } from "./useLoaded.ts";

/**
 * A locale's catalogue, for a component: until it has loaded, the caller suspends (useLoaded.ts); messages that
 * could not load read English, so the request can still be answered.
 */
export function useCatalogue(locale: LocalePreference | undefined): Catalogue {
  return useLoaded(catalogueLoader(locale), englishCatalogue);
}

/**
 * The translate function for a locale and the host's overrides, stable while they are. Forms look up a form's
 * messages only; URL mode and the provider pass English's URL-mode words (`enUrl`), which they import so that an
 * app showing only forms ships none of them. A locale that has not loaded yet suspends the caller: the components
 * that call this sit inside a Suspense boundary of their own.
 */
export function useTranslate(locale: LocalePreference | undefined, messages: Partial<Messages> | undefined, url?: UrlMessages): Translate {
  const catalogue = useCatalogue(locale);
  // Hosts often pass an inline object: its content, not its identity, decides. The catalogue is one object per
  // preference's content (a new copy of `navigator.languages` finds the same).
  const key = messages ? JSON.stringify(Object.keys(messages).map((k) => [k, String(messages[k as keyof Messages])])) : "";
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => translateWith(catalogue, url, messages), [catalogue, url, key]);
}
