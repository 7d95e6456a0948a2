// @vitest-environment node
// The audiences an instance serves, by hash: read back while the relay keeps touching them, forgotten once it
// stops, never mixed up.
import { afterEach, expect, test, vi } from "vitest";
import { audienceNames } from "./audienceNames.ts";

afterEach(() => vi.useRealTimers());

const sha256 = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))), (b) => b.toString(16).padStart(2, "0")).join("");

test("an audience is named by its SHA-256 and read back from it; an unknown hash names nobody", async () => {
  const names = audienceNames();
  expect(await names.hash("alice@example.com")).toBe(await sha256("alice@example.com"));
  expect(names.audienceOf(await sha256("alice@example.com"))).toBe("alice@example.com");
  expect(names.audienceOf(await sha256("bob@example.com"))).toBeUndefined();
});

test("kept while touched within its keepMs, forgotten once a sweep finds it lapsed", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  const names = audienceNames();
  const alice = await names.hash("alice", 30_000);
  const bob = await names.hash("bob", 30_000);
  for (let minute = 0; minute < 3; minute++) {
    vi.advanceTimersByTime(20_000);
    // A page of alice's marks its sighting every heartbeat; nobody asks about bob again.
    await names.hash("alice", 30_000);
  }
  // Sweeps run every thousand touches.
  for (let i = 0; i < 1000; i++) await names.hash("carol");
  expect(names.audienceOf(alice)).toBe("alice");
  expect(names.audienceOf(bob)).toBeUndefined();
  // Asked about again, bob is known again, under the same hash.
  expect(await names.hash("bob")).toBe(bob);
  expect(names.audienceOf(bob)).toBe("bob");
});
