// After consent, while the flow runs in the tab the person opened: a card at the edge of the page, not a
// modal, so the host stays usable meanwhile (a server may never send the completion notice). It takes no
// focus; its status line is a live region, so the confirmation is announced when the server sends it.
import { useId } from "react";
import type { ServerIdentity } from "../core/protocol/types.ts";
import type { RequestUiProps } from "../chrome/props.ts";
import { rootProps } from "../chrome/rootClassName.ts";
import { withServerName } from "../chrome/ServerHeading.tsx";
import { useTranslate } from "../chrome/useTranslate.ts";
import { enUrl } from "../core/i18n/en.ts";
import { ProgressActions, UrlProgress, type UrlElicitationStatus } from "./UrlProgress.tsx";

export interface UrlWaitingCardProps extends Pick<RequestUiProps, "locale" | "messages" | "unstyled"> {
  server: ServerIdentity;
  status: UrlElicitationStatus;
  /** Done while waiting, or closing the confirmation. */
  onDone: () => void;
  /** The person gave up waiting. */
  onCancelWaiting: () => void;
}

export function UrlWaitingCard({ server, status, onDone, onCancelWaiting, locale, messages, unstyled }: UrlWaitingCardProps) {
  const t = useTranslate(locale, messages, enUrl);
  const headingId = useId();
  return (
    <section {...rootProps(t, unstyled, "rme-waiting")} aria-labelledby={headingId} data-status={status}>
      <h2 className="rme-waiting__heading" id={headingId}>
        {withServerName(t, "urlWaitingHeading", server)}
      </h2>
      <UrlProgress status={status} t={t} />
      <div className="rme-actions">
        <ProgressActions status={status} t={t} onDone={onDone} onCancelWaiting={onCancelWaiting} />
      </div>
    </section>
  );
}
