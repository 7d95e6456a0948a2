// One clock for timestamps taken in different processes (Node, Chromium's page, a second Node): milliseconds
// since the epoch to a fraction of one, which each process counts from its own `performance.timeOrigin`. Two
// processes' counts can disagree (each took its origin from the system clock at its own start), so each pair
// is measured: round trips, and the one with the shortest trip bounds the error by half of it.

/** Now, on this process's clock. */
export const now = () => performance.timeOrigin + performance.now();

export interface Offset {
  /** Add to a time on our clock to read it on theirs. */
  offsetMs: number;
  /** The shortest round trip: the offset is right to within half of it. */
  rttMs: number;
}

export interface ClockSample {
  /** Our clock when we asked. */
  before: number;
  /** Their clock when they answered. */
  theirs: number;
  /** Our clock when the answer came. */
  after: number;
}

/** The offset from the sample with the shortest round trip. */
export function bestOffset(samples: readonly ClockSample[]): Offset {
  let best: ClockSample | undefined;
  for (const sample of samples) if (!best || sample.after - sample.before < best.after - best.before) best = sample;
  if (!best) throw new Error("No clock samples");
  return { offsetMs: best.theirs - (best.before + best.after) / 2, rttMs: best.after - best.before };
}

/** Asks `ask` for the other clock `times` times, one after another. */
export async function measureOffset(ask: () => Promise<number>, times = 40): Promise<Offset> {
  const samples: ClockSample[] = [];
  for (let i = 0; i < times; i++) {
    const before = now();
    const theirs = await ask();
    samples.push({ before, theirs, after: now() });
  }
  return bestOffset(samples);
}
