// When a field's error shows: when the person submits, or leaves a field they changed; from then on it
// follows each change live (React Aria's rule). A flat form's properties are independent, so a field is
// judged alone: a keystroke costs the same with 5 fields or 500. A submit judges the whole content.
import type { Translate } from "../i18n/translate.ts";
import type { FieldSpec } from "../schema/fieldSpec.ts";
import { isChanged, toContent, type FieldValue } from "../schema/values.ts";
import type { FieldIssue, FieldIssueCode } from "../validation/issues.ts";
import type { Compiled } from "../validation/compile.ts";
import { judgeContent } from "../validation/validateContent.ts";

/** The error a field shows: what is wrong (`type`) and how the catalogue words it. */
export interface FieldError {
  type: FieldIssueCode;
  message: string;
}

/** An issue as the error its field shows, worded in `t`; `null` for none. */
export function fieldError(issue: FieldIssue | undefined, reporting: Pick<Compiled["reporting"], "fieldIssueMessage">, t: Translate): FieldError | null {
  return issue ? { type: issue.code, message: reporting.fieldIssueMessage(issue, t) } : null;
}

/** A field's judgement: its error, `null` for none, or "pending" while the validator loads. */
export type Judgement = FieldError | null | "pending";

export function liveValidation(schema: Record<string, unknown>, fields: readonly FieldSpec[], defaults: readonly FieldValue[], translate: () => Translate) {
  // Fields that validate live: those the person has committed (left after changing), or all after a submit.
  const committed = new Set<number>();
  let submitted = false;

  const judge = (index: number, value: FieldValue): Judgement => {
    const field = fields[index]!;
    const judged = judgeContent(schema, [field], toContent([field], [value]));
    if (judged.status === "pending") return "pending";
    return fieldError(judged.value.issues.get(field.key), judged.value.reporting, translate());
  };

  return {
    judge,
    /** The person left a field: whether its error shows now. */
    blur(index: number, value: FieldValue): boolean {
      if (!committed.has(index) && !isChanged([value], [defaults[index]!])) return false;
      committed.add(index);
      return true;
    },
    /** A field's value changed: whether its error follows it. */
    change(index: number): boolean {
      return submitted || committed.has(index);
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
