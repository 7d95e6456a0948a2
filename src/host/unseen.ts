// The requests that arrived while nobody was looking at the page, until the person is back (the page shown and
// focused again): their count before the page's title, and a system notification for each. One that ends
// meanwhile (answered in another tab, withdrawn by its server) is no longer counted, and its notification goes.
// Loaded on demand, the first time a request arrives unseen (useUnseen.ts).
import type { Translate } from "../core/i18n/translate.ts";
import type { ElicitationQueue } from "../core/queue/queue.ts";
import { notifyArrival, type NotifyParts } from "./systemNotification.ts";
import { titleCount } from "./titleCount.ts";

export interface UnseenOptions {
  title: boolean;
  system: boolean;
  t: Translate;
}

/**
 * What this part uses of the code every page loads, handed to it rather than imported: a module imported by
 * both would be split off into a file of its own, one more for every page to load.
 */
export interface Shared extends NotifyParts {
  looking: () => boolean;
  onAttention: (onChange: () => void) => () => void;
}

/** `arrived`: the pending requests that arrived unseen before this started. Returns the function that stops it. */
export function watchUnseen(queue: ElicitationQueue, arrived: readonly number[], options: () => UnseenOptions, shared: Shared): () => void {
  // Tags replace each other across a site's tabs, and every tab numbers its requests from 1: a tag of this
  // page's own keeps one tab's notification from replacing another's.
  const tag = `rme-${Math.random().toString(36).slice(2)}-`;
  let known = new Set(queue.getSnapshot().entries.map(({ id }) => id));
  const unseen = new Set(arrived);
  // The unseen requests notified of (null where no notification could be shown): a request leaves this only
  // when it leaves `unseen`, which it never enters again, so none is notified twice.
  const notified = new Map<number, Notification | null>();
  const showCount = titleCount();

  const update = () => {
    const { entries } = queue.getSnapshot();
    const pending = entries.filter((entry) => entry.phase === "pending");
    const away = !shared.looking();
    for (const { id } of pending) if (away && !known.has(id)) unseen.add(id);
    known = new Set(entries.map(({ id }) => id));
    for (const id of unseen) if (!away || !pending.some((entry) => entry.id === id)) unseen.delete(id);

    const { title, system, t } = options();
    for (const [id, notification] of notified) {
      if (unseen.has(id)) continue;
      notification?.close();
      notified.delete(id);
    }
    if (system) for (const entry of pending) if (unseen.has(entry.id) && !notified.has(entry.id)) notified.set(entry.id, notifyArrival(entry, t, tag + entry.id, shared));
    showCount(title ? unseen.size : 0, t);
  };

  const unsubscribe = queue.subscribe(update);
  const unwatch = shared.onAttention(update);
  update();
  return () => {
    unsubscribe();
    unwatch();
    for (const notification of notified.values()) notification?.close();
    showCount(0, options().t);
  };
}
