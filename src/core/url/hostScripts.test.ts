// Look-alike hosts: mixed alphabets in one label, or a label written wholly in letters that imitate Latin.
import { describe, expect, test } from "vitest";
import { hasMixedScripts, looksLatinButIsNot } from "./hostScripts.ts";

describe("hasMixedScripts", () => {
  test.each<[string, boolean]>([
    ["paypal.com", false],
    ["p\u0430ypal.com", true], // Cyrillic а
    ["g\u03BFogle.com", true], // Greek ο
    ["\u0430pple.com", true],
    ["münchen.de", false],
    ["例子.测试", false],
    ["пример.рф", false],
    ["ελληνικά.gr", false],
    ["ドメイン名例.jp", false],
    // Each label on its own: a Cyrillic label beside a Latin one is not a mix.
    ["пример.example.com", false],
    ["mcp.example.com", false],
    ["203.0.113.7", false],
    ["", false],
  ])("%s -> %s", (host, mixed) => {
    expect(hasMixedScripts(host)).toBe(mixed);
  });
});

describe("looksLatinButIsNot", () => {
  test.each<[string, boolean]>([
    ["\u0430\u0440\u0440\u04CF\u0435.com", true], // аррӏе: all Cyrillic
    ["\u0455\u0441\u043E\u0440\u0435.com", true], // ѕсоре
    ["\u03BF\u03BA.com", true], // Greek οκ
    ["пример.рф", false], // п and и look like no Latin letter
    ["ελληνικά.gr", false],
    ["apple.com", false],
    ["例子.测试", false],
    ["123.com", false],
  ])("%s -> %s", (host, confusable) => {
    expect(looksLatinButIsNot(host)).toBe(confusable);
  });
});
