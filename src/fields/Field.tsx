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

export interface FieldSwitchProps extends FieldProps {
  components?: FieldComponents;
}

/** Memoised: the form re-rendering (status, locale) does not re-render fields whose props are unchanged. */
export const Field = memo(function Field({ field, index, components = {} }: FieldSwitchProps) {
  switch (field.kind) {
    case "text": {
      const Component = components.text ?? TextField;
      return <Component field={field} index={index} />;
    }
    case "date": {
      const Component = components.date ?? DateField;
      return <Component field={field} index={index} />;
    }
    case "date-time": {
      const Component = components["date-time"] ?? DateTimeField;
      return <Component field={field} index={index} />;
    }
    case "number": {
      const Component = components.number ?? NumberField;
      return <Component field={field} index={index} />;
    }
    case "boolean": {
      const Component = components.boolean ?? BooleanField;
      return <Component field={field} index={index} />;
    }
    case "select": {
      const Component = components.select ?? SelectField;
      return <Component field={field} index={index} />;
    }
    case "multi-select": {
      const Component = components["multi-select"] ?? MultiSelectField;
      return <Component field={field} index={index} />;
    }
    default:
      return field satisfies never;
  }
});
