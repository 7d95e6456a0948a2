// A set of runs as the benchmark reports it: the median, the fastest and slowest, and the runs themselves.
export interface Stat {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

export function stat(runs: number[]): Stat {
  const sorted = [...runs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)!, runs };
}
