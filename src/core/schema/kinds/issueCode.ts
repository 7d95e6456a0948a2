// What a validator reports about content, and what can be wrong with a field as a code the catalogues word: on
// their own, so that a kind's definition (definition.ts) can name both without importing the validators or the
// rules that find issues (validation/).
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
  | "invalid"
  /** The whole answer is bigger than the way it travels can carry (the form's `maxContentBytes`). */
  | "tooLargeToSend";

/** What a validator says about content, in the terms the field issues need: which rule, which property. */
export interface SchemaError {
  /** The JSON Schema keyword that failed: "required", "minLength", "format", "anyOf", ... */
  keyword: string;
  /** The top-level property the error is about, if any. */
  key: string | undefined;
  /** For a "format" error: the format the value failed. */
  format?: string;
}
