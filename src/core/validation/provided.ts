// Both validators imported rather than loaded on demand, and handed to compile.ts: for what must judge on its
// first call (the /core entry's functions, ../atOnce.ts; the relay's judge), including where import() or eval
// is refused (an MV3 service worker judges with the interpreter). Called inside the functions that judge, not
// as a module loads: the package declares its modules free of side effects, so a host's bundler may skip the
// statements of a module it only re-exports from.
import * as ajv from "./ajvValidator.ts";
import { provideValidator, validatorOf } from "./compile.ts";
import * as interpreter from "./interpreterValidator.ts";

let provided = false;

export function provideBothValidators(): void {
  if (provided) return;
  provided = true;
  provideValidator({ ajv: validatorOf(ajv), interpreter: validatorOf(interpreter) });
}
