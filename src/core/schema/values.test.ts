import { afterEach, describe, expect, test } from "vitest";
import type { ElicitContentValue } from "../protocol/types.ts";
import type { FieldSpec } from "./fieldSpec.ts";
import { schemaToFields } from "./schemaToFields.ts";
import { initialValue, initialValues, isChanged, toContent, toContentValue, type FieldValue } from "./values.ts";

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

function fieldOf(prop: unknown, required = false): FieldSpec {
  return schemaToFields({ type: "object", properties: { f: prop }, required: required ? ["f"] : [] })[0]!;
}

const OMIT = Symbol("omitted");

const text = { type: "string" };
const email = { type: "string", format: "email" };
const date = { type: "string", format: "date" };
const dateTime = { type: "string", format: "date-time" };
const num = { type: "number", minimum: -10, maximum: 10 };
const int = { type: "integer", minimum: 1, maximum: 100 };
const bool = { type: "boolean" };
const select = { type: "string", oneOf: [{ const: "r", title: "Red" }, { const: "g", title: "Green" }] };
const multi = { type: "array", items: { anyOf: [{ const: "a", title: "A" }, { const: "b", title: "B" }, { const: "c", title: "C" }] } };

describe("initialValues: defaults pre-filled, falsy ones too", () => {
  test.each<[string, unknown, FieldValue]>([
    ["text without default", text, ""],
    ["text default", { ...text, default: "Ada" }, "Ada"],
    ['text default ""', { ...text, default: "" }, ""],
    ["email default", { ...email, default: "a@example.com" }, "a@example.com"],
    ["date default", { ...date, default: "2025-01-31" }, "2025-01-31"],
    ["date-time without default", dateTime, ""],
    ["number without default", num, ""],
    ["number default 0", { ...num, default: 0 }, "0"],
    ["number default -2.5", { ...num, default: -2.5 }, "-2.5"],
    ["integer default 10", { ...int, default: 10 }, "10"],
    ["boolean without default", bool, false],
    ["boolean default false", { ...bool, default: false }, false],
    ["boolean default true", { ...bool, default: true }, true],
    ["select without default", select, ""],
    ["select default", { ...select, default: "g" }, "g"],
    ["multi-select without default", multi, []],
    ["multi-select default []", { ...multi, default: [] }, []],
    ["multi-select default", { ...multi, default: ["c", "a"] }, ["c", "a"]],
  ])("%s", (_name, prop, expected) => {
    expect(initialValue(fieldOf(prop))).toStrictEqual(expected);
  });

  test("a date-time default is shown in the person's time zone", () => {
    process.env.TZ = "Asia/Kolkata";
    expect(initialValue(fieldOf({ ...dateTime, default: "2025-01-01T04:30:00Z" }))).toBe("2025-01-01T10:00");
  });

  test("one value per field, in field order", () => {
    const fields = schemaToFields({
      type: "object",
      properties: { a: { ...bool, default: false }, b: { ...int, default: 0 }, c: { ...text, default: "" }, d: multi },
    });
    expect(initialValues(fields)).toStrictEqual([false, "0", "", []]);
  });

  test("what is shown is what is sent: untouched defaults go back as they came", () => {
    const schema = {
      type: "object",
      properties: {
        name: { ...text, default: "Ada" },
        count: { ...int, default: 0 },
        ok: { ...bool, default: false },
        colour: { ...select, default: "g" },
        tags: { ...multi, default: ["b"] },
        day: { ...date, default: "2025-01-31" },
        at: { ...dateTime, default: "2025-06-01T12:00:00+02:00" },
        note: { ...text, default: "" },
      },
    };
    const fields = schemaToFields(schema);
    expect(toContent(fields, initialValues(fields))).toStrictEqual({
      name: "Ada",
      count: 0,
      ok: false,
      colour: "g",
      tags: ["b"],
      day: "2025-01-31",
      at: "2025-06-01T12:00:00+02:00",
      note: "",
    });
  });
});

