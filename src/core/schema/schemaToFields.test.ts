import { describe, expect, test } from "vitest";
import type { FieldSpec } from "./fieldSpec.ts";
import { UnsupportedSchemaError, type SchemaProblem } from "./errors.ts";
import { schemaToFields } from "./schemaToFields.ts";

/** The one field a one-property schema maps to. */
function fieldOf(prop: unknown, required = false): FieldSpec {
  const fields = schemaToFields({ type: "object", properties: { f: prop }, ...(required ? { required: ["f"] } : {}) });
  expect(fields).toHaveLength(1);
  return fields[0]!;
}

function thrown(schema: unknown): UnsupportedSchemaError {
  try {
    schemaToFields(schema);
  } catch (error) {
    expect(error).toBeInstanceOf(UnsupportedSchemaError);
    return error as UnsupportedSchemaError;
  }
  throw new Error("schemaToFields did not throw");
}

const base = { key: "f", label: "F", required: false } as const;

// One row per field kind of the 2025-11-25 grammar, each with a `default`.
describe("the 2025-11-25 grammar", () => {
  test.each<[string, unknown, FieldSpec]>([
    [
      "string with minLength, maxLength, pattern",
      { type: "string", title: "Name", description: "Your name", minLength: 2, maxLength: 40, pattern: "^[A-Z]", default: "Ada" },
      { ...base, label: "Name", description: "Your name", kind: "text", inputType: "text", minLength: 2, maxLength: 40, pattern: "^[A-Z]", defaultValue: "Ada" },
    ],
    [
      "string format email",
      { type: "string", format: "email", default: "a@example.com" },
      { ...base, kind: "text", inputType: "email", format: "email", defaultValue: "a@example.com" },
    ],
    [
      "string format uri",
      { type: "string", format: "uri", default: "https://example.com" },
      { ...base, kind: "text", inputType: "url", format: "uri", defaultValue: "https://example.com" },
    ],
    ["string format date", { type: "string", format: "date", default: "2025-01-31" }, { ...base, kind: "date", defaultValue: "2025-01-31" }],
    [
      "string format date-time",
      { type: "string", format: "date-time", default: "2025-01-31T10:00:00Z" },
      { ...base, kind: "date-time", defaultValue: "2025-01-31T10:00:00Z" },
    ],
    [
      "number with minimum and maximum",
      { type: "number", minimum: 0.5, maximum: 9.5, default: 1.5 },
      { ...base, kind: "number", integer: false, minimum: 0.5, maximum: 9.5, defaultValue: 1.5 },
    ],
    [
      "integer with minimum and maximum",
      { type: "integer", minimum: 1, maximum: 100, default: 10 },
      { ...base, kind: "number", integer: true, minimum: 1, maximum: 100, defaultValue: 10 },
    ],
    ["boolean", { type: "boolean", default: true }, { ...base, kind: "boolean", defaultValue: true }],
    [
      "untitled single-select",
      { type: "string", enum: ["red", "green"], default: "green" },
      { ...base, kind: "select", options: [{ value: "red", label: "red" }, { value: "green", label: "green" }], defaultValue: "green" },
    ],
    [
      "titled single-select",
      { type: "string", oneOf: [{ const: "r", title: "Red" }, { const: "g", title: "Green" }], default: "r" },
      { ...base, kind: "select", options: [{ value: "r", label: "Red" }, { value: "g", label: "Green" }], defaultValue: "r" },
    ],
    [
      "untitled multi-select with minItems and maxItems",
      { type: "array", items: { type: "string", enum: ["a", "b", "c"] }, minItems: 1, maxItems: 2, default: ["b"] },
      {
        ...base,
        kind: "multi-select",
        options: [{ value: "a", label: "a" }, { value: "b", label: "b" }, { value: "c", label: "c" }],
        minItems: 1,
        maxItems: 2,
        defaultValue: ["b"],
      },
    ],
    [
      "titled multi-select with minItems and maxItems",
      { type: "array", items: { anyOf: [{ const: "a", title: "Apple" }, { const: "b", title: "Banana" }] }, minItems: 0, maxItems: 2, default: ["a", "b"] },
      { ...base, kind: "multi-select", options: [{ value: "a", label: "Apple" }, { value: "b", label: "Banana" }], minItems: 0, maxItems: 2, defaultValue: ["a", "b"] },
    ],
    [
      "legacy enumNames",
      { type: "string", enum: ["s", "m"], enumNames: ["Small", "Medium"], default: "m" },
      { ...base, kind: "select", options: [{ value: "s", label: "Small" }, { value: "m", label: "Medium" }], defaultValue: "m" },
    ],
  ])("%s", (_name, prop, expected) => {
    expect(fieldOf(prop)).toStrictEqual(expected);
  });

  test.each<[string, unknown, FieldSpec]>([
    ["empty string", { type: "string", default: "" }, { ...base, kind: "text", inputType: "text", defaultValue: "" }],
    ["zero", { type: "integer", default: 0 }, { ...base, kind: "number", integer: true, defaultValue: 0 }],
    ["false", { type: "boolean", default: false }, { ...base, kind: "boolean", defaultValue: false }],
    [
      "empty multi-select",
      { type: "array", items: { enum: ["a"] }, default: [] },
      { ...base, kind: "multi-select", options: [{ value: "a", label: "a" }], defaultValue: [] },
    ],
  ])("keeps a falsy default: %s", (_name, prop, expected) => {
    expect(fieldOf(prop)).toStrictEqual(expected);
  });

  test.each<[string, unknown]>([
    ["a number default on a string", { type: "string", default: 3 }],
    ["a string default on a number", { type: "number", default: "3" }],
    ["a string default on a boolean", { type: "boolean", default: "true" }],
    ["a default outside the enum", { type: "string", enum: ["a", "b"], default: "c" }],
    ["a default outside the oneOf", { type: "string", oneOf: [{ const: "a", title: "A" }], default: "b" }],
    ["a multi-select default with an unknown item", { type: "array", items: { enum: ["a"] }, default: ["a", "z"] }],
    ["a multi-select default that is not an array", { type: "array", items: { enum: ["a"] }, default: "a" }],
  ])("drops %s", (_name, prop) => {
    expect(fieldOf(prop)).not.toHaveProperty("defaultValue");
  });

  test("marks required fields, and only those", () => {
    const fields = schemaToFields({
      type: "object",
      properties: { a: { type: "string" }, b: { type: "boolean" }, c: { type: "number" } },
      required: ["a", "c"],
    });
    expect(fields.map((f) => [f.key, f.required])).toStrictEqual([["a", true], ["b", false], ["c", true]]);
  });
});

