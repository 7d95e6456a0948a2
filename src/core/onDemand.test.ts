import { expect, test } from "vitest";
import { onDemand } from "./onDemand.ts";

test("loads once however many ask while it loads, then hands over what it loaded at once", async () => {
  let loads = 0;
  const parts = onDemand(async () => ({ loads: ++loads }));
  expect(parts.value).toBeUndefined();
  const [first, second] = await Promise.all([parts.load(), parts.load()]);
  expect(first).toBe(second);
  expect(parts.value).toBe(first);
  expect(await parts.load()).toBe(first);
  expect(loads).toBe(1);
});

test("a failed load rejects everyone who waited, is forgotten, and the next need loads again", async () => {
  let attempts = 0;
  const parts = onDemand(async () => {
    attempts += 1;
    if (attempts === 1) throw new Error("chunk missing");
    return "loaded";
  });
  const waiting = [parts.load(), parts.load()];
  for (const wait of waiting) await expect(wait).rejects.toThrow("chunk missing");
  expect(parts.value).toBeUndefined();
  expect(await parts.load()).toBe("loaded");
  expect(parts.value).toBe("loaded");
  expect(attempts).toBe(2);
});
