// What the URL prompt is given for a queued request, in the modal (QueueView) and in an outlet alike.
import type { ElicitResult, ElicitRequestURLParams, ServerIdentity } from "../core/protocol/types.ts";
import type { RequestUiProps } from "../chrome/props.ts";
import type { QueueInfo } from "../chrome/QueueStatus.tsx";
import type { UrlElicitationPromptProps, UrlOpener } from "../url/props.ts";
import type { TaskInfo } from "../core/elicit/elicit.ts";

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
