// What the report calls each option, scenario and hostile request, and which floor each of this library's options
// is held to (report.ts, targets.ts).

export const names: Record<string, string> = {
  "handwritten": "hand-written (floor)",
  "handwritten-rhf": "hand-written on react-hook-form (floor)",
  "handwritten-rhf-dialog": "hand-written on react-hook-form, in a modal `<dialog>` (floor)",
  "elicitation-form": "`<ElicitationForm>`",
  "elicitation-dialog": "`<ElicitationDialog>`",
  "rjsf": "rjsf + validator-ajv8",
  "jsonforms": "JSON Forms vanilla",
};

export const ours = ["elicitation-form", "elicitation-dialog"];

/**
 * Each of this library's options beside the hand-written form with its values held by a form-state library, as
 * this library's form session holds them (react-hook-form, which held this library's fields until the session
 * did), the dialog's also in a native modal (bench/page/options/). On the page's first request, what that code
 * and the modal cost running for the first time is in the floor (bench/TRACES.md), so the first request at page
 * load is judged against it rather than the plain form.
 */
export const matchingFloor: Record<string, string> = {
  "elicitation-form": "handwritten-rhf",
  "elicitation-dialog": "handwritten-rhf-dialog",
};

/** The scenarios a mount is measured in (measure.ts says what each is), and their names in the report. */
export const scenarioNames = { cold: "first request at page load", first: "first request", later: "later request" } as const;
export type Scenario = keyof typeof scenarioNames;
export const scenarios = Object.keys(scenarioNames) as Scenario[];

export const hostileNames: Record<string, string> = {
  plain: "plain request, 10 fields",
  markup: "markup, script, bidi and zero-width characters in every text, the server's name included",
  megabyte: "a 1 MB message",
  options: "a select of 10,000 titled options, and the 10 fields",
  fields: "1,000 fields",
};
