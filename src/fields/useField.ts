// One hook returns the prop bags for a field's label, control, description and error (React Aria's shape),
// subscribed to this field's state only, so typing re-renders this field and nothing else.
import { useMemo, type FocusEvent } from "react";
import { useController } from "react-hook-form";
import type { FieldSpec } from "../core/schema/fieldSpec.ts";
import type { FieldValue } from "../core/schema/values.ts";
import { isMasked } from "../core/schema/sensitive.ts";
import { useFieldContext, type FieldContextValue } from "./FieldContext.ts";
import { fieldName } from "../core/form/fieldNames.ts";

export interface FieldProps<F extends FieldSpec = FieldSpec> {
  field: F;
  /** The field's position in the form. */
  index: number;
}

export function useField(field: FieldSpec, index: number, options: { hint?: boolean } = {}) {
  return useFieldIn(useFieldContext(), field, index, options);
}

/** `useField` for a form given directly rather than through context (headless use). */
export function useFieldIn(context: FieldContextValue, field: FieldSpec, index: number, options: { hint?: boolean } = {}) {
  const { control, t, idBase, disabled, onFieldBlur, onFieldChange, sensitive: sensitiveFields } = context;
  const name = fieldName(index);
  const { field: controller, fieldState } = useController({ name, control });
  const id = `${idBase}-${name}`;
  const error = fieldState.error?.message;
  // One object for the field's life, so the memoised label and help are not re-rendered by typing.
  const ids = useMemo(() => fieldIds(id, field, options.hint === true), [id, field, options.hint]);
  const describedBy = [ids.description, ids.required, ids.hint, error ? ids.error : undefined].filter(Boolean).join(" ") || undefined;

  const describedProps = {
    "aria-describedby": describedBy,
    "aria-invalid": error ? (true as const) : undefined,
  };
  const focusProps = { "data-focus-target": name };
  const sensitive = sensitiveFields?.get(index);
  const onBlur = () => {
    controller.onBlur();
    onFieldBlur(index);
  };

  return {
    t,
    id,
    ids,
    name,
    error,
    disabled,
    /** What the field looks like when it looks like a secret: see `findSensitiveFields`. */
    sensitive,
    /** Draw it masked, with a show/hide control: a password, a key, a token, a PIN, ... (`isMasked`). */
    masked: sensitive !== undefined && isMasked(sensitive),
    value: controller.value as FieldValue,
    setValue(value: FieldValue) {
      controller.onChange(value);
      onFieldChange(index);
    },
    onBlur,
    /** For a group of radios or checkboxes: leaving the group, not moving between its options, is a blur. */
    onGroupBlur(event: FocusEvent) {
      if (!(event.currentTarget as Element).contains(event.relatedTarget as Node | null)) onBlur();
    },
    /** Spread on the element that describes the whole field (an input, or a group of them). */
    describedProps,
    /** The element focused first, when the form opens or this field is the first invalid one. */
    focusProps,
    /** Everything a single native control takes besides its value: spread, then add the kind's own. */
    inputProps: {
      id,
      name,
      // A checkbox is never `required`: JSON Schema's `required` means present, and a boolean always is.
      required: field.required && field.kind !== "boolean",
      disabled,
      onBlur,
      ...describedProps,
      ...focusProps,
    },
  };
}

export type FieldBindings = ReturnType<typeof useFieldIn>;

export type FieldIds = ReturnType<typeof fieldIds>;

function fieldIds(id: string, field: FieldSpec, hint: boolean) {
  return {
    control: id,
    label: `${id}-label`,
    description: field.description ? `${id}-description` : undefined,
    hint: hint ? `${id}-hint` : undefined,
    required: field.required && field.kind === "multi-select" ? `${id}-required` : undefined,
    error: `${id}-error`,
  };
}
