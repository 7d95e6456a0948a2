// The figures the relay benchmark reports: medians and ranges of runs, percentiles of deliveries.

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
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN, p99: percentile(sorted, 99), count: sorted.length };
}
