import { useMemo } from "react";
import type { Messages } from "../i18n/messages.ts";
import { createTranslate, type Locale, type Translate } from "../i18n/translate.ts";

/** The translate function for a locale and the host's overrides, stable while they are. */
export function useTranslate(locale: Locale | undefined, messages: Partial<Messages> | undefined): Translate {
  // Hosts often pass an inline object; its content, not its identity, decides.
  const key = messages ? JSON.stringify(Object.keys(messages).map((k) => [k, String(messages[k as keyof Messages])])) : "";
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => createTranslate(locale, messages), [locale, key]);
}
