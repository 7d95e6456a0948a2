// URL mode loads with a page's first URL request rather than with the page: the prompt's UI and URL inspection,
// which reads the Public Suffix List (tldts) and is most of URL mode's bytes (vite.config.ts makes inspection an
// entry point of its own, which this chunk imports). Until it has, the URL prompt suspends: its Suspense boundary
// (UrlElicitationPrompt, UrlElicitationInline) shows nothing, and an inline card waits whole (ElicitationOutlet).
type UrlMode = typeof import("./urlModeParts.ts");

let loaded: UrlMode | undefined;
let loading: Promise<void> | undefined;
let failed: unknown;

/** Loads URL mode; resolves once `requireUrlMode` returns at once. */
export function loadUrlMode(): Promise<void> {
  loading ??= import("./urlModeParts.ts").then(
    (module) => {
      loaded = module;
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
