// The /core entry judges on the first call: no load to wait for, in a page's module graph as fresh as a server's
// or a script's first import (the unit setup has loaded the validator for every other test).
import { expect, test, vi } from "vitest";

const schema = {
  type: "object",
  properties: { email: { type: "string", format: "email", title: "Email" }, age: { type: "integer", minimum: 18 } },
  required: ["email"],
};

test("validateContent judges synchronously on its first call", async () => {
  vi.resetModules();
  const { validatorLoaded } = await import("./validation/compile.ts");
  const core = await import("./index.ts");
  // Nothing has loaded the validator in this module graph: what judges is what the entry imported.
  expect(validatorLoaded()).toBe(false);
  const fields = core.schemaToFields(schema);
  expect(core.validateContent(schema, fields, { email: "ada@example.com", age: 36 })).toStrictEqual(new Map());
  const issues = core.validateContent(schema, fields, { email: "not an email", age: 12 });
  expect([...issues.keys()].sort()).toEqual(["age", "email"]);
  expect(issues.get("email")?.code).toBe("email");
});

test("elicitationSchema answers at once, not with a promise, on its first validation", async () => {
  vi.resetModules();
  const core = await import("./index.ts");
  const result = core.elicitationSchema(schema)["~standard"].validate({ email: "nope" });
  expect(result).not.toBeInstanceOf(Promise);
  expect(result).toEqual({ issues: [{ message: expect.stringContaining("email"), path: ["email"] }] });
});

test("a form session shows a field's error on the first blur, with no validator to wait for", async () => {
  vi.resetModules();
  const core = await import("./index.ts");
  const session = core.createFormSession({ requestedSchema: schema, onRespond: () => {}, drafts: false });
  const email = session.getState().fields.findIndex((field) => field.key === "email");
  session.setValue(email, "not an email");
  session.blur(email);
  expect(session.getField(email).error?.type).toBe("email");
});
