// What a posted answer is judged by, alone: run again with code generation refused (the unit-no-eval project,
// as on Cloudflare Workers), where the relay judges with the interpreting validator and must judge alike.
import { describe, expect, test } from "vitest";
import type { ElicitRequestParams } from "../core/protocol/types.ts";
import { zod, everyKind } from "../../stories/fixtures.ts";
import { judgeResult } from "./judge.ts";

const booking = {
  message: "Book",
  requestedSchema: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    additionalProperties: false,
    properties: {
      guests: { type: "integer", minimum: 1, maximum: 12 },
      email: { type: "string", format: "email" },
      when: { type: "string", format: "date-time" },
      handle: { type: "string", pattern: "^[a-z]+$" },
      dietary: { type: "array", items: { type: "string", enum: ["vegan", "halal"] }, minItems: 1 },
    },
    required: ["guests", "dietary"],
  },
} as unknown as ElicitRequestParams;

describe("accepted content, judged as the MCP server's own validator judges it", () => {
  test.each([
    ["whole and in bounds, typed right", { guests: 2, dietary: ["vegan"], email: "ada@example.com", when: "2026-12-24T19:30:00Z", handle: "ada" }],
    ["optional fields left out", { guests: 12, dietary: ["halal", "vegan"] }],
  ])("%s: passed on as posted", (_, content) => {
    expect(judgeResult(booking, { action: "accept", content })).toEqual({ result: { action: "accept", content } });
  });

  test.each([
    ["an integer as text", { guests: "2", dietary: ["vegan"] }, { guests: "number" }],
    ["not whole", { guests: 2.5, dietary: ["vegan"] }, { guests: "number" }],
    ["a date-time without seconds or offset", { guests: 2, dietary: ["vegan"], when: "2026-12-24T19:30" }, { when: "dateTime" }],
    ["an email ajv-formats refuses", { guests: 2, dietary: ["vegan"], email: "a@b" }, { email: "email" }],
    ["the pattern the server enforces", { guests: 2, dietary: ["vegan"], handle: "Ada!" }, { handle: "pattern" }],
    ["a required choice list with no choice", { guests: 2, dietary: [] }, { dietary: "required" }],
    ["an option not offered", { guests: 2, dietary: ["keto"] }, { dietary: "option" }],
    ["a required field missing", { dietary: ["vegan"] }, { guests: "required" }],
  ])("%s: refused with 422 and the issue on its property", (_, content, issues) => {
    expect(judgeResult(booking, { action: "accept", content })).toEqual({ refusal: expect.objectContaining({ status: 422, code: "invalid-content", issues }) });
  });

  test("numbers the server could not take as sent: 1e999 (Infinity once parsed) and an integer past 2^53", () => {
    const numbers = {
      message: "Numbers",
      requestedSchema: { type: "object", properties: { amount: { type: "number" }, count: { type: "integer" } } },
    } as unknown as ElicitRequestParams;
    // As the relay parses a posted body: JSON.parse turns 1e999 into Infinity and rounds 2^53 + 1.
    const posted = JSON.parse('{"action":"accept","content":{"amount":1e999,"count":9007199254740993}}');
    expect(judgeResult(numbers, posted)).toEqual({
      refusal: expect.objectContaining({ status: 422, code: "invalid-content", issues: { amount: "number", count: "number" } }),
    });
    const fine = { amount: 1e300, count: Number.MAX_SAFE_INTEGER };
    expect(judgeResult(numbers, { action: "accept", content: fine })).toEqual({ result: { action: "accept", content: fine } });
  });

  describe("a server's pattern, judged in time linear in the answer", () => {
    const texts = (properties: Record<string, unknown>) =>
      ({ message: "Text", requestedSchema: { type: "object", properties } }) as unknown as ElicitRequestParams;

    test("a pattern that backtracks exponentially in JavaScript, with a hostile answer: refused in milliseconds, not seconds", () => {
      const words = texts({ name: { type: "string", pattern: String.raw`^(\w+\s?)*$` } });
      // Natively, 34 letters and a "!" take tens of seconds (doubling with each letter); here, linear.
      const started = performance.now();
      expect(judgeResult(words, { action: "accept", content: { name: `${"a".repeat(34)}!` } })).toMatchObject({ refusal: { issues: { name: "pattern" } } });
      expect(performance.now() - started).toBeLessThan(250);
      expect(judgeResult(words, { action: "accept", content: { name: "two words" } })).toMatchObject({ result: { action: "accept" } });
    });

    test("read as ECMAScript reads it: \\s and \\S with Unicode's spaces, . without line terminators", () => {
      const judge = (pattern: string, name: string) => "result" in judgeResult(texts({ name: { type: "string", pattern } }), { action: "accept", content: { name } });
      expect(judge(String.raw`^\S+$`, "no\u00a0break")).toBe(false);
      expect(judge(String.raw`^\s$`, "\u3000")).toBe(true);
      expect(judge(String.raw`^[\s,]+$`, "\u2028,")).toBe(true);
      expect(judge("^.$", "\u2028")).toBe(false);
      expect(judge(String.raw`^\u00e9$`, "é")).toBe(true);
      expect(judge(String.raw`^(?<year>\d{4})$`, "2026")).toBe(true);
    });

    test("a pattern inside pydantic's anyOf with null is judged too; one RE2 cannot run (lookahead) is left to the server", () => {
      const optional = texts({ code: { anyOf: [{ type: "string", pattern: "^[a-z]+$" }, { type: "null" }] } });
      expect(judgeResult(optional, { action: "accept", content: { code: "ABC" } })).toMatchObject({ refusal: { issues: { code: "pattern" } } });
      expect(judgeResult(optional, { action: "accept", content: { code: "abc" } })).toMatchObject({ result: { action: "accept" } });
      const lookahead = texts({ password: { type: "string", pattern: "^(?=.*\\d).{8,}$" } });
      expect(judgeResult(lookahead, { action: "accept", content: { password: "no digits here" } })).toMatchObject({ result: { action: "accept" } });
    });
  });

  test("a zod server's schema (2020-12, additionalProperties: false, a pattern): what its form sends passes", () => {
    const content = { repo: "my-repo", visibility: "private", topics: ["mcp"], autoInit: true };
    expect(judgeResult(zod.request, { action: "accept", content })).toEqual({ result: { action: "accept", content } });
    expect(judgeResult(zod.request, { action: "accept", content: { ...content, repo: "my repo" } })).toMatchObject({ refusal: { issues: { repo: "pattern" } } });
  });

  test("a form whose every field is optional: nothing filled in passes", () => {
    expect(judgeResult(everyKind.request, { action: "accept", content: {} })).toEqual({ result: { action: "accept", content: {} } });
    expect(judgeResult(everyKind.request, { action: "accept" })).toEqual({ result: { action: "accept", content: {} } });
  });
});

