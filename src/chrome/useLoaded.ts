// The one place a component meets code loaded on demand (core/loader.ts): URL mode (url/urlMode.ts) and a
// locale's messages (useTranslate.ts). While the load is under way the component suspends: the load's promise is
// thrown for the nearest Suspense boundary, which every component of this library has around what it shows
// (React 18 has no `use()`, and the thrown promise works in both). What a failed load does is decided here too:
// - with `ifFailed`, the component shows with it and stays answerable (a locale's messages: English);
// - without, the error goes to the host's error boundary, once: the failure is forgotten a moment later, so the
//   next request loads again (a chunk gone after a deploy, a page that was offline for a moment).
import type { Loader } from "../core/loader.ts";

const settle = () => {};

/**
 * How long a failure stays before the next render loads again. React renders a component that threw once more
 * before it hands the error to a boundary, and in a concurrent render it may yield to the browser in between
 * (a busy page): a failure forgotten in that gap would start a load and suspend, and never reach the boundary.
 * A second is far beyond that gap, and shorter than it takes a person or a server to ask again.
 */
export const FAILURE_KEPT_MS = 1000;
const kept = new WeakSet<object>();

/** What `loader` brings; suspends the caller until it has. Calls no React hook: a fixed condition may guard it. */
export function useLoaded<T>(loader: Loader<T>, ifFailed?: T): T {
  const { state } = loader;
  if (state.status === "failed") {
    if (ifFailed !== undefined) return ifFailed;
    // Kept a moment (FAILURE_KEPT_MS) from the first render that met it: React's second render of this
    // component must meet the same failure. The timer forgets this failure only, not one after it.
    if (!kept.has(state)) {
      kept.add(state);
      setTimeout(() => {
        if (loader.state === state) loader.forget();
      }, FAILURE_KEPT_MS);
    }
    throw state.error;
  }
  const now = loader.need();
  if (now.status === "ready") return now.value;
  // Settles either way: React renders again, and finds the value or the failure.
  throw loader.load().then(settle, settle);
}
