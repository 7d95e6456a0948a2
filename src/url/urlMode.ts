// URL mode loads with a page's first URL request rather than with the page: the prompt's UI (urlModeParts.ts)
// and, beside it, URL inspection, which reads the Public Suffix List (tldts) and is most of URL mode's bytes
// (vite.config.ts makes inspection an entry point of its own, which this loads as it is). Until both have, the
// URL prompt suspends: its Suspense boundary (UrlElicitationPrompt, UrlElicitationInline) shows nothing, and an
// inline card waits whole (ElicitationOutlet).
import type { UrlInspection } from "../core/url/inspectUrl.ts";

type UrlMode = typeof import("./urlModeParts.ts");

let loaded: UrlMode | undefined;
let inspect: ((url: string) => UrlInspection) | undefined;
let loading: Promise<void> | undefined;
let failed: unknown;

/** Loads URL mode; resolves once `requireUrlMode` returns at once. */
export function loadUrlMode(): Promise<void> {
  loading ??= Promise.all([import("./urlModeParts.ts"), import("../core/url/inspectUrl.ts")]).then(
    ([parts, inspector]) => {
      inspect = inspector.inspectUrl;
      loaded = parts;
    },
    (error: unknown) => {
      failed = error;
    },
  );
  return loading;
}

/** URL mode's components once loaded; until then suspends (throws the load) for the nearest Suspense. */
export function requireUrlMode(): UrlMode {
  if (loaded) return loaded;
  // A chunk that failed to load is an error for the host's error boundary, not a promise to wait on forever;
  // once thrown it is forgotten, so the next URL request loads again (as the validator's loader does).
  if (failed !== undefined) {
    const error = failed;
    failed = undefined;
    loading = undefined;
    throw error;
  }
  throw loadUrlMode();
}

/** The inspection of `url`: for URL mode's own components, which render only once it has loaded. */
export function inspectUrlNow(url: string): UrlInspection {
  return inspect!(url);
}
