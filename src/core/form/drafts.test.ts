// The draft store (docs/guides/drafts.md): keyed by server and by the schema's meaning, bounded, cleared
// by server or whole.
import { describe, expect, test } from "vitest";
import { canonicalSchema, createDrafts, sessionDrafts } from "./drafts.ts";

const github = { name: "github", version: "1.0.0" };
const schema = {
  type: "object",
  properties: { name: { type: "string", title: "Name" }, age: { type: "integer", minimum: 0 } },
  required: ["name"],
};
const values = new Map<string, string | boolean | string[]>([
  ["name", "Ada"],
  ["age", "36"],
]);

describe("keys", () => {
  test("a draft is found for the same server and the same schema, even as another object", () => {
    const drafts = createDrafts();
    drafts.set(github, schema, values);
    expect(drafts.get({ ...github }, structuredClone(schema))).toEqual(values);
    expect(drafts.size).toBe(1);
  });

  test("the server is its name and version; its title does not matter", () => {
    const drafts = createDrafts();
    drafts.set(github, schema, values);
    expect(drafts.get({ ...github, title: "GitHub (work)" }, schema)).toEqual(values);
    expect(drafts.get({ name: "github", version: "1.0.1" }, schema)).toBeUndefined();
    expect(drafts.get({ name: "github" }, schema)).toBeUndefined();
    expect(drafts.get({ name: "gitlab", version: "1.0.0" }, schema)).toBeUndefined();
  });

  test("another schema is another question: a title, a rule, a field more", () => {
    const drafts = createDrafts();
    drafts.set(github, schema, values);
    const retitled = structuredClone(schema);
    retitled.properties.name.title = "Full name";
    const stricter = structuredClone(schema);
    stricter.properties.age.minimum = 18;
    const more = { ...schema, properties: { ...schema.properties, email: { type: "string" } } };
    for (const other of [retitled, stricter, more]) expect(drafts.get(github, other)).toBeUndefined();
  });

  test("a value kept is a copy: changing the map or a list afterwards changes nothing kept", () => {
    const drafts = createDrafts();
    const meals = ["Lunch"];
    const typed = new Map<string, string | boolean | string[]>([["meals", meals]]);
    drafts.set(github, schema, typed);
    meals.push("Dinner");
    typed.set("name", "Grace");
    expect(drafts.get(github, schema)).toEqual(new Map([["meals", ["Lunch"]]]));
  });

  test("a new draft for the same key replaces the old one", () => {
    const drafts = createDrafts();
    drafts.set(github, schema, values);
    drafts.set(github, structuredClone(schema), new Map([["name", "Grace"]]));
    expect(drafts.size).toBe(1);
    expect(drafts.get(github, schema)).toEqual(new Map([["name", "Grace"]]));
  });

  test("delete forgets one draft and leaves the others", () => {
    const drafts = createDrafts();
    const other = { type: "object", properties: { city: { type: "string" } } };
    drafts.set(github, schema, values);
    drafts.set(github, other, new Map([["city", "Lisbon"]]));
    drafts.delete(github, structuredClone(schema));
    expect(drafts.get(github, schema)).toBeUndefined();
    expect(drafts.get(github, other)).toEqual(new Map([["city", "Lisbon"]]));
  });
});

