// Form values <-> the `content` a server receives (docs/guides/components.md, "What the user sees").
// Values are held in field order, one per FieldSpec, as the native controls hold them:
// strings for text, numbers and dates (so "" means empty), booleans, and string[] for multi-selects.
// Each kind's own rules are in its definition (kinds/).
import type { ElicitContent, ElicitContentValue } from "../protocol/types.ts";
import type { FieldSpec } from "./fieldSpec.ts";
import type { FieldValue } from "./kinds/definition.ts";
import { definitionOf } from "./kinds/index.ts";

export type { FieldValue };

/** What each control starts with: defaults pre-filled, falsy ones too, so what is shown is what is sent. */
export function initialValue(field: FieldSpec): FieldValue {
  return definitionOf(field).initialValue(field);
}

export function initialValues(fields: readonly FieldSpec[]): FieldValue[] {
  return fields.map(initialValue);
}

/**
 * One field's value as sent, or undefined to leave the property out.
 * Empty means absent: an optional field left empty is omitted, and a required one then fails `required`.
 */
export function toContentValue(field: FieldSpec, value: FieldValue): ElicitContentValue | undefined {
  return definitionOf(field).toContentValue(field, value);
}

export function toContent(fields: readonly FieldSpec[], values: readonly FieldValue[]): ElicitContent {
  const content: ElicitContent = {};
  fields.forEach((field, i) => {
    const sent = toContentValue(field, values[i] ?? initialValue(field));
    // Defined, not assigned: a property named "__proto__" is then sent like any other, not made the prototype.
    if (sent !== undefined) Object.defineProperty(content, field.key, { value: sent, enumerable: true, writable: true, configurable: true });
  });
  return content;
}

function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v) => b.includes(v));
  return a === b;
}

/** Whether the person changed anything: a changed form is not thrown away by a stray click. */
export function isChanged(values: readonly FieldValue[], initial: readonly FieldValue[]): boolean {
  return values.some((v, i) => !sameValue(v, initial[i]));
}

/**
 * What the controls held to make `content`: each value as the field's default would start (`toContent`'s
 * inverse for what it makes), a property left out as an empty control. For an answer shown again because it
 * was not sent.
 */
export function valuesFromContent(fields: readonly FieldSpec[], content: ElicitContent): FieldValue[] {
  return fields.map((field) => {
    const sent = Object.hasOwn(content, field.key) ? content[field.key] : undefined;
    const started = definitionOf(field).initialValue({ ...field, defaultValue: sent } as FieldSpec);
    // Content from elsewhere that does not fit the kind (a number for a text field) starts from the default.
    return sameShape(started, initialValue(field)) ? started : initialValue(field);
  });
}

const sameShape = (a: FieldValue, b: FieldValue) => (Array.isArray(a) ? Array.isArray(b) && a.every((v) => typeof v === "string") : typeof a === typeof b);
