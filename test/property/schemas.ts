// Arbitrary requestedSchemas from the whole grammar of form mode (the 2025-11-25 specification's schema),
// constraints and defaults included, with the quirks real servers send that the mapper supports (README:
// "Tolerates real servers"): untyped enums and items, legacy enumNames (of the wrong
// length too), items.oneOf, unknown string formats, pydantic's `anyOf: [T, null]` and `type: [T, "null"]`,
// root titles, `additionalProperties: false`, and any `$schema`.
// Each property keeps what the generator meant (kind, label, options, rules), so that a test holds the
// library's reading of a schema against that intent rather than against the library itself.
import fc from "fast-check";
import { keyToLabel } from "../../src/core/schema/labels.ts";
import type { Mode } from "./primitives.ts";
import { bodyArb, compact, maybe, type Body, type FieldRules } from "./bodies.ts";
import { validDefault } from "./values.ts";

export { compact } from "./bodies.ts";
export type { FieldRules, Rules } from "./bodies.ts";

export interface GeneratedField extends FieldRules {
  key: string;
  /** The title as sent, else the key in words. */
  label: string;
  description?: string;
  /** The default as sent; absent when the server sent none (or pydantic's `null`). */
  default?: unknown;
  /** The property exactly as the server sends it. */
  sent: Record<string, unknown>;
}

export interface GeneratedSchema {
  /** The requestedSchema as sent. */
  schema: Record<string, unknown>;
  fields: GeneratedField[];
}

/** How the server wraps an optional property: not at all, as pydantic does, or with a type list. */
type Wrapper = "none" | "anyOf [T, null]" | "anyOf [null, T]" | 'type [T, "null"]';

function wrap(body: Record<string, unknown>, wrapper: Wrapper, outer: Record<string, unknown>): Record<string, unknown> {
  const nullable = { type: "null" };
  switch (wrapper) {
    case "none":
      return { ...body, ...outer };
    case "anyOf [T, null]":
      return { anyOf: [body, nullable], default: null, ...outer };
    case "anyOf [null, T]":
      return { anyOf: [nullable, body], default: null, ...outer };
    case 'type [T, "null"]':
      return typeof body.type === "string" ? { ...body, type: [body.type, "null"], ...outer } : { ...body, ...outer };
  }
}

/** A property before its key is final (browser keys end in the field's position, so labels are unique). */
interface Draft {
  name: string;
  title?: string;
  description?: string;
  required: boolean;
  body: Body;
  wrapper: Wrapper;
  default?: unknown;
}

function names(mode: Mode): fc.Arbitrary<string> {
  if (mode === "typeable") return fc.constantFrom("name", "email", "startDate", "due_date", "HTTPServer", "guests", "agree", "tags");
  // Keys are any JSON string: JSON Pointer's "/" and "~", spaces, any script. Not the names of
  // Object.prototype's members ("toString", "constructor", "__proto__"): Ajv, the server's included, reads
  // an absent one as present (the inherited function), so no content can leave such a property out.
  const key = fc.oneof(
    fc.string({ minLength: 1, maxLength: 10 }),
    fc.string({ unit: "binary", minLength: 1, maxLength: 6 }),
    fc.constantFrom("a/b", "~1", "~01", "x~0/y", "due_date", "checkAlternative", "名前"),
  );
  return key.filter((k) => !(k in Object.prototype));
}

function draft(mode: Mode): fc.Arbitrary<Draft> {
  const words = fc.constantFrom("Full name", "Contact email", "Start", "Budget", "Seat", "Meals");
  const prose = mode === "any" ? fc.string({ unit: "binary", maxLength: 16 }) : fc.string({ maxLength: 40 });
  return fc
    .record({
      name: names(mode),
      title: maybe(mode === "any" ? prose : words),
      description: maybe(prose),
      required: fc.boolean(),
      body: bodyArb(mode),
      wrapper: fc.constantFrom<Wrapper>("none", "none", "none", "anyOf [T, null]", "anyOf [null, T]", 'type [T, "null"]'),
    })
    .chain((d) => maybe(validDefault({ ...d.body, required: d.required }, mode)).map((value) => ({ ...d, default: value })));
}

function finish(d: Draft, index: number, mode: Mode): GeneratedField {
  const key = mode === "typeable" ? `${d.name}${index}` : d.name;
  const title = mode === "typeable" && d.title !== undefined ? `${d.title} ${index}` : d.title;
  const { json, ...rules } = d.body;
  return compact({
    ...rules,
    key,
    required: d.required,
    label: title ? title : keyToLabel(key),
    description: d.description ? d.description : undefined,
    default: d.default,
    sent: wrap(json, d.wrapper, compact({ title, description: d.description, default: d.default })),
  });
}

const SCHEMA_DIALECTS = [
  undefined,
  "https://json-schema.org/draft/2020-12/schema",
  "http://json-schema.org/draft-07/schema#",
  "https://json-schema.org/draft/2019-09/schema",
];

/** A requestedSchema with `min`..`max` properties of any kind, and the intent behind each. */
export function schemaArb(mode: Mode, { min = 0, max = 6 } = {}): fc.Arbitrary<GeneratedSchema> {
  return fc
    .record({
      $schema: fc.constantFrom(...SCHEMA_DIALECTS),
      title: maybe(fc.constantFrom("Booking", "Contact details")),
      description: maybe(fc.constantFrom("What the server needs")),
      closed: fc.boolean(),
      drafts: fc.uniqueArray(draft(mode), { selector: (d) => d.name, minLength: min, maxLength: max }),
    })
    .map(({ $schema, title, description, closed, drafts }) => {
      const finished = drafts.map((d, i) => finish(d, i, mode));
      const properties = Object.fromEntries(finished.map((f) => [f.key, f.sent]));
      // A JavaScript object lists integer-like keys ("0", "12") first, whatever order JSON had them in.
      const fields = Object.keys(properties).map((key) => finished.find((f) => f.key === key)!);
      const schema = compact({
        $schema,
        title,
        description,
        type: "object",
        properties,
        required: fields.filter((f) => f.required).map((f) => f.key),
        additionalProperties: closed ? false : undefined,
      });
      return { schema, fields };
    });
}
