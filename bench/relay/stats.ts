// The figures the relay benchmark reports: medians and ranges of runs (the main benchmark's `stat`, bench/report.ts),
// and percentiles of deliveries.
import { stat } from "../stat.ts";

export interface Summary {
  median: number;
  min: number;
  max: number;
  p99: number;
  count: number;
}

/** The value at or below which `p` percent of the values lie (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, p99: Number.NaN, count: 0 };
  const { median, min, max } = stat([...values]);
  return { median, min, max, p99: percentile([...values].sort((a, b) => a - b), 99), count: values.length };
}