describe("toContent: what is sent", () => {
  test.each<[string, unknown, boolean, FieldValue, ElicitContentValue | typeof OMIT]>([
    // text
    ["text", text, false, "hello", "hello"],
    ["text keeps spaces as typed", text, false, "  hi ", "  hi "],
    ["optional empty text omitted", text, false, "", OMIT],
    ["required empty text omitted (so required fails)", text, true, "", OMIT],
    ['optional untouched default "" sent as ""', { ...text, default: "" }, false, "", ""],
    ['required default "" left empty omitted', { ...text, default: "" }, true, "", OMIT],
    ['default "" replaced', { ...text, default: "" }, false, "x", "x"],
    ["optional text whose default was cleared omitted", { ...text, default: "Ada" }, false, "", OMIT],
    ['default "" on an email is omitted ("" fails format)', { ...email, default: "" }, false, "", OMIT],
    ['default "" with minLength is omitted', { ...text, minLength: 1, default: "" }, false, "", OMIT],
    ['default "" with a pattern "" breaks is omitted', { ...text, pattern: "^a+$", default: "" }, false, "", OMIT],
    ['default "" with a pattern "" meets is sent', { ...text, pattern: "^a*$", default: "" }, false, "", ""],
    ['default "" with a pattern valid only without the u flag is sent', { ...text, pattern: "^[\\w-.]*$", default: "" }, false, "", ""],
    ['default "" with an unreadable pattern is omitted', { ...text, pattern: "(", default: "" }, false, "", OMIT],
    ['default "" with an unknown format is sent', { ...text, format: "password", default: "" }, false, "", ""],
    ["email", email, true, "a@example.com", "a@example.com"],
    // dates
    ["date as YYYY-MM-DD", date, false, "2025-01-31", "2025-01-31"],
    ["optional empty date omitted", date, false, "", OMIT],
    ['date default "" is omitted ("" is not a date)', { ...date, default: "" }, false, "", OMIT],
    // numbers
    ["number as a number", num, false, "1.5", 1.5],
    ["negative number", num, false, "-3", -3],
    ["zero", num, false, "0", 0],
    ["exponent", num, false, "1e1", 10],
    ["integer as a number", int, true, "42", 42],
    ["optional empty number omitted", num, false, "", OMIT],
    ["required empty number omitted", int, true, "", OMIT],
    ["unparsable number sent as typed so validation names it", num, false, "abc", "abc"],
    ["a number JSON cannot carry (Infinity) sent as typed", { type: "number" }, false, "1e999", "1e999"],
    ["an integer past 2^53, which a number would round, sent as typed", { type: "integer" }, false, "9007199254740993", "9007199254740993"],
    ["the largest safe integer as a number", { type: "integer" }, false, "9007199254740991", 9007199254740991],
    ["a large number that is not an integer field stays a number", { type: "number" }, false, "1e300", 1e300],
    // booleans
    ["ticked", bool, false, true, true],
    ["unticked optional sent as false", bool, false, false, false],
    ["unticked required sent as false", bool, true, false, false],
    // single-select
    ["single-select sends the const", select, true, "g", "g"],
    ["optional unchosen single-select omitted", select, false, "", OMIT],
    ["required unchosen single-select omitted", select, true, "", OMIT],
    ['single-select whose option "" is the default', { type: "string", enum: ["", "x"], default: "" }, false, "", ""],
    // multi-select
    ["multi-select in the server's option order", multi, false, ["c", "a"], ["a", "c"]],
    ["multi-select all", multi, false, ["b", "c", "a"], ["a", "b", "c"]],
    ["multi-select drops values that are not options", multi, false, ["z", "b"], ["b"]],
    ["optional empty multi-select omitted", multi, false, [], OMIT],
    ["required empty multi-select sent empty (validation says required)", multi, true, [], []],
    ["optional untouched default [] sent as []", { ...multi, default: [] }, false, [], []],
    ["optional multi-select whose default was cleared sent as []", { ...multi, default: ["a"] }, false, [], []],
    ["default [] with minItems is omitted ([] fails minItems)", { ...multi, minItems: 1, default: [] }, false, [], OMIT],
    ["a cleared default with minItems is omitted", { ...multi, minItems: 1, default: ["a"] }, false, [], OMIT],
    ["a cleared default with minItems 0 is sent as []", { ...multi, minItems: 0, default: ["a"] }, false, [], []],
  ])("%s", (_name, prop, required, value, expected) => {
    const field = fieldOf(prop, required);
    const content = toContent([field], [value]);
    if (expected === OMIT) {
      expect(content).toStrictEqual({});
      expect(toContentValue(field, value)).toBeUndefined();
    } else {
      expect(content).toStrictEqual({ f: expected });
    }
  });

  test.each<[string, string, string]>([
    ["UTC", "2025-01-01T10:00", "2025-01-01T10:00:00Z"],
    ["Asia/Kolkata", "2025-01-01T10:00", "2025-01-01T04:30:00Z"],
    ["America/New_York", "2025-07-15T10:00", "2025-07-15T14:00:00Z"],
    ["America/New_York", "2025-01-15T10:00:30", "2025-01-15T15:00:30Z"],
  ])("date-time picked in %s at %s is sent as %s", (zone, local, sent) => {
    process.env.TZ = zone;
    expect(toContent([fieldOf(dateTime)], [local])).toStrictEqual({ f: sent });
    expect(new Date(sent).toISOString()).toBe(new Date(local).toISOString());
  });

  test.each(["2025-06-01T12:00:00+02:00", "2025-06-01T10:00:00.000Z", "2025-06-01T10:00:00z", "2025-06-01T10:00:30-07:00"])(
    "an untouched date-time default %s is sent exactly as the server sent it",
    (sent) => {
      process.env.TZ = "Asia/Kolkata";
      const field = fieldOf({ ...dateTime, default: sent });
      expect(toContent([field], [initialValue(field)])).toStrictEqual({ f: sent });
    },
  );

  test("a changed date-time default is converted", () => {
    process.env.TZ = "Asia/Kolkata";
    const field = fieldOf({ ...dateTime, default: "2025-06-01T12:00:00+02:00" });
    expect(initialValue(field)).toBe("2025-06-01T15:30");
    expect(toContent([field], ["2025-06-01T16:00"])).toStrictEqual({ f: "2025-06-01T10:30:00Z" });
  });

  test.each<[string, boolean, string, ElicitContentValue | typeof OMIT]>([
    ["optional empty date-time omitted", false, "", OMIT],
    ["required empty date-time omitted", true, "", OMIT],
    ["an unreadable date-time is sent as typed so validation names it", false, "2025-02-30T10:00", "2025-02-30T10:00"],
  ])("%s", (_name, required, value, expected) => {
    const content = toContent([fieldOf(dateTime, required)], [value]);
    expect(content).toStrictEqual(expected === OMIT ? {} : { f: expected });
  });

  test("a whole form, keyed by property, with missing values taken from the initial ones", () => {
    process.env.TZ = "UTC";
    const fields = schemaToFields({
      type: "object",
      properties: {
        name: text,
        age: int,
        agree: bool,
        colour: select,
        tags: multi,
        when: dateTime,
        day: date,
        note: { ...text, default: "n" },
        late: { ...bool, default: true },
      },
      required: ["name", "age"],
    });
    const values: FieldValue[] = ["Ada", "36", false, "r", ["b", "a"], "2025-01-01T10:00", ""];
    expect(toContent(fields, values)).toStrictEqual({
      name: "Ada",
      age: 36,
      agree: false,
      colour: "r",
      tags: ["a", "b"],
      when: "2025-01-01T10:00:00Z",
      note: "n",
      late: true,
    });
    expect(typeof toContent(fields, values).age).toBe("number");
  });

  test('properties named "__proto__", "constructor" and "toString" are sent as their own keys', () => {
    // As it comes off the wire: JSON.parse makes "__proto__" a key of its own, as an object literal would not.
    const fields = schemaToFields(
      JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"},"constructor":{"type":"array","items":{"enum":["a"]}},"toString":{"type":"boolean"}}}'),
    );
    const content = toContent(fields, ["x", ["a"], true]);
    expect(Object.getPrototypeOf(content)).toBe(Object.prototype);
    expect(Object.keys(content)).toEqual(["__proto__", "constructor", "toString"]);
    expect(JSON.stringify(content)).toBe('{"__proto__":"x","constructor":["a"],"toString":true}');
  });

  test("no fields -> empty content", () => {
    expect(toContent([], [])).toStrictEqual({});
  });
});

