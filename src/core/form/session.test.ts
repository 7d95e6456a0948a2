// The form session's rules in Node, with no page: what a form starts with, when an error shows, what is sent,
// exactly one answer, drafts, starting over and the secret-field policy.
import { beforeEach, describe, expect, test } from "vitest";
import type { ElicitResult } from "../protocol/types.ts";
import { createTranslate } from "../i18n/translate.ts";
import { loadLocale } from "../i18n/catalogues.ts";
import { createDrafts, type ElicitationDrafts } from "./drafts.ts";
import { createFormSession, openFormSession } from "./session.ts";
import type { FormSessionInternalOptions } from "./sessionTypes.ts";

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

function session(options: Partial<FormSessionInternalOptions> = {}) {
  return openFormSession({
    requestedSchema: schema,
    onRespond: (result) => void sent.push(result),
    server,
    drafts,
    ...options,
  });
}

type Session = ReturnType<typeof session>;

/** Types each value into its field, as a person would, by position. */
function type(form: Session, values: readonly (string | boolean | string[])[]) {
  values.forEach((value, index) => form.setValue(index, value));
}

const errorOf = (form: Session, index: number) => form.getField(index).error;

describe("what a form starts with", () => {
  test("one field per property in the server's order, each with its default as the control holds it", () => {
    const form = session();
    expect(form.getState().fields.map((f) => f.key)).toEqual(["name", "age", "email", "subscribe"]);
    expect(form.getValues()).toEqual(["", "30", "", false]);
    expect(form.getState()).toMatchObject({ status: "open", restoredDraft: false, blocked: false, generation: 0 });
  });

  test("a schema that cannot be a form is an error naming the property, with no fields and no submit", async () => {
    const form = session({ requestedSchema: { type: "object", properties: { address: { type: "object" } } } });
    const { fields, schemaError } = form.getState();
    expect(fields).toEqual([]);
    expect(schemaError?.problems).toEqual([expect.objectContaining({ path: "address", code: "nested-object" })]);
    expect(await form.submit()).toEqual({ status: "refused" });
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
    expect(await form.submit()).toEqual({ status: "refused" });
  });

  test("a submit after prepare judges the fields the state holds then: none, once the schema proved unreadable", async () => {
    const form = session({ requestedSchema: { type: "object", properties: { handle: { type: "string", pattern: "([a-z" } }, required: ["handle"] }, sensitiveFields: "block" });
    form.setValue(0, "ada");
    await form.prepare();
    expect(form.getState()).toMatchObject({ fields: [], blocked: false });
    expect(await form.submit()).toEqual({ status: "refused" });
    expect(sent).toEqual([]);
    expect(form.decline()).toBe(true);
    expect(sent).toEqual([{ action: "decline" }]);
  });

  test("createFormSession's type is what a host's UI drives: no compiling, no words set in render", () => {
    const form = createFormSession({ requestedSchema: schema, onRespond: () => {} });
    // @ts-expect-error the hooks' own: compiled on demand at the first submit for a host
    void form.prepare;
    // @ts-expect-error gone: a host gives its words once, as `t`
    void form.setTranslate;
    expect(form.getValues()).toEqual(["", "30", "", false]);
  });
});

describe("exactly one answer", () => {
  test("the first answer is sent and every later one ignored", async () => {
    const form = session();
    type(form, ["Ada", "36", "", true]);
    expect(await form.submit()).toEqual({ status: "accepted" });
    expect(form.decline()).toBe(false);
    expect(form.cancel()).toBe(false);
    expect(await form.submit()).toEqual({ status: "refused" });
    expect(sent).toEqual([{ action: "accept", content: { name: "Ada", age: 36, subscribe: true } }]);
    expect(form.isAnswered()).toBe(true);
    expect(form.getState().status).toBe("answered");
  });

  test("Escape or Decline pressed while a submit is judged leaves the answer to the submit", async () => {
    const form = session();
    type(form, ["Ada", "36", "", true]);
    const submitted = form.submit();
    expect(form.cancel()).toBe(false);
    expect(form.decline()).toBe(false);
    expect(await submitted).toEqual({ status: "accepted" });
    await Promise.resolve();
    expect(sent).toEqual([{ action: "accept", content: { name: "Ada", age: 36, subscribe: true } }]);
  });

  test("a cancel pressed while a submit is judged closes the form once the fields prove invalid", async () => {
    const form = session();
    type(form, ["A", "36", "", true]);
    const submitted = form.submit();
    form.cancel();
    expect(sent).toEqual([]);
    expect(await submitted).toEqual({ status: "invalid", first: 0 });
    await Promise.resolve();
    expect(sent).toEqual([{ action: "cancel" }]);
    expect(form.getState().status).toBe("answered");
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
    expect(form.cancel()).toBe(false);
  });
});

