// When a field's error shows: when the person submits, or leaves a field they changed; from then on it
// follows each change live (React Aria's rule). A flat form's properties are independent, so a field is
// judged alone: a keystroke costs the same with 5 fields or 500. A submit judges the whole content.
import type { Translate } from "../i18n/translate.ts";
import type { FieldSpec } from "../schema/fieldSpec.ts";
import { isChanged, toContent, type FieldValue } from "../schema/values.ts";
import { issueReporting, ValidatorLoading } from "../validation/compile.ts";
import type { FieldIssueCode } from "../validation/issues.ts";
import { validateContent } from "../validation/validateContent.ts";

/** The error a field shows: what is wrong (`type`) and how the catalogue words it. */
export interface FieldError {
  type: FieldIssueCode;
  message: string;
}

export function liveValidation(schema: Record<string, unknown>, fields: readonly FieldSpec[], defaults: readonly FieldValue[], translate: () => Translate) {
  // Fields that validate live: those the person has committed (left after changing), or all after a submit.
  const committed = new Set<number>();
  let submitted = false;

  /** The field's error now (`null`: none), or undefined while a strict CSP's validator loads (Submit waits for it). */
  const judge = (index: number, value: FieldValue): FieldError | null | undefined => {
    const field = fields[index]!;
    let issue;
    try {
      issue = validateContent(schema, [field], toContent([field], [value])).get(field.key);
    } catch (error) {
      if (error instanceof ValidatorLoading) return undefined;
      throw error;
    }
    return issue ? { type: issue.code, message: issueReporting().fieldIssueMessage(issue, translate()) } : null;
  };

  return {
    blur(index: number, value: FieldValue) {
      if (!committed.has(index) && !isChanged([value], [defaults[index]!])) return undefined;
      committed.add(index);
      return judge(index, value);
    },
    change(index: number, value: FieldValue) {
      return submitted || committed.has(index) ? judge(index, value) : undefined;
    },
    submitted() {
      submitted = true;
    },
    reset() {
      committed.clear();
      submitted = false;
    },
  };
}
