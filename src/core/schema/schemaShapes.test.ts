import { describe, expect, test } from "vitest";
import { isRecord, isStringArray, optionsFromConsts, unwrapNullable } from "./schemaShapes.ts";

describe("isRecord and isStringArray", () => {
  test.each<[unknown, boolean]>([
    [{}, true],
    [{ a: 1 }, true],
    [null, false],
    [[], false],
    ["x", false],
    [1, false],
    [undefined, false],
  ])("isRecord(%j) -> %s", (value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });

  test.each<[unknown, boolean]>([
    [[], true],
    [["a", ""], true],
    [["a", 1], false],
    [[null], false],
    ["a", false],
    [{ 0: "a" }, false],
  ])("isStringArray(%j) -> %s", (value, expected) => {
    expect(isStringArray(value)).toBe(expected);
  });
});

describe("unwrapNullable", () => {
  test.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      "anyOf [T, null] with default null",
      { anyOf: [{ type: "string", maxLength: 5 }, { type: "null" }], default: null, title: "T" },
      { type: "string", maxLength: 5, title: "T" },
    ],
    [
      "anyOf [null, T] keeps a real default",
      { anyOf: [{ type: "null" }, { type: "integer" }], default: 4 },
      { type: "integer", default: 4 },
    ],
    ["oneOf [T, null]", { oneOf: [{ type: "boolean" }, { type: "null" }] }, { type: "boolean" }],
    ['type ["string", "null"]', { type: ["string", "null"], default: null }, { type: "string" }],
    ["outer keywords win over the branch's", { anyOf: [{ type: "string", title: "in" }, { type: "null" }], title: "out" }, { type: "string", title: "out" }],
    ["a plain schema is unchanged", { type: "string", title: "x" }, { type: "string", title: "x" }],
    [
      "anyOf of consts (no null) is unchanged",
      { anyOf: [{ const: "a" }, { const: "b" }] },
      { anyOf: [{ const: "a" }, { const: "b" }] },
    ],
    [
      "two non-null branches stay a union",
      { anyOf: [{ type: "string" }, { type: "number" }, { type: "null" }] },
      { anyOf: [{ type: "string" }, { type: "number" }, { type: "null" }] },
    ],
    ['type ["string", "number"] stays a union', { type: ["string", "number"] }, { type: ["string", "number"] }],
  ])("%s", (_name, input, expected) => {
    const before = structuredClone(input);
    expect(unwrapNullable(input)).toStrictEqual(expected);
    expect(input).toStrictEqual(before);
  });
});

describe("optionsFromConsts", () => {
  test.each<[string, unknown[], unknown]>([
    ["titles shown, consts sent", [{ const: "a", title: "Apple" }, { const: "b", title: "Banana" }], [{ value: "a", label: "Apple" }, { value: "b", label: "Banana" }]],
    ["a missing or empty title falls back to the const", [{ const: "a" }, { const: "b", title: "" }], [{ value: "a", label: "a" }, { value: "b", label: "b" }]],
    ["empty list", [], []],
    ["a number const", [{ const: 1, title: "One" }], undefined],
    ["an entry that is not an object", ["a"], undefined],
    ["a type schema instead of a const", [{ type: "string" }], undefined],
  ])("%s", (_name, entries, expected) => {
    expect(optionsFromConsts(entries)).toStrictEqual(expected);
  });
});
