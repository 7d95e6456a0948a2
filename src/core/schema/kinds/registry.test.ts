// The kinds' registry: the order kinds are offered a property in is their rank, no two share one, and a kind
// registered at run time is one like the built-in kinds: it takes its schemas by its rank, and values,
// validation, messages and the sensitive-field check go by its definition.
import { afterEach, describe, expect, test } from "vitest";
import { createTranslate } from "../../i18n/translate.ts";
import { fieldIssueMessage } from "../../validation/fieldIssueMessage.ts";
import { validateContent } from "../../validation/validateContent.ts";
import { findSensitiveFields } from "../sensitive.ts";
import { schemaToFields } from "../schemaToFields.ts";
import { initialValues, toContent } from "../values.ts";
import type { FieldBase, FieldKindDefinition } from "./definition.ts";
import { definitionOf, fieldKinds, registerFieldKind } from "./index.ts";
import { isMarkedRequired, saysRequiredInDescription } from "./required.ts";
import { stringContent } from "./stringContent.ts";

const en = createTranslate("en");

interface ColourField extends FieldBase {
  kind: "colour";
  minLength?: number;
  defaultValue?: string;
}

/** A colour: a string with `format: "color"`, ranked above text (whose strings it narrows) and below select. */
function colourKind(rank = 150): FieldKindDefinition<ColourField> {
  const colour: FieldKindDefinition<ColourField> = {
    kind: "colour",
    rank,
    fromSchema: (prop, base) =>
      prop.type === "string" && prop.format === "color"
        ? { ...base, kind: "colour", ...(typeof prop.minLength === "number" ? { minLength: prop.minLength } : {}) }
        : undefined,
    initialValue: (field) => field.defaultValue ?? "#000000",
    toContentValue: (field, value) => stringContent(colour, field, value),
    issueCode: (error) => (error.keyword === "pattern" ? "invalid" : undefined),
    message: (code, field, t) => (code === "tooShort" ? t("error.tooShort", { min: field.minLength ?? 1 }) : undefined),
    secretTexts: () => [],
    samples: { warm_up_colour: { type: "string", format: "color" } },
  };
  return colour;
}

const undo: (() => void)[] = [];
const register = <Spec extends FieldBase & { kind: string }>(definition: FieldKindDefinition<Spec>) => {
  undo.push(registerFieldKind(definition));
};
afterEach(() => {
  while (undo.length > 0) undo.pop()!();
});

const colourSchema = {
  type: "object",
  properties: {
    shade: { type: "string", format: "color", minLength: 7 },
    accent: { type: "string", format: "color", enum: ["#ff0000", "#00ff00"] },
    name: { type: "string" },
  },
};
const kindsOf = (schema: unknown) => schemaToFields(schema).map((f) => f.kind as string);

describe("rank", () => {
  test("the built-in kinds, from the general to the specific, each of its own rank", () => {
    expect(fieldKinds.map((k) => k.kind)).toEqual(["text", "date", "date-time", "number", "boolean", "select", "multi-select"]);
    const ranks = fieldKinds.map((k) => k.rank);
    expect(ranks.every((rank, i) => i === 0 || rank > ranks[i - 1]!)).toBe(true);
  });

  test("a property goes to the highest-ranked kind that takes it", () => {
    // A date is a string, and a select a string with options: each outranks text.
    expect(kindsOf({ properties: { a: { type: "string" }, b: { type: "string", format: "date" }, c: { type: "string", format: "date", enum: ["2025-01-01"] } } })).toEqual([
      "text",
      "date",
      "select",
    ]);
  });

  test("a kind is placed by its rank, not by when it was registered", () => {
    register(colourKind(150));
    expect(fieldKinds.map((k) => k.kind)).toEqual(["text", "colour", "date", "date-time", "number", "boolean", "select", "multi-select"]);
    // Above text, so a colour is no longer plain text; below select, so a colour with options is still a choice.
    expect(kindsOf(colourSchema)).toEqual(["colour", "select", "text"]);
  });

  test("ranked below text, the same kind gets nothing text takes", () => {
    register(colourKind(50));
    expect(kindsOf(colourSchema)).toEqual(["text", "select", "text"]);
  });

  test("a rank or a name already taken is refused, and the list stays as it was", () => {
    const before = fieldKinds.map((k) => k.kind);
    expect(() => register(colourKind(600))).toThrow('The field kinds "select" and "colour" have the same rank, 600.');
    expect(() => register({ ...colourKind(150), kind: "text" as "colour" })).toThrow('A field kind named "text" is registered already.');
    expect(() => register(colourKind(Number.NaN))).toThrow('The field kind "colour" has no rank (a finite number).');
    expect(fieldKinds.map((k) => k.kind)).toEqual(before);
  });

  test("undone, the kind is gone: its schemas are text again, and its name and rank are free", () => {
    const unregister = registerFieldKind(colourKind(150));
    unregister();
    expect(kindsOf(colourSchema)).toEqual(["text", "select", "text"]);
    expect(() => definitionOf({ kind: "colour" })).toThrow('No field kind named "colour" is registered.');
    register(colourKind(150));
    expect(kindsOf(colourSchema)).toEqual(["colour", "select", "text"]);
  });
});

describe("a registered kind is used for everything about its fields", () => {
  test("its start value and its content", () => {
    register(colourKind());
    const fields = schemaToFields(colourSchema);
    const values = initialValues(fields);
    expect(values).toEqual(["#000000", "", ""]);
    expect(toContent(fields, ["#1e90ff", "", ""])).toEqual({ shade: "#1e90ff" });
  });

  test("its issue codes and its words, with its bounds", () => {
    register(colourKind());
    const schema = { type: "object", properties: { shade: { type: "string", format: "color", minLength: 7, pattern: "^#" } } };
    const fields = schemaToFields(schema);
    const tooShort = validateContent(schema, fields, { shade: "#abc" }).get("shade")!;
    expect(tooShort.code).toBe("tooShort");
    // The general words would say "at least 1 character".
    expect(fieldIssueMessage(tooShort, en, definitionOf)).toBe("Enter at least 7 characters.");
    // Its own code for a keyword: "invalid" where the general rule says "pattern".
    const noHash = validateContent(schema, fields, { shade: "abcdefg" }).get("shade")!;
    expect(noHash.code).toBe("invalid");
    expect(fieldIssueMessage(noHash, en, definitionOf)).toBe("This value is not accepted.");
  });

  test("whether its fields can hold a secret is its definition's", () => {
    const schema = { type: "object", properties: { api_colour_token: { type: "string", format: "color" } } };
    register(colourKind());
    expect(findSensitiveFields(schemaToFields(schema)).map((f) => [f.key, f.kind])).toEqual([["api_colour_token", "token"]]);
    undo.pop()!();
    // Without `secretTexts`, the kind never holds one, whatever its name says.
    const { secretTexts: _, ...cannotHoldOne } = colourKind();
    register(cannotHoldOne);
    expect(findSensitiveFields(schemaToFields(schema))).toEqual([]);
  });
});

describe("how a field says it is required", () => {
  const fields = schemaToFields({
    type: "object",
    properties: { name: { type: "string" }, ok: { type: "boolean" }, many: { type: "array", items: { enum: ["a"] } }, note: { type: "string" } },
    required: ["name", "ok", "many"],
  });
  test("a required text is marked; a checkbox, always sent, is not; a group of checkboxes says so in its description", () => {
    expect(fields.map(isMarkedRequired)).toEqual([true, false, true, false]);
    expect(fields.map(saysRequiredInDescription)).toEqual([false, false, true, false]);
  });
});
