// The public hook for one field, in either place a host draws one: a component of its own for a kind inside our
// form (`components`), which gets `{ field, index }`, or a headless form of its own (`useElicitationForm`).
import { useContext } from "react";
import type { FieldSpec } from "../core/schema/fieldSpec.ts";
import { FieldContext, fromHandle, type FieldContextHandle } from "./FieldContext.ts";
import { useFieldIn, type FieldBindings, type FieldProps, type UseFieldOptions } from "./useField.ts";

/** What a headless form gives its fields: `ElicitationFormHandle` is one. */
export interface HeadlessFields {
  fields: readonly FieldSpec[];
  fieldContext: FieldContextHandle;
}

/** A field's bindings, with the field's spec. */
export interface ElicitationFieldBindings<F extends FieldSpec = FieldSpec> extends FieldBindings {
  field: F;
}

/**
 * One field: its value and setter, its error, and prop bags for its label, control, description and error
 * message, every id and ARIA reference wired. Subscribed to this field alone: typing re-renders nothing else.
 *
 * - In a component given through `components`: `useElicitationField(props)`.
 * - In a headless form: `useElicitationField(form, index)`, `form` from `useElicitationForm`.
 */
export function useElicitationField<F extends FieldSpec>(props: FieldProps<F>, options?: UseFieldOptions): ElicitationFieldBindings<F>;
export function useElicitationField(form: HeadlessFields, index: number, options?: UseFieldOptions): ElicitationFieldBindings;
export function useElicitationField(
  source: FieldProps | HeadlessFields,
  indexOrOptions?: number | UseFieldOptions,
  maybeOptions?: UseFieldOptions,
): ElicitationFieldBindings {
  const inForm = useContext(FieldContext);
  const headless = "fieldContext" in source;
  const index = headless ? (indexOrOptions as number) : source.index;
  const field = headless ? source.fields[index] : source.field;
  const context = headless ? fromHandle(source.fieldContext) : inForm;
  if (!field) throw new RangeError(`useElicitationField: the form has no field at position ${index}.`);
  if (!context) throw new Error("useElicitationField(props) must be called inside <ElicitationForm> or <ElicitationDialog>; pass the form from useElicitationForm otherwise.");
  const options = headless ? maybeOptions : (indexOrOptions as UseFieldOptions | undefined);
  return { ...useFieldIn(context, field, index, options), field };
}
