// URL inspection reads the Public Suffix List (tldts), most of URL mode's bytes, so it loads with the first
// URL request rather than with the page (vite.config.ts keeps it a chunk of its own). Until it has, the URL
// prompt suspends: its Suspense boundary (UrlElicitationPrompt, UrlElicitationInline) shows nothing.
import type { UrlInspection } from "../core/url/inspectUrl.ts";

let inspector: typeof import("../core/url/inspectUrl.ts") | undefined;
let loading: Promise<void> | undefined;
let failed: unknown;

/** Loads the inspector; resolves once `inspectUrlNow` can answer. */
export function loadUrlInspector(): Promise<void> {
  loading ??= import("../core/url/inspectUrl.ts").then(
    (module) => {
      inspector = module;
    },
    (error: unknown) => {
      failed = error;
    },
  );
  return loading;
}

/** Returns once the inspector has loaded; until then suspends (throws the load) for the nearest Suspense. */
export function requireUrlInspector(): void {
  if (inspector) return;
  // A chunk that failed to load is an error for the host's error boundary, not a promise to wait on forever;
  // once thrown it is forgotten, so the next URL request loads again (as the validator's loader does).
  if (failed !== undefined) {
    const error = failed;
    failed = undefined;
    loading = undefined;
    throw error;
  }
  throw loadUrlInspector();
}

/** The inspection of `url`, once `requireUrlInspector` has returned. */
export function inspectUrlNow(url: string): UrlInspection {
  requireUrlInspector();
  return inspector!.inspectUrl(url);
}
