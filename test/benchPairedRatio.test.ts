// The benchmark judges the page's first request on runs measured in pairs (bench/targets.ts, pairedRatio).
import { describe, expect, test } from "vitest";
import { pairedRatio } from "../bench/targets.ts";

describe("pairedRatio", () => {
  test("is the median of each pair's ratio, odd and even counts", () => {
    expect(pairedRatio([20, 30, 60], [10, 30, 40])).toBe(1.5);
    expect(pairedRatio([20, 30, 60, 10], [10, 30, 40, 10])).toBe(1.25);
  });

  test("keeps each run beside its own pair: a slow moment for both is one ratio, not two medians apart", () => {
    // Both options' first frames land on the same frames in each pair (16.7 ms apart), the floor a little earlier.
    const option = [40, 56, 40, 56, 57];
    const floor = [38, 54, 38, 38, 54];
    expect(pairedRatio(option, floor)).toBeCloseTo(40 / 38);
    // A ratio of medians (56 and 38) sets the option's slow runs against the floor's fast ones.
    const median = (runs: number[]) => [...runs].sort((a, b) => a - b)[2]!;
    expect(median(option) / median(floor)).toBeCloseTo(56 / 38);
  });

  test("refuses runs that are not pairs", () => {
    expect(() => pairedRatio([1, 2], [1])).toThrow("2 runs against 1");
    expect(() => pairedRatio([], [])).toThrow();
  });
});
