import { useMemo } from "react";
import type { Messages } from "../core/i18n/messages.ts";
import { formCatalogues, type Catalogues } from "../core/i18n/catalogues.ts";
import { translateWith, type Locale, type Translate } from "../core/i18n/translate.ts";

/**
 * The translate function for a locale and the host's overrides, stable while they are. Forms look up
 * the form part of the catalogues; URL mode and the provider pass every part.
 */
export function useTranslate(locale: Locale | undefined, messages: Partial<Messages> | undefined, catalogues: Catalogues = formCatalogues): Translate {
  // Hosts often pass an inline object; its content, not its identity, decides.
  const key = messages ? JSON.stringify(Object.keys(messages).map((k) => [k, String(messages[k as keyof Messages])])) : "";
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => translateWith(catalogues, locale, messages), [catalogues, locale, key]);
}
