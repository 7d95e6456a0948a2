// What every request shows, whichever its mode: "Request 1 of 3", who asks, the close control, and the
// message as plain text, with the body's own content after it. The form panel and the URL prompt lay it out
// through this one component, so the two modes cannot drift apart; each adds its own actions below.
import type { ReactNode } from "react";
import type { MessageKey } from "../core/i18n/messages.ts";
import type { Translate } from "../core/i18n/translate.ts";
import type { ServerIdentity } from "../core/protocol/types.ts";
import type { TaskInfo } from "../core/elicit/elicit.ts";
import { MessageText } from "./MessageText.tsx";
import { QueuePosition, type QueueInfo } from "./QueueStatus.tsx";
import { ServerHeading } from "./ServerHeading.tsx";
import { TaskLine } from "./TaskLine.tsx";

/** The ids that name and describe a request's root (`aria-labelledby`, `aria-describedby`). */
export const requestIds = (idBase: string) => ({ heading: `${idBase}-heading`, message: `${idBase}-message` });

export interface RequestChromeProps {
  t: Translate;
  server?: ServerIdentity;
  /** From `requestIds`. */
  ids: { heading: string; message: string };
  message: string;
  /** The language the server says its words are in (core/protocol/contentLanguage.ts). */
  lang?: string;
  queue?: QueueInfo;
  /** The task that asks, if any. */
  task?: TaskInfo;
  /** The heading's message; the form's title by default. */
  titleKey?: MessageKey;
  /** Let the heading take focus when the request opens. */
  focusHeading?: boolean;
  /** The close control: cancel. */
  onClose: () => void;
  /** The body's content after the message. */
  children?: ReactNode;
}

export function RequestChrome({ t, server, ids, message, lang, queue, task, titleKey, focusHeading, onClose, children }: RequestChromeProps) {
  return (
    <>
      <QueuePosition queue={queue} t={t} />
      <header className="rme-header">
        <ServerHeading server={server} id={ids.heading} t={t} titleKey={titleKey} focusable={focusHeading} />
        <button type="button" className="rme-close" aria-label={t("close")} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <TaskLine task={task} t={t} />
      <div className="rme-body">
        <MessageText text={message} id={ids.message} lang={lang} />
        {children}
      </div>
    </>
  );
}
