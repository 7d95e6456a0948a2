import { describe, expect, test } from "vitest";
import type { ElicitContent } from "../protocol/types.ts";
import { createTranslate } from "../i18n/translate.ts";
import { definitionOf } from "../schema/kinds/index.ts";
import { schemaToFields } from "../schema/schemaToFields.ts";
import type { FieldIssueCode } from "./issues.ts";
import { validateContent } from "./validateContent.ts";
import { fieldIssueMessage } from "./fieldIssueMessage.ts";

const en = createTranslate("en");
const zh = createTranslate("zh-CN");

/** The message shown for one field's value, through the real validator. */
function messageFor(prop: unknown, value: unknown, required = false, t = en): string {
  const schema = { type: "object", properties: { f: prop }, required: required ? ["f"] : [] };
  const fields = schemaToFields(schema);
  const issue = validateContent(schema, fields, (value === undefined ? {} : { f: value }) as ElicitContent).get("f");
  expect(issue).toBeDefined();
  return fieldIssueMessage(issue!, t, definitionOf);
}

describe("numbers read as one sentence whichever bound was broken", () => {
  const int1to100 = { type: "integer", minimum: 1, maximum: 100 };
  test.each<[string, unknown, unknown, string]>([
    ["integer 1..100, below", int1to100, 0, "Enter a whole number from 1 to 100."],
    ["integer 1..100, above", int1to100, 101, "Enter a whole number from 1 to 100."],
    ["integer 1..100, not whole", int1to100, 2.5, "Enter a whole number from 1 to 100."],
    ["integer 1..100, not a number", int1to100, "abc", "Enter a whole number from 1 to 100."],
    ["integer with a minimum", { type: "integer", minimum: 0 }, -1, "Enter a whole number of at least 0."],
    ["integer with a maximum", { type: "integer", maximum: 9 }, 1.5, "Enter a whole number of at most 9."],
    ["integer without bounds", { type: "integer" }, 1.5, "Enter a whole number."],
    ["number -1.5..2.5, above", { type: "number", minimum: -1.5, maximum: 2.5 }, 3, "Enter a number from -1.5 to 2.5."],
    ["number -1.5..2.5, below", { type: "number", minimum: -1.5, maximum: 2.5 }, -2, "Enter a number from -1.5 to 2.5."],
    ["number with a minimum", { type: "number", minimum: 0.5 }, 0, "Enter a number of at least 0.5."],
    ["number with a maximum", { type: "number", maximum: 10 }, 11, "Enter a number of at most 10."],
    ["number without bounds", { type: "number" }, "1,5", "Enter a number."],
    ["nullable integer 1..5", { anyOf: [{ type: "integer", minimum: 1, maximum: 5 }, { type: "null" }], default: null }, 9, "Enter a whole number from 1 to 5."],
  ])("%s", (_name, prop, value, text) => {
    expect(messageFor(prop, value)).toBe(text);
  });

  test("in Chinese", () => {
    expect(messageFor(int1to100, 0, false, zh)).toBe("请输入 1 到 100 之间的整数。");
    expect(messageFor({ type: "number", minimum: 0 }, -1, false, zh)).toBe("请输入不小于 0 的数字。");
  });
});

