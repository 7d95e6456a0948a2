// Property-based, against the server's own judges: Ajv 2020 + ajv-formats, the SDK server's
// validator and the SDK's ElicitResultSchema (test/property/judges.ts). Generated valid content passes them
// and the form; generated broken content fails them (but for the form's own rule) and the form names the
// field; and whatever a person leaves in the controls, toContent turns into content they accept, in any
// time zone (docs/guides/components.md, "What the user sees").
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { schemaToFields } from "./schemaToFields.ts";
import { initialValue, toContent } from "./values.ts";
import { validateContent } from "../validation/validateContent.ts";
import { schemaArb } from "../../../test/property/schemas.ts";
import { brokenContent, validContent } from "../../../test/property/values.ts";
import { UNTOUCHED, validInputs } from "../../../test/property/inputs.ts";
import { expectServerAccepts, expectServerRejects } from "../../../test/property/judges.ts";
import { NODE, runs } from "../../../test/property/settings.ts";

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

// Half-hour and 45-minute offsets, both hemispheres' daylight saving, and a half-hour daylight shift.
const ZONES = ["UTC", "Asia/Kolkata", "America/New_York", "Pacific/Chatham", "Australia/Lord_Howe", "America/St_Johns", "Europe/Berlin"];

describe("generated content and the server's judges", () => {
  test("valid content passes them, and the form raises no issue", () => {
    const withContent = schemaArb("any").chain((gs) => validContent(gs, "any").map((content) => ({ ...gs, content })));
    fc.assert(
      fc.property(withContent, ({ schema, content }) => {
        expectServerAccepts(schema, content);
        expect(validateContent(schema, schemaToFields(schema), content)).toStrictEqual(new Map());
      }),
      runs(NODE),
    );
  });

  test("content breaking one rule of one field fails them (but for the form's own rule), and the form names that field", () => {
    const withBroken = schemaArb("any", { min: 1 }).chain((gs) => brokenContent(gs, "any").map((broken) => ({ ...gs, broken })));
    fc.assert(
      fc.property(withBroken, ({ schema, broken }) => {
        if (broken.serverRejects) expectServerRejects(schema, broken.content);
        else expectServerAccepts(schema, broken.content);
        expect([...validateContent(schema, schemaToFields(schema), broken.content).keys()], broken.why).toStrictEqual([broken.key]);
      }),
      runs(NODE),
    );
  });
});

describe("toContent", () => {
  test("what a person leaves in the controls (typed, cleared, or as it opened) becomes content the judges and the form accept", () => {
    const filled = schemaArb("any").chain((gs) =>
      fc.record({ inputs: validInputs(gs, "any"), zone: fc.constantFrom(...ZONES) }).map((more) => ({ ...gs, ...more })),
    );
    fc.assert(
      fc.property(filled, ({ schema, inputs, zone }) => {
        process.env.TZ = zone;
        const fields = schemaToFields(schema);
        const content = toContent(fields, inputs.map((input, i) => (input === UNTOUCHED ? initialValue(fields[i]!) : input)));
        expectServerAccepts(schema, content);
        expect(validateContent(schema, fields, content)).toStrictEqual(new Map());
      }),
      runs(NODE),
    );
  });
});
