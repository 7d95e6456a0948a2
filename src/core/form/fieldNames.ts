// react-hook-form reads dots and brackets in a name as a path ("a.b" is nested), and server keys may
// contain them. So each field is registered under its position instead: f0, f1, ...
import type { FieldValue } from "../schema/values.ts";

export type FormValues = Record<string, FieldValue>;

export const fieldName = (index: number) => `f${index}`;

export function toFormValues(values: readonly FieldValue[]): FormValues {
  return Object.fromEntries(values.map((v, i) => [fieldName(i), v]));
}

export function fromFormValues(values: FormValues, count: number): FieldValue[] {
  return Array.from({ length: count }, (_, i) => values[fieldName(i)] as FieldValue);
}
