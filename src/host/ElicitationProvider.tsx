// The host's one line of code: wrap the app, then hand every `elicitation/create` to `useElicitation()`.
// Requests from any number of servers wait in one queue and are shown one at a time; each promise
// settles exactly once (answered, withdrawn, declined by the flood rules, or cancelled on unmount).
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { ElicitationUiProps } from "../form/ElicitationForm.tsx";
import { warmUpElicitation } from "../form/warmUp.tsx";
import type { ElicitFn } from "../core/queue/elicit.ts";
import { ElicitationQueue, type QueueOptions } from "../core/queue/queue.ts";
import { QueueView, type UrlWaiting } from "./QueueView.tsx";

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
}

/** useElicitation()'s function: the elicit function with every method (core/queue/elicit.ts). */
export type Elicit = ElicitFn & Required<Pick<ElicitFn, "complete" | "waitForCompletion" | "withdraw">>;

const QueueContext = createContext<ElicitationQueue | null>(null);

export function ElicitationProvider({
  children,
  modes,
  maxPendingPerServer,
  trackUrlCompletion,
  noticeDuration = 4000,
  warmUp = true,
  urlWaiting = "background",
  ...ui
}: ElicitationProviderProps) {
  const [queue] = useState(() => new ElicitationQueue());
  queue.setOptions({ modes, maxPendingPerServer, trackUrlCompletion });
  useEffect(() => {
    queue.open();
    return () => queue.close();
  }, [queue]);
  useEffect(() => {
    if (warmUp) void warmUpElicitation();
  }, [warmUp]);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);

  return (
    <QueueContext.Provider value={queue}>
      {children}
      <QueueView
        queue={queue}
        snapshot={snapshot}
        noticeDuration={noticeDuration}
        trackUrlCompletion={trackUrlCompletion !== false}
        urlWaiting={urlWaiting}
        {...ui}
      />
    </QueueContext.Provider>
  );
}

/** The function to give every `elicitation/create`: `(params, { server, signal }) => Promise<ElicitResult>`. */
export function useElicitation(): Elicit {
  const queue = useContext(QueueContext);
  if (!queue) throw new Error("useElicitation() must be called inside <ElicitationProvider>.");
  return useMemo(() => {
    const elicit = ((params, options) => queue.elicit(params, options)) as Elicit;
    elicit.complete = (id) => queue.complete(id);
    elicit.waitForCompletion = (id, signal) => queue.waitForCompletion(id, signal);
    elicit.withdraw = (server, reason) => queue.withdraw(server, reason);
    return elicit;
  }, [queue]);
}
