// What a validator's errors mean to a person: the issue each field shows, and its words. Nothing is judged
// before the validator is here, so these load with it, in the same wait (compile.ts), and a form's first
// frame carries none of them.
export { issuesOf } from "./issues.ts";
export { fieldIssueMessage } from "./fieldIssueMessage.ts";
