// What the provider shows: the first request in the queue, "1 of 3", and a short notice when a server
// withdraws a request. Each request is its own component instance (keyed by entry), so answers never mix.
import { useEffect } from "react";
import { ElicitationDialog } from "../dialog/ElicitationDialog.tsx";
import { UrlElicitationPrompt } from "../dialog/UrlElicitationPrompt.tsx";
import type { ElicitationUiProps } from "../form/ElicitationForm.tsx";
import { rootClassName } from "../form/rootClassName.ts";
import { withServerName } from "../form/ServerHeading.tsx";
import { useTranslate } from "../form/useTranslate.ts";
import { allCatalogues } from "../i18n/catalogues.ts";
import type { ElicitationQueue, QueueSnapshot } from "./queue.ts";

interface QueueViewProps extends Omit<ElicitationUiProps, "queue" | "className"> {
  queue: ElicitationQueue;
  snapshot: QueueSnapshot;
  noticeDuration: number;
  trackUrlCompletion: boolean;
}

export function QueueView({ queue, snapshot, noticeDuration, trackUrlCompletion, ...ui }: QueueViewProps) {
  const t = useTranslate(ui.locale, ui.messages, allCatalogues);
  const { entries, notice } = snapshot;
  const current = entries[0];

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => queue.clearNotice(notice.id), noticeDuration);
    return () => clearTimeout(timer);
  }, [queue, notice, noticeDuration]);

  // A completed URL request says so briefly, then makes way for the next. Keyed by id, not by the entry
  // object, which is new on every change to the queue: requests arriving must not restart the timer.
  const completedId = current?.phase === "complete" ? current.id : undefined;
  useEffect(() => {
    if (completedId === undefined) return;
    const timer = setTimeout(() => queue.dismiss(completedId), noticeDuration);
    return () => clearTimeout(timer);
  }, [queue, completedId, noticeDuration]);

  let shown = null;
  if (current) {
    const { id, server, params, phase } = current;
    const info = { position: 1, total: entries.length, onDeclineAll: () => queue.declineAllFrom(server) };
    const onRespond = (result: Parameters<ElicitationQueue["respond"]>[1]) => queue.respond(id, result);
    if (params.mode === "url") {
      const tracked = trackUrlCompletion && params.elicitationId !== undefined;
      shown = (
        <UrlElicitationPrompt
          key={id}
          locale={ui.locale}
          messages={ui.messages}
          unstyled={ui.unstyled}
          server={server}
          request={params}
          onRespond={onRespond}
          queue={info}
          status={tracked ? (phase === "complete" ? "complete" : "waiting") : undefined}
          onDone={() => queue.dismiss(id, "done")}
          onCancelWaiting={() => queue.dismiss(id, "cancelled")}
        />
      );
    } else {
      shown = <ElicitationDialog key={id} {...ui} server={server} request={params} onRespond={onRespond} queue={info} />;
    }
  }

  return (
    <>
      {shown}
      <p className={rootClassName(ui.unstyled, "rme-notice")} role="status">
        {notice ? withServerName(t, "withdrawn", notice.server) : null}
      </p>
    </>
  );
}
