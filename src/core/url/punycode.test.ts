// The Punycode decoder against Node's own IDNA (url.domainToUnicode) for real internationalised names,
// and against the sample strings of RFC 3492 section 7.1.
import { domainToASCII, domainToUnicode } from "node:url";
import { describe, expect, test } from "vitest";
import { decodeLabel, hostToUnicode } from "./punycode.ts";

/** Real IDNs, as people write them (Node turns each into its Punycode form for the test). */
const realNames = [
  "münchen.de",
  "例子.测试",
  "bücher.example",
  "ελληνικά.gr",
  "пример.рф",
  "аррӏе.com",
  "straße.de",
  "ñandú.cl",
  "한국.kr",
  "ドメイン名例.jp",
  "उदाहरण.परीक्षा",
  "مثال.إختبار",
  "בדיקה.ישראל",
  "ไทย.th",
  "💩.la",
  "mail.bücher.example.com",
  "xn--80ak6aa92e.com",
];

describe("hostToUnicode agrees with url.domainToUnicode", () => {
  test.each(realNames)("%s", (name) => {
    const ascii = domainToASCII(name);
    expect(ascii).toMatch(/xn--/);
    expect(hostToUnicode(ascii)).toBe(domainToUnicode(ascii));
  });

  test("the examples, spelled out", () => {
    expect(hostToUnicode("xn--mnchen-3ya.de")).toBe("münchen.de");
    expect(hostToUnicode("xn--fsqu00a.xn--0zwm56d")).toBe("例子.测试");
    expect(hostToUnicode("xn--80ak6aa92e.com")).toBe("\u0430\u0440\u0440\u04CF\u0435.com");
    expect(hostToUnicode("xn--bcher-kva.example")).toBe("bücher.example");
    expect(hostToUnicode("xn--hxargifdar")).toBe("ελληνικά");
  });

  test("ASCII labels, IPs and upper-case prefixes", () => {
    expect(hostToUnicode("mcp.example.com")).toBe("mcp.example.com");
    expect(hostToUnicode("203.0.113.7")).toBe("203.0.113.7");
    expect(hostToUnicode("[2001:db8::1]")).toBe("[2001:db8::1]");
    expect(hostToUnicode("XN--mnchen-3ya.de")).toBe("münchen.de");
    expect(hostToUnicode("")).toBe("");
  });

  test("a label that is not valid Punycode stays as sent", () => {
    expect(hostToUnicode("xn--a!b.example.com")).toBe("xn--a!b.example.com");
    expect(hostToUnicode("xn--ü-abc.example")).toBe("xn--ü-abc.example");
    expect(hostToUnicode("ok.xn--99999999999999999.com")).toBe("ok.xn--99999999999999999.com");
  });
});

describe("decodeLabel", () => {
  // RFC 3492 section 7.1, with the expected strings checked against Node's punycode module.
  test.each<[string, string]>([
    ["egbpdaj6bu4bxfgehfvwxn", "ليهمابتكلموشعربي؟"],
    ["ihqwcrb4cv8a8dqg056pqjye", "他们为什么不说中文"],
    ["b1abfaaepdrnnbgefbadotcwatmq2g4l", "почемужеонинеговорятпорусски"],
    ["3B-ww4c5e180e575a65lsy2b", "3年B組金八先生"],
    ["-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n", "安室奈美恵-with-SUPER-MONKEYS"],
    ["Hello-Another-Way--fc4qua05auwb3674vfr0b", "Hello-Another-Way-それぞれの場所"],
    ["2-u9tlzr9756bt3uc0v", "ひとつ屋根の下2"],
    ["MajiKoi5-783gue6qz075azm5e", "MajiでKoiする5秒前"],
    ["de-jg4avhby1noc0d", "パフィーdeルンバ"],
    ["d9juau41awczczp", "そのスピードで"],
    ["-> $1.00 <--", "-> $1.00 <-"],
    ["ls8h", "💩"],
    ["mnchen-3ya", "münchen"],
    // Digits are case-insensitive; basic letters keep their case (hosts reach us lower-cased by the URL parser).
    ["MNCHEN-3YA", "MüNCHEN"],
  ])("%s -> %s", (label, expected) => {
    expect(decodeLabel(label)).toBe(expected);
  });

  test("each label agrees with Node for the real names", () => {
    for (const name of realNames) {
      for (const label of domainToASCII(name).split(".")) {
        if (!label.startsWith("xn--")) continue;
        expect(decodeLabel(label.slice(4)), label).toBe(domainToUnicode(label));
      }
    }
  });

  test.each<[string, string]>([
    ["a character that is no base-36 digit", "a!b"],
    ["a non-ASCII basic part", "ü-abc"],
    ["a number that runs off the end", "ls"],
    ["a delta too large to be a code point", "99999999999999999"],
    ["a code point beyond U+10FFFF", "zzzzzz"],
    ["a lone delimiter", "-"],
  ])("%s is rejected", (_, label) => {
    expect(decodeLabel(label)).toBeUndefined();
  });
});
