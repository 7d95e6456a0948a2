// A dialog appears at once whatever the server sends: the first frame renders as many items (fields, a select's
// options) as a screen can show, and the rest follow right after it in a transition, which React interrupts for
// the person's input. With 500 fields the first frame costs what 20 do (bench/RESULTS.md, "Mount").
import { startTransition, useEffect, useState } from "react";
import { afterPaint } from "./afterPaint.ts";

/** How many of `items` to render now: `first` of them in the first frame, all of them after it. */
export function useShownAfterPaint(items: readonly unknown[], first: number): number {
  const [shown, setShown] = useState({ items, count: Math.min(items.length, first) });
  let current = shown;
  if (shown.items !== items) {
    // Another request: start again from its first screenful.
    current = { items, count: Math.min(items.length, first) };
    setShown(current);
  }
  const complete = current.count >= items.length;
  useEffect(() => {
    if (complete) return;
    return afterPaint(() => startTransition(() => setShown({ items, count: items.length })));
  }, [items, complete]);
  return current.count;
}
