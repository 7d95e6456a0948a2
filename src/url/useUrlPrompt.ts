// A URL-mode request's state and actions, shared by the modal prompt and the inline card: the URL's
// inspection, exactly one answer, the click that opens the URL, and the progress shown after consent.
// Each container only decides where this shows and how Escape and focus reach it.
import { useId, useMemo, useState } from "react";
import { requestIds } from "../chrome/RequestChrome.tsx";
import { useRespondOnce } from "../chrome/useRespondOnce.ts";
import { useTranslate } from "../chrome/useTranslate.ts";
import { enUrl } from "../core/i18n/en.ts";
import type { LoadedUrlPromptProps } from "./props.ts";

export type UrlPrompt = ReturnType<typeof useUrlPrompt>;

/** The default: a new top-level browsing context the page cannot reach or be reached from. */
const openInNewTab = (url: string) => void window.open(url, "_blank", "noopener,noreferrer");

export function useUrlPrompt({ request, onRespond, status, onDone, onCancelWaiting, locale, messages, inspectUrl, openUrl = openInNewTab }: LoadedUrlPromptProps) {
  const t = useTranslate(locale, messages, enUrl);
  const idBase = useId();
  const inspection = useMemo(() => inspectUrl(request.url), [inspectUrl, request.url]);
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

  const open = () => {
    if (!inspection.canOpen || !inspection.href) return;
    // Answer first: even if the browser refuses the new tab, the person did consent.
    if (!respond({ action: "accept" })) return;
    setAccepted(true);
    openUrl(inspection.href);
  };

  return {
    t,
    ids: { ...requestIds(idBase), url: `${idBase}-url` },
    inspection,
    respond,
    answer,
    /** Something to show: the question before an answer, or the progress after consent. */
    active: answer === "open" || showProgress,
    /** The progress shown after consent, if any. */
    progress: showProgress ? status : undefined,
    /** The root's `data-status`: the progress, else the answer's. */
    dataStatus: showProgress ? status : answer,
    cancel,
    open,
    done: () => finishProgress(onDone),
    cancelWaiting: () => finishProgress(onCancelWaiting),
  };
}
