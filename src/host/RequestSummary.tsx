// What is left of an inline request once it has ended: a compact, read-only record in the transcript of who
// asked, what happened and, for an accepted form, what left the page (core/queue/history.ts). The server's
// name is placed as the dialogs place it (chrome/ServerHeading.tsx), so it cannot pass for another's here either.
import { Fragment, useId, useMemo } from "react";
import type { MessageKey } from "../core/i18n/messages.ts";
import type { Translate } from "../core/i18n/translate.ts";
import type { HistoryRecord } from "../core/queue/history.ts";
import { MessageText } from "../chrome/MessageText.tsx";
import { rootProps } from "../chrome/rootClassName.ts";
import { labelWithServerName, withServerName } from "../chrome/ServerHeading.tsx";
import { sentValues } from "./sentValues.ts";

export interface RequestSummaryProps {
  record: HistoryRecord;
  t: Translate;
  /** Structure only: the default stylesheet does not apply. */
  unstyled?: boolean;
}

/** The first line: who asked and what happened. */
function lineKey({ action, params }: HistoryRecord): MessageKey {
  if (action === "accept") return params.mode === "url" ? "summaryOpened" : "summaryAnswered";
  if (action === "decline") return "summaryDeclined";
  if (action === "cancel") return "summaryDismissed";
  if (action === "answered-elsewhere") return "summaryAnsweredElsewhere";
  return "summaryWithdrawn";
}

export function RequestSummary({ record, t, unstyled }: RequestSummaryProps) {
  const id = useId();
  // A transcript re-renders its summaries with every message: read the schema once per record.
  const values = useMemo(() => sentValues(record, t), [record, t]);
  const acceptedForm = record.action === "accept" && record.params.mode !== "url";
  return (
    <article {...rootProps(t, unstyled, "rme-summary")} aria-label={labelWithServerName(t, lineKey(record), record.server)} data-action={record.action}>
      <p className="rme-summary__line">
        {withServerName(t, lineKey(record), record.server)}
      </p>
      <MessageText text={record.params.message} id={`${id}-message`} />
      {acceptedForm && values.length === 0 ? <p className="rme-summary__none">{t("summaryNothingSent")}</p> : null}
      {values.length > 0 ? (
        <dl className="rme-summary__values">
          {values.map((value) => (
            <Fragment key={value.key}>
              <dt>{value.label}</dt>
              <dd {...(value.masked ? { "data-masked": "" } : {})}>{value.text}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
    </article>
  );
}
