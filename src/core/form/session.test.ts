// The form session's rules in Node, with no page: what a form starts with, when an error shows, what is sent,
// exactly one answer, drafts, starting over and the secret-field policy.
import { beforeEach, describe, expect, test } from "vitest";
import type { ElicitResult } from "../protocol/types.ts";
import { createTranslate } from "../i18n/translate.ts";
import { createDrafts, type ElicitationDrafts } from "./drafts.ts";
import { createFormSession, type FormSessionOptions } from "./session.ts";

const server = { name: "github", version: "1.0.0" };
const schema = {
  type: "object",
  properties: {
    name: { type: "string", title: "Name", minLength: 2 },
    age: { type: "integer", minimum: 0, default: 30 },
    email: { type: "string", format: "email" },
    subscribe: { type: "boolean" },
  },
  required: ["name"],
};

let drafts: ElicitationDrafts;
let sent: ElicitResult[];
beforeEach(() => {
  drafts = createDrafts();
  sent = [];
});

function session(options: Partial<FormSessionOptions> = {}) {
  return createFormSession({
    requestedSchema: schema,
    onRespond: (result) => void sent.push(result),
    server,
    drafts,
    ...options,
  });
}

async function validate(form: ReturnType<typeof session>, values: Record<string, unknown>) {
  return form.schema["~standard"].validate(values);
}

describe("what a form starts with", () => {
  test("one field per property in the server's order, each with its default as the control holds it", () => {
    const form = session();
    expect(form.getState().fields.map((f) => f.key)).toEqual(["name", "age", "email", "subscribe"]);
    expect(form.startValues).toEqual(["", "30", "", false]);
    expect(form.getState()).toMatchObject({ status: "open", restoredDraft: false, blocked: false, generation: 0 });
  });

  test("a schema that cannot be a form is an error naming the property, with no fields and no submit", () => {
    const form = session({ requestedSchema: { type: "object", properties: { address: { type: "object" } } } });
    const { fields, schemaError } = form.getState();
    expect(fields).toEqual([]);
    expect(schemaError?.problems).toEqual([expect.objectContaining({ path: "address", code: "nested-object" })]);
    expect(form.beginSubmit()).toBe(false);
    expect(form.decline()).toBe(true);
    expect(sent).toEqual([{ action: "decline" }]);
  });

  test("a schema the validator cannot read becomes an error once prepared", async () => {
    const form = session({ requestedSchema: { type: "object", properties: { handle: { type: "string", pattern: "([a-z" } } } });
    expect(form.getState().fields).toHaveLength(1);
    let changes = 0;
    form.subscribe(() => changes++);
    await form.prepare();
    expect(changes).toBe(1);
    expect(form.getState().fields).toEqual([]);
    expect(form.getState().schemaError?.problems[0]?.code).toBe("invalid-schema");
    expect(form.beginSubmit()).toBe(false);
  });
});

describe("exactly one answer", () => {
  test("the first answer is sent and every later one ignored", () => {
    const form = session();
    expect(form.accept(["Ada", "36", "", true])).toBe(true);
    expect(form.decline()).toBe(false);
    expect(form.cancel(["", "", "", false])).toBe(false);
    expect(form.accept(["Bob", "", "", false])).toBe(false);
    expect(sent).toEqual([{ action: "accept", content: { name: "Ada", age: 36, subscribe: true } }]);
    expect(form.isAnswered()).toBe(true);
    expect(form.getState().status).toBe("answered");
    expect(form.beginSubmit()).toBe(false);
  });

  test("a host's promise keeps the form sending until it settles, rejected or not", async () => {
    let fail!: (error: Error) => void;
    const form = session({ onRespond: () => new Promise((_, reject) => (fail = reject)) });
    const seen: string[] = [];
    form.subscribe(() => seen.push(form.getState().status));
    form.decline();
    expect(form.getState().status).toBe("sending");
    fail(new Error("the server went away"));
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toEqual(["sending", "answered"]);
    expect(form.decline()).toBe(false);
  });

  test("a callback that throws still counts as the answer", () => {
    const form = session({
      onRespond: () => {
        throw new Error("host bug");
      },
    });
    expect(() => form.decline()).toThrow("host bug");
    expect(form.getState().status).toBe("answered");
    expect(form.cancel(["", "", "", false])).toBe(false);
  });
});

