import { expect, test, vi } from "vitest";
import { perSchema } from "./perSchema.ts";

const form = () => ({ type: "object", properties: { name: { type: "string" } } });

test("an equal schema sent as a new object gets the value made for the first, made once", () => {
  const memo = perSchema<{ made: number }>(10);
  const make = vi.fn(() => ({ made: make.mock.calls.length }));
  const first = memo(form(), make);
  expect(memo(form(), make)).toBe(first);
  expect(make).toHaveBeenCalledTimes(1);
});

test("a value not ready (undefined) is not kept: the next call makes it again", () => {
  const memo = perSchema<string | undefined>(10);
  const schema = form();
  expect(memo(schema, () => undefined)).toBeUndefined();
  expect(memo(schema, () => "ready")).toBe("ready");
});

test("past its limit, the oldest text is forgotten", () => {
  const memo = perSchema<number>(2);
  const schema = (title: string) => ({ ...form(), title });
  let made = 0;
  const make = () => ++made;
  for (const title of ["a", "b", "c"]) memo(schema(title), make);
  expect(memo(schema("c"), make)).toBe(3);
  expect(memo(schema("a"), make)).toBe(4);
});
