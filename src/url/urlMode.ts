// URL mode loads with a page's first URL request rather than with the page: the prompt's UI (urlModeParts.ts)
// and, beside it, URL inspection, which reads the Public Suffix List (tldts) and is most of URL mode's bytes
// (vite.config.ts makes inspection an entry point of its own, which this loads as it is). Until both have, the
// URL prompt suspends: its Suspense boundary (UrlElicitationPrompt, UrlElicitationInline) shows nothing, and an
// inline card waits whole (ElicitationOutlet).
import { onDemand } from "../core/onDemand.ts";

/** The prompt's containers, and the inspection they take as a prop (so they import nothing back from here). */
type UrlMode = typeof import("./urlModeParts.ts") & Pick<typeof import("../core/url/inspectUrl.ts"), "inspectUrl">;

const urlMode = /* @__PURE__ */ onDemand(
  (): Promise<UrlMode> =>
    Promise.all([import("./urlModeParts.ts"), import("../core/url/inspectUrl.ts")]).then(([parts, { inspectUrl }]) => ({ ...parts, inspectUrl })),
);
/** Why the last load failed, until a suspended prompt has thrown it. */
let failed: unknown;

/** Loads URL mode; resolves once `requireUrlMode` returns at once, or will throw why it could not. */
export function loadUrlMode(): Promise<void> {
  return urlMode.load().then(
    () => {},
    (error: unknown) => {
      failed = error;
    },
  );
}

/** URL mode's components once loaded; until then suspends (throws the load) for the nearest Suspense. */
export function requireUrlMode(): UrlMode {
  const loaded = urlMode.value;
  if (loaded) return loaded;
  // A chunk that failed to load is an error for the host's error boundary, not a promise to wait on forever;
  // thrown once, so the next URL request loads again.
  if (failed !== undefined) {
    const error = failed;
    failed = undefined;
    throw error;
  }
  throw loadUrlMode();
}
