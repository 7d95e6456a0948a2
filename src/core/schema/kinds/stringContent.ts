// How a value held as a string is sent, for the kinds whose value is sent as typed (text, date, select).
import type { FieldBase, FieldKindDefinition, FieldValue } from "./definition.ts";

type StringSpec = FieldBase & { kind: string; defaultValue?: string };

/**
 * Empty means absent: an optional field left empty is omitted, and a required one then fails `required`. But a
 * default of "" left as it is may be sent: the server offered it (unless its own rules reject "").
 */
export const stringContent = <Spec extends StringSpec>(kind: FieldKindDefinition<Spec>, field: Spec, value: FieldValue): string | undefined =>
  value === "" ? (field.defaultValue === "" && !field.required && kind.acceptsEmpty?.(field) ? "" : undefined) : (value as string);