describe("the schema's canonical text", () => {
  test("is the same whatever the order of keys in any object", () => {
    const reordered = {
      required: ["name"],
      properties: { age: { minimum: 0, type: "integer" }, name: { title: "Name", type: "string" } },
      type: "object",
    };
    expect(canonicalSchema(reordered)).toBe(canonicalSchema(schema));
    const drafts = createDrafts();
    drafts.set(github, schema, values);
    expect(drafts.get(github, reordered)).toEqual(values);
  });

  test("keeps the order of arrays: another order of options is another question", () => {
    const a = { type: "object", properties: { c: { type: "string", enum: ["a", "b"] } } };
    const b = { type: "object", properties: { c: { type: "string", enum: ["b", "a"] } } };
    expect(canonicalSchema(a)).not.toBe(canonicalSchema(b));
  });

  test("tells apart what JSON tells apart: strings and numbers, nested keys, a key named __proto__", () => {
    const texts = [
      { default: 1 },
      { default: "1" },
      { default: [1] },
      { default: { a: 1 } },
      { a: { default: 1 } },
      JSON.parse('{"__proto__": {"type": "string"}}') as object,
      JSON.parse('{"__proto__": {"type": "number"}}') as object,
      {},
    ].map(canonicalSchema);
    expect(new Set(texts).size).toBe(texts.length);
    expect(canonicalSchema(JSON.parse('{"__proto__": {"type": "string"}}') as object)).toBe('{"__proto__":{"type":"string"}}');
  });

  test("a schema that is not JSON (a cycle) has none, and keeps no draft", () => {
    const cyclic: Record<string, unknown> = { type: "object" };
    cyclic.self = cyclic;
    expect(canonicalSchema(cyclic)).toBeUndefined();
    const drafts = createDrafts();
    drafts.set(github, cyclic, values);
    expect(drafts.size).toBe(0);
    expect(drafts.get(github, cyclic)).toBeUndefined();
  });

  test("nesting too deep to walk has none, rather than throwing", () => {
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 100_000; i++) deep = { x: deep };
    expect(canonicalSchema(deep)).toBeUndefined();
  });
});

describe("bounded", () => {
  test("keeps the most recent drafts only: a server sending ever new schemas cannot grow it without end", () => {
    const drafts = createDrafts({ limit: 3 });
    const schemaNo = (n: number) => ({ type: "object", properties: { [`field_${n}`]: { type: "string" } } });
    for (let n = 0; n < 1000; n++) drafts.set(github, schemaNo(n), new Map([[`field_${n}`, "typed"]]));
    expect(drafts.size).toBe(3);
    expect(drafts.get(github, schemaNo(996))).toBeUndefined();
    for (const n of [997, 998, 999]) expect(drafts.get(github, schemaNo(n))).toEqual(new Map([[`field_${n}`, "typed"]]));
  });

  test("saving a draft again makes it the most recent", () => {
    const drafts = createDrafts({ limit: 2 });
    const a = { type: "object", properties: { a: { type: "string" } } };
    const b = { type: "object", properties: { b: { type: "string" } } };
    const c = { type: "object", properties: { c: { type: "string" } } };
    drafts.set(github, a, new Map([["a", "1"]]));
    drafts.set(github, b, new Map([["b", "1"]]));
    drafts.set(github, a, new Map([["a", "2"]]));
    drafts.set(github, c, new Map([["c", "1"]]));
    expect(drafts.get(github, b)).toBeUndefined();
    expect(drafts.get(github, a)).toEqual(new Map([["a", "2"]]));
  });

  test("20 by default; a limit of 0 keeps nothing", () => {
    const drafts = createDrafts();
    for (let n = 0; n < 25; n++) drafts.set(github, { n }, values);
    expect(drafts.size).toBe(20);
    const none = createDrafts({ limit: 0 });
    none.set(github, schema, values);
    expect(none.size).toBe(0);
  });
});

describe("clear", () => {
  test("with a server: that server's drafts only (same name and version), whatever its title", () => {
    const drafts = createDrafts();
    const weather = { name: "weather", version: "2.0.0" };
    drafts.set(github, schema, values);
    drafts.set(github, { other: true }, values);
    drafts.set(weather, schema, values);
    drafts.set({ name: "github", version: "2.0.0" }, schema, values);
    drafts.clear({ ...github, title: "GitHub" });
    expect(drafts.size).toBe(2);
    expect(drafts.get(github, schema)).toBeUndefined();
    expect(drafts.get(weather, schema)).toEqual(values);
    expect(drafts.get({ name: "github", version: "2.0.0" }, schema)).toEqual(values);
  });

  test("without one: everything", () => {
    const drafts = createDrafts();
    drafts.set(github, schema, values);
    drafts.set({ name: "weather" }, schema, values);
    drafts.clear();
    expect(drafts.size).toBe(0);
    expect(drafts.get(github, schema)).toBeUndefined();
  });

  test("stores are separate: the shared sessionDrafts is one of them", () => {
    const mine = createDrafts();
    mine.set(github, schema, values);
    expect(sessionDrafts.get(github, schema)).toBeUndefined();
  });
});
