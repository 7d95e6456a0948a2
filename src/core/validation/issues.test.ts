import { afterEach, describe, expect, test } from "vitest";
import type { ElicitContent } from "../protocol/types.ts";
import { schemaToFields } from "../schema/schemaToFields.ts";
import { initialValues, toContent, type FieldValue } from "../schema/values.ts";
import { compileSchema } from "./compile.ts";
import type { FieldIssueCode } from "./issues.ts";
import { validateContent } from "./validateContent.ts";

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

const DIALECTS: [string, string | undefined][] = [
  ["2020-12", "https://json-schema.org/draft/2020-12/schema"],
  ["draft-07", "http://json-schema.org/draft-07/schema#"],
  ["2019-09", "https://json-schema.org/draft/2019-09/schema"],
  ["none", undefined],
];

/** A form with every field kind of the grammar and the quirks real servers add. */
function everyKind($schema?: string): Record<string, unknown> {
  return {
    ...($schema === undefined ? {} : { $schema }),
    title: "Everything",
    type: "object",
    properties: {
      name: { type: "string", title: "Name", minLength: 2, maxLength: 20 },
      zip: { type: "string", pattern: "^\\d{5}$" },
      email: { type: "string", format: "email" },
      site: { type: "string", format: "uri" },
      birthday: { type: "string", format: "date" },
      meeting: { type: "string", format: "date-time" },
      price: { type: "number", minimum: 0, maximum: 99.5 },
      guests: { type: "integer", minimum: 1, maximum: 100 },
      agree: { type: "boolean" },
      newsletter: { type: "boolean", default: true },
      size: { type: "string", enum: ["s", "m", "l"] },
      colour: { type: "string", oneOf: [{ const: "r", title: "Red" }, { const: "g", title: "Green" }] },
      legacy: { type: "string", enum: ["x", "y"], enumNames: ["Ex", "Why"] },
      tags: { type: "array", items: { type: "string", enum: ["a", "b", "c"] }, minItems: 1, maxItems: 2 },
      fruits: { type: "array", items: { anyOf: [{ const: "apple", title: "Apple" }, { const: "pear", title: "Pear" }] } },
      nick: { anyOf: [{ type: "string", maxLength: 10 }, { type: "null" }], default: null },
      phone: { type: "string", format: "phone" },
      secret: { type: "string", format: "password" },
      note: { type: "string", default: "" },
      loose: { enum: ["p", "q"] },
      pick: { type: "array", items: { oneOf: [{ const: "one", title: "One" }] } },
      maybeCount: { type: ["integer", "null"], minimum: 0 },
    },
    required: ["name", "email", "guests", "agree", "tags", "colour"],
    additionalProperties: false,
  };
}

// In property order: the values a person can enter in the controls.
const filled: FieldValue[] = [
  "Ada", "12345", "ada@example.com", "https://example.com/a?b=c", "2025-01-31", "2025-01-01T10:00",
  "9.5", "42", true, false, "m", "g", "y", ["c", "a"], ["pear"], "Addy", "+1 555 0100", "hunter2", "", "q", ["one"], "0",
];

