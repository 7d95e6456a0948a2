// Property-based: every schema from the supported grammar maps, each property to the field the
// server meant; every schema outside it raises UnsupportedSchemaError naming exactly the offending paths.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { FieldSpec } from "./fieldSpec.ts";
import { UnsupportedSchemaError } from "./errors.ts";
import { schemaToFields } from "./schemaToFields.ts";
import { compact, schemaArb, type GeneratedField } from "../../../test/property/schemas.ts";
import { outOfGrammarArb } from "../../../test/property/outOfGrammar.ts";
import { NODE, runs } from "../../../test/property/settings.ts";

/** The field the generator meant each property to be (docs/guides/components.md, "What the user sees"). */
function intended(f: GeneratedField): FieldSpec {
  const base = compact({ key: f.key, label: f.label, required: f.required, description: f.description });
  const defaultValue = f.default as never;
  const { format, minLength, maxLength, pattern, minimum, maximum, minItems, maxItems } = f.rules;
  switch (f.kind) {
    case "text": {
      const inputType = format === "email" ? "email" : format === "uri" ? "url" : "text";
      return compact({ ...base, kind: f.kind, inputType, format, minLength, maxLength, pattern, defaultValue });
    }
    case "date":
    case "date-time":
    case "boolean":
      return compact({ ...base, kind: f.kind, defaultValue });
    case "number":
      // Exclusive bounds and multipleOf are the validator's to enforce; the input shows inclusive bounds.
      return compact({ ...base, kind: f.kind, integer: f.integer, minimum, maximum, defaultValue });
    case "select":
      return compact({ ...base, kind: f.kind, options: f.options, defaultValue });
    case "multi-select":
      return compact({ ...base, kind: f.kind, options: f.options, minItems, maxItems, defaultValue });
  }
}

describe("schemas from the grammar", () => {
  test("always map: one field per property, in order, each the kind, label, rules, options and default meant", () => {
    fc.assert(
      fc.property(schemaArb("any"), ({ schema, fields }) => {
        expect(schemaToFields(schema)).toStrictEqual(fields.map(intended));
      }),
      runs(NODE),
    );
  });
});

describe("schemas outside the grammar", () => {
  test("raise UnsupportedSchemaError and nothing else, naming every offending property and no other", () => {
    fc.assert(
      fc.property(outOfGrammarArb("any"), ({ schema, problems }) => {
        let thrown: unknown;
        try {
          schemaToFields(schema);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(UnsupportedSchemaError);
        const error = thrown as UnsupportedSchemaError;
        expect(new Map(error.problems.map((p) => [p.path, p.code]))).toStrictEqual(problems);
        expect(error.problems).toHaveLength(problems.size);
        for (const path of problems.keys()) expect(error.message).toContain(path === "" ? "(schema)" : `"${path}"`);
      }),
      runs(NODE),
    );
  });
});
