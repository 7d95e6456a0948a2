// The provider shows system notifications only where the person has already allowed them: it never asks by
// itself, since browsers ignore (or hold against the site) a request for permission that no click caused.

/** The person's answer, or "unsupported" where the browser has no notifications (iOS outside an installed app). */
export type NotificationPermissionResult = NotificationPermission | "unsupported";

/** Asks the person to allow this site's notifications: call it from a click (an "Allow notifications" button). */
export function requestNotificationPermission(): Promise<NotificationPermissionResult> {
  if (typeof Notification === "undefined") return Promise.resolve("unsupported");
  // Older Safari answers through the callback and returns nothing.
  return new Promise((resolve, reject) => void Notification.requestPermission(resolve)?.then(resolve, reject));
}
