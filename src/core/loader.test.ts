import { expect, test } from "vitest";
import { loaded, loader } from "./loader.ts";

test("loads once however many ask while it loads, then hands over what it loaded at once", async () => {
  let loads = 0;
  const parts = loader(async () => ({ loads: ++loads }));
  expect(parts.state).toEqual({ status: "idle" });
  expect(parts.need()).toEqual({ status: "pending" });
  const [first, second] = await Promise.all([parts.load(), parts.load()]);
  expect(first).toBe(second);
  expect(parts.state).toEqual({ status: "ready", value: first });
  expect(parts.need()).toEqual({ status: "ready", value: first });
  expect(await parts.load()).toBe(first);
  expect(loads).toBe(1);
});

test("a failed load rejects everyone who waited and says why; the next need loads again", async () => {
  let attempts = 0;
  const parts = loader(async () => {
    attempts += 1;
    if (attempts === 1) throw new Error("chunk missing");
    return "loaded";
  });
  const waiting = [parts.load(), parts.load()];
  for (const wait of waiting) await expect(wait).rejects.toThrow("chunk missing");
  expect(parts.state).toMatchObject({ status: "failed", error: new Error("chunk missing") });
  expect(parts.need()).toEqual({ status: "pending" });
  expect(await parts.load()).toBe("loaded");
  expect(parts.state).toEqual({ status: "ready", value: "loaded" });
  expect(attempts).toBe(2);
});

test("a failure once reported is forgotten: back to idle, nothing loads until something needs it", async () => {
  let attempts = 0;
  const parts = loader(async () => {
    attempts += 1;
    throw new Error("offline");
  });
  await expect(parts.load()).rejects.toThrow("offline");
  parts.forget();
  expect(parts.state).toEqual({ status: "idle" });
  expect(attempts).toBe(1);
});

test("what an entry provides is ready at once, and nothing loads", async () => {
  let loads = 0;
  const parts = loader(async () => {
    loads += 1;
    return "imported";
  });
  parts.provide("provided");
  expect(parts.need()).toEqual({ status: "ready", value: "provided" });
  expect(await parts.load()).toBe("provided");
  expect(loaded("English").state).toEqual({ status: "ready", value: "English" });
  expect(loads).toBe(0);
});
