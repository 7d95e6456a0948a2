// After consent: the flow happens in the other tab. The host reports "waiting" or "complete"; the person
// can always say Done or Cancel themselves, since the server's completion notice may never arrive.
import type { Translate } from "../i18n/translate.ts";

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
