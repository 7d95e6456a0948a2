// What the provider shows: the first request in the queue, "1 of 3", and a short notice when a server
// withdraws a request. Each request is its own component instance (keyed by entry), so answers never mix.
// A URL flow the person consented to waits in a card at the page's edge (`urlWaiting="background"`) or
// keeps the modal until it ends (`"modal"`).
import { useEffect, useSyncExternalStore } from "react";
import { ElicitationDialog } from "../form/ElicitationDialog.tsx";
import { UrlElicitationPrompt } from "../url/UrlElicitationPrompt.tsx";
import { UrlWaitingCard } from "../url/UrlWaitingCard.tsx";
import type { ElicitationUiProps } from "../form/props.ts";
import type { UrlOpener } from "../url/props.ts";
import type { RequestUiProps } from "../chrome/props.ts";
import { rootClassName, rootProps } from "../chrome/rootClassName.ts";
import { withServerName } from "../chrome/ServerHeading.tsx";
import { useTranslate } from "../chrome/useTranslate.ts";
import { enUrl } from "../core/i18n/en.ts";
import type { ElicitationQueue, QueueEntry, QueueSnapshot } from "../core/queue/queue.ts";
import type { EndReason } from "../core/elicit/ended.ts";
import type { MessageKey } from "../core/i18n/messages.ts";
import type { Translate } from "../core/i18n/translate.ts";
import type { OutletRegistry } from "./outlets.ts";
import { InlineArrival } from "./InlineArrival.tsx";
import { formProps, queueInfo, urlPromptProps } from "./entryProps.ts";
import { useUnseen, type NotifyOptions } from "./useUnseen.ts";

export type UrlWaiting = "background" | "modal";

const noticeMessages = {
  withdrawn: "withdrawn",
  disconnected: "disconnected",
  "taken-back": "takenBack",
  abandoned: "abandoned",
  "answered-elsewhere": "answeredElsewhere",
} as const satisfies Record<EndReason, MessageKey>;

interface QueueViewProps extends Omit<ElicitationUiProps, "queue" | "className"> {
  openUrl?: UrlOpener;
  queue: ElicitationQueue;
  snapshot: QueueSnapshot;
  noticeDuration: number;
  trackUrlCompletion: boolean;
  urlWaiting: UrlWaiting;
  /** The inline presentation's outlets: what they show is not the modal's. */
  outlets?: OutletRegistry;
  /** Inline: the keys that move focus to a request in an outlet. */
  focusShortcut?: string | false;
  /** What is done for a request that arrives while nobody is looking at the page. */
  notify: NotifyOptions | false;
  allowBlocking: boolean;
}

const noOutlets = { subscribe: () => () => {}, getVersion: () => 0 };