describe("every other issue", () => {
  test.each<[string, unknown, unknown, boolean, string]>([
    ["required text", { type: "string" }, undefined, true, "Fill in this field."],
    ["required number", { type: "integer", minimum: 1, maximum: 100 }, undefined, true, "Fill in this field."],
    ["required choice list", { type: "array", items: { enum: ["a", "b"] } }, [], true, "Choose at least one option."],
    ["required single choice", { type: "string", enum: ["a", "b"] }, undefined, true, "Choose an option."],
    ["required single choice, titled", { type: "string", oneOf: [{ const: "a", title: "A" }] }, undefined, true, "Choose an option."],
    ["minLength 3", { type: "string", minLength: 3 }, "ab", false, "Enter at least 3 characters."],
    ["minLength 1", { type: "string", minLength: 1 }, "", false, "Enter at least 1 character."],
    ["maxLength 5", { type: "string", maxLength: 5 }, "abcdef", false, "Enter at most 5 characters."],
    ["maxLength 1", { type: "string", maxLength: 1 }, "ab", false, "Enter at most 1 character."],
    ["pattern", { type: "string", pattern: "^\\d+$" }, "x", false, "Enter a value in the format the server expects."],
    ["email", { type: "string", format: "email" }, "a@b", false, "Enter an email address, like name@example.com."],
    ["uri", { type: "string", format: "uri" }, "example.com", false, "Enter a full web address, like https://example.com."],
    ["date", { type: "string", format: "date" }, "2025-02-30", false, "Enter a date."],
    ["date-time", { type: "string", format: "date-time" }, "2025-01-01T10:00", false, "Enter a date and time."],
    ["option", { type: "string", enum: ["a"] }, "b", false, "Choose one of the options."],
    ["too few, minimum only", { type: "array", items: { enum: ["a", "b", "c"] }, minItems: 2 }, ["a"], false, "Choose at least 2 options."],
    ["too few, one", { type: "array", items: { enum: ["a", "b", "c"] }, minItems: 1 }, [], false, "Choose at least 1 option."],
    ["too many, maximum only", { type: "array", items: { enum: ["a", "b", "c"] }, maxItems: 1 }, ["a", "b"], false, "Choose at most 1 option."],
    ["too many, both bounds", { type: "array", items: { enum: ["a", "b", "c"] }, minItems: 1, maxItems: 2 }, ["a", "b", "c"], false, "Choose from 1 to 2 options."],
    ["too few, both bounds", { type: "array", items: { enum: ["a", "b", "c"] }, minItems: 2, maxItems: 3 }, ["a"], false, "Choose from 2 to 3 options."],
    ["anything else", { type: "string", const: "x" }, "y", false, "This value is not accepted."],
  ])("%s", (_name, prop, value, required, text) => {
    expect(messageFor(prop, value, required)).toBe(text);
  });

  test("in Chinese", () => {
    expect(messageFor({ type: "string", minLength: 3 }, "ab", false, zh)).toBe("请至少输入 3 个字符。");
    expect(messageFor({ type: "array", items: { enum: ["a", "b"] } }, [], true, zh)).toBe("请至少选择一项。");
    expect(messageFor({ type: "string" }, undefined, true, zh)).toBe("请填写此字段。");
  });

  test("host overrides reach the message, with the field's bounds", () => {
    const t = createTranslate("en", { "error.integerBetween": ({ min, max }) => `${min}–${max}, please` });
    expect(messageFor({ type: "integer", minimum: 1, maximum: 100 }, 0, false, t)).toBe("1–100, please");
  });

  test("every issue code on every field kind gives words, never a key or an empty string", () => {
    const fields = schemaToFields({
      type: "object",
      properties: {
        text: { type: "string", minLength: 1, maxLength: 9 },
        date: { type: "string", format: "date" },
        at: { type: "string", format: "date-time" },
        n: { type: "number" },
        ok: { type: "boolean" },
        one: { type: "string", enum: ["a"] },
        many: { type: "array", items: { enum: ["a"] } },
      },
    });
    const codes: Record<FieldIssueCode, true> = {
      required: true, tooShort: true, tooLong: true, pattern: true, email: true, uri: true, date: true, dateTime: true,
      number: true, option: true, tooFewItems: true, tooManyItems: true, invalid: true,
      tooLargeToSend: true,
    };
    for (const t of [en, zh]) {
      for (const field of fields) {
        for (const code of Object.keys(codes) as FieldIssueCode[]) {
          const text = fieldIssueMessage({ code, field }, t, definitionOf);
          expect(text.trim(), `${field.kind} ${code}`).not.toBe("");
          expect(text, `${field.kind} ${code}`).not.toMatch(/error\.|[{}]|undefined|NaN/);
        }
      }
    }
  });
});
