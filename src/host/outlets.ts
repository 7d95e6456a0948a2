// Which mounted <ElicitationOutlet> shows which request, in the inline presentation. The first outlet
// mounted that takes a request shows it; a request no outlet takes is shown in the modal, so nothing is ever
// left unseen. A plain store beside the queue: outlets register as they mount, and the provider and every
// outlet read the same answer.
import type { QueueEntry } from "../core/queue/queue.ts";
import type { HistoryRecord } from "../core/queue/history.ts";
import type { ElicitRequestParams, ServerIdentity } from "../core/protocol/types.ts";
import type { TaskInfo } from "../core/elicit/elicit.ts";

/**
 * What an outlet's `filter` is given: a request, whether it waits (a queue entry) or has ended (the history
 * record an outlet's transcript shows), with what both have.
 */
export interface OutletRequest {
  /** The queue's id of the request, unique in the page. */
  id: number;
  server: ServerIdentity;
  /** The request as the server sent it. */
  params: ElicitRequestParams;
  /** The key the host passed with the request (`ElicitOptions.key`), if any. */
  key?: string;
  /** The task that asks (`ElicitOptions.task`), if any. */
  task?: TaskInfo;
}

/** What an outlet shows: all given conditions must hold. */
export interface OutletMatch {
  /** Only requests from the server of this `name`. */
  server?: string;
  /** Only requests the host passed with this `key` (`ElicitOptions.key`). */
  requestKey?: string;
  /** Any rule of the host's own, over the request. */
  filter?: (request: OutletRequest) => boolean;
}

export function matches(match: OutletMatch, request: OutletRequest): boolean {
  if (match.server !== undefined && request.server.name !== match.server) return false;
  if (match.requestKey !== undefined && request.key !== match.requestKey) return false;
  return !match.filter || match.filter(request);
}

export class OutletRegistry {
  private outlets: { id: number; match: () => OutletMatch }[] = [];
  private listeners = new Set<() => void>();
  private version = 0;
  private nextId = 1;
  /** Requests an outlet has shown: their history records become the transcript's summaries. */
  private inline = new Set<number>();
  private arrival?: QueueEntry;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes when an outlet comes or goes, or an arrival is announced: what to re-read on. */
  getVersion = () => this.version;

  /** The request that arrived inline while the person was busy elsewhere, still to be attended to. */
  getArrival = () => this.arrival;

  /** Says once that a request arrived in an outlet (the provider's live region), until `attended`. */
  announce(entry: QueueEntry) {
    this.arrival = entry;
    this.emit();
  }

  /** The person reached the request, or it ended: nothing more to say about it. */
  attended(entryId: number) {
    if (this.arrival?.id !== entryId) return;
    this.arrival = undefined;
    this.emit();
  }

  /** `match` is read each time, so an outlet's inline filter needs no new registration. Returns the id and the unregister function. */
  register(match: () => OutletMatch): [number, () => void] {
    const id = this.nextId++;
    this.outlets = [...this.outlets, { id, match }];
    this.emit();
    return [
      id,
      () => {
        this.outlets = this.outlets.filter((outlet) => outlet.id !== id);
        this.emit();
      },
    ];
  }

  /** The outlet that shows this request, or undefined for the modal. */
  outletFor(entry: QueueEntry): number | undefined {
    return this.outlets.find((outlet) => matches(outlet.match(), entry))?.id;
  }

  /**
   * `live` is what the queue still holds (its entries and its history): ids outside it are forgotten here, so
   * the set stays as small as the history however long the page lives.
   */
  markShown(entryId: number, live: { entries: readonly { id: number }[]; history: readonly { id: number }[] }) {
    this.inline.add(entryId);
    const kept = new Set([...live.entries, ...live.history].map((item) => item.id));
    for (const id of this.inline) if (id !== entryId && !kept.has(id)) this.inline.delete(id);
  }

  /** How many requests are remembered as shown inline: for tests. */
  get shownCount(): number {
    return this.inline.size;
  }

  /** Whether the person answered this request in an outlet, so its summary belongs in the transcript. */
  wasShown(record: HistoryRecord): boolean {
    return this.inline.has(record.id);
  }

  private emit() {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}