// What real servers send beyond the grammar (README: "Tolerates real servers").
describe("real-world quirks", () => {
  test.each<[string, unknown, FieldSpec]>([
    ["pattern", { type: "string", pattern: "^\\d{5}$" }, { ...base, kind: "text", inputType: "text", pattern: "^\\d{5}$" }],
    [
      "pydantic anyOf [T, null] with default null",
      { anyOf: [{ type: "string", format: "email" }, { type: "null" }], default: null, title: "Email" },
      { ...base, label: "Email", kind: "text", inputType: "email", format: "email" },
    ],
    [
      "pydantic anyOf [integer, null] keeps bounds and outer default",
      { anyOf: [{ type: "integer", minimum: 1, maximum: 5 }, { type: "null" }], default: 3 },
      { ...base, kind: "number", integer: true, minimum: 1, maximum: 5, defaultValue: 3 },
    ],
    [
      "anyOf [null, enum] in either order",
      { anyOf: [{ type: "null" }, { type: "string", enum: ["x", "y"] }], default: null },
      { ...base, kind: "select", options: [{ value: "x", label: "x" }, { value: "y", label: "y" }] },
    ],
    [
      "oneOf [T, null]",
      { oneOf: [{ type: "boolean" }, { type: "null" }], default: null },
      { ...base, kind: "boolean" },
    ],
    ['type ["string", "null"]', { type: ["string", "null"], default: null }, { ...base, kind: "text", inputType: "text" }],
    ['type ["null", "integer"]', { type: ["null", "integer"], minimum: 0 }, { ...base, kind: "number", integer: true, minimum: 0 }],
    [
      "enum without type",
      { enum: ["low", "high"], default: "low" },
      { ...base, kind: "select", options: [{ value: "low", label: "low" }, { value: "high", label: "high" }], defaultValue: "low" },
    ],
    [
      "oneOf consts without type",
      { oneOf: [{ const: "a", title: "A" }, { const: "b" }] },
      { ...base, kind: "select", options: [{ value: "a", label: "A" }, { value: "b", label: "b" }] },
    ],
    [
      "anyOf consts as a single-select",
      { type: "string", anyOf: [{ const: "a", title: "A" }, { const: "b", title: "" }] },
      { ...base, kind: "select", options: [{ value: "a", label: "A" }, { value: "b", label: "b" }] },
    ],
    [
      "items without type",
      { type: "array", items: { enum: ["a", "b"] } },
      { ...base, kind: "multi-select", options: [{ value: "a", label: "a" }, { value: "b", label: "b" }] },
    ],
    [
      "items.oneOf like items.anyOf",
      { type: "array", items: { oneOf: [{ const: "a", title: "Apple" }, { const: "b", title: "Banana" }] } },
      { ...base, kind: "multi-select", options: [{ value: "a", label: "Apple" }, { value: "b", label: "Banana" }] },
    ],
    ["unknown format password as plain text, format kept", { type: "string", format: "password" }, { ...base, kind: "text", inputType: "text", format: "password" }],
    ["unknown format phone as plain text, format kept", { type: "string", format: "phone", maxLength: 20 }, { ...base, kind: "text", inputType: "text", format: "phone", maxLength: 20 }],
    ["unknown format textarea as plain text, format kept", { type: "string", format: "textarea" }, { ...base, kind: "text", inputType: "text", format: "textarea" }],
    ["a format that is not a string ignored", { type: "string", format: 3 }, { ...base, kind: "text", inputType: "text" }],
    [
      "enumNames shorter than enum ignored",
      { type: "string", enum: ["a", "b", "c"], enumNames: ["A", "B"] },
      { ...base, kind: "select", options: [{ value: "a", label: "a" }, { value: "b", label: "b" }, { value: "c", label: "c" }] },
    ],
    [
      "enumNames longer than enum ignored",
      { type: "string", enum: ["a"], enumNames: ["A", "B"] },
      { ...base, kind: "select", options: [{ value: "a", label: "a" }] },
    ],
    [
      "enumNames that are not strings ignored",
      { type: "string", enum: ["a", "b"], enumNames: ["A", 2] },
      { ...base, kind: "select", options: [{ value: "a", label: "a" }, { value: "b", label: "b" }] },
    ],
    [
      // Found by the property tests: an empty title falls back to the const, so an empty name must too.
      "an empty enumName shows the value",
      { type: "string", enum: ["s", "m"], enumNames: ["", "Medium"] },
      { ...base, kind: "select", options: [{ value: "s", label: "s" }, { value: "m", label: "Medium" }] },
    ],
    [
      "wrong-typed keywords ignored",
      { type: "string", minLength: -1, maxLength: 2.5, pattern: 7, description: "" },
      { ...base, kind: "text", inputType: "text" },
    ],
    [
      "non-finite number bounds ignored",
      { type: "number", minimum: "1", maximum: null },
      { ...base, kind: "number", integer: false },
    ],
  ])("%s", (_name, prop, expected) => {
    expect(fieldOf(prop)).toStrictEqual(expected);
  });

  test("root title, description, $schema and additionalProperties are tolerated", () => {
    for (const $schema of ["https://json-schema.org/draft/2020-12/schema", "http://json-schema.org/draft-07/schema#"]) {
      expect(
        schemaToFields({
          $schema,
          title: "Booking",
          description: "Pick a table",
          type: "object",
          properties: { guests: { type: "integer" } },
          required: ["guests"],
          additionalProperties: false,
        }),
      ).toStrictEqual([{ key: "guests", label: "Guests", required: true, kind: "number", integer: true }]);
    }
  });

  test("a schema without a root type but with properties is tolerated", () => {
    expect(schemaToFields({ properties: { ok: { type: "boolean" } } })).toStrictEqual([
      { key: "ok", label: "Ok", required: false, kind: "boolean" },
    ]);
  });

  test.each<[string, unknown]>([
    ["empty properties", { type: "object", properties: {} }],
    ["no properties at all", { type: "object" }],
    ["empty properties with an empty required", { type: "object", properties: {}, required: [] }],
  ])("%s -> no fields (a plain confirm prompt)", (_name, schema) => {
    expect(schemaToFields(schema)).toStrictEqual([]);
  });

  test("keeps the server's property order", () => {
    const fields = schemaToFields({
      type: "object",
      properties: { zeta: { type: "string" }, alpha: { type: "number" }, mid: { type: "boolean" } },
    });
    expect(fields.map((f) => f.key)).toStrictEqual(["zeta", "alpha", "mid"]);
  });

  test("keeps alphabetical order as a Go server sends it, from the JSON text", () => {
    const json = `{"type":"object","properties":{"age":{"type":"integer"},"city":{"type":"string"},"email":{"type":"string","format":"email"},"name":{"type":"string"}},"required":["name","email"]}`;
    const fields = schemaToFields(JSON.parse(json));
    expect(fields.map((f) => [f.key, f.required])).toStrictEqual([
      ["age", false],
      ["city", false],
      ["email", true],
      ["name", true],
    ]);
  });
});

