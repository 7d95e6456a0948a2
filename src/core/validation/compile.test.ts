import { describe, expect, test, vi } from "vitest";
import { compileSchema as compileNow, compiledSchemaCount, type Compiled } from "./compile.ts";
import type { Judge } from "./judge.ts";

/** The schema's judge, at once: the unit setup has loaded the validator (test/validatorSetup.ts). */
function compileSchema(schema: Record<string, unknown>): Judge {
  const compiled = compileNow(schema);
  if (compiled.status !== "ready") throw new Error("The validator should have loaded in the setup.");
  return compiled.value.judge;
}

const DIALECTS: [string, string | undefined][] = [
  ["2020-12", "https://json-schema.org/draft/2020-12/schema"],
  ["2020-12 with a fragment", "https://json-schema.org/draft/2020-12/schema#"],
  ["draft-07", "http://json-schema.org/draft-07/schema#"],
  ["draft-07 over https", "https://json-schema.org/draft-07/schema"],
  ["2019-09", "https://json-schema.org/draft/2019-09/schema"],
  ["draft-04", "http://json-schema.org/draft-04/schema#"],
  ["none", undefined],
];

function form($schema: string | undefined, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...($schema === undefined ? {} : { $schema }),
    type: "object",
    properties: {
      email: { type: "string", format: "email" },
      when: { type: "string", format: "date-time" },
      count: { type: "integer", minimum: 1, maximum: 5 },
      tags: { type: "array", items: { anyOf: [{ const: "a", title: "A" }, { const: "b", title: "B" }] }, maxItems: 1 },
      ...extra,
    },
    required: ["email"],
    additionalProperties: false,
  };
}

describe("every dialect compiles and judges", () => {
  test.each(DIALECTS)("$schema %s", (_name, $schema) => {
    const validate = compileSchema(form($schema));
    expect(validate({ email: "a@example.com", when: "2025-01-01T10:00:00Z", count: 3, tags: ["a"] })).toEqual([]);
    expect(validate({ email: "a@b" })).not.toEqual([]);
    expect(validate({ email: "a@example.com", when: "2025-01-01T10:00" })).not.toEqual([]);
    expect(validate({ email: "a@example.com", count: 2.5 })).not.toEqual([]);
    expect(validate({ email: "a@example.com", tags: ["a", "b"] })).not.toEqual([]);
    expect(validate({ email: "a@example.com", extra: 1 })).not.toEqual([]);
    expect(validate({})).not.toEqual([]);
  });

  test.each(DIALECTS)("enumNames, unknown formats and annotations do not throw ($schema %s)", (_name, $schema) => {
    const schema = form($schema, {
      size: { type: "string", enum: ["s", "m"], enumNames: ["Small", "Medium"] },
      secret: { type: "string", format: "password" },
      phone: { type: "string", format: "phone", "x-widget": "tel" },
      note: { type: "string", format: "textarea", examples: ["hi"], deprecated: false },
    });
    const validate = compileSchema({ ...schema, title: "Root", description: "Root description" });
    // Unknown formats are not checked: the server's own validator ignores them too.
    expect(validate({ email: "a@example.com", size: "m", secret: "", phone: "not a phone", note: "x" })).toEqual([]);
    expect(validate({ email: "a@example.com", size: "Medium" })).not.toEqual([]);
  });
});

describe("compiled once", () => {
  test("the same object is not compiled again", () => {
    const schema = form(undefined, { once: { type: "string", maxLength: 1 } });
    const first = compileSchema(schema);
    const count = compiledSchemaCount();
    for (let i = 0; i < 5; i++) expect(compileSchema(schema)).toBe(first);
    expect(compiledSchemaCount()).toBe(count);
  });

  test("a structurally equal copy is not compiled again", () => {
    const schema = form("https://json-schema.org/draft/2020-12/schema", { twice: { type: "string", maxLength: 2 } });
    const first = compileSchema(schema);
    const count = compiledSchemaCount();
    const copy = structuredClone(schema);
    expect(copy).not.toBe(schema);
    expect(compileSchema(copy)).toBe(first);
    expect(compileSchema(JSON.parse(JSON.stringify(schema)))).toBe(first);
    expect(compiledSchemaCount()).toBe(count);
  });

  test("a different schema is compiled, once", () => {
    const before = compiledSchemaCount();
    const a = compileSchema(form(undefined, { diffA: { type: "string" } }));
    const b = compileSchema(form(undefined, { diffB: { type: "string" } }));
    expect(a).not.toBe(b);
    expect(compiledSchemaCount()).toBe(before + 2);
    compileSchema(form(undefined, { diffA: { type: "string" } }));
    expect(compiledSchemaCount()).toBe(before + 2);
  });

  test("the same body under another dialect is its own schema", () => {
    const before = compiledSchemaCount();
    compileSchema(form("http://json-schema.org/draft-07/schema#", { dialect: { type: "number" } }));
    compileSchema(form("https://json-schema.org/draft/2019-09/schema", { dialect: { type: "number" } }));
    expect(compiledSchemaCount()).toBe(before + 2);
  });

  test("compiling does not change the server's schema", () => {
    const schema = form("https://json-schema.org/draft/2020-12/schema");
    const before = structuredClone(schema);
    compileSchema(schema);
    expect(schema).toStrictEqual(before);
  });

  test("different schemas with the same $id all compile and keep their own rules", () => {
    const $id = "https://example.com/forms/booking";
    const validators = ["a", "b", "c", "d"].map((key) =>
      compileSchema({ $id, type: "object", properties: { [key]: { type: "string" } }, required: [key] }),
    );
    validators.forEach((validate, i) => {
      expect(validate({ [["a", "b", "c", "d"][i]!]: "x" })).toEqual([]);
      expect(validate({ z: "x" })).not.toEqual([]);
    });
  });

  test.each(["https://json-schema.org/draft/2020-12/schema", "http://json-schema.org/draft-07/schema#"])(
    "one $id with new rules request after request ($schema %s)",
    ($schema) => {
      const schema = (n: number) => ({ $schema, $id: "https://example.com/forms/again", type: "object", properties: { n: { type: "integer", maximum: n } } });
      for (let round = 0; round < 3; round++) {
        const validate = compileSchema(schema(round));
        expect(validate({ n: round })).toEqual([]);
        expect(validate({ n: round + 1 })).not.toEqual([]);
      }
    },
  );

  test("a compiled schema with internal references keeps working after later compiles", () => {
    const schema = {
      $id: "https://example.com/forms/refs",
      type: "object",
      $defs: { small: { type: "integer", maximum: 3 } },
      properties: { n: { $ref: "#/$defs/small" }, m: { $ref: "https://example.com/forms/refs#/$defs/small" } },
    };
    const validate = compileSchema(schema);
    compileSchema({ ...schema, properties: { n: { $ref: "#/$defs/small" } } });
    expect(validate({ n: 3, m: 1 })).toEqual([]);
    expect(validate({ n: 4 })).not.toEqual([]);
    expect(validate({ m: 4 })).not.toEqual([]);
  });

  test("a pattern valid only without the u flag compiles and is enforced", () => {
    const validate = compileSchema({ type: "object", properties: { slug: { type: "string", pattern: "^[\\w-.]+$" } } });
    expect(validate({ slug: "a-b.c_d" })).toEqual([]);
    expect(validate({ slug: "a b" })).not.toEqual([]);
  });

  test("a pattern no reading accepts throws", () => {
    expect(() => compileSchema({ type: "object", properties: { bad: { type: "string", pattern: "(" } } })).toThrow();
  });

  test("more than the cache holds still compiles and judges", () => {
    for (let i = 0; i < 120; i++) {
      const validate = compileSchema({ type: "object", properties: { [`p${i}`]: { type: "integer", maximum: i } } });
      expect(validate({ [`p${i}`]: i })).toEqual([]);
      expect(validate({ [`p${i}`]: i + 1 })).not.toEqual([]);
    }
  });
});

