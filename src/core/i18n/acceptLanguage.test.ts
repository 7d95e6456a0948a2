import { describe, expect, test } from "vitest";
import { ACCEPT_LANGUAGE_META, acceptLanguageOf, withAcceptLanguage } from "./acceptLanguage.ts";
import { languagesOf } from "./languagesOf.ts";

describe("the person's languages as Accept-Language (SEP-2792)", () => {
  test("tags in order of preference get falling weights", () => {
    expect(acceptLanguageOf(["de-AT", "de", "en"])).toBe("de-AT,de;q=0.9,en;q=0.8");
    expect(acceptLanguageOf(["ja"])).toBe("ja");
    expect(acceptLanguageOf([])).toBeUndefined();
  });

  test("invalid and repeated tags are left out, and no more than ten are kept", () => {
    expect(acceptLanguageOf(["de_AT", "", "fr", "fr", "x y", "en;q=1"])).toBe("fr");
    const many = acceptLanguageOf(Array.from({ length: 14 }, (_, i) => `x-t${i}`))!;
    expect(many.split(",")).toHaveLength(10);
    expect(many).toMatch(/;q=0\.1$/);
  });

  test("read back, most wanted first", () => {
    expect(languagesOf("de-AT,de;q=0.9,en;q=0.8")).toStrictEqual(["de-AT", "de", "en"]);
    expect(languagesOf("en;q=0.5, fr-CA , de;q=0.7")).toStrictEqual(["fr-CA", "de", "en"]);
    expect(languagesOf("*, es;q=0, pt;q=0.3")).toStrictEqual(["pt"]);
    expect(languagesOf("en;q=2, <script>, de;q=x")).toStrictEqual([]);
    expect(languagesOf(null)).toStrictEqual([]);
    expect(languagesOf(acceptLanguageOf(["uk", "ru", "en"]))).toStrictEqual(["uk", "ru", "en"]);
  });

  test("the preference goes in the request's _meta beside what is there, and never over the caller's own", () => {
    expect(withAcceptLanguage({ name: "book", _meta: { progressToken: 1 } }, "de")).toStrictEqual({
      name: "book",
      _meta: { progressToken: 1, [ACCEPT_LANGUAGE_META]: "de" },
    });
    expect(withAcceptLanguage(undefined, "de")).toStrictEqual({ _meta: { [ACCEPT_LANGUAGE_META]: "de" } });
    const own = { _meta: { [ACCEPT_LANGUAGE_META]: "fr" } };
    expect(withAcceptLanguage(own, "de")).toBe(own);
  });
});
