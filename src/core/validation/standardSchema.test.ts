// The requested schema as a Standard Schema: typed by the specification's own interface, accepting what the
// server's Ajv accepts, worded issues on the property they are about, compiled once. Runs again with code
// generation refused (the unit-no-eval project), where the interpreting validator judges alike.
import type { StandardSchemaV1 as SpecStandardSchema } from "@standard-schema/spec";
import { describe, expect, test, vi } from "vitest";
import { compiledSchemaCount } from "./compile.ts";
import { elicitationSchema } from "./standardSchema.ts";
import type { ElicitContent } from "../protocol/types.ts";
import { UnsupportedSchemaError } from "../schema/errors.ts";
import { specExamples, pydantic } from "../../../stories/fixtures.ts";

const contact = {
  type: "object",
  properties: {
    name: { type: "string", title: "Name", minLength: 2 },
    email: { type: "string", format: "email", title: "Email" },
    age: { type: "integer", minimum: 0, maximum: 150 },
    topics: { type: "array", items: { enum: ["news", "offers"] }, title: "Topics" },
  },
  required: ["name", "topics"],
  additionalProperties: false,
};

const validate = (schema: SpecStandardSchema<ElicitContent>, value: unknown) => Promise.resolve(schema["~standard"].validate(value));

describe("elicitationSchema(requestedSchema)", () => {
  test("is a Standard Schema v1 by the specification's own types", () => {
    const schema: SpecStandardSchema<ElicitContent> = elicitationSchema(contact);
    expect(schema["~standard"]).toMatchObject({ version: 1, vendor: "react-mcp-elicitation" });
  });

  test("content the server accepts comes back as the value, unchanged", async () => {
    const content = { name: "Ada", email: "ada@example.com", age: 36, topics: ["news"] };
    await expect(validate(elicitationSchema(contact), content)).resolves.toEqual({ value: content });
  });

  test("each problem is an issue on its property, worded as the form words it", async () => {
    const result = await validate(elicitationSchema(contact), { name: "A", email: "nope", age: 3.5, topics: [] });
    expect(result.issues).toEqual(
      expect.arrayContaining([
        { message: "Enter at least 2 characters.", path: ["name"] },
        { message: "Enter an email address, like name@example.com.", path: ["email"] },
        { message: "Enter a whole number from 0 to 150.", path: ["age"] },
        // Present but empty: the server's Ajv allows it, a person reads "required" as "choose one".
        { message: "Choose at least one option.", path: ["topics"] },
      ]),
    );
    expect(result.issues).toHaveLength(4);
  });

  test("what no field owns still fails: a property the schema forbids, a value that is not an object", async () => {
    const extra = await validate(elicitationSchema(contact), { name: "Ada", topics: ["news"], admin: true });
    expect(extra.issues).toEqual([{ message: "This value is not accepted.", path: ["admin"] }]);
    const notAnObject = await validate(elicitationSchema(contact), "Ada");
    expect(notAnObject.issues?.length).toBeGreaterThan(0);
  });

  test("a required property left out, in Chinese", async () => {
    const result = await validate(elicitationSchema(contact, { locale: "zh-CN" }), { topics: ["news"] });
    expect(result.issues).toEqual([{ message: "请填写此字段。", path: ["name"] }]);
  });

  test("real servers' schemas: the spec's example and pydantic's optional field", async () => {
    const github = elicitationSchema(specExamples.simpleText.request.requestedSchema);
    await expect(validate(github, { name: "octocat" })).resolves.toEqual({ value: { name: "octocat" } });
    expect((await validate(github, {})).issues).toEqual([{ message: "Fill in this field.", path: ["name"] }]);
    const booking = elicitationSchema(pydantic.request.requestedSchema);
    const accepted = await validate(booking, { checkAlternative: false });
    expect(accepted.issues).toBeUndefined();
  });

  test("compiled once, however often it validates", async () => {
    const schema = elicitationSchema({ type: "object", properties: { once: { type: "string", maxLength: 3 } } });
    await validate(schema, { once: "a" });
    const before = compiledSchemaCount();
    for (let i = 0; i < 50; i++) await validate(schema, { once: i % 2 ? "abcd" : "a" });
    expect(compiledSchemaCount()).toBe(before);
  });

  test("a schema the form cannot show either is refused, naming the property", () => {
    expect(() => elicitationSchema({ type: "object", properties: { address: { type: "object" } } })).toThrow(UnsupportedSchemaError);
    expect(() => elicitationSchema({ type: "object", properties: { address: { type: "object" } } })).toThrow(/address/);
  });
});

test("in a locale that has not loaded, validation waits for its messages and words the issues in it", async () => {
  // Fresh modules: the unit setup has loaded Chinese already, as a page does once it has shown it.
  vi.resetModules();
  const { elicitationSchema: fresh } = await import("./standardSchema.ts");
  const { loadValidator } = await import("./compile.ts");
  await loadValidator();
  const result = fresh(contact, { locale: "zh-CN" })["~standard"].validate({ name: "A", topics: ["news"] });
  expect(result).toBeInstanceOf(Promise);
  const { issues } = await result;
  expect(issues).toHaveLength(1);
  expect(issues![0]!.path).toStrictEqual(["name"]);
  expect(issues![0]!.message).toMatch(/[\u4e00-\u9fff]/);
  // Once loaded, synchronous again.
  expect(fresh(contact, { locale: "zh-CN" })["~standard"].validate({ name: "Al", topics: ["news"] })).toStrictEqual({ value: { name: "Al", topics: ["news"] } });
});
