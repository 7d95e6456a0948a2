// What makes a field kind, in one place: which property schemas it takes and the spec it builds from them,
// what its control starts with, how its value is sent, and a sample for the warm-up. Every kind is listed
// once, in index.ts; schemaToFields.ts and values.ts go through that list.
import type { ElicitContentValue, PrimitiveSchemaDefinition } from "../../protocol/types.ts";
import type { SchemaProblem } from "../errors.ts";

/**
 * A field's value as its control holds it: a string for text, numbers and dates (so "" means empty), a
 * boolean for a checkbox, a string[] for a multi-select.
 */
export type FieldValue = string | boolean | string[];

/** What every field has, whatever its kind. */
export interface FieldBase {
  /** The property name, as sent. */
  key: string;
  /** `title` exactly as sent, else the key in words. */
  label: string;
  description?: string;
  /** Listed in the schema's `required`. */
  required: boolean;
}

/** A property schema as a kind reads it: nullable wrappers removed, no `$ref` (schemaToFields.ts). */
export type PropertySchema = Record<string, unknown>;

/** Why a property that is this kind's cannot be shown; schemaToFields adds the property's path. */
export type KindProblem = Pick<SchemaProblem, "code" | "detail">;

export interface FieldKindDefinition<Spec extends FieldBase & { kind: string }> {
  kind: Spec["kind"];
  /** The spec for a property of this kind; a problem when it is this kind's but cannot be shown; undefined when it is not this kind's. */
  fromSchema(prop: PropertySchema, base: FieldBase): Spec | KindProblem | undefined;
  /** What the control starts with, as it holds it: the default pre-filled, a falsy one too, so what is shown is what is sent. */
  initialValue(field: Spec): FieldValue;
  /** The value as sent, or undefined to leave the property out. */
  toContentValue(field: Spec, value: FieldValue): ElicitContentValue | undefined;
  /**
   * Whether an empty value passes the kind's own rules, as the server's Ajv checks them, for kinds that may send
   * one; without it, an empty value is left out.
   */
  acceptsEmpty?(field: Spec): boolean;
  /** Property schemas of this kind for the warm-up (src/form/warmUp.tsx), so its code runs before a request does. */
  samples: Record<string, PrimitiveSchemaDefinition>;
}