describe("labels", () => {
  test.each<[string, unknown, string]>([
    ["title exactly as sent", { type: "string", title: "Checkalternative" }, "Checkalternative"],
    ["title with its spacing and case", { type: "string", title: "  e-mail ADDRESS " }, "  e-mail ADDRESS "],
    ["title on a pydantic nullable wrapper", { anyOf: [{ type: "string" }, { type: "null" }], title: "Nick name" }, "Nick name"],
    ["title inside the non-null branch", { anyOf: [{ type: "string", title: "Inner" }, { type: "null" }] }, "Inner"],
    ["outer title wins over the branch's", { anyOf: [{ type: "string", title: "Inner" }, { type: "null" }], title: "Outer" }, "Outer"],
  ])("%s", (_name, prop, label) => {
    expect(fieldOf(prop).label).toBe(label);
  });

  test.each<[string, unknown, string]>([
    ["checkAlternative", { type: "string" }, "Check alternative"],
    ["due_date", { type: "string", format: "date" }, "Due date"],
    ["HTTPServer", { type: "boolean" }, "HTTP server"],
    ["name", { type: "string" }, "Name"],
    ["checkAlternative", { type: "string", title: "" }, "Check alternative"],
    ["due_date", { type: "string", title: 5 }, "Due date"],
  ])("key %s with %j -> %s", (key, prop, label) => {
    expect(schemaToFields({ type: "object", properties: { [key]: prop } })[0]!.label).toBe(label);
  });
});

