import { describe, expect, test, vi } from "vitest";
import type { SchemaProblemCode } from "../schema/errors.ts";
import { en } from "./en.ts";
import type { MessageKey, Messages } from "./messages.ts";
import { createTranslate, fill, formatNumber, type Locale } from "./translate.ts";
import { zhCN } from "./locales/zh-CN.ts";

// Every parameter any message is given, so that every message can be filled.
const PARAMS = {
  server: "Weather",
  version: "1.2.0",
  timeZone: "Europe/Berlin",
  zoneName: "Central European Standard Time",
  field: "due_date",
  // A sensitive field's line: what it looks like.
  kind: "password",
  min: 2,
  max: 5,
  // URL mode: the open control and the findings.
  host: "auth.example.com",
  hostUnicode: "münchen.de",
  scheme: "javascript",
  username: "bank.com",
  port: "8443",
  length: 2048,
  // An answer over the relay's size limit, in kB.
  limit: 990,
  // A failed submit: how many fields need attention.
  count: 3,
  position: 1,
  total: 3,
  // The page's title, which a count of requests waiting unseen goes before.
  title: "My chat",
  // The tool whose call became the task that asks.
  tool: "deploy",
};

const catalogues: [Locale, Messages][] = [
  ["en", en],
  ["zh-CN", zhCN],
];

describe("catalogues", () => {
  test.each(catalogues)("no %s message is empty or leaves a placeholder unfilled", (locale, catalogue) => {
    for (const [key, message] of Object.entries(catalogue)) {
      const filled = fill(message, PARAMS, locale);
      expect(filled.trim(), key).not.toBe("");
      expect(filled, key).not.toMatch(/[{}]|undefined|NaN|\bnull\b/);
    }
  });

  test("every schema problem code has a message in each locale", () => {
    const codes: Record<SchemaProblemCode, true> = {
      "not-an-object": true, "no-properties": true, "nested-object": true, "array-of-non-strings": true, ref: true,
      "missing-type": true, "unknown-type": true, "bad-enum": true, "required-without-property": true,
      "not-a-schema": true, "invalid-schema": true,
    };
    for (const code of Object.keys(codes)) {
      for (const [, catalogue] of catalogues) expect(catalogue, code).toHaveProperty([`problem.${code}`]);
    }
  });

  test.each<[MessageKey, Record<string, number>, string]>([
    ["error.tooShort", { min: 1 }, "Enter at least 1 character."],
    ["error.tooShort", { min: 3 }, "Enter at least 3 characters."],
    ["error.tooLong", { max: 1 }, "Enter at most 1 character."],
    ["error.tooLong", { max: 40 }, "Enter at most 40 characters."],
    ["error.tooFewItems", { min: 1 }, "Choose at least 1 option."],
    ["error.tooFewItems", { min: 2 }, "Choose at least 2 options."],
    ["error.tooManyItems", { max: 1 }, "Choose at most 1 option."],
    ["error.tooManyItems", { max: 3 }, "Choose at most 3 options."],
    ["error.integerBetween", { min: 1, max: 100 }, "Enter a whole number from 1 to 100."],
    ["error.numberAtLeast", { min: -0.5 }, "Enter a number of at least -0.5."],
  ])("en %s %j -> %s", (key, params, text) => {
    expect(createTranslate("en")(key, params)).toBe(text);
  });
});

describe("createTranslate", () => {
  test("English by default", () => {
    expect(createTranslate()("submit")).toBe("Submit");
    expect(createTranslate(undefined, undefined)("decline")).toBe("Decline");
  });

  test.each<[Locale, string, string, string]>([
    ["en", "Submit", "Request from Weather", "Enter at least 2 characters."],
    ["zh-CN", "提交", "来自 Weather 的请求", "请至少输入 2 个字符。"],
  ])("%s", (locale, submit, title, tooShort) => {
    const t = createTranslate(locale);
    expect(t("submit")).toBe(submit);
    expect(t("formTitle", { server: "Weather" })).toBe(title);
    expect(t("error.tooShort", { min: 2 })).toBe(tooShort);
  });

  test.each<[string, string, Record<string, string | number>, string]>([
    ["one placeholder", "Hello {name}", { name: "Ada" }, "Hello Ada"],
    ["a number", "{n} left", { n: 0 }, "0 left"],
    ["the same placeholder twice", "{a}-{a}", { a: "x" }, "x-x"],
    ["a missing parameter stays visible", "Hi {name}, {other}", { name: "Bo" }, "Hi Bo, {other}"],
    ["replacement patterns are literal", "By {server}", { server: "$& $1 $$" }, "By $& $1 $$"],
    ["braces in a value are not filled again", "{a}{b}", { a: "{b}", b: "B" }, "{b}B"],
    ["no placeholders", "Plain", { a: 1 }, "Plain"],
    ["an empty value", "[{a}]", { a: "" }, "[]"],
  ])("fill: %s", (_name, template, params, expected) => {
    expect(fill(template, params)).toBe(expected);
  });

  test("fill without params leaves placeholders", () => {
    expect(fill("Request from {server}")).toBe("Request from {server}");
  });

  test("overrides win, the rest comes from the locale", () => {
    const t = createTranslate("zh-CN", { submit: "Send it", formTitle: "Asked by {server}" });
    expect(t("submit")).toBe("Send it");
    expect(t("formTitle", { server: "Weather" })).toBe("Asked by Weather");
    expect(t("decline")).toBe("拒绝");
  });

  test("function messages get the params", () => {
    const calls: unknown[] = [];
    const t = createTranslate("en", {
      "error.tooShort": (params) => {
        calls.push(params);
        return `min=${params.min}`;
      },
    });
    expect(t("error.tooShort", { min: 4 })).toBe("min=4");
    expect(calls).toStrictEqual([{ min: 4 }]);
    expect(createTranslate("en", { submit: () => "Go" })("submit")).toBe("Go");
  });

  test("overrides do not change the catalogues or other translators", () => {
    const before = { submit: en.submit, zh: zhCN.submit };
    createTranslate("en", { submit: "X" });
    createTranslate("zh-CN", { submit: "Y" });
    expect(en.submit).toBe(before.submit);
    expect(zhCN.submit).toBe(before.zh);
    expect(createTranslate("en")("submit")).toBe("Submit");
  });

  test("an override left undefined falls back to the locale's message", () => {
    const hostStrings: Record<string, string | undefined> = {};
    const t = createTranslate("en", { submit: hostStrings.submit, decline: "No thanks" });
    expect(t("submit")).toBe("Submit");
    expect(t("decline")).toBe("No thanks");
  });

  test("an unknown locale from plain JavaScript falls back to English", () => {
    expect(createTranslate("tlh")("close")).toBe("Close");
  });
});

