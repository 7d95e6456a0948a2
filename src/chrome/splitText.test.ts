import { describe, expect, test } from "vitest";
import { splitText } from "./splitText.ts";

describe("splitText", () => {
  test("short text is one part", () => {
    expect(splitText("Hello", 10)).toEqual(["Hello"]);
  });

  test("cuts after the last line break in the second half of a part, else after a space", () => {
    expect(splitText("aaaaa\nb cc dd", 10)).toEqual(["aaaaa\n", "b cc dd"]);
    expect(splitText("aaaa\nbb cc dd ee", 10)).toEqual(["aaaa\nbb ", "cc dd ee"]);
    expect(splitText("aaaaaa\nbbbbbbbbb", 10)).toEqual(["aaaaaa\n", "bbbbbbbbb"]);
  });

  test("without a break or a space, cuts between code points, never inside a surrogate pair", () => {
    const emoji = "😀";
    const text = "x".repeat(9) + emoji + "y".repeat(5);
    const parts = splitText(text, 10);
    expect(parts).toEqual(["x".repeat(9), emoji + "y".repeat(5)]);
  });

  test("a megabyte: parts of at most the size that join back to the text exactly", () => {
    const text = ("All work and no play makes a dull form.\n".repeat(12_000) + "x".repeat(500_000) + "漢字😀 ".repeat(30_000)).slice(0, 1 << 20);
    const parts = splitText(text, 4000);
    expect(parts.join("")).toBe(text);
    expect(Math.max(...parts.map((p) => p.length))).toBeLessThanOrEqual(4000);
    expect(parts.every((p) => !/^[\udc00-\udfff]/.test(p))).toBe(true);
  });
});
