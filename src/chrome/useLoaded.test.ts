// What a component meets when it reads code loaded on demand (useLoaded.ts). The function calls no React hook,
// so it is called here as a component's render would call it: what it returns, or what it throws for Suspense
// and for the host's error boundary.
import { expect, test, vi } from "vitest";
import { loader } from "../core/loader.ts";
import { FAILURE_KEPT_MS, useLoaded } from "./useLoaded.ts";

/** What a render throws, or undefined if it returns. */
function thrownBy(render: () => unknown): unknown {
  try {
    render();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

test("suspends while the load is under way, then renders with what loaded", async () => {
  const parts = loader(async () => "URL mode");
  const suspended = thrownBy(() => useLoaded(parts));
  expect(suspended).toBeInstanceOf(Promise);
  await suspended;
  expect(useLoaded(parts)).toBe("URL mode");
});

test("a failure without a stand-in goes to the error boundary once; a render a moment later loads again", async () => {
  vi.useFakeTimers();
  let attempts = 0;
  const parts = loader(async () => {
    attempts += 1;
    if (attempts === 1) throw new Error("chunk missing");
    return "URL mode";
  });
  // The promise thrown for Suspense settles, failed or not: React renders again, and meets the failure.
  await thrownBy(() => useLoaded(parts));
  expect(thrownBy(() => useLoaded(parts))).toEqual(new Error("chunk missing"));
  // React's own second try meets the same failure, for the boundary, even after other tasks have run.
  vi.advanceTimersByTime(FAILURE_KEPT_MS - 1);
  expect(thrownBy(() => useLoaded(parts))).toEqual(new Error("chunk missing"));
  vi.advanceTimersByTime(1);
  vi.useRealTimers();
  const again = thrownBy(() => useLoaded(parts));
  expect(again).toBeInstanceOf(Promise);
  await again;
  expect(useLoaded(parts)).toBe("URL mode");
  expect(attempts).toBe(2);
});

test("a failure with a stand-in renders with it, and loads nothing more: a locale that could not load reads English", async () => {
  vi.resetModules();
  vi.doMock("../core/i18n/locales/zh-CN.ts", () => {
    throw new Error("offline");
  });
  try {
    const { catalogueLoader, englishCatalogue } = await import("../core/i18n/catalogues.ts");
    const chinese = catalogueLoader("zh-CN");
    await thrownBy(() => useLoaded(chinese, englishCatalogue));
    expect(useLoaded(chinese, englishCatalogue).form.submit).toBe("Submit");
    expect(useLoaded(chinese, englishCatalogue).form.submit).toBe("Submit");
    expect(chinese.state.status).toBe("failed");
  } finally {
    vi.doUnmock("../core/i18n/locales/zh-CN.ts");
  }
});