describe("the values and errors, held by the session", () => {
  test("each field starts with its value and no error, and only its own subscribers hear a change", () => {
    const form = session();
    expect([0, 1, 2, 3].map((i) => form.getField(i))).toEqual([{ value: "" }, { value: "30" }, { value: "" }, { value: false }]);
    const heard: number[] = [];
    form.subscribeField(0, () => heard.push(0));
    form.subscribeField(1, () => heard.push(1));
    form.setValue(0, "A");
    form.setValue(0, "A");
    expect(heard).toEqual([0]);
    expect(form.getValues()).toEqual(["A", "30", "", false]);
  });

  test("once a field is live, a keystroke that changes its error notifies its subscribers once", () => {
    const form = session();
    form.setValue(0, "A");
    form.blur(0);
    let heard = 0;
    form.subscribeField(0, () => heard++);
    form.setValue(0, "Ad");
    expect(heard).toBe(1);
    expect(form.getField(0)).toEqual({ value: "Ad" });
  });

  test("a field's state is a new object when it changes and the same one when it does not", () => {
    const form = session();
    const before = form.getField(0);
    form.setValue(1, "31");
    expect(form.getField(0)).toBe(before);
    form.setValue(0, "Ad");
    expect(form.getField(0)).not.toBe(before);
  });
});

describe("when an error shows", () => {
  test("not while typing into a field never left; on leaving it changed; then live", () => {
    const form = session();
    form.setValue(0, "A");
    expect(errorOf(form, 0)).toBeUndefined();
    form.blur(0);
    expect(errorOf(form, 0)).toEqual({ type: "tooShort", message: "Enter at least 2 characters." });
    form.setValue(0, "Ad");
    expect(errorOf(form, 0)).toBeUndefined();
    form.setValue(0, "A");
    expect(errorOf(form, 0)).toMatchObject({ type: "tooShort" });
  });

  test("leaving a field untouched shows nothing, even when it is required and empty", () => {
    const form = session();
    form.blur(0);
    form.blur(1);
    expect(errorOf(form, 0)).toBeUndefined();
    expect(errorOf(form, 1)).toBeUndefined();
  });

  test("after a submit every field validates live, until the person starts over", async () => {
    const form = session();
    form.setValue(2, "ada@");
    expect(errorOf(form, 2)).toBeUndefined();
    await form.submit();
    expect(errorOf(form, 2)).toMatchObject({ type: "email" });
    form.setValue(2, "ada@example.com");
    expect(errorOf(form, 2)).toBeUndefined();
    expect(form.startOver()).toBe(true);
    form.setValue(2, "ada@");
    expect(errorOf(form, 2)).toBeUndefined();
  });

  test("errors are worded in the catalogue the page shows when they are judged", () => {
    let words = createTranslate("en");
    const form = session({ translate: () => words });
    words = createTranslate("zh-CN");
    form.setValue(0, "A");
    form.blur(0);
    expect(errorOf(form, 0)?.message).toBe(createTranslate("zh-CN")("error.tooShort", { min: 2 }));
  });
});

