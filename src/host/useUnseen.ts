// A request can arrive while nobody is looking at the page: another tab in front, another window focused. It
// would wait unnoticed, so the provider counts it in the page's title and, where the person has allowed this
// site's notifications, shows one. That work is in unseen.ts, which a page loads the first time a request
// arrives unseen: most pages never need it.
import { useEffect, useRef } from "react";
import { loader } from "../core/loader.ts";
import type { Translate } from "../core/i18n/translate.ts";
import type { ElicitationQueue } from "../core/queue/queue.ts";
import { displayName, HIDDEN } from "../chrome/ServerHeading.tsx";
import { looking, onAttention } from "./attention.ts";
import { cardOf, focusInlineRequest } from "./focusShortcut.ts";
import type { Shared } from "./unseen.ts";

/** What the provider does for a request that arrives while nobody is looking at the page. */
export interface NotifyOptions {
  /** How many requests wait unseen, before the page's title ("(2) My chat"), until the person is back. */
  title?: boolean;
  /** A system notification per request, only where the person has already allowed this site's notifications. */
  system?: boolean;
}

const unseenPart = /* @__PURE__ */ loader(() => import("./unseen.ts"));

const shared: Shared = {
  looking,
  onAttention,
  displayName,
  hidden: HIDDEN,
  // Inline, focus goes into the request, as the shortcut takes it there; the modal dialog holds focus already.
  goTo: (entryId) => {
    const card = cardOf(entryId);
    if (card) focusInlineRequest(card);
  },
};

export function useUnseen(queue: ElicitationQueue, notify: NotifyOptions | false, t: Translate) {
  const { title = true, system = true } = notify || { title: false, system: false };
  // Read at each change, so that new strings or a switched option need no new watch.
  const latest = { title, system, t };
  const options = useRef(latest);
  options.current = latest;
  const on = title || system;

  useEffect(() => {
    if (!on) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    // The requests that arrived unseen until the watch loads; what is on the queue as this starts counts as
    // arriving now (a locale still loading keeps the provider's view from starting before a request).
    const arrived: number[] = [];
    let known = new Set<number>();
    const check = () => {
      const pending = queue.getSnapshot().entries.filter((entry) => entry.phase === "pending");
      if (!looking()) for (const { id } of pending) if (!known.has(id)) arrived.push(id);
      known = new Set(pending.map(({ id }) => id));
      // A load that failed (offline, a chunk gone after a deploy) is tried again at the next change.
      if (arrived.length > 0)
        unseenPart.load().then(({ watchUnseen }) => {
          if (stopped || stop) return;
          unsubscribe();
          stop = watchUnseen(queue, arrived, () => options.current, shared);
        }, () => {});
    };
    const unsubscribe = queue.subscribe(check);
    check();
    return () => {
      stopped = true;
      unsubscribe();
      stop?.();
    };
  }, [queue, on]);
}
