// Schemas outside the grammar: a valid form with one to three properties a flat form cannot show, put in
// among the good ones, or a root that is not a flat object. Each says which paths the mapper must name and
// with which problem code (src/core/schema/errors.ts); every other property is fine and must not be named.
import fc from "fast-check";
import type { SchemaProblemCode } from "../../src/core/schema/errors.ts";
import type { Mode } from "./primitives.ts";
import { schemaArb } from "./schemas.ts";

export interface OutOfGrammar {
  schema: unknown;
  /** Offending path ("" for the schema itself) -> the code of its problem. */
  problems: Map<string, SchemaProblemCode>;
}

const nullable = { type: "null" };
const strangeSchema = fc.dictionary(fc.constantFrom("a", "b"), fc.constantFrom({ type: "string" }, { type: "integer" }), { maxKeys: 2 });

/** Property schemas the mapper refuses, by the code it refuses them with. */
const badProperties: Record<string, fc.Arbitrary<unknown>> = {
  "not-a-schema": fc.oneof(fc.string(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.nat(), { maxLength: 2 })),
  ref: fc.constantFrom(
    { $ref: "#/$defs/Address" },
    { anyOf: [{ $ref: "#/$defs/Colour" }, nullable], default: null },
    { type: "string", $ref: "#/$defs/Name" },
  ),
  "nested-object": fc.oneof(
    strangeSchema.map((properties) => ({ type: "object", properties })),
    fc.constant({ anyOf: [{ type: "object" }, nullable], default: null }),
  ),
  "array-of-non-strings": fc.oneof(
    strangeSchema.map((properties) => ({ type: "array", items: { type: "object", properties } })),
    fc.constantFrom(
      { type: "array" },
      { type: "array", items: { type: "string" } },
      { type: "array", items: { type: "integer", enum: [1, 2] } },
      { type: "array", items: { $ref: "#/$defs/Tag" } },
      { type: "array", items: { anyOf: [{ const: 1, title: "One" }] } },
    ),
  ),
  "missing-type": fc.constantFrom({}, { title: "Untyped" }, { description: "No type" }, { format: "email" }, { minimum: 1 }),
  "unknown-type": fc.constantFrom({ type: "null" }, { type: "file" }, { type: ["string", "number"] }, { type: [] }, { type: 5 }),
  "bad-enum": fc.constantFrom(
    { type: "string", enum: [1, 2] },
    { enum: ["a", 1] },
    { type: "string", oneOf: [{ const: 1, title: "One" }] },
    { anyOf: [{ type: "string" }, { type: "number" }] },
  ),
};

const badProperty = fc.constantFrom(...Object.keys(badProperties)).chain((code) =>
  badProperties[code]!.map((schema) => ({ code: code as SchemaProblemCode, schema })),
);

/** A valid form with one to three bad properties among its good ones (and sometimes a required name it lacks). */
function badPropertiesAmongGood(mode: Mode): fc.Arbitrary<OutOfGrammar> {
  return schemaArb(mode, { max: 4 }).chain(({ schema, fields }) => {
    const taken = new Set(fields.map((f) => f.key));
    const freshKey = fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !taken.has(k) && !(k in Object.prototype));
    const bad = fc.uniqueArray(fc.record({ key: freshKey, bad: badProperty, at: fc.nat() }), { selector: (b) => b.key, minLength: 1, maxLength: 3 });
    return fc.record({ bad, missing: fc.option(freshKey, { nil: undefined }) }).map(({ bad, missing }) => {
      const entries = Object.entries(schema.properties as Record<string, unknown>);
      for (const b of bad) entries.splice(b.at % (entries.length + 1), 0, [b.key, b.bad.schema]);
      const problems = new Map(bad.map((b) => [b.key, b.bad.code]));
      const required = [...((schema.required as string[] | undefined) ?? [])];
      if (missing !== undefined && !problems.has(missing)) {
        required.push(missing);
        problems.set(missing, "required-without-property");
      }
      return { schema: { ...schema, properties: Object.fromEntries(entries), required }, problems };
    });
  });
}

/** Roots that are not a flat object: not an object at all, another type, or properties that are not an object. */
const badRoot: fc.Arbitrary<OutOfGrammar> = fc.oneof(
  fc
    .oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.constant({ type: "string" }), { maxLength: 2 }))
    .map((schema) => ({ schema, problems: new Map([["", "not-an-object" as const]]) })),
  fc
    .constantFrom("array", "string", "null")
    .map((type) => ({ schema: { type, properties: { a: { type: "string" } } }, problems: new Map([["", "not-an-object" as const]]) })),
  fc
    .constantFrom([], "fields", 3)
    .map((properties) => ({ schema: { type: "object", properties }, problems: new Map([["", "no-properties" as const]]) })),
);

export function outOfGrammarArb(mode: Mode): fc.Arbitrary<OutOfGrammar> {
  return fc.oneof({ arbitrary: badPropertiesAmongGood(mode), weight: 4 }, badRoot);
}
