// The person's attention in browser tests: they switch to another tab and come back (the commands of
// test/attentionCommands.ts, through the DevTools protocol), and the notifications the page makes, recorded as
// made: window.Notification wrapped for the test, the browser's own underneath.
import { expect, onTestFinished } from "vitest";
import { commands } from "vitest/browser";

declare module "vitest/browser" {
  interface BrowserCommands {
    leavePage: (how?: "hidden" | "shown") => Promise<void>;
    returnToPage: () => Promise<void>;
    grantNotifications: () => Promise<void>;
    clearPermissions: () => Promise<void>;
  }
}

/**
 * Another tab to the front: this page has no focus and is hidden, or with "shown" stays shown (as a window
 * beside the focused one), until `returnToPage` or the test's end.
 */
export async function leavePage(how: "hidden" | "shown" = "hidden") {
  onTestFinished(() => commands.returnToPage());
  await commands.leavePage(how);
  await expect.poll(() => [document.visibilityState, document.hasFocus()]).toEqual([how === "hidden" ? "hidden" : "visible", false]);
}

/** Back to this page's tab: shown and focused again. */
export async function returnToPage() {
  await commands.returnToPage();
  await expect.poll(() => [document.visibilityState, document.hasFocus()]).toEqual(["visible", true]);
}

/** The person's focus is in this page (the test's frame), as when they click in it. */
export async function lookAtPage() {
  window.focus();
  await expect.poll(() => [document.visibilityState, document.hasFocus()]).toEqual(["visible", true]);
}

/** As if the person had allowed the site's notifications, for this test. */
export async function allowNotifications() {
  onTestFinished(() => commands.clearPermissions());
  await commands.grantNotifications();
  expect(Notification.permission).toBe("granted");
}

export interface Made {
  notification: Notification;
  closed: boolean;
}

/** Every notification the page makes during the test, in order, and whether the page closed it. */
export function recordNotifications(): Made[] {
  const made: Made[] = [];
  const Browser = window.Notification;
  window.Notification = class extends Browser {
    private record: Made = { notification: this, closed: false };
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      made.push(this.record);
    }
    override close() {
      this.record.closed = true;
      super.close();
    }
  };
  onTestFinished(() => {
    window.Notification = Browser;
    for (const { notification } of made) notification.close();
  });
  return made;
}
