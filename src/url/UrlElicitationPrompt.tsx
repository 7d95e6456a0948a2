// A URL-mode request: the server wants the person to open a page out of band (an API key, an OAuth
// consent, a payment). This is how phishing would arrive through MCP, so the prompt is about trust:
// who asks, the whole URL with its owner highlighted, every warning, and one explicit click to open it,
// in a new top-level tab with no opener and no referrer. Nothing touches the URL before that click.
// This is the modal (UrlDialog.tsx); UrlElicitationInline.tsx shows the same request inside a chat transcript.
import { Suspense } from "react";
import { requestKey } from "../chrome/requestKey.ts";
import { useLoaded } from "../chrome/useLoaded.ts";
import { urlMode } from "./urlMode.ts";
import type { UrlElicitationPromptProps, UrlElicitationStatus, UrlOpener } from "./props.ts";

export type { UrlElicitationPromptProps, UrlElicitationStatus, UrlOpener };

export function UrlElicitationPrompt(props: UrlElicitationPromptProps) {
  // Nothing shows until URL mode has loaded, with a page's first URL request (urlMode.ts).
  return (
    <Suspense fallback={null}>
      <Loaded key={requestKey(props.request)} {...props} />
    </Suspense>
  );
}

function Loaded(props: UrlElicitationPromptProps) {
  const { UrlDialog, inspectUrl } = useLoaded(urlMode);
  return <UrlDialog {...props} inspectUrl={inspectUrl} />;
}
