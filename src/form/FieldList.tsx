// A form's fields in the order the schema lists them. The first screenful are the list's own children; the
// rest come in groups of the same size, and the stylesheet has the browser skip the style, layout and paint of a
// group until it comes near the screen (content-visibility). Groups rather than single fields: Chromium checks
// each such box against the screen on every frame, so 500 fields would cost 480 checks per keystroke, and cost
// 24 this way (bench/RESULTS.md, "Typing").
import type { ReactNode } from "react";
import type { FieldSpec } from "../core/schema/fieldSpec.ts";
import { Field, type FieldComponents } from "../fields/Field.tsx";
import { FIRST_FRAME_FIELDS } from "./useFieldsShown.ts";

export interface FieldListProps {
  fields: readonly FieldSpec[];
  /** How many of them to render now (useFieldsShown.ts). */
  shown: number;
  components?: FieldComponents;
}

export function FieldList({ fields, shown, components }: FieldListProps): ReactNode {
  // The fields rendered now from `from` up to `to`, each keeping its index in the whole form.
  const range = (from: number, to: number) =>
    fields.slice(from, Math.min(to, shown)).map((field, i) => <Field key={field.key} field={field} index={from + i} components={components} />);
  const groups: ReactNode[] = [];
  for (let from = FIRST_FRAME_FIELDS; from < shown; from += FIRST_FRAME_FIELDS) {
    groups.push(
      <div className="rme-fields__group" key={from}>
        {range(from, from + FIRST_FRAME_FIELDS)}
      </div>,
    );
  }
  return (
    <>
      {range(0, FIRST_FRAME_FIELDS)}
      {groups}
    </>
  );
}
