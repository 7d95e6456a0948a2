// Whether the person can see the page: it is shown (not a tab in the background, not a minimised window) and
// its window, with this document in it, has focus. A request that arrives otherwise may wait unnoticed.

export const looking = (): boolean => document.visibilityState === "visible" && document.hasFocus();

/**
 * Calls `onChange` whenever what `looking` says may have changed: `visibilitychange` bubbles from the document
 * to the window, where the window's own focus and blur arrive. Returns the function that stops it.
 */
export const onAttention = (onChange: () => void) => onWindow(["visibilitychange", "focus", "blur"], onChange);

/** Calls `onChange` on each of the window's events `types`; returns the function that stops it. */
export function onWindow(types: readonly string[], onChange: () => void, options?: AddEventListenerOptions): () => void {
  for (const type of types) window.addEventListener(type, onChange, options);
  return () => {
    for (const type of types) window.removeEventListener(type, onChange, options);
  };
}
