// How a field says it is required, which depends on its kind (definition.ts: `alwaysSent`,
// `requiredInDescription`). Read by the fields' shared hook (src/fields/useField.ts) and by the form, whose
// legend explains the required mark (src/form/ElicitationPanel.tsx).
import type { FieldBase } from "./definition.ts";
import { definitionOf } from "./index.ts";

type Field = Pick<FieldBase, "required"> & { kind: string };

/**
 * Whether the field shows as required: marked, its control `required`. Not a field of a kind that is always
 * sent (a checkbox): being present asks nothing of the person.
 */
export function isMarkedRequired(field: Field): boolean {
  return field.required && definitionOf(field).alwaysSent !== true;
}

/** Whether a required field says so in its description, its control having no `required` state (a group of checkboxes). */
export function saysRequiredInDescription(field: Field): boolean {
  return isMarkedRequired(field) && definitionOf(field).requiredInDescription === true;
}
