// A URL-mode request: the server wants the person to open a page out of band (an API key, an OAuth
// consent, a payment). This is how phishing would arrive through MCP, so the prompt is about trust:
// who asks, the whole URL with its owner highlighted, every warning, and one explicit click to open it,
// in a new top-level tab with no opener and no referrer. Nothing touches the URL before that click.
// This is the modal; UrlElicitationInline.tsx shows the same request inside a chat transcript.
import type { ElicitRequestURLParams, ServerIdentity } from "../core/protocol/types.ts";
import type { RequestUiProps } from "../chrome/props.ts";
import { requestKey } from "../chrome/requestKey.ts";
import { rootClassName } from "../chrome/rootClassName.ts";
import type { OnRespond } from "../chrome/useRespondOnce.ts";
import { useModal } from "../chrome/useModal.ts";
import type { UrlElicitationStatus } from "./UrlProgress.tsx";
import { UrlPromptPanel } from "./UrlPromptPanel.tsx";
import { useUrlPrompt } from "./useUrlPrompt.ts";

export type { UrlElicitationStatus };

export interface UrlElicitationPromptProps extends RequestUiProps {
  server: ServerIdentity;
  request: ElicitRequestURLParams;
  /** Called exactly once: `accept` when the person opens the URL, `decline`, or `cancel`. */
  onRespond: OnRespond;
  /**
   * What to show once the person has opened the URL. Leave it out and the prompt closes on consent.
   * `"waiting"` keeps it open with Done and Cancel (the completion notification may never come);
   * `"complete"` says the server confirmed.
   */
  status?: UrlElicitationStatus;
  /** The person chose Done while waiting, or closed the prompt after completion. */
  onDone?: () => void;
  /** The person gave up waiting. */
  onCancelWaiting?: () => void;
}

export function UrlElicitationPrompt(props: UrlElicitationPromptProps) {
  return <UrlDialog key={requestKey(props.request)} {...props} />;
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
