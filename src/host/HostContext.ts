// What the provider shares. Two contexts, because they change at different rates: the queue itself never
// changes, so a component that only elicits (useElicitation) does not re-render as requests come and go;
// the outlets read what the provider shows now.
import { createContext } from "react";
import type { ElicitationQueue, QueueSnapshot } from "../core/queue/queue.ts";
import type { ElicitationDrafts } from "../core/form/drafts.ts";
import type { ElicitationUiProps } from "../form/props.ts";
import type { UrlOpener } from "../url/props.ts";
import type { OutletRegistry } from "./outlets.ts";

/** Where the provider answers requests: in a modal dialog, or inline where the host puts an outlet. */
export type Presentation = "modal" | "inline";

export const QueueContext = createContext<ElicitationQueue | null>(null);

export interface OutletContextValue {
  queue: ElicitationQueue;
  snapshot: QueueSnapshot;
  outlets: OutletRegistry;
  presentation: Presentation;
  /** Whether a request offers "Block requests from …" (the provider's `allowBlocking`). */
  allowBlocking: boolean;
  ui: Omit<ElicitationUiProps, "queue" | "className"> & { openUrl?: UrlOpener };
}

export const OutletContext = createContext<OutletContextValue | null>(null);

/** The provider's draft store (its `drafts` prop: undefined for the default, false for none), for the relay's page half. */
export const DraftsContext = createContext<ElicitationDrafts | false | undefined>(undefined);
