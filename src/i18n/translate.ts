// Catalogue lookup: the locale's built-in messages, overridden by whatever the host passes.
import { en } from "./en.ts";
import type { Message, MessageKey, MessageParams, Messages } from "./messages.ts";
import { zhCN } from "./zh-CN.ts";

export type Locale = "en" | "zh-CN";

const catalogues: Record<Locale, Messages> = { en, "zh-CN": zhCN };

export type Translate = (key: MessageKey, params?: MessageParams) => string;

export function fill(message: Message, params: MessageParams = {}): string {
  if (typeof message === "function") return message(params);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function createTranslate(locale: Locale = "en", overrides?: Partial<Messages>): Translate {
  const catalogue = catalogues[locale] ?? en;
  // Hosts pass `{ submit: maybeUndefined }` too: an override left undefined keeps the built-in message.
  return (key, params) => fill(overrides?.[key] ?? catalogue[key], params);
}
