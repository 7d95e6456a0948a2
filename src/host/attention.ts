// Whether the person can see the page: it is shown (not a tab in the background, not a minimised window) and
// its window, with this document in it, has focus. A request that arrives otherwise may wait unnoticed.

export const looking = (): boolean => document.visibilityState === "visible" && document.hasFocus();

/**
 * Calls `onChange` whenever what `looking` says may have changed: `visibilitychange` bubbles from the document
 * to the window, where the window's own focus and blur arrive. Returns the function that stops it.
 */
export function onAttention(onChange: () => void, types: readonly string[] = ["visibilitychange", "focus", "blur"]): () => void {
  for (const type of types) window.addEventListener(type, onChange);
  return () => {
    for (const type of types) window.removeEventListener(type, onChange);
  };
}
