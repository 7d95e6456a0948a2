// For the "unit-no-eval" project: prove code generation is refused here, then load the interpreting
// validator the way a page under a strict CSP does, so the synchronous validation calls find it ready.
import { loadValidator } from "../src/core/validation/compile.ts";

try {
  new Function("return 1");
  throw new Error("This project must run with code generation from strings refused.");
} catch (error) {
  if (!(error instanceof EvalError)) throw error;
}
await loadValidator();