describe("when an error shows", () => {
  test("not while typing into a field never left; on leaving it changed; then live", () => {
    const form = session();
    expect(form.change(0, "A")).toBeUndefined();
    expect(form.blur(0, "A")).toEqual({ type: "tooShort", message: "Enter at least 2 characters." });
    expect(form.change(0, "Ad")).toBeNull();
    expect(form.change(0, "A")).toMatchObject({ type: "tooShort" });
  });

  test("leaving a field untouched shows nothing, even when it is required and empty", () => {
    const form = session();
    expect(form.blur(0, "")).toBeUndefined();
    expect(form.blur(1, "30")).toBeUndefined();
  });

  test("after a submit every field validates live, until the person starts over", () => {
    const form = session();
    expect(form.change(2, "ada@")).toBeUndefined();
    expect(form.beginSubmit()).toBe(true);
    expect(form.change(2, "ada@")).toMatchObject({ type: "email" });
    expect(form.change(2, "ada@example.com")).toBeNull();
    form.startOver();
    expect(form.change(2, "ada@")).toBeUndefined();
  });

  test("errors are worded in the catalogue set last", () => {
    const form = session();
    form.setTranslate(createTranslate("zh-CN"));
    expect(form.blur(0, "A")?.message).toBe(createTranslate("zh-CN")("error.tooShort", { min: 2 }));
  });
});

describe("the submit's validation, as a Standard Schema over the form's values", () => {
  test("valid values pass unchanged", async () => {
    const form = session();
    const values = { f0: "Ada", f1: "36", f2: "", f3: false };
    expect(await validate(form, values)).toEqual({ value: values });
  });

  test("each issue is on the field's name, worded for a person, one per field", async () => {
    const form = session();
    const result = await validate(form, { f0: "", f1: "-1", f2: "nope", f3: false });
    expect(result.issues).toEqual([
      { message: "Fill in this field.", path: ["f0"] },
      { message: "Enter a whole number of at least 0.", path: ["f1"] },
      { message: "Enter an email address, like name@example.com.", path: ["f2"] },
    ]);
  });

  test("a failed submit counts the invalid fields and names the first to focus, in the server's order", () => {
    const form = session();
    expect(form.reject([2, 0])).toBe(0);
    expect(form.getState().invalid).toEqual({ count: 2, attempt: 1 });
    expect(form.reject([1])).toBe(1);
    expect(form.getState().invalid).toEqual({ count: 1, attempt: 2 });
  });
});

describe("drafts", () => {
  test("a cancel keeps what was typed, and the same question from the same server opens with it", () => {
    session().cancel(["Ada", "36", "", false]);
    const again = session();
    expect(again.startValues).toEqual(["Ada", "36", "", false]);
    expect(again.getState().restoredDraft).toBe(true);
    expect(again.isChanged(again.startValues)).toBe(true);
    expect(session({ server: { name: "other" } }).startValues).toEqual(["", "30", "", false]);
  });

  test("accept and decline forget the draft", () => {
    session().cancel(["Ada", "36", "", false]);
    const again = session();
    again.accept(again.startValues);
    expect(again.getState().restoredDraft).toBe(false);
    expect(session().getState().restoredDraft).toBe(false);
    session().cancel(["Bob", "30", "", false]);
    session().decline();
    expect(drafts.size).toBe(0);
  });

  test("a form that goes away unanswered keeps a draft; answered, it does not", () => {
    session().close(["Ada", "30", "", false]);
    expect(session().startValues[0]).toBe("Ada");
    const answered = session();
    answered.decline();
    answered.close(["Bob", "30", "", false]);
    expect(drafts.size).toBe(0);
  });

  test("starting over returns the defaults, forgets the draft and draws the fields anew", () => {
    session().cancel(["Ada", "36", "", false]);
    const form = session();
    form.beginSubmit();
    form.reject([2]);
    expect(form.startOver()).toEqual(["", "30", "", false]);
    expect(form.getState()).toMatchObject({ restoredDraft: false, invalid: undefined, generation: 1 });
    expect(drafts.size).toBe(0);
    form.decline();
    expect(form.startOver()).toBeUndefined();
  });

  test("fields that look like secrets are never kept", () => {
    const secret = { type: "object", properties: { user: { type: "string" }, api_key: { type: "string" } } };
    session({ requestedSchema: secret }).cancel(["ada", "sk-123"]);
    expect(session({ requestedSchema: secret }).startValues).toEqual(["ada", ""]);
  });

  test("without a server, or with drafts off, nothing is kept", () => {
    session({ server: undefined }).cancel(["Ada", "36", "", false]);
    session({ drafts: false }).cancel(["Ada", "36", "", false]);
    expect(drafts.size).toBe(0);
  });
});

describe("fields that look like secrets", () => {
  const secret = { type: "object", properties: { password: { type: "string", format: "password" } } };

  test('"warn" (the default) names them and still submits', () => {
    const form = session({ requestedSchema: secret });
    expect(form.getState()).toMatchObject({ warnsSensitive: true, blocked: false, sensitive: [expect.objectContaining({ key: "password" })] });
    expect(form.beginSubmit()).toBe(true);
  });

  test('"block" refuses to submit, leaving decline and cancel', () => {
    const form = session({ requestedSchema: secret, sensitiveFields: "block" });
    expect(form.getState()).toMatchObject({ blocked: true, warnsSensitive: false });
    expect(form.beginSubmit()).toBe(false);
    expect(form.cancel([""])).toBe(true);
    expect(sent).toEqual([{ action: "cancel" }]);
  });
});
