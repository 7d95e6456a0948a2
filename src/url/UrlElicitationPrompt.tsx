// A URL-mode request: the server wants the person to open a page out of band (an API key, an OAuth
// consent, a payment). This is how phishing would arrive through MCP, so the prompt is about trust:
// who asks, the whole URL with its owner highlighted, every warning, and one explicit click to open it,
// in a new top-level tab with no opener and no referrer. Nothing touches the URL before that click.
import { useId, useMemo, useState } from "react";
import type { ElicitRequestURLParams, ServerIdentity } from "../core/protocol/types.ts";
import type { RequestUiProps } from "../chrome/props.ts";
import { requestKey } from "../chrome/requestKey.ts";
import { rootClassName } from "../chrome/rootClassName.ts";
import { DeclineAll } from "../chrome/QueueStatus.tsx";
import { RequestChrome, requestIds } from "../chrome/RequestChrome.tsx";
import { useRespondOnce, type OnRespond } from "../chrome/useRespondOnce.ts";
import { useTranslate } from "../chrome/useTranslate.ts";
import { allCatalogues } from "../core/i18n/catalogues.ts";
import { inspectUrl } from "../core/url/inspectUrl.ts";
import { CopyUrlButton, UrlFindings, UrlText } from "./UrlDetails.tsx";
import { ProgressActions, UrlProgress, type UrlElicitationStatus } from "./UrlProgress.tsx";
import { useModal } from "../chrome/useModal.ts";

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
  const { server, request, onRespond, status, onDone, onCancelWaiting, locale, messages, className, queue, unstyled } = props;
  const t = useTranslate(locale, messages, allCatalogues);
  const idBase = useId();
  const inspection = useMemo(() => inspectUrl(request.url), [request.url]);
  const { respond, status: answer } = useRespondOnce(onRespond);
  const [progressClosed, setProgressClosed] = useState(false);
  // Progress is about a page the person opened: only after `accept`, never after decline or cancel.
  const [accepted, setAccepted] = useState(false);
  const showProgress = accepted && status !== undefined && !progressClosed;
  const finishProgress = (after?: () => void) => {
    setProgressClosed(true);
    after?.();
  };

  // Close, Escape and the backdrop: before consent a cancel; while waiting, giving up; after completion, done.
  const cancel = () => {
    if (!showProgress) respond({ action: "cancel" });
    else finishProgress(status === "complete" ? onDone : onCancelWaiting);
  };
  const modal = useModal({
    open: answer === "open" || showProgress,
    // Focus the heading, not a button: an Enter meant for the chat box must neither open nor decline.
    onOpen: (dialog) => dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus(),
    onCancel: cancel,
    canDismissOnBackdrop: () => true,
  });

  const ids = { ...requestIds(idBase), url: `${idBase}-url` };
  const open = () => {
    if (!inspection.canOpen || !inspection.href) return;
    // Answer first: even if the browser refuses the new tab, the person did consent.
    if (!respond({ action: "accept" })) return;
    setAccepted(true);
    window.open(inspection.href, "_blank", "noopener,noreferrer");
  };
  const busy = answer !== "open";

  return (
    <dialog
      ref={modal.ref}
      className={rootClassName(unstyled, "rme-dialog", "rme-dialog--url", className)}
      aria-labelledby={ids.heading}
      aria-describedby={ids.message}
      data-state={modal.state}
      data-status={showProgress ? status : answer}
      {...modal.handlers}
    >
      <div className="rme-panel">
        <RequestChrome
          t={t}
          server={server}
          ids={ids}
          message={request.message}
          queue={queue}
          titleKey="urlTitle"
          focusHeading
          onClose={cancel}
        >
          {showProgress ? (
            <UrlProgress status={status} t={t} />
          ) : (
            <div className="rme-url-box">
              {inspection.canOpen ? (
                <p className="rme-url-box__label" id={`${ids.url}-label`}>
                  {t("urlDestination")}{" "}
                  <strong className="rme-url-box__site">
                    <bdi>{inspection.site}</bdi>
                  </strong>
                </p>
              ) : (
                <p className="rme-alert" role="alert" id={`${ids.url}-label`}>
                  {t("urlBlocked")}
                </p>
              )}
              <UrlText inspection={inspection} raw={request.url} id={ids.url} />
              <UrlFindings inspection={inspection} t={t} />
              {inspection.host ? <CopyUrlButton href={inspection.href ?? request.url} t={t} /> : null}
            </div>
          )}
        </RequestChrome>
        <footer className="rme-actions">
          {showProgress ? (
            <ProgressActions
              status={status}
              t={t}
              onDone={() => finishProgress(onDone)}
              onCancelWaiting={() => finishProgress(onCancelWaiting)}
            />
          ) : (
            <>
              <DeclineAll queue={queue} server={server} t={t} disabled={busy} />
              <button
                type="button"
                className="rme-button"
                disabled={busy}
                onClick={() => respond({ action: "decline" })}
              >
                {t("decline")}
              </button>
              {inspection.canOpen ? (
                <button type="button" className="rme-button rme-button--primary" disabled={busy} onClick={open}>
                  {t("urlOpen", { host: inspection.site ?? "" })}
                </button>
              ) : null}
            </>
          )}
        </footer>
      </div>
    </dialog>
  );
}
