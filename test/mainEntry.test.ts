// The main entry keeps the validator out of a page's first load (src/core/validation/compile.ts): its
// validateContent throws the documented ValidatorLoading until loadValidator() has resolved, in a module graph
// as fresh as a page's (the unit setup has loaded the validator for every other test).
import { expect, test, vi } from "vitest";

test("validateContent throws ValidatorLoading before loadValidator() resolves, and judges after", async () => {
  vi.resetModules();
  const main = await import("../src/index.ts");
  const schema = { type: "object", properties: { email: { type: "string", format: "email" } }, required: ["email"] };
  const fields = main.schemaToFields(schema);
  expect(() => main.validateContent(schema, fields, { email: "nope" })).toThrow(main.ValidatorLoading);
  await main.loadValidator();
  expect(main.validateContent(schema, fields, { email: "nope" }).get("email")?.code).toBe("email");
  expect(main.validateContent(schema, fields, { email: "ada@example.com" })).toStrictEqual(new Map());
});
