// A dialog appears at once whatever the server sends: the first frame renders the fields a screen can
// show, and the rest follow right after it in a transition, which React interrupts for the person's input.
// With 500 fields the first frame costs what 20 do (bench/RESULTS.md, "Mount").
import { startTransition, useEffect, useState } from "react";
import { afterPaint } from "./afterPaint.ts";

/** More than a tall screen shows of a dialog's fields. styles.css keeps this number too. */
export const FIRST_FRAME_FIELDS = 20;

/** How many of `fields` to render now. */
export function useFieldsShown(fields: readonly unknown[]): number {
  const [shown, setShown] = useState({ fields, count: Math.min(fields.length, FIRST_FRAME_FIELDS) });
  let current = shown;
  if (shown.fields !== fields) {
    // Another request: start again from its first screenful.
    current = { fields, count: Math.min(fields.length, FIRST_FRAME_FIELDS) };
    setShown(current);
  }
  const complete = current.count >= fields.length;
  useEffect(() => {
    if (complete) return;
    return afterPaint(() => startTransition(() => setShown({ fields, count: fields.length })));
  }, [fields, complete]);
  return current.count;
}