describe("a submit judges every field as the server will", () => {
  test("each invalid field shows its error, worded for a person, and the first in the server's order is named", async () => {
    const form = session();
    type(form, ["", "-1", "nope", false]);
    expect(await form.submit()).toEqual({ status: "invalid", first: 0 });
    expect([0, 1, 2, 3].map((i) => errorOf(form, i)?.message)).toEqual([
      "Fill in this field.",
      "Enter a whole number of at least 0.",
      "Enter an email address, like name@example.com.",
      undefined,
    ]);
    expect(sent).toEqual([]);
  });

  test("a failed submit counts the invalid fields, and each attempt is counted", async () => {
    const form = session();
    type(form, ["A", "30", "nope", false]);
    expect(await form.submit()).toEqual({ status: "invalid", first: 0 });
    expect(form.getState().invalid).toEqual({ count: 2, attempt: 1 });
    form.setValue(0, "Ada");
    expect(await form.submit()).toEqual({ status: "invalid", first: 2 });
    expect(form.getState().invalid).toEqual({ count: 1, attempt: 2 });
  });

  test("fixing every field and submitting again sends the content, with the errors gone", async () => {
    const form = session();
    await form.submit();
    type(form, ["Ada", "30", "ada@example.com", false]);
    expect(errorOf(form, 0)).toBeUndefined();
    expect(await form.submit()).toEqual({ status: "accepted" });
    expect(sent).toEqual([{ action: "accept", content: { name: "Ada", age: 30, email: "ada@example.com", subscribe: false } }]);
  });
});

describe("drafts", () => {
  test("a cancel keeps what was typed, and the same question from the same server opens with it", () => {
    const first = session();
    type(first, ["Ada", "36", "", false]);
    first.cancel();
    const again = session();
    expect(again.getValues()).toEqual(["Ada", "36", "", false]);
    expect(again.getValues()).toEqual(["Ada", "36", "", false]);
    expect(again.getState().restoredDraft).toBe(true);
    expect(again.isChanged()).toBe(true);
    expect(session({ server: { name: "other" } }).getValues()).toEqual(["", "30", "", false]);
  });

  test("accept and decline forget the draft", async () => {
    const first = session();
    type(first, ["Ada", "36", "", false]);
    first.cancel();
    const again = session();
    await again.submit();
    expect(again.getState().restoredDraft).toBe(false);
    expect(session().getState().restoredDraft).toBe(false);
    const third = session();
    type(third, ["Bob", "30", "", false]);
    third.cancel();
    session().decline();
    expect(drafts.size).toBe(0);
  });

  test("a form that goes away unanswered keeps a draft; answered, it does not", () => {
    const gone = session();
    gone.setValue(0, "Ada");
    gone.close();
    expect(session().getValues()[0]).toBe("Ada");
    const answered = session();
    answered.decline();
    answered.setValue(0, "Bob");
    answered.close();
    expect(drafts.size).toBe(0);
  });

  test("starting over returns the defaults, forgets the draft and draws the fields anew", async () => {
    const first = session();
    type(first, ["Ada", "36", "", false]);
    first.cancel();
    const form = session();
    form.setValue(2, "nope");
    await form.submit();
    expect(errorOf(form, 2)).toBeDefined();
    expect(form.startOver()).toBe(true);
    expect(form.getValues()).toEqual(["", "30", "", false]);
    expect(errorOf(form, 2)).toBeUndefined();
    expect(form.getState()).toMatchObject({ restoredDraft: false, invalid: undefined, generation: 1 });
    expect(drafts.size).toBe(0);
    form.decline();
    expect(form.startOver()).toBe(false);
  });

  test("fields that look like secrets are never kept", () => {
    const secret = { type: "object", properties: { user: { type: "string" }, api_key: { type: "string" } } };
    const first = session({ requestedSchema: secret });
    type(first, ["ada", "sk-123"]);
    first.cancel();
    expect(session({ requestedSchema: secret }).getValues()).toEqual(["ada", ""]);
  });

  test("without a server, or with drafts off, nothing is kept", () => {
    for (const options of [{ server: undefined }, { drafts: false as const }]) {
      const form = session(options);
      type(form, ["Ada", "36", "", false]);
      form.cancel();
    }
    expect(drafts.size).toBe(0);
  });
});

