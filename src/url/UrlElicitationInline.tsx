// A URL-mode request inline, without a modal: for hosts that answer requests in a chat transcript. The
// same content and rules as the modal prompt (UrlElicitationPrompt.tsx), in a <section> that takes no
// focus when it appears (the person may be typing elsewhere), makes nothing inert and has no backdrop
// (UrlInline.tsx).
import { Suspense } from "react";
import { requestKey } from "../chrome/requestKey.ts";
import type { UrlElicitationPromptProps } from "./props.ts";
import { useLoaded } from "../chrome/useLoaded.ts";
import { urlMode } from "./urlMode.ts";

export function UrlElicitationInline(props: UrlElicitationPromptProps) {
  // Nothing shows until URL mode has loaded, with a page's first URL request (urlMode.ts).
  return (
    <Suspense fallback={null}>
      <Loaded key={requestKey(props.request)} {...props} />
    </Suspense>
  );
}

function Loaded(props: UrlElicitationPromptProps) {
  const { UrlInline, inspectUrl } = useLoaded(urlMode);
  return <UrlInline {...props} inspectUrl={inspectUrl} />;
}
