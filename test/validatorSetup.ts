// The validator loads on demand (src/core/validation/compile.ts), as it does in a page after a form's first
// frame: load it first, so the synchronous validation calls under test find it ready.
import { loadValidator } from "../src/core/validation/compile.ts";

await loadValidator();