describe("the answer's shape", () => {
  test("decline and cancel pass without content, and are refused with it", () => {
    expect(judgeResult(booking, { action: "decline" })).toEqual({ result: { action: "decline" } });
    expect(judgeResult(booking, { action: "cancel", content: {} })).toMatchObject({ refusal: { status: 400, code: "invalid-body" } });
  });

  test("an accepted URL request carries no content", () => {
    const url = { mode: "url", message: "Sign in", url: "https://auth.example.com" } as ElicitRequestParams;
    expect(judgeResult(url, { action: "accept" })).toEqual({ result: { action: "accept" } });
    expect(judgeResult(url, { action: "accept", content: { x: "y" } })).toMatchObject({ refusal: { status: 400 } });
  });

  test("extra members of the result are not passed on", () => {
    expect(judgeResult(booking, { action: "decline", _meta: { evil: true } })).toEqual({ result: { action: "decline" } });
  });

  test.each([[null], ["accept"], [{ action: "approve" }], [{}]])("%j is not a result", (posted) => {
    expect(judgeResult(booking, posted)).toMatchObject({ refusal: { status: 400, code: "invalid-body" } });
  });

  test("a schema no form can show: accept is refused, decline is not", () => {
    const nested = { message: "x", requestedSchema: { type: "object", properties: { a: { type: "object", properties: {} } } } } as unknown as ElicitRequestParams;
    expect(judgeResult(nested, { action: "accept", content: {} })).toMatchObject({ refusal: { status: 422, message: expect.stringContaining("cannot be shown as a form") } });
    expect(judgeResult(nested, { action: "decline" })).toEqual({ result: { action: "decline" } });
  });
});