describe("numbers in templates follow the locale", () => {
  test.each([
    ["en", "error.numberBetween", { min: 1000, max: 2500.5 }, "Enter a number from 1,000 to 2,500.5."],
    ["zh-CN", "error.numberBetween", { min: 1000, max: 10000 }, "请输入 1,000 到 10,000 之间的数字。"],
    ["en", "finding.port", { port: "8443" }, "The link uses an unusual port (8443)."],
  ] as const)("%s %s", (locale, key, params, expected) => {
    expect(createTranslate(locale)(key, params)).toBe(expected);
  });

  test("English's whole numbers below 1,000, written without a NumberFormat, read as its NumberFormat writes them", () => {
    const format = new Intl.NumberFormat("en");
    for (let n = -999; n <= 999; n++) expect(formatNumber(n, "en")).toBe(format.format(n));
    for (const n of [1000, -1000, 0.5, 12345.678]) expect(formatNumber(n, "en")).toBe(format.format(n));
  });
});

describe("a locale other than English loads on demand", () => {
  // Fresh modules: the unit setup has loaded Chinese already, as a page does once it has shown it.
  test("createTranslate names loadLocale until the locale has loaded, then translates", async () => {
    vi.resetModules();
    const { createTranslate: fresh } = await import("./translate.ts");
    const { loadLocale, localeLoaded } = await import("./catalogues.ts");
    expect(localeLoaded("zh-CN")).toBe(false);
    expect(() => fresh("zh-CN")).toThrow('await loadLocale("zh-CN") before createTranslate("zh-CN")');
    expect(fresh("en")("submit")).toBe("Submit");
    await loadLocale("zh-CN");
    expect(fresh("zh-CN")("submit")).toBe("提交");
  });

  test("messages that cannot load (offline): loadLocale rejects, English is read instead, and a later loadLocale tries again", async () => {
    vi.resetModules();
    let offline = true;
    vi.doMock("./locales/zh-CN.ts", async (original) => {
      if (offline) throw new Error("offline");
      return original();
    });
    try {
      const { loadLocale, loadedCatalogue, localeLoaded } = await import("./catalogues.ts");
      const { createTranslate: fresh } = await import("./translate.ts");
      await expect(loadLocale("zh-CN")).rejects.toThrow(Error);
      expect(loadedCatalogue("zh-CN")!.form.submit).toBe("Submit");
      expect(fresh("zh-CN")("submit")).toBe("Submit");
      offline = false;
      await loadLocale("zh-CN");
      expect(localeLoaded("zh-CN")).toBe(true);
      expect(fresh("zh-CN")("submit")).toBe("提交");
    } finally {
      vi.doUnmock("./locales/zh-CN.ts");
    }
  });

  test("a tag the library does not know reads English: after the lookup loads, then at once", async () => {
    vi.resetModules();
    const { createTranslate: fresh } = await import("./translate.ts");
    const { loadLocale } = await import("./catalogues.ts");
    expect(fresh("en-GB")("submit")).toBe("Submit");
    expect(() => fresh("tlh")).toThrow('await loadLocale("tlh") before createTranslate("tlh")');
    expect(await loadLocale("tlh")).toBe("en-US");
    expect(fresh("tlh")("submit")).toBe("Submit");
    // Once the lookup is there, another unknown tag needs no load.
    expect(fresh("x-klingon")("submit")).toBe("Submit");
  });
});