describe("fields that look like secrets", () => {
  const secret = { type: "object", properties: { password: { type: "string", format: "password" } } };

  test('"warn" (the default) names them and still submits', async () => {
    const form = session({ requestedSchema: secret });
    expect(form.getState()).toMatchObject({ warnsSensitive: true, blocked: false, sensitive: [expect.objectContaining({ key: "password" })] });
    expect(await form.submit()).toEqual({ status: "accepted" });
  });

  test('"block" refuses to submit, leaving decline and cancel', async () => {
    const form = session({ requestedSchema: secret, sensitiveFields: "block" });
    expect(form.getState()).toMatchObject({ blocked: true, warnsSensitive: false });
    expect(await form.submit()).toEqual({ status: "refused" });
    expect(form.cancel()).toBe(true);
    expect(sent).toEqual([{ action: "cancel" }]);
  });
});

describe("an answer shown again because it was not sent", () => {
  const rich = {
    type: "object",
    properties: {
      name: { type: "string" },
      at: { type: "string", format: "date-time" },
      toppings: { type: "array", items: { enum: ["cheese", "olives", "basil"] }, default: ["cheese"] },
      count: { type: "integer", default: 1 },
      note: { type: "string", default: "none" },
      ok: { type: "boolean" },
    },
  };

  test("the form starts from what was sent, a draft or default notwithstanding, and sends the same content again", async () => {
    const content = { name: "Ada", at: "2026-12-06T09:30:00Z", toppings: ["olives", "basil"], count: 3, ok: true };
    drafts.set(server, rich, new Map([["name", "Draft"]]));
    const form = session({ requestedSchema: rich, startContent: content });
    // "note" was left out of what was sent: its control starts empty, not with its default.
    expect(form.getValues()).toEqual(["Ada", expect.stringMatching(/^2026-12-06T\d\d:30$/), ["olives", "basil"], "3", "", true]);
    expect(form.getState().restoredDraft).toBe(false);
    expect(form.isChanged()).toBe(true);
    expect(await form.submit()).toEqual({ status: "accepted" });
    expect(sent).toEqual([{ action: "accept", content }]);
  });
});

describe("the most an answer may weigh (maxContentBytes)", () => {
  const notes = { type: "object", properties: { title: { type: "string" }, body: { type: "string" }, more: { type: "string" } } };

  test("a field over the limit alone says so, with the limit, when its error shows", () => {
    const form = session({ requestedSchema: notes, maxContentBytes: 2_000 });
    form.setValue(1, "é".repeat(1_100));
    form.blur(1);
    expect(errorOf(form, 1)).toEqual({ type: "tooLargeToSend", message: "Too long to send: an answer can hold at most 2 kB in all." });
    form.setValue(1, "é".repeat(900));
    expect(errorOf(form, 1)).toBeUndefined();
  });

  test("a submit over the limit in all names the field that weighs most and sends nothing; under it, it sends", async () => {
    const form = session({ requestedSchema: notes, maxContentBytes: 2_000 });
    type(form, ["Title", "x".repeat(1_200), "y".repeat(900)]);
    expect(await form.submit()).toEqual({ status: "invalid", first: 1 });
    expect([errorOf(form, 0), errorOf(form, 1)?.type, errorOf(form, 2)]).toEqual([undefined, "tooLargeToSend", undefined]);
    expect(sent).toEqual([]);
    form.setValue(1, "x".repeat(900));
    expect(await form.submit()).toEqual({ status: "accepted" });
    expect(sent).toHaveLength(1);
  });

  test("in Simplified Chinese too; and without a limit, any size goes", async () => {
    const zh = session({ requestedSchema: notes, maxContentBytes: 2_000, t: await loadedZh() });
    zh.setValue(0, "长".repeat(700));
    zh.blur(0);
    expect(errorOf(zh, 0)?.message).toBe("内容过长，无法发送：一个回答总共最多 2 kB。");
    const unlimited = session({ requestedSchema: notes });
    type(unlimited, ["", "x".repeat(2_000_000), ""]);
    expect(await unlimited.submit()).toEqual({ status: "accepted" });
  });
});

async function loadedZh() {
  await loadLocale("zh-CN");
  return createTranslate("zh-CN");
}
