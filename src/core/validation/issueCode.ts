// What can be wrong with a field, as a code the catalogues word: on its own, so that a kind's definition
// (schema/kinds/definition.ts) can name the codes without importing the rules that find them (issues.ts).
export type FieldIssueCode =
  | "required"
  | "tooShort"
  | "tooLong"
  | "pattern"
  | "email"
  | "uri"
  | "date"
  | "dateTime"
  | "number"
  | "option"
  | "tooFewItems"
  | "tooManyItems"
  | "invalid";