describe("titled options judged as the enum they mean", () => {
  const titled = (count: number, keyword = "oneOf") => ({
    type: "object",
    properties: {
      pick: { type: "string", [keyword]: Array.from({ length: count }, (_, i) => ({ const: `v${i}`, title: `Option ${i}` })) },
      many: { type: "array", items: { anyOf: Array.from({ length: count }, (_, i) => ({ const: `m${i}`, title: `M ${i}` })) } },
      maybe: { anyOf: [{ oneOf: [{ const: "a", title: "A" }, { const: "b", title: "B" }] }, { type: "null" }] },
    },
  });

  test("10,000 of them compile and judge", () => {
    const validate = compileSchema(titled(10_000));
    expect(validate({ pick: "v9999", many: ["m0", "m9999"], maybe: null })).toEqual([]);
    expect(validate({ pick: "v10000" }).map((e) => [e.key, e.keyword])).toEqual([["pick", "enum"]]);
    expect(validate({ many: ["m0", "x"] }).map((e) => e.key)).toEqual(expect.arrayContaining(["many"]));
    expect(validate({ maybe: "c" }).map((e) => e.key)).toEqual(expect.arrayContaining(["maybe"]));
    expect(validate({ maybe: "b" })).toEqual([]);
  });

  test("a const repeated in a oneOf keeps the oneOf's meaning: that value matches twice and is refused", () => {
    const validate = compileSchema({ type: "object", properties: { pick: { oneOf: [{ const: "a" }, { const: "a" }, { const: "b" }] } } });
    expect(validate({ pick: "b" })).toEqual([]);
    expect(validate({ pick: "a" })).not.toEqual([]);
  });

  test("branches with rules of their own are left as they are", () => {
    const validate = compileSchema({ type: "object", properties: { pick: { anyOf: [{ const: "a" }, { type: "string", minLength: 3 }] } } });
    expect(validate({ pick: "a" })).toEqual([]);
    expect(validate({ pick: "abc" })).toEqual([]);
    expect(validate({ pick: "ab" })).not.toEqual([]);
  });

  test("the server's schema object is not changed", () => {
    const schema = titled(3);
    const before = structuredClone(schema);
    compileSchema(schema);
    expect(schema).toStrictEqual(before);
  });
});

describe("the validator loads on demand", () => {
  test("before it has loaded, compiling says pending and starts the load; prepareSchema waits for it", async () => {
    vi.resetModules();
    const fresh = await import("./compile.ts");
    const schema = form(undefined);
    expect(fresh.compileSchema(schema)).toEqual({ status: "pending" });
    expect(fresh.validatorLoaded()).toBe(false);
    const { judge } = await fresh.prepareSchema(schema);
    expect(judge({ email: "a@example.com" })).toEqual([]);
    expect(judge({ email: "a@b" })).not.toEqual([]);
    // Loaded now: judged synchronously, and the compiled judge is reused.
    const again = fresh.compileSchema(schema);
    expect(again.status === "ready" && again.value.judge).toBe(judge);
  });

  test("loadValidator makes the first synchronous judgement possible", async () => {
    vi.resetModules();
    const fresh = await import("./compile.ts");
    await fresh.loadValidator();
    const compiled = fresh.compileSchema(form(undefined));
    expect(compiled.status).toBe("ready");
    expect((compiled as { value: Compiled }).value.judge({})).not.toEqual([]);
  });
});
