// The built-in catalogues, in parts: a form or dialog looks up the form part only, so an app that shows
// no URL-mode request ships none of its messages (bench/RESULTS.md, "Size").
import { enForm, enUrl } from "./en.ts";
import type { Messages } from "./messages.ts";
import { zhCNForm, zhCNUrl } from "./zh-CN.ts";

export type Locale = "en" | "zh-CN";

export type Catalogues = Record<Locale, readonly Partial<Messages>[]>;

export const formCatalogues: Catalogues = { en: [enForm], "zh-CN": [zhCNForm] };

export const allCatalogues: Catalogues = { en: [enForm, enUrl], "zh-CN": [zhCNForm, zhCNUrl] };
