// The fields of the first frame, and then the rest (useShownAfterPaint).
import { useShownAfterPaint } from "../fields/afterPaint.ts";

/** More than a tall screen shows of a dialog's fields; FieldList.tsx groups the rest by the same number. */
export const FIRST_FRAME_FIELDS = 20;

/** How many of `fields` to render now. */
export function useFieldsShown(fields: readonly unknown[]): number {
  return useShownAfterPaint(fields, FIRST_FRAME_FIELDS);
}
