// Where the inline presentation answers requests: in the host's own page, such as the end of a chat
// transcript. An outlet shows the requests it takes (by server, by the host's key, or a rule of its own), one
// at a time with "1 of 3" or all stacked, and what each ended with as a read-only summary, the record of what
// left the page. A request no mounted outlet takes is shown by the provider's modal.
import { Suspense, useContext, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import type { ElicitResult } from "../core/protocol/types.ts";
import type { QueueEntry } from "../core/queue/queue.ts";
import type { HistoryRecord } from "../core/queue/history.ts";
import type { RequestUiProps } from "../chrome/props.ts";
import { rootClassName } from "../chrome/rootClassName.ts";
import { useLoaded } from "../chrome/useLoaded.ts";
import { useCatalogue, useTranslate } from "../chrome/useTranslate.ts";
import { enUrl } from "../core/i18n/en.ts";
import { ElicitationForm } from "../form/ElicitationForm.tsx";
import { UrlElicitationInline } from "../url/UrlElicitationInline.tsx";
import { urlMode } from "../url/urlMode.ts";
import { OutletContext, type OutletContextValue } from "./HostContext.ts";
import { matches, type OutletMatch } from "./outlets.ts";
import { CARD_ATTRIBUTE, focusInlineRequest } from "./focusShortcut.ts";
import { RequestSummary } from "./RequestSummary.tsx";
import { formProps, queueInfo, urlPromptProps } from "./entryProps.ts";

export interface ElicitationOutletProps extends OutletMatch {
  /** Show every pending request at once, stacked, instead of one at a time with "1 of N". */
  stacked?: boolean;
  /** Keep a read-only summary of each request answered here (default `true`); `false` shows none. */
  summaries?: boolean;
  className?: string;
}

export function ElicitationOutlet({ stacked = false, summaries = true, className, ...match }: ElicitationOutletProps) {
  const context = useContext(OutletContext);
  if (!context) throw new Error("<ElicitationOutlet> must be rendered inside <ElicitationProvider>.");
  const { snapshot, outlets, presentation, ui } = context;
  // Read at each decision, so a filter written inline needs no new registration.
  const latest = useRef(match);
  latest.current = match;
  const [id, setId] = useState<number>();
  useLayoutEffect(() => {
    if (presentation !== "inline") return;
    const [registered, unregister] = outlets.register(() => latest.current);
    setId(registered);
    return () => {
      unregister();
      setId(undefined);
    };
  }, [outlets, presentation]);
  useSyncExternalStore(outlets.subscribe, outlets.getVersion, outlets.getVersion);
  if (id === undefined) return null;

  const mine = snapshot.entries.filter((entry) => entry.phase === "pending" && outlets.outletFor(entry) === id);
  const shown = stacked ? mine : mine.slice(0, 1);
  const records = summaries ? snapshot.history.filter((record) => outlets.wasShown(record) && matches(latest.current, record)) : [];
  if (shown.length === 0 && records.length === 0) return null;

  return (
    <div className={rootClassName(ui.unstyled, "rme-outlet", className)}>
      {records.length > 0 ? (
        <Suspense fallback={null}>
          <Summaries records={records} ui={ui} />
        </Suspense>
      ) : null}
      {/* A card arrives (takes focus, or says it has come) once what it shows has loaded: see InlineCard. */}
      {shown.map((entry, i) => (
        <Suspense key={entry.id} fallback={null}>
          <InlineCard entry={entry} context={context} position={stacked ? i + 1 : 1} total={mine.length} />
        </Suspense>
      ))}
    </div>
  );
}

function Summaries({ records, ui }: { records: readonly HistoryRecord[]; ui: RequestUiProps }) {
  const t = useTranslate(ui.locale, ui.messages, enUrl);
  return records.map((record) => <RequestSummary key={record.id} record={record} t={t} unstyled={ui.unstyled} />);
}

interface InlineCardProps {
  entry: QueueEntry;
  context: OutletContextValue;
  position: number;
  total: number;
}

function InlineCard({ entry, context, position, total }: InlineCardProps) {
  const { queue, outlets, ui } = context;
  // What the card shows may load on demand (a locale's messages, URL mode). Until it has, the card itself
  // waits, rather than arriving empty: its arrival below needs the request's heading and buttons there.
  // A card's request keeps its mode (each card is keyed by its request), so the condition never changes.
  useCatalogue(ui.locale);
  if (entry.params.mode === "url") useLoaded(urlMode);
  const ref = useRef<HTMLDivElement>(null);
  // Where the person was before they came to the card: focus goes back there once it is answered, rather
  // than to the page's start with the card gone.
  const returnTo = useRef<HTMLElement>(undefined);
  useLayoutEffect(() => {
    const card = ref.current;
    // Runs before the card leaves the document: focus still inside it would otherwise fall to the page.
    return () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || card?.contains(active);
      if (lost && returnTo.current?.isConnected && !card?.contains(returnTo.current)) returnTo.current.focus();
    };
  }, []);
  // The request as it arrived: the queue makes new entry objects on every change, and arriving happens once.
  const [arrived] = useState(entry);
  useLayoutEffect(() => {
    outlets.markShown(arrived.id, queue.getSnapshot());
    const card = ref.current;
    if (!card) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) returnTo.current = active;
    // The person is not typing anywhere: the request takes focus, as the modal would.
    if (!active || active === document.body) {
      focusInlineRequest(card, { preventScroll: !following(card) });
      return;
    }
    // They are busy elsewhere (a chat composer): say so once, and leave focus where it is.
    outlets.announce(arrived);
    // The card's own box, whose scroll margin (styles.css) keeps its heading clear of the arrival notice.
    if (following(card)) (card.firstElementChild ?? card).scrollIntoView({ block: "nearest" });
    return () => outlets.attended(arrived.id);
  }, [outlets, arrived]);

  const onRespond = (result: ElicitResult) => queue.respond(entry.id, result);
  const info = queueInfo(queue, entry.server, position, total, context.allowBlocking);
  const { params, server, task, openUrl, attempt } = entry;
  return (
    <div
      ref={ref}
      {...{ [CARD_ATTRIBUTE]: entry.id }}
      onFocus={(event) => {
        outlets.attended(entry.id);
        const from = event.relatedTarget;
        // Not the arrival's own button, which goes as soon as it has done its work.
        if (from instanceof HTMLElement && !event.currentTarget.contains(from) && !from.closest('[role="status"]')) returnTo.current = from;
      }}
    >
      {params.mode === "url" ? (
        <UrlElicitationInline key={attempt} {...urlPromptProps(ui, server, params, onRespond, info, task, openUrl)} />
      ) : (
        // Each showing its own form: one shown again because its answer was not sent starts from that answer.
        <ElicitationForm key={attempt} {...formProps(ui, entry, params, onRespond, info)} />
      )}
    </div>
  );
}

/**
 * Whether the person is following the end of what they read: the card starts within, or just below, the
 * visible part of its scrolling container. Someone who scrolled up to read earlier messages is not pulled
 * down by a request arriving.
 */
function following(card: HTMLElement): boolean {
  const container = scrollParent(card);
  const bottom = container ? container.getBoundingClientRect().bottom : window.innerHeight;
  return card.getBoundingClientRect().top <= bottom + 64;
}

function scrollParent(element: HTMLElement): HTMLElement | undefined {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === "auto" || overflowY === "scroll") && node.scrollHeight > node.clientHeight) return node;
  }
  return undefined;
}
