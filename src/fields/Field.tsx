// One field, by kind. A host may replace any kind's component through `components`; nothing more.
import { memo, type ComponentType } from "react";
import type { FieldKind, FieldSpec } from "../core/schema/fieldSpec.ts";
import { addedComponent } from "./addedKinds.ts";
import { BooleanField } from "./BooleanField.tsx";
import { DateField, DateTimeField } from "./DateFields.tsx";
import { MultiSelectField } from "./MultiSelectField.tsx";
import { NumberField } from "./NumberField.tsx";
import { SelectField } from "./SelectField.tsx";
import { TextField } from "./TextField.tsx";
import type { FieldProps } from "./useField.ts";

export type FieldComponents = {
  [K in FieldKind]?: ComponentType<FieldProps<Extract<FieldSpec, { kind: K }>>>;
};

/**
 * Every built-in kind's own component: a kind added to the built-in list of core/schema/kinds/index.ts does not
 * compile until it has one here. A kind added at run time brings its own (addedKinds.ts).
 */
const builtIn: Required<FieldComponents> = {
  text: TextField,
  date: DateField,
  "date-time": DateTimeField,
  number: NumberField,
  boolean: BooleanField,
  select: SelectField,
  "multi-select": MultiSelectField,
};

export interface FieldSwitchProps extends FieldProps {
  components?: FieldComponents;
}

/** Memoised: the form re-rendering (status, locale) does not re-render fields whose props are unchanged. */
export const Field = memo(function Field({ field, index, components }: FieldSwitchProps) {
  // Each entry takes its own kind's spec, and `field` is of that kind. A kind added at run time has no entry
  // in `builtIn` (addedKinds.ts).
  const Component = ((components?.[field.kind] ?? builtIn[field.kind]) as ComponentType<FieldProps> | undefined) ?? addedComponent(field.kind);
  if (!Component) throw new Error(`The field kind "${field.kind}" has no component (src/fields/addedKinds.ts).`);
  return <Component field={field} index={index} />;
});
