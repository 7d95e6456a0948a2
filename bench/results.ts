// The figures one run of the benchmark gathers: what bench.spec.ts measures, targets.ts judges and report.ts
// writes out. Types only, so that the judge and the writer both read them without importing each other.
import type { Scenario } from "./labels.ts";
import type { Sizes } from "./sizes.ts";
import type { Stat } from "./stat.ts";

export interface Results {
  date: string;
  machine: Record<string, string | number>;
  versions: Record<string, string>;
  runs: number;
  sizes: Sizes;
  mount: Record<number, Record<string, MountResult>>;
  typing: Record<number, Record<string, { taskMsPerKey: Stat; latencyMs: Stat; rendersPerKey: number; keptEveryKey: boolean }>>;
  compiles: Record<string, number>;
  /** How many requests with one schema the compilation count covers. */
  requestsPerSchema: number;
  /**
   * The hand-written form built as each of this library's options is built (labels.ts, matchingFloor), by size:
   * the first request at page load only, the one scenario a target compares them in.
   */
  floors: Record<number, Record<string, { firstFrame: Stat; complete: Stat }>>;
  /** `<ElicitationDialog>`, later request: a plain 10-field request and hostile ones (bench/page/hostile.ts). */
  hostile?: Record<string, { firstFrame: Stat; complete: Stat }>;
  /**
   * `<ElicitationDialog>`, first request at page load, 10 fields, by locale: English (in the first bytes), and
   * Chinese and German, whose words (and the lookup that finds them) load with the request.
   */
  locales?: Record<string, { firstFrame: Stat }>;
}

/** In each scenario: to the first painted frame and to every field painted. */
export type MountResult = Record<Scenario, { firstFrame: Stat; complete: Stat }> & { compilesBeforePaint: number };
