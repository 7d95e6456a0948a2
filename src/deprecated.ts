// Old names kept for one release, each pointing at the one name that replaces it (CHANGELOG.md, "Deprecated").
// Delete this file, and its line in index.ts, in the release after.
import type { ElicitFn, ElicitMethods } from "./core/elicit/elicit.ts";
import type { FieldSpec } from "./core/schema/fieldSpec.ts";
import { useField as useFieldInForm, type FieldBindings } from "./fields/useField.ts";

/** @deprecated Use `ElicitFn & ElicitMethods`: what `useElicitation()` returns, the elicit function with every method. */
export type Elicit = ElicitFn & ElicitMethods;

/** @deprecated Use `useElicitationField(props)` in a field component, or `useElicitationField(form, index)` headless. */
export function useField(field: FieldSpec, index: number, options: { hint?: boolean } = {}): FieldBindings {
  return useFieldInForm(field, index, options);
}
