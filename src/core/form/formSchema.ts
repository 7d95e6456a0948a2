// The whole form judged as the server will judge what it makes: the values become content as it would be sent
// (values.ts), the server's schema compiled once judges it (validation/compile.ts), and each issue goes back to
// the field it is about, by position, worded for a person. An issue no field owns (a rule over the whole
// object) is nothing the person could find or fix here: the form lets it through, and the server's answer says
// what it is.
import type { FieldSpec } from "../schema/fieldSpec.ts";
import { toContent, type FieldValue } from "../schema/values.ts";
import type { Translate } from "../i18n/translate.ts";
import { judgeContent } from "../validation/validateContent.ts";
import { fieldError, type FieldError } from "./liveValidation.ts";

/** Each field's error (`null`: none), in the fields' order. Call only once the schema is prepared. */
export function judgeForm(schema: Record<string, unknown>, fields: readonly FieldSpec[], values: readonly FieldValue[], t: Translate): (FieldError | null)[] {
  const judged = judgeContent(schema, fields, toContent(fields, values));
  // The session prepares the schema before it judges a submit (session.ts): the validator is here.
  if (judged.status === "pending") throw new Error("judgeForm was called before the schema was prepared.");
  const { issues, reporting } = judged.value;
  return fields.map((field) => fieldError(issues.get(field.key), reporting, t));
}
