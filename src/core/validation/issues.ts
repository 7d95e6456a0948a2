// What is wrong with one field, in terms a message catalogue can word for a person.
// Validation reports at most one issue per field: the one the person should fix first.
// Nothing is judged before the validator is here, so this loads with it (compile.ts, reporting.ts), and is
// handed the kinds' registry rather than importing it (reporting.ts says why).
import type { ElicitContent } from "../protocol/types.ts";
import type { FieldSpec } from "../schema/fieldSpec.ts";
import type { KindOf } from "../schema/kinds/index.ts";
import type { SchemaError } from "./judge.ts";
import type { FieldIssueCode } from "../schema/kinds/issueCode.ts";

export type { FieldIssueCode };

export interface FieldIssue {
  code: FieldIssueCode;
  /** The field the issue is about: messages read its bounds (minLength, minimum, minItems, ...). */
  field: FieldSpec;
}

/** Field key -> its issue. An empty map means the content is what the server asked for. */
export type FieldIssues = Map<string, FieldIssue>;

// Lower ranks win when one field breaks several rules.
const rank: Record<FieldIssueCode, number> = {
  required: 0, number: 1, email: 2, uri: 2, date: 2, dateTime: 2, option: 3,
  tooShort: 4, tooLong: 4, tooFewItems: 4, tooManyItems: 4, pattern: 5, invalid: 6,
  // Never a validator's: the form's own judgement of the whole answer (form/sizeLimit.ts).
  tooLargeToSend: 7,
};

/** The field's kind names the issue first (an option, a number's bounds), then the general rule. */
const codeOf = (error: SchemaError, field: FieldSpec, kindOf: KindOf): FieldIssueCode => kindOf(field).issueCode?.(error, field) ?? generalCode(error);

// The general rule: a keyword's issue, and a format's. Maps, so that a format named like an object's own
// member ("constructor") is no issue of its own either. `oneOf` and `anyOf` only say that no branch matched,
// "invalid": a choice outside the options is named by its branches' own `const` errors, and under pydantic's
// `anyOf: [T, null]` the summary would hide T's rule (too few choices).
const byKeyword = new Map<string, FieldIssueCode>([
  ["required", "required"], ["minLength", "tooShort"], ["maxLength", "tooLong"], ["pattern", "pattern"],
  ["minItems", "tooFewItems"], ["maxItems", "tooManyItems"],
]);
const byFormat = new Map<string | undefined, FieldIssueCode>([
  ["email", "email"], ["uri", "uri"], ["uri-reference", "uri"], ["url", "uri"], ["date", "date"], ["date-time", "dateTime"],
]);

const generalCode = ({ keyword, format }: SchemaError): FieldIssueCode =>
  (keyword === "format" ? byFormat.get(format) : byKeyword.get(keyword)) ?? "invalid";

/**
 * The issue to show on each field, from what the validator found in `content`, plus the rules a person
 * expects beyond JSON Schema's: a required field whose kind calls its value no answer (a choice list with no
 * choice: `required` alone only means present) shows `required`; a value its kind refuses although the schema
 * passes it (a number JSON cannot carry) shows that kind's issue.
 */
export function issuesOf(errors: readonly SchemaError[], fields: readonly FieldSpec[], content: ElicitContent, kindOf: KindOf): FieldIssues {
  const issues: FieldIssues = new Map();
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const add = (field: FieldSpec, code: FieldIssueCode) => {
    const current = issues.get(field.key);
    if (!current || rank[code] < rank[current.code]) issues.set(field.key, { code, field });
  };

  for (const error of errors) {
    const field = error.key === undefined ? undefined : byKey.get(error.key);
    if (field) add(field, codeOf(error, field, kindOf));
  }
  for (const field of fields) {
    const value = content[field.key];
    if (value === undefined) continue;
    const kind = kindOf(field);
    if (field.required && kind.unanswered?.(field, value)) add(field, "required");
    const refused = kind.refuses?.(field, value);
    if (refused) add(field, refused);
  }
  return issues;
}
