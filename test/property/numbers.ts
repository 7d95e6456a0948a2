// Values for number and integer fields: inside their bounds and on their step, and values that break one rule.
import fc from "fast-check";
import type { Mode } from "./primitives.ts";
import type { FieldRules } from "./schemas.ts";

/**
 * Where a field's valid values lie, when they lie on a grid: the k-th is `at(k)`. Integers and `multipleOf`
 * have one; so do typed numbers (hundredths: what a person types). Node doubles have none: any double fits.
 */
interface Grid {
  at: (k: number) => number;
  index: (x: number) => number;
  /** |k| stays below this: values stay exact integers or binary fractions, far from MAX_SAFE_INTEGER. */
  limit: number;
}

function gridOf(f: FieldRules, mode: Mode): Grid | undefined {
  const step = f.rules.multipleOf ?? (f.integer ? 1 : undefined);
  const limit = mode === "typeable" ? 1e6 : Math.floor(2 ** 50 / Math.max(step ?? 1, 1));
  if (step !== undefined) return { at: (k) => k * step, index: (x) => x / step, limit };
  // Division, not k * 0.01: 29 / 100 is the double nearest 0.29, as typing "0.29" gives.
  return mode === "typeable" ? { at: (k) => k / 100, index: (x) => x * 100, limit } : undefined;
}

/** Whether x is inside the field's bounds. */
function inBounds(f: FieldRules, x: number): boolean {
  const { minimum, exclusiveMinimum, maximum, exclusiveMaximum } = f.rules;
  return (
    (minimum === undefined || x >= minimum) &&
    (exclusiveMinimum === undefined || x > exclusiveMinimum) &&
    (maximum === undefined || x <= maximum) &&
    (exclusiveMaximum === undefined || x < exclusiveMaximum)
  );
}

/** The first and last k whose grid point is inside the bounds. */
function kRange(f: FieldRules, grid: Grid): [number, number] {
  const low = f.rules.minimum ?? f.rules.exclusiveMinimum;
  const high = f.rules.maximum ?? f.rules.exclusiveMaximum;
  let first = low === undefined ? -grid.limit : Math.floor(grid.index(low));
  let last = high === undefined ? grid.limit : Math.ceil(grid.index(high));
  while (!inBounds(f, grid.at(first))) first += 1;
  while (!inBounds(f, grid.at(last))) last -= 1;
  return [first, last];
}

const kBetween = (first: number, last: number) => fc.bigInt(BigInt(first), BigInt(last)).map(Number);

export function numberValue(f: FieldRules, mode: Mode): fc.Arbitrary<number> {
  const grid = gridOf(f, mode);
  if (grid) return kBetween(...kRange(f, grid)).map(grid.at);
  const { minimum, exclusiveMinimum, maximum, exclusiveMaximum } = f.rules;
  return fc.double({
    min: minimum ?? exclusiveMinimum ?? -Number.MAX_VALUE,
    max: maximum ?? exclusiveMaximum ?? Number.MAX_VALUE,
    minExcluded: exclusiveMinimum !== undefined,
    maxExcluded: exclusiveMaximum !== undefined,
    noNaN: true,
  });
}

/** The ways a number can break one rule: below the low bound, above the high one, not whole, off the step. */
export function numberBreaks(f: FieldRules, mode: Mode): { why: string; value: fc.Arbitrary<number> }[] {
  const grid = gridOf(f, mode);
  const breaks: { why: string; value: fc.Arbitrary<number> }[] = [];
  const low = f.rules.minimum ?? f.rules.exclusiveMinimum;
  const high = f.rules.maximum ?? f.rules.exclusiveMaximum;
  // Past a bound but still on the grid, so that only the bound is broken (an exclusive bound itself included).
  const outside = (bound: number, direction: -1 | 1): fc.Arbitrary<number> => {
    if (!grid) {
      const past = bound + direction * 1e6;
      const exclusive = direction === -1 ? f.rules.exclusiveMinimum !== undefined : f.rules.exclusiveMaximum !== undefined;
      return direction === -1
        ? fc.double({ min: past, max: bound, maxExcluded: !exclusive, noNaN: true })
        : fc.double({ min: bound, max: past, minExcluded: !exclusive, noNaN: true });
    }
    let k = direction === -1 ? Math.ceil(grid.index(bound)) : Math.floor(grid.index(bound));
    while (inBounds(f, grid.at(k))) k += direction;
    return fc.integer({ min: 0, max: 5 }).map((d) => grid.at(k + direction * d));
  };
  if (low !== undefined) breaks.push({ why: "below the low bound", value: outside(low, -1) });
  if (high !== undefined) breaks.push({ why: "above the high bound", value: outside(high, 1) });
  if (grid) {
    const [first, last] = kRange(f, grid);
    // Between two neighbouring valid values: inside the bounds, off the grid.
    const between = (offset: number) => kBetween(first, last - 1).map((k) => grid.at(k) + offset);
    if (f.integer) breaks.push({ why: "not whole (so not a multiple either)", value: between(0.5) });
    const step = f.rules.multipleOf;
    if (step !== undefined) breaks.push({ why: "not a multiple of multipleOf", value: between(f.integer ? 1 : step / 2) });
  }
  return breaks;
}
