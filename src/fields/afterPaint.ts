// Work that waits for the frame that shows the form: the fields and options beyond the first screenful, and
// the schema's compile. Both go through `afterPaint`, kept here beside the two hooks that use it.
//
// A dialog appears at once whatever the server sends: the first frame renders as many items (fields, a select's
// options) as a screen can show, and the rest follow right after it in a transition, which React interrupts for
// the person's input. With 500 fields the first frame costs what 20 do (bench/RESULTS.md, "Mount").
import { startTransition, useEffect, useState } from "react";

/**
 * Runs `callback` in a task after the next frame is painted, and returns a cancel function. An effect
 * alone is not enough: React may run effects before the browser paints. A task queued from the next
 * animation frame runs after that frame.
 */
export function afterPaint(callback: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}

/** Runs `callback` after the frame that shows the component, once `ready`; again if `callback` changes. */
export function useAfterPaint(callback: () => void, ready = true) {
  useEffect(() => (ready ? afterPaint(callback) : undefined), [callback, ready]);
}

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
