// One field, by kind. A host may replace any kind's component through `components`; nothing more.
import { memo, type ComponentType } from "react";
import type { FieldKind, FieldSpec } from "../core/schema/fieldSpec.ts";
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

/** Every kind's own component: a kind added to core/schema/kinds/index.ts does not compile until it has one here. */
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
  // Each entry takes its own kind's spec, and `field` is of that kind.
  const Component = (components?.[field.kind] ?? builtIn[field.kind]) as ComponentType<FieldProps>;
  return <Component field={field} index={index} />;
});
