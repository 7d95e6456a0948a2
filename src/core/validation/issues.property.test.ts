// Property-based: content a server accepts raises no issue; content that breaks one rule of one
// field raises an issue on that field alone, of the kind the person must fix. The expectations come from
// the generators, not from a validator, so this runs as it is under both validators: Ajv (project "unit")
// and the interpreter a strict CSP needs (project "unit-no-eval"). That the generators agree with the
// server's own judges is checked in src/schema/values.property.test.ts.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { schemaToFields } from "../schema/schemaToFields.ts";
import { validateContent } from "./validateContent.ts";
import { schemaArb } from "../../../test/property/schemas.ts";
import { brokenContent, validContent } from "../../../test/property/values.ts";
import { NODE, runs } from "../../../test/property/settings.ts";

const withContent = schemaArb("any").chain((gs) => validContent(gs, "any").map((content) => ({ ...gs, content })));
const withBrokenContent = schemaArb("any", { min: 1 }).chain((gs) => brokenContent(gs, "any").map((broken) => ({ ...gs, broken })));

describe("validateContent", () => {
  test("valid content: no issues", () => {
    fc.assert(
      fc.property(withContent, ({ schema, content }) => {
        expect(validateContent(schema, schemaToFields(schema), content)).toStrictEqual(new Map());
      }),
      runs(NODE),
    );
  });

  test("content breaking one rule of one field: one issue, on that field, naming that rule", () => {
    fc.assert(
      fc.property(withBrokenContent, ({ schema, broken }) => {
        const fields = schemaToFields(schema);
        const issues = validateContent(schema, fields, broken.content);
        expect([...issues.keys()], broken.why).toStrictEqual([broken.key]);
        expect(issues.get(broken.key)!.field).toBe(fields.find((f) => f.key === broken.key));
        expect(issues.get(broken.key)!.code, broken.why).toBe(broken.code);
      }),
      runs(NODE),
    );
  });
});
