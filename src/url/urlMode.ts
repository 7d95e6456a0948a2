// URL mode loads with a page's first URL request rather than with the page: the prompt's UI (urlModeParts.ts)
// and, beside it, URL inspection, which reads the Public Suffix List (tldts) and is most of URL mode's bytes
// (vite.config.ts makes inspection an entry point of its own, which this loads as it is). Until both have, the
// URL prompt suspends (chrome/useLoaded.ts): its Suspense boundary (UrlElicitationPrompt, UrlElicitationInline)
// shows nothing, and an inline card waits whole (ElicitationOutlet). A chunk that failed to load is an error for
// the host's error boundary, not a promise to wait on forever; the next URL request loads again.
import { loader } from "../core/loader.ts";

/** The prompt's containers, and the inspection they take as a prop (so they import nothing back from here). */
type UrlMode = typeof import("./urlModeParts.ts") & Pick<typeof import("../core/url/inspectUrl.ts"), "inspectUrl">;

export const urlMode = /* @__PURE__ */ loader(
  (): Promise<UrlMode> =>
    Promise.all([import("./urlModeParts.ts"), import("../core/url/inspectUrl.ts")]).then(([parts, { inspectUrl }]) => ({ ...parts, inspectUrl })),
);
