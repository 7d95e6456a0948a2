// What makes a field kind, in one place: where it stands among the kinds, which property schemas it takes and
// the spec it builds from them, what its control starts with, how its value is sent, which issues it names and
// how it words them, whether it can hold a secret, how its control says "required", and a sample for the
// warm-up. Every kind is registered once (index.ts); schemaToFields.ts, values.ts, sensitive.ts,
// validation/issues.ts and validation/fieldIssueMessage.ts go through the registry and name no kind.
import type { ElicitContentValue, PrimitiveSchemaDefinition } from "../../protocol/types.ts";
import type { Translate } from "../../i18n/translate.ts";
import type { FieldIssueCode, SchemaError } from "./issueCode.ts";
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
  /**
   * Where the kind stands among the kinds: a property goes to the kind of the highest rank that takes it, so a
   * kind ranks above the kinds whose schemas it narrows (a date is a string with a format). No two kinds share
   * a rank (index.ts refuses it).
   */
  rank: number;
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
  /**
   * Whether a value this kind sends still leaves a required field unanswered (JSON Schema's `required` only asks
   * that it be present): the field then shows the `required` issue. For a kind that sends an empty value ([]).
   */
  unanswered?(field: Spec, value: ElicitContentValue): boolean;
  /**
   * An issue with a value that JSON Schema passes but the server could not take as sent, or undefined: a number
   * JSON cannot carry (Infinity, which `1e999` parses to, reaches the server as `null`), or an integer past 2^53,
   * already rounded when it was parsed.
   */
  refuses?(field: Spec, value: ElicitContentValue): FieldIssueCode | undefined;
  /**
   * The issue a failed keyword means for this kind ("minimum" on a number: `number`), or undefined for the
   * general rule (validation/issues.ts).
   */
  issueCode?(error: SchemaError, field: Spec): FieldIssueCode | undefined;
  /**
   * An issue in words, with this kind's bounds ("Enter a whole number from 1 to 100"), or undefined for the
   * general words (validation/fieldIssueMessage.ts).
   */
  message?(code: FieldIssueCode, field: Spec, t: Translate): string | undefined;
  /**
   * Present on a kind a person can type a secret into: the texts that name such a field besides its label, key
   * and description (text's `format`, "password"), judged by sensitive.ts. Absent: the kind never holds one.
   */
  secretTexts?(field: Spec): string[];
  /**
   * True for a kind that sends a value whatever the person does (a checkbox sends false): JSON Schema's
   * `required` then asks nothing of the person, so the field is not marked required (required.ts).
   */
  alwaysSent?: boolean;
  /**
   * True for a kind whose control has no `required` state of its own (a group of checkboxes): a required field
   * says so in its description instead (required.ts).
   */
  requiredInDescription?: boolean;
  /** Property schemas of this kind for the warm-up (src/form/warmUp.tsx), so its code runs before a request does. */
  samples: Record<string, PrimitiveSchemaDefinition>;
}
