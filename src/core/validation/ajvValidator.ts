// What compile.ts loads where the page allows eval: Ajv's judge and the words for what it finds, in one
// load. One module per validator, so that what both share (the words, reporting.ts) is one chunk beside it
// rather than a load of its own.
export { compileWithAjv as compile } from "./ajvJudge.ts";
export { reportingWith } from "./reporting.ts";
