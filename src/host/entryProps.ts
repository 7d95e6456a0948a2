// What a queued request's UI is given, in the modal (QueueView) and in an outlet alike: its queue line, the URL
// prompt's props and the form's, each from the queue entry.
import type { ElicitResult, ElicitRequestFormParams, ElicitRequestURLParams, ServerIdentity } from "../core/protocol/types.ts";
import type { RequestUiProps } from "../chrome/props.ts";
import type { QueueInfo } from "../chrome/QueueStatus.tsx";
import type { ElicitationFormProps } from "../form/ElicitationForm.tsx";
import type { UrlElicitationPromptProps, UrlOpener } from "../url/props.ts";
import type { TaskInfo } from "../core/elicit/elicit.ts";
import type { ElicitationQueue, QueueEntry } from "../core/queue/queue.ts";

/** "Request 1 of 3", and "Block requests from …" where the provider allows it. */
export function queueInfo(queue: ElicitationQueue, server: ServerIdentity, position: number, total: number, allowBlocking: boolean): QueueInfo {
  return { position, total, ...(allowBlocking ? { onDeclineAll: () => queue.declineAllFrom(server) } : {}) };
}

/** The form of an entry (`request`, its params in form mode): what the dialog and the inline form take. */
export function formProps(
  ui: Omit<ElicitationFormProps, "request" | "onRespond">,
  { server, task, unsent, maxContentBytes }: QueueEntry,
  request: ElicitRequestFormParams,
  onRespond: (result: ElicitResult) => void,
  queue: QueueInfo,
): ElicitationFormProps & { server: ServerIdentity } {
  return { ...ui, server, request, onRespond, queue, task, unsent, maxContentBytes };
}

export function urlPromptProps(
  ui: Pick<RequestUiProps, "locale" | "messages" | "unstyled"> & { openUrl?: UrlOpener },
  server: ServerIdentity,
  request: ElicitRequestURLParams,
  onRespond: (result: ElicitResult) => void,
  queue: QueueInfo,
  task: TaskInfo | undefined,
  openUrl: UrlOpener | undefined,
): UrlElicitationPromptProps {
  // The request's own way to open its URL (the relay's host) before the provider's.
  const opener = openUrl ?? ui.openUrl;
  return { locale: ui.locale, messages: ui.messages, unstyled: ui.unstyled, server, request, onRespond, queue, task, ...(opener && { openUrl: opener }) };
}
