// What a URL-mode request shows, in the modal prompt and the inline card alike: who asks, the URL with
// its owner highlighted, every finding, Copy, and Open / Decline; after consent, the progress with Done
// and Cancel.
import type { ElicitRequestURLParams, ServerIdentity } from "../core/protocol/types.ts";
import type { TaskInfo } from "../core/elicit/elicit.ts";
import { DeclineAll, type QueueInfo } from "../chrome/QueueStatus.tsx";
import { RequestChrome } from "../chrome/RequestChrome.tsx";
import { contentLanguageOf } from "../core/protocol/contentLanguage.ts";
import { CopyUrlButton, UrlFindings, UrlText } from "./UrlDetails.tsx";
import { ProgressActions, UrlProgress } from "./UrlProgress.tsx";
import type { UrlPrompt } from "./useUrlPrompt.ts";

export interface UrlPromptPanelProps {
  prompt: UrlPrompt;
  server: ServerIdentity;
  request: ElicitRequestURLParams;
  queue?: QueueInfo;
  task?: TaskInfo;
}

export function UrlPromptPanel({ prompt, server, request, queue, task }: UrlPromptPanelProps) {
  const { t, ids, inspection, progress } = prompt;
  const busy = prompt.answer !== "open";
  return (
    <div className="rme-panel">
      <RequestChrome
        t={t}
        server={server}
        ids={ids}
        message={request.message}
        lang={contentLanguageOf(request)}
        queue={queue}
        task={task}
        titleKey="urlTitle"
        // Where focus goes, rather than a button: the modal puts it there when it opens, the inline card when
        // the button that had it goes, and the host (src/host/focusShortcut.ts) when asked.
        focusHeading
        onClose={prompt.cancel}
      >
        {progress ? (
          <UrlProgress status={progress} t={t} />
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
        {progress ? (
          <ProgressActions status={progress} t={t} onDone={prompt.done} onCancelWaiting={prompt.cancelWaiting} />
        ) : (
          <>
            <DeclineAll queue={queue} server={server} t={t} disabled={busy} />
            <div className="rme-actions__buttons">
              <button type="button" className="rme-button" disabled={busy} onClick={() => prompt.respond({ action: "decline" })}>
                {t("decline")}
              </button>
              {inspection.canOpen ? (
                <button type="button" className="rme-button rme-button--primary" disabled={busy} onClick={prompt.open}>
                  {t("urlOpen", { host: inspection.site ?? "" })}
                </button>
              ) : null}
            </div>
          </>
        )}
      </footer>
    </div>
  );
}
