// The validator and the Chinese catalogue load on demand (src/core/validation/compile.ts,
// src/core/i18n/catalogues.ts), as they do in a page after a form's first frame or with its first request in
// Chinese: load them first, so the synchronous calls under test find them ready. The tests of loading itself
// start from fresh modules (vi.resetModules).
import { loadValidator } from "../src/core/validation/compile.ts";
import { loadLocale } from "../src/core/i18n/catalogues.ts";

await Promise.all([loadValidator(), loadLocale("zh-CN")]);
