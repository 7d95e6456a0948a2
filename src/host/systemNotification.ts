// A system notification for a request that arrived while nobody was looking: who asks, and what. Only where the
// person has already allowed this site's notifications; the library never asks by itself (the host calls
// requestNotificationPermission from a click). A click on it brings the person to the request.
import type { Translate } from "../core/i18n/translate.ts";
import type { ServerIdentity } from "../core/protocol/types.ts";
import type { QueueEntry } from "../core/queue/queue.ts";

/** What a notification uses of the code every page loads, handed to it (unseen.ts, `Shared`). */
export interface NotifyParts {
  displayName: (server: ServerIdentity) => string;
  /** The characters that show nothing yet change what a name shows (chrome/ServerHeading.tsx). */
  hidden: RegExp;
  /** Takes focus to the request, where the person answers it. */
  goTo: (entryId: number) => void;
}

/**
 * Text for a notification, which shows plain text on as few lines as it can: spaces and line breaks become one
 * space, and a character that shows nothing yet changes what a name shows is shown as "\uFFFD", as in the
 * request's heading (chrome/ServerHeading.tsx). Cut to `max` code points.
 */
function plain(text: string, max: number, hidden: RegExp): string {
  const chars = [...text.replace(/\s+/g, " ").trim().replace(new RegExp(hidden.source, "gu"), "\uFFFD")];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : chars.join("");
}

/** The notification shown, or null where there can be none. `tag` is the request's own, so it is never shown twice. */
export function notifyArrival(entry: QueueEntry, t: Translate, tag: string, { displayName, hidden, goTo }: NotifyParts): Notification | null {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return null;
  try {
    // The name isolated, so that right-to-left characters in it cannot reorder the sentence around it.
    const server = `\u2068${plain(displayName(entry.server), 60, hidden)}\u2069`;
    const body = plain(entry.params.message, 180, hidden);
    const notification = new Notification(t("notifyTitle", { server }), { body, tag, lang: t.lang });
    notification.onclick = () => {
      window.focus();
      goTo(entry.id);
      notification.close();
    };
    return notification;
  } catch {
    // Where a page cannot show one itself (Chrome on Android wants a service worker's).
    return null;
  }
}
