import { describe, expect, test } from "vitest";
import { builtInLocales, dirOf, langOf, resolveLocale, type BuiltInLocale } from "./locales.ts";
import { createTranslate } from "./translate.ts";
import { loadLocale, localeLoaded } from "./catalogues.ts";

describe("resolveLocale: a BCP 47 tag finds its catalogue by lookup", () => {
  test.each<[string, BuiltInLocale]>([
    ["de", "de-DE"],
    ["de-DE", "de-DE"],
    ["de-AT", "de-DE"],
    ["de-CH", "de-DE"],
    ["DE-at", "de-DE"],
    ["zh", "zh-CN"],
    ["zh-CN", "zh-CN"],
    ["zh-Hans", "zh-CN"],
    ["zh-SG", "zh-CN"],
    ["zh-TW", "zh-TW"],
    ["zh-Hant", "zh-TW"],
    ["zh-HK", "zh-TW"],
    ["zh-MO", "zh-TW"],
    ["zh-Hant-HK", "zh-TW"],
    ["pt", "pt-BR"],
    ["pt-BR", "pt-BR"],
    ["pt-PT", "pt-PT"],
    ["pt-AO", "pt-PT"],
    ["es-MX", "es-ES"],
    ["es-419", "es-ES"],
    ["en", "en-US"],
    ["en-GB", "en-US"],
    ["fr-CA", "fr-FR"],
    ["ar", "ar-AE"],
    ["ar-EG", "ar-AE"],
    ["he", "he-IL"],
    // Older tags, still sent by some systems.
    ["iw", "he-IL"],
    ["in", "id-ID"],
    ["no", "nb-NO"],
    ["nn", "nb-NO"],
    ["nb", "nb-NO"],
    ["sr", "sr-SP"],
    ["sr-Latn-RS", "sr-SP"],
    ["fa", "fa-IR"],
    ["hi", "hi-IN"],
    ["th-TH", "th-TH"],
    ["vi", "vi-VN"],
    ["ja", "ja-JP"],
    ["ko-KR", "ko-KR"],
  ])("%s reads %s", (tag, locale) => {
    expect(resolveLocale(tag)).toBe(locale);
  });

  test.each(["tlh", "ur", "x", "", "not a tag", "en_US"])("%j, a language not built in or no tag at all, reads English", (tag) => {
    expect(resolveLocale(tag)).toBe("en-US");
  });

  test("every built-in locale finds itself", () => {
    for (const locale of builtInLocales) expect(resolveLocale(locale)).toBe(locale);
    expect(builtInLocales).toHaveLength(39);
  });

  test("English first, or nothing asked, reads English at once; a tag not built in reads English once the lookup is there", async () => {
    expect(localeLoaded(undefined)).toBe(true);
    expect(localeLoaded("en-GB")).toBe(true);
    expect(localeLoaded(["en", "de"])).toBe(true);
    expect(await loadLocale(["sw", "x-private"])).toBe("en-US");
    expect(createTranslate(["sw", "x-private"])("submit")).toBe("Submit");
  });
});

describe("each catalogue's language and direction", () => {
  test("lang is the language its words are written in", () => {
    expect(langOf("de-DE")).toBe("de");
    expect(langOf("en-US")).toBe("en");
    expect(langOf("zh-TW")).toBe("zh-TW");
    expect(langOf("pt-PT")).toBe("pt-PT");
    expect(langOf("sr-SP")).toBe("sr-Latn");
  });

  test("Arabic, Hebrew and Persian are right to left, and no other", () => {
    expect(builtInLocales.filter((locale) => dirOf(locale) === "rtl")).toStrictEqual(["ar-AE", "fa-IR", "he-IL"]);
    // As Intl's likely script says.
    for (const locale of builtInLocales) expect(dirOf(locale), locale).toBe(/^(Arab|Hebr)$/.test(new Intl.Locale(locale).maximize().script!) ? "rtl" : "ltr");
  });

  test("a host's own words in a language not built in carry that language and its direction", async () => {
    await Promise.all([loadLocale("ur"), loadLocale("sw-KE")]);
    const urdu = createTranslate("ur", { submit: "جمع کرائیں" });
    expect([urdu.lang, urdu.dir, urdu("submit"), urdu("decline")]).toStrictEqual(["ur", "rtl", "جمع کرائیں", "Decline"]);
    const swahili = createTranslate("sw-KE", { submit: "Wasilisha" });
    expect([swahili.lang, swahili.dir, swahili("submit")]).toStrictEqual(["sw-KE", "ltr", "Wasilisha"]);
    // Without words of its own, a tag not built in is English.
    expect(createTranslate("ur").lang).toBe("en");
  });

  test("a translate function says' language and direction, and the tag it formats by", async () => {
    await loadLocale("ar-EG");
    const arabic = createTranslate("ar-EG");
    expect([arabic.lang, arabic.dir, arabic.locale]).toStrictEqual(["ar", "rtl", "ar-EG"]);
    expect(await loadLocale("ar-EG")).toBe("ar-AE");
    await loadLocale("tlh");
    const english = createTranslate("tlh");
    expect([english.lang, english.dir, english.locale]).toStrictEqual(["en", "ltr", "en"]);
    await loadLocale(["de-CH", "en"]);
    const swiss = createTranslate(["de-CH", "en"]);
    expect([swiss.lang, swiss.locale]).toStrictEqual(["de", "de-CH"]);
    // Numbers as Swiss German writes them, in the German catalogue's words.
    expect(swiss("error.numberAtMost", { max: 10000 })).toContain(new Intl.NumberFormat("de-CH").format(10000));
  });
});
