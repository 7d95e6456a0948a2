// A URL-mode request: the server wants the person to open a page out of band (an API key, an OAuth
// consent, a payment). This is how phishing would arrive through MCP, so the prompt is about trust:
// who asks, the whole URL with its owner highlighted, every warning, and one explicit click to open it,
// in a new top-level tab with no opener and no referrer. Nothing touches the URL before that click.
// This is the modal; UrlElicitationInline.tsx shows the same request inside a chat transcript.
import { Suspense } from "react";
import { requestKey } from "../chrome/requestKey.ts";
import { rootClassName } from "../chrome/rootClassName.ts";
import { useModal } from "../chrome/useModal.ts";
import { UrlPromptPanel } from "./UrlPromptPanel.tsx";
import { useUrlPrompt } from "./useUrlPrompt.ts";
import type { UrlElicitationPromptProps, UrlElicitationStatus } from "./props.ts";

export type { UrlElicitationPromptProps, UrlElicitationStatus };

export function UrlElicitationPrompt(props: UrlElicitationPromptProps) {
  // Nothing shows until URL inspection has loaded, on a page's first URL request (urlInspector.ts).
  return (
    <Suspense fallback={null}>
      <UrlDialog key={requestKey(props.request)} {...props} />
    </Suspense>
  );
}

function UrlDialog(props: UrlElicitationPromptProps) {
  const { className, unstyled } = props;
  const prompt = useUrlPrompt(props);
  const modal = useModal({
    open: prompt.active,
    // Focus the heading, not a button: an Enter meant for the chat box must neither open nor decline.
    onOpen: (dialog) => dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus(),
    onCancel: prompt.cancel,
    canDismissOnBackdrop: () => true,
  });

  return (
    <dialog
      ref={modal.ref}
      className={rootClassName(unstyled, "rme-dialog", "rme-dialog--url", className)}
      aria-labelledby={prompt.ids.heading}
      aria-describedby={prompt.ids.message}
      data-state={modal.state}
      data-status={prompt.dataStatus}
      {...modal.handlers}
    >
      <UrlPromptPanel prompt={prompt} server={props.server} request={props.request} queue={props.queue} />
    </dialog>
  );
}
