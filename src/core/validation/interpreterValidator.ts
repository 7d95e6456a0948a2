// What compile.ts loads where the page's Content-Security-Policy refuses eval: the interpreter and the words
// for what it finds, in one load (ajvValidator.ts says why one module).
export { interpret as compile } from "./interpret.ts";
export { reportingWith } from "./reporting.ts";
