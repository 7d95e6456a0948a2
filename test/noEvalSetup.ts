// For the "unit-no-eval" project: prove code generation is refused here, then load the interpreting
// validator the way a page under a strict CSP does, so the synchronous validation calls find it ready (and the
// Chinese catalogue, which loads on demand too).
import { loadValidator } from "../src/core/validation/compile.ts";
import { loadLocale } from "../src/core/i18n/catalogues.ts";

try {
  new Function("return 1");
  throw new Error("This project must run with code generation from strings refused.");
} catch (error) {
  if (!(error instanceof EvalError)) throw error;
}
await Promise.all([loadValidator(), loadLocale("zh-CN")]);