describe("what toContent sends for valid input passes the server's schema", () => {
  test.each(DIALECTS)("a filled form, $schema %s", (_name, $schema) => {
    const schema = everyKind($schema);
    const fields = schemaToFields(schema);
    expect(fields).toHaveLength(filled.length);
    const content = toContent(fields, filled);
    expect(content).toStrictEqual({
      name: "Ada", zip: "12345", email: "ada@example.com", site: "https://example.com/a?b=c", birthday: "2025-01-31",
      meeting: new Date("2025-01-01T10:00").toISOString().replace(".000Z", "Z"),
      price: 9.5, guests: 42, agree: true, newsletter: false, size: "m", colour: "g", legacy: "y", tags: ["a", "c"],
      fruits: ["pear"], nick: "Addy", phone: "+1 555 0100", secret: "hunter2", note: "", loose: "q", pick: ["one"], maybeCount: 0,
    });
    const compiled = compileSchema(schema);
    expect(compiled.status === "ready" && compiled.value.judge(content)).toEqual([]);
    expect(validateContent(schema, fields, content)).toStrictEqual(new Map());
  });

  test.each(DIALECTS)("only the required fields, $schema %s", (_name, $schema) => {
    const schema = everyKind($schema);
    const fields = schemaToFields(schema);
    const values = initialValues(fields);
    const set = (key: string, value: FieldValue) => (values[fields.findIndex((f) => f.key === key)] = value);
    set("name", "Bo");
    set("email", "bo@example.org");
    set("guests", "1");
    set("colour", "r");
    set("tags", ["b"]);
    const content = toContent(fields, values);
    // Optional empty fields are left out; booleans are always sent; the untouched "" default goes back.
    expect(content).toStrictEqual({ name: "Bo", email: "bo@example.org", guests: 1, agree: false, newsletter: true, colour: "r", tags: ["b"], note: "" });
    expect(validateContent(schema, fields, content)).toStrictEqual(new Map());
  });

  test.each(["UTC", "Asia/Kolkata", "America/New_York", "Pacific/Chatham"])("a date-time picked in %s passes", (zone) => {
    process.env.TZ = zone;
    const schema = { type: "object", properties: { at: { type: "string", format: "date-time" } }, required: ["at"] };
    const fields = schemaToFields(schema);
    for (const local of ["2025-01-01T00:00", "2025-06-30T23:59", "2024-02-29T12:30:45"]) {
      const content = toContent(fields, [local]);
      expect(new Date(content.at as string).toISOString()).toBe(new Date(local).toISOString());
      expect(validateContent(schema, fields, content)).toStrictEqual(new Map());
    }
  });

  test("untouched defaults pass, falsy ones too", () => {
    const schema = {
      type: "object",
      properties: {
        count: { type: "integer", minimum: 0, default: 0 },
        ok: { type: "boolean", default: false },
        note: { type: "string", default: "" },
        code: { type: "string", pattern: "^[a-z]*$", default: "" },
        mail: { type: "string", format: "email", default: "" },
        day: { type: "string", format: "date", default: "" },
        at: { type: "string", format: "date-time", default: "2025-06-01T12:00:00+02:00" },
        tags: { type: "array", items: { enum: ["a", "b"] }, default: [] },
        few: { type: "array", items: { enum: ["a", "b"] }, minItems: 1, default: [] },
      },
    };
    const fields = schemaToFields(schema);
    const content = toContent(fields, initialValues(fields));
    expect(content).toStrictEqual({ count: 0, ok: false, note: "", code: "", at: "2025-06-01T12:00:00+02:00", tags: [] });
    expect(validateContent(schema, fields, content)).toStrictEqual(new Map());
  });

  test("an empty confirm form accepts empty content", () => {
    const schema = { type: "object", properties: {} };
    expect(validateContent(schema, schemaToFields(schema), {})).toStrictEqual(new Map());
  });
});

const OMIT = Symbol("omitted");