describe("isChanged", () => {
  const initial: FieldValue[] = ["Ada", "", false, ["a", "b"]];
  test.each<[string, FieldValue[], boolean]>([
    ["the same values", ["Ada", "", false, ["a", "b"]], false],
    ["a copy of the arrays", [...initial.map((v) => (Array.isArray(v) ? [...v] : v))], false],
    ["ticks in another order", ["Ada", "", false, ["b", "a"]], false],
    ["text edited", ["Ada!", "", false, ["a", "b"]], true],
    ["text cleared", ["", "", false, ["a", "b"]], true],
    ["number typed", ["Ada", "0", false, ["a", "b"]], true],
    ["box ticked", ["Ada", "", true, ["a", "b"]], true],
    ["option unticked", ["Ada", "", false, ["a"]], true],
    ["option swapped", ["Ada", "", false, ["a", "c"]], true],
    ["option added", ["Ada", "", false, ["a", "b", "c"]], true],
  ])("%s -> %s", (_name, values, changed) => {
    expect(isChanged(values, initial)).toBe(changed);
  });

  test("an edit put back is no change", () => {
    const fields = schemaToFields({ type: "object", properties: { a: { ...text, default: "x" }, b: { ...bool, default: false } } });
    const start = initialValues(fields);
    expect(isChanged(["x", false], start)).toBe(false);
    expect(isChanged(["xy", false], start)).toBe(true);
  });
});
