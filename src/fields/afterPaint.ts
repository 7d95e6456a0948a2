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
