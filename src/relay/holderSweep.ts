// What a relay instance does now and then for the requests it holds (holder.ts): collects answers whose message
// was lost, renews their lease, puts back those the store lost, and answers "cancel" for those whose audience
// has had no page connected for `abandonAfterMs`.
import type { ElicitResult } from "../core/protocol/types.ts";
import type { RelayEndReason } from "../core/relay/wire.ts";
import type { ResolvedOptions } from "./options.ts";
import type { RelayAnswer, RelayMessage, RelayRecord, RelayStore } from "./store.ts";

/** A request this instance holds: its record, and the MCP call waiting on it. */
export interface Held {
  record: RelayRecord;
  /** Put back in the store after the store lost it: once answered, that copy is taken out. */
  restored?: boolean;
  resolve(result: ElicitResult): void;
  reject(reason: unknown): void;
  detach(): void;
}

export interface SweepDeps {
  store: RelayStore;
  options: ResolvedOptions;
  held: ReadonlyMap<string, Held>;
  /** The one answer to a request held here. */
  settle(id: string, answer: RelayAnswer): unknown;
  /** Takes a request back from the store; whether this instance got it. */
  end(record: RelayRecord, reason: Exclude<RelayEndReason, "answered">): Promise<boolean>;
  /** Stops holding a request; what was held, if it still was. */
  release(id: string): Held | undefined;
  connectedHere(audience: string): boolean;
  publish(message: RelayMessage): Promise<void>;
  /** A request ended without an answer: its URL flow, if any, will not complete. */
  abandoned(record: RelayRecord): void;
}

export function createSweeper({ store, options, held, settle, end, release, connectedHere, publish, abandoned }: SweepDeps) {
  let timer: ReturnType<typeof setInterval> | undefined;

  /**
   * Answers whose message was lost are collected; the lease of what is held is renewed, and what the store lost
   * put back; and requests whose audience has had no page connected for `abandonAfterMs` are answered "cancel".
   * A task's request is not: no MCP request waits on it, the task keeps it as long as the task lives, and the
   * person may come back to it an hour later; its follower withdraws it when the task moves on.
   */
  async function sweep() {
    const now = Date.now();
    const seen = new Map<string, number | undefined>();
    const collected = await store.collect([...held.values()].map((entry) => entry.record)).catch(() => new Map<string, RelayAnswer>());
    for (const [id, answer] of collected) settle(id, answer);
    const entries = [...held.values()];
    const lost = await store.renew(entries.map((entry) => entry.record), options.leaseMs).catch(() => []);
    if (lost.length > 0) await restore(lost);
    for (const entry of entries) {
      const { audience, createdAt, id } = entry.record;
      if (connectedHere(audience) || entry.record.task) continue;
      if (!seen.has(audience)) seen.set(audience, await store.lastSeen(audience).catch(() => now));
      const since = Math.max(createdAt, seen.get(audience) ?? 0);
      if (now - since < options.abandonAfterMs || held.get(id) !== entry) continue;
      // Only if no page's answer took it first: that answer is on its way here.
      if (!(await end(entry.record, "abandoned"))) continue;
      if (release(id)) {
        abandoned(entry.record);
        entry.resolve({ action: "cancel" });
      }
    }
  }

  /**
   * Requests held here that the store no longer has. Those just answered have their answer kept for collection;
   * the others were lost with the store's contents (a restart with nothing saved, a failover that lost the last
   * writes): they are put back, and the pages told again, so that a page showing one can still answer it.
   */
  async function restore(ids: readonly string[]) {
    const entries = ids.flatMap((id) => held.get(id) ?? []);
    const answers = await store.collect(entries.map((entry) => entry.record)).catch(() => new Map<string, RelayAnswer>());
    for (const [id, answer] of answers) settle(id, answer);
    for (const entry of entries) {
      if (held.get(entry.record.id) !== entry) continue;
      const added = await store.add(entry.record, { limit: Number.MAX_SAFE_INTEGER, leaseMs: options.leaseMs }).catch(() => false);
      if (!added) continue;
      entry.restored = true;
      await publish({ type: "request", record: entry.record });
    }
  }

  return {
    sweep,
    /** Sweeps every few seconds while anything is held. */
    start() {
      if (timer) return;
      const every = Math.max(20, Math.min(options.abandonAfterMs / 4, options.leaseMs / 3, 5_000));
      let running = false;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        void sweep().finally(() => (running = false));
      }, every);
      // A relay waiting for answers must not keep a Node process alive by itself.
      (timer as { unref?: () => void }).unref?.();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
