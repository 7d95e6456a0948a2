// The library's words in the locale a story shows, for play functions that find what a person clicks by its name:
// the toolbar's locale (the Storybook's `locale` global, .storybook/preview.ts), else the story's own, else English.
import { en } from "../src/core/i18n/en.ts";
import { resolveLocale } from "../src/core/i18n/locales.ts";
import type { MessageKey, Messages } from "../src/core/i18n/messages.ts";

const catalogues = import.meta.glob<Messages>("../src/core/i18n/locales/*.ts", { eager: true, import: "messages" });

export function wordsFor({ globals, args }: { globals: Record<string, unknown>; args: { locale?: string } }) {
  const asked = typeof globals.locale === "string" && globals.locale !== "story" ? globals.locale : args.locale;
  const messages = catalogues[`../src/core/i18n/locales/${resolveLocale(asked)}.ts`] ?? en;
  return (key: MessageKey, params: Record<string, string> = {}) =>
    (messages[key] as string).replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "");
}
