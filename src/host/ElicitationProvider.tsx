// The host's one line of code: wrap the app, then hand every `elicitation/create` to `useElicitation()`.
// Requests from any number of servers wait in one queue and are shown one at a time; each promise
// settles exactly once (answered, withdrawn, declined by the flood rules, or cancelled on unmount).
import { Suspense, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { ElicitationUiProps } from "../form/props.ts";
import type { UrlOpener } from "../url/props.ts";
import { warmUpElicitation } from "../form/warmUp.tsx";
import type { ElicitFn, ElicitMethods } from "../core/elicit/elicit.ts";
import { ElicitationQueue, type QueueOptions } from "../core/queue/queue.ts";
import { QueueView, type UrlWaiting } from "./QueueView.tsx";
import { DraftsContext, OutletContext, QueueContext, type Presentation } from "./HostContext.ts";
import { OutletRegistry } from "./outlets.ts";
import { useFocusShortcut, type FocusShortcut } from "./focusShortcut.ts";
import type { HistoryRecord } from "../core/queue/history.ts";
import type { ServerIdentity } from "../core/protocol/types.ts";
import { tagsOf } from "../core/i18n/preference.ts";
import type { NotifyOptions } from "./useUnseen.ts";

export interface ElicitationProviderProps extends Omit<ElicitationUiProps, "queue" | "className">, QueueOptions {
  children?: ReactNode;
  /** How long "… withdrew its request" stays on screen, in milliseconds. */
  noticeDuration?: number;
  /**
   * Run the form once, unseen, in idle time after mounting, so the first request opens as fast as later
   * ones (`warmUpElicitation`). On by default; `false` for a page that must do nothing until asked.
   */
  warmUp?: boolean;
  /**
   * Where an accepted URL flow waits for its end (the server's completion notice, or the person's Done):
   * `"background"` (default), a card at the page's edge while the host and the next request stay usable;
   * `"modal"`, the prompt stays open until then. Only requests with an `elicitationId` (2025-11-25) wait.
   */
  urlWaiting?: UrlWaiting;
  /**
   * Where requests are answered: `"modal"` (default), a dialog over the page; `"inline"`, where the host
   * puts `<ElicitationOutlet />` (in the chat transcript), falling back to the dialog for a request no
   * mounted outlet shows.
   */
  presentation?: Presentation;
  /**
   * Inline: the keys that move focus to the request waiting in an outlet, as "Alt+Shift+E" (the default):
   * modifiers and a letter or digit, joined by "+". `false` for none.
   */
  focusShortcut?: FocusShortcut;
  /**
   * For a request that arrives while nobody is looking at the page (another tab in front, another window
   * focused): `title` puts how many wait unseen before the page's title, "(2) My chat", until the person is
   * back, and the host's own title comes back exactly, or the one it set meanwhile; `system` shows a system
   * notification per request, saying who asks and what, only where the person has already allowed this site's
   * notifications (call `requestNotificationPermission()` from a click to ask), which brings them to the
   * request when clicked. Both on by default; `false` for neither, `{ system: false }` for the title alone.
   */
  notify?: NotifyOptions | false;
  /**
   * Opens the URL of a URL-mode request once the person consents: `window.open` with no opener by default. A page
   * that cannot open windows (a VS Code webview) passes its host's way; a request relayed over a channel whose
   * host opens URLs (`relay.connect`'s `openUrl`) uses that one.
   */
  openUrl?: UrlOpener;
  /**
   * Whether each request offers "Block requests from …": its server's requests are then declined without being
   * shown (the server receives `decline`), until the person presses Undo in the notice that follows, or the host
   * calls `unblock` from `useBlockedServers()`; a reload lifts every block. On by default; `false` leaves it out.
   */
  allowBlocking?: boolean;
}



export function ElicitationProvider({
  children,
  modes,
  maxPendingPerServer,
  trackUrlCompletion,
  noticeDuration = 4000,
  warmUp = true,
  urlWaiting = "background",
  presentation = "modal",
  focusShortcut = "Alt+Shift+E",
  notify = {},
  historyLimit,
  allowBlocking = true,
  ...ui
}: ElicitationProviderProps) {
  const [queue] = useState(() => new ElicitationQueue());
  const [outlets] = useState(() => new OutletRegistry());
  queue.setOptions({ modes, maxPendingPerServer, trackUrlCompletion, historyLimit, sensitiveRules: ui.sensitiveRules });
  queue.languages = ui.locale ? tagsOf(ui.locale) : ["en"];
  useEffect(() => {
    queue.open();
    return () => queue.close();
  }, [queue]);
  useEffect(() => {
    if (warmUp) void warmUpElicitation();
  }, [warmUp]);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  useFocusShortcut(presentation === "inline" ? focusShortcut : false);

  return (
    <QueueContext.Provider value={queue}>
      <DraftsContext.Provider value={ui.drafts}>
        <OutletContext.Provider value={{ queue, snapshot, outlets, presentation, allowBlocking, ui }}>{children}</OutletContext.Provider>
      </DraftsContext.Provider>
      {/* A locale other than English loads on demand (core/i18n/catalogues.ts): the host's page never waits for it. */}
      <Suspense fallback={null}>
        <QueueView
          queue={queue}
          snapshot={snapshot}
          noticeDuration={noticeDuration}
          trackUrlCompletion={trackUrlCompletion !== false}
          urlWaiting={urlWaiting}
          outlets={presentation === "inline" ? outlets : undefined}
          focusShortcut={focusShortcut}
          notify={notify}
          allowBlocking={allowBlocking}
          {...ui}
        />
      </Suspense>
    </QueueContext.Provider>
  );
}

/**
 * The function to give every `elicitation/create`: `(params, { server, signal }) => Promise<ElicitResult>`,
 * the elicit function (core/elicit/elicit.ts) with every method.
 */
export function useElicitation(): ElicitFn & ElicitMethods {
  const queue = useContext(QueueContext);
  if (!queue) throw new Error("useElicitation() must be called inside <ElicitationProvider>.");
  return useMemo(() => {
    const elicit = ((params, options) => queue.elicit(params, options)) as ElicitFn & ElicitMethods;
    elicit.complete = (id) => queue.complete(id);
    elicit.waitForCompletion = (id, signal) => queue.waitForCompletion(id, signal);
    elicit.withdraw = (server, reason) => queue.withdraw(server, reason);
    elicit.overruled = (params, options) => queue.overruled(params, options);
    elicit.languages = () => queue.languages;
    return elicit;
  }, [queue]);
}

/**
 * How each request shown by the provider ended, oldest first: who asked, what, when, the person's answer and,
 * for an accepted form, what was sent with secret-looking values masked. In the page's memory only.
 */
export function useElicitationHistory(): readonly HistoryRecord[] {
  const queue = useContext(QueueContext);
  if (!queue) throw new Error("useElicitationHistory() must be called inside <ElicitationProvider>.");
  return useSyncExternalStore(queue.subscribe, () => queue.getSnapshot().history, () => queue.getSnapshot().history);
}

/** The servers the person blocked, and how to lift a block: for a host's settings, or a "blocked" badge. */
export function useBlockedServers(): { blocked: readonly ServerIdentity[]; unblock: (server: ServerIdentity) => void } {
  const queue = useContext(QueueContext);
  if (!queue) throw new Error("useBlockedServers() must be called inside <ElicitationProvider>.");
  const blocked = useSyncExternalStore(queue.subscribe, () => queue.getSnapshot().blocked, () => queue.getSnapshot().blocked);
  const unblock = useCallback((server: ServerIdentity) => queue.unblock(server), [queue]);
  return useMemo(() => ({ blocked, unblock }), [blocked, unblock]);
}
