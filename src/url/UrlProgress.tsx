// After consent: the flow happens in the other tab. The host reports "waiting" or "complete"; the person
// can always say Done or Cancel themselves, since the server's completion notice may never arrive.
import type { Translate } from "../core/i18n/translate.ts";

export type UrlElicitationStatus = "waiting" | "complete";

export function UrlProgress({ status, t }: { status: UrlElicitationStatus | undefined; t: Translate }) {
  return (
    <div className="rme-progress" role="status" data-status={status}>
      {status === "complete" ? (
        <p className="rme-progress__title">{t("urlCompleteBody")}</p>
      ) : (
        <>
          <p className="rme-progress__title">{t("urlWaitingTitle")}</p>
          <p>{t("urlWaitingBody")}</p>
        </>
      )}
    </div>
  );
}

export interface ProgressActionsProps {
  status: UrlElicitationStatus;
  t: Translate;
  onDone?: () => void;
  onCancelWaiting?: () => void;
}

/** Done, and while waiting Cancel: the person ends the flow whether or not the server ever says so. */
export function ProgressActions({ status, t, onDone, onCancelWaiting }: ProgressActionsProps) {
  return (
    <>
      {status === "waiting" ? (
        <button type="button" className="rme-button" onClick={onCancelWaiting}>
          {t("urlCancelWaiting")}
        </button>
      ) : null}
      <button type="button" className="rme-button rme-button--primary" onClick={onDone}>
        {t("urlDone")}
      </button>
    </>
  );
}
