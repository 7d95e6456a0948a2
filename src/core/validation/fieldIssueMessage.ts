// A field issue in words. The field's kind words it first, with its bounds (a number range reads as one
// sentence, "Enter a whole number from 1 to 100", whichever bound the value broke: kinds/number.ts); what
// no kind words has the general words here.
import type { FieldIssue } from "./issues.ts";
import type { Translate } from "../i18n/translate.ts";
import type { KindOf } from "../schema/kinds/index.ts";

export function fieldIssueMessage(issue: FieldIssue, t: Translate, kindOf: KindOf): string {
  const { code, field } = issue;
  const own = kindOf(field).message?.(code, field, t);
  if (own !== undefined) return own;
  switch (code) {
    // Without a kind's bounds.
    case "tooShort":
      return t("error.tooShort", { min: 1 });
    case "tooLong":
      return t("error.tooLong", { max: 0 });
    // Issues only a kind with those bounds names (number, multi-select).
    case "number":
    case "tooFewItems":
    case "tooManyItems":
    // Worded with its limit by the form's size judgement (core/form/sizeLimit.ts), never by a validator.
    case "tooLargeToSend":
      return t("error.invalid");
    default:
      return t(`error.${code}`);
  }
}
