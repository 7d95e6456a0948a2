// A field issue in words: the bounds come from the field, so a number range reads as one sentence
// ("Enter a whole number from 1 to 100") whichever bound the value broke.
import type { FieldIssue } from "./issues.ts";
import type { Translate } from "../i18n/translate.ts";

export function fieldIssueMessage(issue: FieldIssue, t: Translate): string {
  const { field } = issue;
  switch (issue.code) {
    case "required":
      // A choice left unmade is not a field to fill in.
      if (field.kind === "multi-select") return t("error.requiredChoice");
      return t(field.kind === "select" ? "error.requiredOption" : "error.required");
    case "tooShort":
      return t("error.tooShort", { min: field.kind === "text" ? (field.minLength ?? 1) : 1 });
    case "tooLong":
      return t("error.tooLong", { max: field.kind === "text" ? (field.maxLength ?? 0) : 0 });
    case "number": {
      if (field.kind !== "number") return t("error.invalid");
      const prefix = field.integer ? "error.integer" : "error.number";
      const { minimum: min, maximum: max } = field;
      if (min !== undefined && max !== undefined) return t(`${prefix}Between`, { min, max });
      if (min !== undefined) return t(`${prefix}AtLeast`, { min });
      if (max !== undefined) return t(`${prefix}AtMost`, { max });
      return t(prefix);
    }
    case "tooFewItems":
    case "tooManyItems": {
      if (field.kind !== "multi-select") return t("error.invalid");
      const { minItems: min, maxItems: max } = field;
      if (min !== undefined && max !== undefined) return t("error.itemsBetween", { min, max });
      return issue.code === "tooFewItems" ? t("error.tooFewItems", { min: min ?? 1 }) : t("error.tooManyItems", { max: max ?? 0 });
    }
    default:
      return t(`error.${issue.code}`);
  }
}
