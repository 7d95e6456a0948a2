import { describe, expect, test } from "vitest";
import { createTranslate } from "../core/i18n/translate.ts";
import type { ElicitContent, ElicitRequestFormParams } from "../core/protocol/types.ts";
import { MASKED, maskContent, type HistoryAction, type HistoryRecord } from "../core/queue/history.ts";
import { sentValues } from "./sentValues.ts";

const en = createTranslate("en");
const zh = createTranslate("zh-CN");

const params: ElicitRequestFormParams = {
  mode: "form",
  message: "Book a seat.",
  requestedSchema: {
    type: "object",
    properties: {
      name: { type: "string", title: "Your name" },
      seat: { type: "string", oneOf: [{ const: "w", title: "Window" }, { const: "a", title: "Aisle" }] },
      meals: { type: "array", items: { type: "string", anyOf: [{ const: "veg", title: "Vegetarian" }, { const: "gf", title: "Gluten-free" }, { const: "kos", title: "Kosher" }] } },
      plain: { type: "string", enum: ["red", "blue"] },
      newsletter: { type: "boolean", title: "Newsletter" },
      bags: { type: "integer" },
      fare: { type: "number" },
      day: { type: "string", format: "date", title: "Day" },
      at: { type: "string", format: "date-time", title: "At" },
      password: { type: "string", title: "Password" },
    },
  },
};

const record = (content: ElicitContent | undefined, more: Partial<HistoryRecord> = {}): HistoryRecord => ({
  id: 1, server: { name: "Airline" }, params, time: 0, action: "accept", ...(content ? { content } : {}), ...more,
});

/** label -> text, in the order shown. */
const shown = (r: HistoryRecord, t = en) => sentValues(r, t).map((v) => [v.label, v.text]);

describe("sentValues", () => {
  test("each value under its label, in the schema's order whatever the content's", () => {
    const content = { bags: 2, name: "Ada", day: "2026-03-15", at: "2026-03-15T14:30:00+01:00", fare: 99.5, plain: "red" };
    expect(shown(record(content))).toEqual([
      ["Your name", "Ada"],
      ["Plain", "red"],
      ["Bags", "2"],
      ["Fare", "99.5"],
      ["Day", "2026-03-15"],
      ["At", "2026-03-15T14:30:00+01:00"],
    ]);
  });

  test("a choice reads as its option's label; several as the locale lists them", () => {
    const content = { seat: "a", meals: ["veg", "gf", "kos"] };
    expect(shown(record(content))).toEqual([["Seat", "Aisle"], ["Meals", "Vegetarian, Gluten-free, and Kosher"]]);
    expect(shown(record(content), zh)).toEqual([["Seat", "Aisle"], ["Meals", "Vegetarian、Gluten-free和Kosher"]]);
    expect(shown(record({ meals: ["veg"] }))).toEqual([["Meals", "Vegetarian"]]);
  });

  test("a value that is not one of the options reads as sent", () => {
    expect(shown(record({ seat: "middle", meals: ["veg", "halal"] }))).toEqual([["Seat", "middle"], ["Meals", "Vegetarian and halal"]]);
  });

  test("true and false as words, empty as none", () => {
    expect(shown(record({ newsletter: true }))).toEqual([["Newsletter", "Yes"]]);
    expect(shown(record({ newsletter: false }))).toEqual([["Newsletter", "No"]]);
    expect(shown(record({ newsletter: false, meals: [], name: "" }), zh)).toEqual([["Your name", "无"], ["Meals", "无"], ["Newsletter", "否"]]);
  });

  test("a masked value reads as Hidden, never as the bullets, nor as what the record holds", () => {
    const masked = maskContent(params, { name: "Ada", password: "hunter2" });
    expect(masked.content.password).toBe(MASKED);
    const values = sentValues(record(masked.content, { masked: masked.masked }), en);
    expect(values.map((v) => [v.label, v.text, v.masked])).toEqual([["Your name", "Ada", false], ["Password", "Hidden", true]]);
    // Listed as masked yet holding the value, or holding the bullets yet not listed: hidden either way.
    expect(shown(record({ password: "hunter2" }, { masked: ["password"] }), zh)).toEqual([["Password", "已隐藏"]]);
    expect(shown(record({ name: MASKED }))).toEqual([["Your name", "Hidden"]]);
  });

  test("a property the schema does not describe shows by its key, after the rest", () => {
    const content: ElicitContent = { extra_thing: "x", name: "Ada" };
    Object.defineProperty(content, "__proto__", { value: true, enumerable: true });
    expect(shown(record(content))).toEqual([["Your name", "Ada"], ["extra_thing", "x"], ["__proto__", "Yes"]]);
  });

  test("a schema the form could not read: every property by its key", () => {
    const broken = { ...params, requestedSchema: { type: "object", properties: { a: { $ref: "#/x" } } } } as unknown as ElicitRequestFormParams;
    expect(shown(record({ a: "1", b: ["x", "y"] }, { params: broken }))).toEqual([["a", "1"], ["b", "x and y"]]);
  });

  test.each<[HistoryAction]>([["decline"], ["cancel"], ["withdrawn"]])("nothing for %s", (action) => {
    expect(sentValues(record({ name: "Ada" }, { action }), en)).toEqual([]);
  });

  test("nothing for an accepted form without content, nor for a URL request", () => {
    expect(sentValues(record(undefined), en)).toEqual([]);
    expect(sentValues(record({}), en)).toEqual([]);
    expect(sentValues(record(undefined, { params: { mode: "url", message: "Sign in", url: "https://example.com/" } }), en)).toEqual([]);
  });
});