describe("one issue per field, by code", () => {
  test.each<[string, Record<string, unknown>, boolean, unknown, FieldIssueCode]>([
    ["required text left out", { type: "string" }, true, OMIT, "required"],
    ["required number left out", { type: "integer" }, true, OMIT, "required"],
    ["required select left out", { type: "string", enum: ["a"] }, true, OMIT, "required"],
    ["minLength", { type: "string", minLength: 3 }, false, "ab", "tooShort"],
    ["maxLength", { type: "string", maxLength: 3 }, false, "abcd", "tooLong"],
    ["pattern", { type: "string", pattern: "^\\d{5}$" }, false, "1234a", "pattern"],
    ["email without a domain dot (a@b)", { type: "string", format: "email" }, false, "a@b", "email"],
    ["email without @", { type: "string", format: "email" }, false, "ada.example.com", "email"],
    ['empty email ""', { type: "string", format: "email" }, false, "", "email"],
    ["uri without a scheme", { type: "string", format: "uri" }, false, "example.com", "uri"],
    ["relative uri", { type: "string", format: "uri" }, false, "/path/only", "uri"],
    ["date in another order", { type: "string", format: "date" }, false, "31/01/2025", "date"],
    ["date that does not exist", { type: "string", format: "date" }, false, "2025-02-30", "date"],
    ["date-time without seconds or offset", { type: "string", format: "date-time" }, false, "2025-01-01T10:00", "dateTime"],
    ["date-time without offset", { type: "string", format: "date-time" }, false, "2025-01-01T10:00:00", "dateTime"],
    ["date-time as a date", { type: "string", format: "date-time" }, false, "2025-01-01", "dateTime"],
    ["number above maximum", { type: "number", minimum: 0, maximum: 10 }, false, 10.5, "number"],
    ["number below minimum", { type: "number", minimum: 0, maximum: 10 }, false, -1, "number"],
    ["number sent as a string", { type: "number" }, false, "5", "number"],
    ["number unparsable", { type: "number" }, false, "abc", "number"],
    ["integer not whole", { type: "integer", minimum: 1, maximum: 100 }, false, 2.5, "number"],
    ["integer below minimum", { type: "integer", minimum: 1, maximum: 100 }, false, 0, "number"],
    ["integer above maximum", { type: "integer", minimum: 1, maximum: 100 }, false, 101, "number"],
    ["exclusiveMaximum", { type: "number", exclusiveMaximum: 5 }, false, 5, "number"],
    ["select outside enum", { type: "string", enum: ["a", "b"] }, false, "c", "option"],
    ["select outside oneOf", { type: "string", oneOf: [{ const: "a", title: "A" }] }, false, "b", "option"],
    ["multi-select item outside enum", { type: "array", items: { type: "string", enum: ["a", "b"] } }, false, ["a", "z"], "option"],
    ["multi-select item outside anyOf", { type: "array", items: { anyOf: [{ const: "a", title: "A" }] } }, false, ["z"], "option"],
    ["minItems", { type: "array", items: { enum: ["a", "b", "c"] }, minItems: 2 }, false, ["a"], "tooFewItems"],
    ["maxItems", { type: "array", items: { enum: ["a", "b", "c"] }, maxItems: 1 }, false, ["a", "b"], "tooManyItems"],
    ["required multi-select empty", { type: "array", items: { enum: ["a", "b"] } }, true, [], "required"],
    ["required multi-select left out", { type: "array", items: { enum: ["a", "b"] } }, true, OMIT, "required"],
    ["boolean sent as a string", { type: "boolean" }, false, "yes", "invalid"],
    ["unknown keyword failing (const)", { type: "string", const: "fixed" }, false, "other", "invalid"],
    // pydantic's optional T: the null branch's errors must not hide the real one.
    ["nullable email", { anyOf: [{ type: "string", format: "email" }, { type: "null" }], default: null }, false, "a@b", "email"],
    ["nullable integer", { anyOf: [{ type: "integer", minimum: 1 }, { type: "null" }], default: null }, false, 0, "number"],
    ["nullable short text", { type: ["string", "null"], minLength: 2 }, false, "a", "tooShort"],
    // Found by the property tests: the anyOf summary of a nullable choice list must not read as "option".
    ["nullable multi-select, too few", { anyOf: [{ type: "null" }, { type: "array", items: { enum: ["a", "b"] }, minItems: 2 }] }, false, ["a"], "tooFewItems"],
    ["nullable multi-select, too many", { anyOf: [{ type: "array", items: { enum: ["a", "b"] }, maxItems: 1 }, { type: "null" }] }, false, ["a", "b"], "tooManyItems"],
    ["nullable multi-select, a stranger", { anyOf: [{ type: "array", items: { enum: ["a", "b"] } }, { type: "null" }] }, false, ["z"], "option"],
    ["nullable titled select, a stranger", { anyOf: [{ type: "string", oneOf: [{ const: "a", title: "A" }] }, { type: "null" }] }, false, "z", "option"],
  ])("%s -> %s", (_name, prop, required, value, code) => {
    const schema = { type: "object", properties: { other: { type: "string" }, f: prop }, required: required ? ["f"] : [] };
    const fields = schemaToFields(schema);
    const content = (value === OMIT ? { other: "x" } : { other: "x", f: value }) as ElicitContent;
    const issues = validateContent(schema, fields, content);
    expect([...issues.keys()]).toStrictEqual(["f"]);
    expect(issues.get("f")).toStrictEqual({ code, field: fields[1] });
    expect(issues.get("f")!.field).toBe(fields[1]);
  });

  // The issue shown is the one to fix first: required < number < format < option < length/items < pattern < invalid.
  test.each<[string, Record<string, unknown>, unknown, FieldIssueCode]>([
    ["format before length", { type: "string", format: "email", minLength: 10 }, "a@b", "email"],
    ["format before pattern", { type: "string", format: "email", pattern: "^z" }, "a@b", "email"],
    ["uri before maxLength", { type: "string", format: "uri", maxLength: 3 }, "example.com", "uri"],
    ["date before pattern", { type: "string", format: "date", pattern: "^1" }, "31/01/2025", "date"],
    ["length before pattern", { type: "string", minLength: 3, pattern: "^\\d+$" }, "ab", "tooShort"],
    ["maxLength before pattern", { type: "string", maxLength: 2, pattern: "^\\d+$" }, "abc", "tooLong"],
    ["number before invalid", { type: "integer", maximum: 10, multipleOf: 2 }, 11.5, "number"],
    ["option before items", { type: "array", items: { enum: ["a"] }, minItems: 2 }, ["z"], "option"],
    ["tooFewItems alone", { type: "array", items: { enum: ["a", "b"] }, minItems: 2, uniqueItems: true }, ["a"], "tooFewItems"],
    ["pattern before invalid", { type: "string", pattern: "^a", not: { const: "b" } }, "b", "pattern"],
  ])("%s", (_name, prop, value, code) => {
    const schema = { type: "object", properties: { f: prop } };
    const fields = schemaToFields(schema);
    const issues = validateContent(schema, fields, { f: value } as ElicitContent);
    expect(issues.size).toBe(1);
    expect(issues.get("f")?.code).toBe(code);
  });

  test("required wins over the items rules of a required multi-select", () => {
    const schema = { type: "object", properties: { f: { type: "array", items: { enum: ["a", "b"] }, minItems: 2 } }, required: ["f"] };
    const fields = schemaToFields(schema);
    expect(validateContent(schema, fields, { f: [] }).get("f")?.code).toBe("required");
  });

  test("each bad field gets its own issue; good fields none", () => {
    const schema = everyKind();
    const fields = schemaToFields(schema);
    const content: ElicitContent = {
      name: "A", zip: "abc", email: "a@b", site: "nope", birthday: "2025-13-01", meeting: "2025-01-01T10:00",
      price: 100, guests: 0, agree: true, size: "xl", colour: "r", tags: ["a", "b", "c"], nick: "far too long a nickname",
    };
    const issues = validateContent(schema, fields, content);
    expect(Object.fromEntries([...issues].map(([key, issue]) => [key, issue.code]))).toStrictEqual({
      name: "tooShort", zip: "pattern", email: "email", site: "uri", birthday: "date", meeting: "dateTime",
      price: "number", guests: "number", size: "option", tags: "tooManyItems", nick: "tooLong",
    });
    for (const [key, issue] of issues) expect(issue.field.key).toBe(key);
  });

  test("properties whose names need JSON Pointer escapes", () => {
    const schema = { type: "object", properties: { "a/b": { type: "string", minLength: 2 }, "c~d": { type: "integer" } } };
    const fields = schemaToFields(schema);
    const issues = validateContent(schema, fields, { "a/b": "x", "c~d": 1.5 });
    expect(issues.get("a/b")?.code).toBe("tooShort");
    expect(issues.get("c~d")?.code).toBe("number");
    expect(issues.size).toBe(2);
  });

  test("errors about properties the form does not show are not reported", () => {
    const schema = { type: "object", properties: { a: { type: "string" } }, additionalProperties: false };
    const fields = schemaToFields(schema);
    expect(validateContent(schema, fields, { a: "x", b: "stray" })).toStrictEqual(new Map());
  });

  test("validation is repeatable (Ajv's errors do not leak between calls)", () => {
    const schema = { type: "object", properties: { n: { type: "integer", maximum: 3 } } };
    const fields = schemaToFields(schema);
    expect(validateContent(schema, fields, { n: 4 }).get("n")?.code).toBe("number");
    expect(validateContent(schema, fields, { n: 3 })).toStrictEqual(new Map());
    expect(validateContent(structuredClone(schema), fields, { n: 5 }).get("n")?.code).toBe("number");
  });
});
