// parseElicitParams: what may reach the screen. Anything else is a JSON-RPC -32602 error naming the problem
// (the specification answers a mode the client did not declare with JSON-RPC error -32602).
import { describe, expect, test } from "vitest";
import { ElicitationError, INVALID_PARAMS } from "./ElicitationError.ts";
import { parseElicitParams, type ElicitationModes } from "./parseParams.ts";

const schema = { type: "object", properties: { name: { type: "string" } } };
const form = { message: "Your name?", requestedSchema: schema };
const url = { mode: "url", message: "Connect", url: "https://auth.example.com/x", elicitationId: "e1" };

function errorOf(run: () => unknown): ElicitationError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ElicitationError);
    return error as ElicitationError;
  }
  throw new Error("expected parseElicitParams to throw");
}

describe("accepted as they are", () => {
  test.each<[string, unknown, ElicitationModes | undefined]>([
    ["form without mode (2025-06-18)", form, undefined],
    ["form with mode", { ...form, mode: "form" }, undefined],
    ["form with an empty schema (a confirm prompt)", { message: "Proceed?", requestedSchema: { type: "object", properties: {} } }, undefined],
    ["form with _meta", { ...form, _meta: { trace: "x" } }, { form: true }],
    ["url with elicitationId (2025-11-25)", url, undefined],
    ["url without elicitationId (2026-07-28)", { mode: "url", message: "Connect", url: "https://a.example.com" }, { url: true }],
    ["form with only form enabled", form, { form: true }],
    ["url with only url enabled", url, { url: true }],
  ])("%s", (_name, params, modes) => {
    // The very object, untouched: keywords the UI does not know (pattern, $schema) reach it.
    expect(parseElicitParams(params, modes)).toBe(params);
  });

  test("keywords beyond the grammar survive: pattern, $schema, additionalProperties, root title", () => {
    const full = {
      message: "Repository",
      requestedSchema: {
        $schema: "https://json-schema.org/draft/2020-12/schema",
        title: "New repository",
        type: "object",
        additionalProperties: false,
        properties: { name: { type: "string", pattern: "^[a-z-]+$" } },
      },
    };
    expect(parseElicitParams(full)).toStrictEqual(structuredClone(full));
  });
});

describe("rejected with -32602 and a message naming the problem", () => {
  test.each<[string, unknown, ElicitationModes | undefined, RegExp]>([
    ["undefined", undefined, undefined, /params must be an object/],
    ["null", null, undefined, /params must be an object/],
    ["a string", "hello", undefined, /params must be an object/],
    ["an array", [form], undefined, /params must be an object/],
    ["no message", { requestedSchema: schema }, undefined, /message must be a string/],
    ["a numeric message", { ...form, message: 42 }, undefined, /message must be a string/],
    ["form without requestedSchema", { message: "Hi" }, undefined, /requestedSchema/],
    ["form with a string requestedSchema", { ...form, requestedSchema: "{}" }, undefined, /requestedSchema/],
    ["form with an array requestedSchema", { ...form, requestedSchema: [] }, undefined, /requestedSchema/],
    ["url without url", { mode: "url", message: "Connect", elicitationId: "e1" }, undefined, /url string/],
    ["url with a URL object", { ...url, url: { href: "https://a.example.com" } }, undefined, /url string/],
    ["url with a numeric elicitationId", { ...url, elicitationId: 7 }, undefined, /elicitationId must be a string/],
    ["an unknown mode", { ...form, mode: "sms" }, undefined, /unknown mode "sms"/],
    ["form when only url is enabled", form, { url: true }, /does not support form-mode/],
    ["form with mode when form is disabled", { ...form, mode: "form" }, { form: false, url: true }, /does not support form-mode/],
    ["url when only form is enabled", url, { form: true }, /does not support URL-mode/],
    ["url when nothing is enabled", url, {}, /does not support URL-mode/],
  ])("%s", (_name, params, modes, message) => {
    const error = errorOf(() => parseElicitParams(params, modes));
    expect(error.code).toBe(INVALID_PARAMS);
    expect(error.code).toBe(-32602);
    expect(error.message).toMatch(message);
    expect(error.name).toBe("ElicitationError");
  });

  test("a disabled mode is reported before the request's own shape", () => {
    // The host never shows URL mode: it need not look further to refuse it.
    const error = errorOf(() => parseElicitParams({ mode: "url", message: "x" }, { form: true }));
    expect(error.message).toMatch(/does not support URL-mode/);
  });
});

describe("ElicitationError", () => {
  test("carries code and data as the SDK sends them on the wire", () => {
    const error = new ElicitationError(-32602, "bad", { path: "/x" });
    expect(error).toBeInstanceOf(Error);
    expect({ code: error.code, message: error.message, data: error.data }).toStrictEqual({ code: -32602, message: "bad", data: { path: "/x" } });
    // No data: nothing for the SDK to put on the wire (it sends `data` only when defined).
    expect(new ElicitationError(-32602, "bad").data).toBeUndefined();
  });
});