describe("unsupported schemas", () => {
  test.each<[string, unknown, SchemaProblem["code"]]>([
    ["nested object", { type: "object", properties: { street: { type: "string" } } }, "nested-object"],
    ["array of numbers", { type: "array", items: { type: "number" } }, "array-of-non-strings"],
    ["array of number options", { type: "array", items: { type: "number", enum: [1, 2] } }, "array-of-non-strings"],
    ["array of objects", { type: "array", items: { type: "object", properties: { a: { type: "string" } } } }, "array-of-non-strings"],
    ["array of free strings", { type: "array", items: { type: "string" } }, "array-of-non-strings"],
    ["array without items", { type: "array" }, "array-of-non-strings"],
    ["$ref", { $ref: "#/$defs/Address" }, "ref"],
    ["$ref behind a pydantic nullable wrapper", { anyOf: [{ $ref: "#/$defs/Color" }, { type: "null" }], default: null }, "ref"],
    ["missing type", { title: "Something" }, "missing-type"],
    ["missing type with a format", { format: "email" }, "missing-type"],
    ["unknown type", { type: "file" }, "unknown-type"],
    ["null type", { type: "null" }, "unknown-type"],
    ["a union of two types", { type: ["string", "number"] }, "unknown-type"],
    ["enum of numbers", { type: "string", enum: [1, 2] }, "bad-enum"],
    ["oneOf without consts", { oneOf: [{ type: "string" }, { type: "number" }] }, "bad-enum"],
    ["not a schema (a string)", "string", "not-a-schema"],
    ["not a schema (null)", null, "not-a-schema"],
    ["not a schema (an array)", [{ type: "string" }], "not-a-schema"],
  ])("%s", (_name, prop, code) => {
    const error = thrown({ type: "object", properties: { bad: prop } });
    expect(error.problems).toStrictEqual([{ path: "bad", code, detail: expect.any(String) }]);
    expect(error.message).toContain('"bad"');
    expect(error.name).toBe("UnsupportedSchemaError");
  });

  test("throws ONE error naming every offending property, and none of the good ones", () => {
    const error = thrown({
      type: "object",
      properties: {
        name: { type: "string" },
        address: { type: "object", properties: { street: { type: "string" } } },
        scores: { type: "array", items: { type: "number" } },
        agree: { type: "boolean" },
        people: { type: "array", items: { type: "object" } },
        colour: { $ref: "#/$defs/Colour" },
        mystery: { description: "no type" },
        upload: { type: "file" },
      },
      required: ["name", "ghost"],
    });
    expect(error.problems.map((p) => [p.path, p.code])).toStrictEqual([
      ["address", "nested-object"],
      ["scores", "array-of-non-strings"],
      ["people", "array-of-non-strings"],
      ["colour", "ref"],
      ["mystery", "missing-type"],
      ["upload", "unknown-type"],
      ["ghost", "required-without-property"],
    ]);
    for (const path of ["address", "scores", "people", "colour", "mystery", "upload", "ghost"]) {
      expect(error.message).toContain(`"${path}"`);
    }
    expect(error.message).not.toContain('"name"');
    expect(error.message).not.toContain('"agree"');
    expect(error.message.split("\n")).toHaveLength(1 + 7);
    expect(error.message.split("\n")[0]).toBe("This elicitation form cannot be shown:");
  });

  test("a required name with no property", () => {
    const error = thrown({ type: "object", properties: { a: { type: "string" } }, required: ["a", "b"] });
    expect(error.problems).toStrictEqual([{ path: "b", code: "required-without-property", detail: "is listed in required but has no property" }]);
    expect(error.message).toBe('This elicitation form cannot be shown:\n- "b": is listed in required but has no property');
  });

  test.each<[string, unknown]>([
    ["null", null],
    ["a string", "object"],
    ["an array", [{ type: "string" }]],
    ["a number", 42],
    ["undefined", undefined],
  ])("a requestedSchema that is %s", (_name, schema) => {
    const error = thrown(schema);
    expect(error.problems).toStrictEqual([{ path: "", code: "not-an-object", detail: "requestedSchema must be a JSON object" }]);
    expect(error.message).toBe("This elicitation form cannot be shown:\n- (schema): requestedSchema must be a JSON object");
  });

  test.each<[string, unknown]>([
    ["a string schema", { type: "string" }],
    ["an array schema", { type: "array", items: { type: "string", enum: ["a"] } }],
  ])("a root that is %s", (_name, schema) => {
    const error = thrown(schema);
    expect(error.problems.map((p) => [p.path, p.code])).toStrictEqual([["", "not-an-object"]]);
    expect(error.message).toContain("(schema)");
  });

  test("a root problem and property problems are reported together", () => {
    const error = thrown({ type: "array", properties: { deep: { type: "object" } }, required: ["nope"] });
    expect(error.problems.map((p) => [p.path, p.code])).toStrictEqual([
      ["", "not-an-object"],
      ["deep", "nested-object"],
      ["nope", "required-without-property"],
    ]);
  });

  test("properties that are not an object", () => {
    const error = thrown({ type: "object", properties: [{ type: "string" }] });
    expect(error.problems.map((p) => [p.path, p.code])).toStrictEqual([["", "no-properties"]]);
  });
});