export function QueueView({ queue, snapshot, noticeDuration, trackUrlCompletion, urlWaiting, outlets, focusShortcut, notify, allowBlocking, openUrl: hostOpener, ...ui }: QueueViewProps) {
  const t = useTranslate(ui.locale, ui.messages, enUrl);
  useUnseen(queue, notify, t);
  const { entries, notice } = snapshot;
  // In the background, flows that wait take no turn: the modal is for what still needs an answer.
  const inBackground = urlWaiting === "background";
  // Inline, the modal shows only what no mounted outlet takes (ElicitationOutlet.tsx).
  const { subscribe, getVersion } = outlets ?? noOutlets;
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const shownInTurn = (inBackground ? entries.filter((entry) => entry.phase === "pending") : entries).filter(
    (entry) => !outlets || entry.phase !== "pending" || outlets.outletFor(entry) === undefined,
  );
  const current = shownInTurn[0];

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => queue.clearNotice(notice.id), noticeDuration);
    return () => clearTimeout(timer);
  }, [queue, notice, noticeDuration]);
  useDismissWhenComplete(queue, current?.phase === "complete" ? current.id : undefined, noticeDuration);

  let shown = null;
  if (current) {
    const { id, server, params, phase, task, openUrl, attempt } = current;
    const info = queueInfo(queue, server, 1, shownInTurn.length, allowBlocking);
    const onRespond = (result: Parameters<ElicitationQueue["respond"]>[1]) => queue.respond(id, result);
    if (params.mode === "url") {
      const tracked = !inBackground && trackUrlCompletion && params.elicitationId !== undefined;
      shown = (
        <UrlElicitationPrompt
          key={`${id}.${attempt}`}
          {...urlPromptProps({ ...ui, openUrl: hostOpener }, server, params, onRespond, info, task, openUrl)}
          status={tracked ? (phase === "complete" ? "complete" : "waiting") : undefined}
          onDone={() => queue.dismiss(id, "done")}
          onCancelWaiting={() => queue.dismiss(id, "cancelled")}
        />
      );
    } else {
      shown = <ElicitationDialog key={`${id}.${attempt}`} {...formProps(ui, current, params, onRespond, info)} />;
    }
  }
  // Only the first entry can have been answered in modal mode, so the cards are for the background alone.
  const waiting = inBackground ? entries.filter((entry) => entry.phase !== "pending") : [];

  return (
    <>
      {shown}
      {waiting.length > 0 ? (
        <div className={rootClassName(ui.unstyled, "rme-waiting-list")}>
          {waiting.map((entry) => (
            <WaitingEntry key={entry.id} entry={entry} queue={queue} noticeDuration={noticeDuration} ui={ui} />
          ))}
        </div>
      ) : null}
      {outlets ? <InlineArrival outlets={outlets} t={t} unstyled={ui.unstyled} shortcut={focusShortcut || undefined} /> : null}
      <Notice queue={queue} snapshot={snapshot} t={t} unstyled={ui.unstyled} />
    </>
  );
}

/**
 * The toast at the page's foot: how a request ended, or that a server was just blocked, with an Undo and a Close
 * (the block stays until undone). Its status region is always there, so that what it says is heard.
 */
function Notice({ queue, snapshot: { notice, justBlocked }, t, unstyled }: { queue: ElicitationQueue; snapshot: QueueSnapshot; t: Translate; unstyled?: boolean }) {
  const text = notice
    ? withServerName(t, notice.unsent ? "unsentEnded" : noticeMessages[notice.kind], notice.server)
    : justBlocked
      ? withServerName(t, "blockedNotice", justBlocked)
      : null;
  return (
    <div {...rootProps(t, unstyled, "rme-notice")} data-empty={text ? undefined : ""}>
      <p role="status">{text}</p>
      {justBlocked && !notice ? (
        <>
          <button type="button" className="rme-notice__action" onClick={() => queue.unblock(justBlocked)}>
            {t("unblock")}
          </button>
          <button type="button" className="rme-notice__action" onClick={() => queue.dismissBlocked()}>
            {t("close")}
          </button>
        </>
      ) : null}
    </div>
  );
}

interface WaitingEntryProps {
  entry: QueueEntry;
  queue: ElicitationQueue;
  noticeDuration: number;
  ui: Pick<RequestUiProps, "locale" | "messages" | "unstyled">;
}

function WaitingEntry({ entry, queue, noticeDuration, ui }: WaitingEntryProps) {
  const complete = entry.phase === "complete";
  useDismissWhenComplete(queue, complete ? entry.id : undefined, noticeDuration);
  return (
    <UrlWaitingCard
      {...ui}
      server={entry.server}
      status={complete ? "complete" : "waiting"}
      onDone={() => queue.dismiss(entry.id, "done")}
      onCancelWaiting={() => queue.dismiss(entry.id, "cancelled")}
    />
  );
}

// A completed URL flow says so briefly, then leaves. Keyed by id, not by the entry object, which is new on
// every change to the queue: requests arriving must not restart the timer.
function useDismissWhenComplete(queue: ElicitationQueue, completedId: number | undefined, duration: number) {
  useEffect(() => {
    if (completedId === undefined) return;
    const timer = setTimeout(() => queue.dismiss(completedId), duration);
    return () => clearTimeout(timer);
  }, [queue, completedId, duration]);
}
