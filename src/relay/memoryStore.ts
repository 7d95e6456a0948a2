// The default store: this process's memory. Right for one server process; several processes (or a serverless
// platform that starts one per request) need a shared store such as redisStore.
import type { RelayEndReason } from "../core/relay/wire.ts";
import type { RelayAnswer, RelayMessage, RelayRecord, RelayStore, RequestRef } from "./store.ts";

export function memoryStore(): RelayStore {
  const secrets = [crypto.getRandomValues(new Uint8Array(32))];
  const records = new Map<string, RelayRecord>();
  const answers = new Map<string, RelayAnswer>();
  const byAudience = new Map<string, Set<string>>();
  const seen = new Map<string, { at: number; until: number; languages?: readonly string[] }>();
  const ended = new Map<string, Map<string, { reason: RelayEndReason; until: number }>>();
  /** The audience's endings still remembered, the lapsed ones forgotten. */
  const endingsOf = (audience: string) => {
    const now = Date.now();
    const mine = ended.get(audience);
    if (mine) for (const [id, { until }] of mine) if (until < now) mine.delete(id);
    if (mine?.size === 0) ended.delete(audience);
    return mine;
  };
  let marks = 0;
  let endedMarks = 0;
  const listeners = new Set<(message: RelayMessage) => void>();

  const find = ({ audience, id }: RequestRef) => {
    const record = records.get(id);
    return record?.audience === audience ? record : undefined;
  };
  const forget = (record: RelayRecord) => {
    records.delete(record.id);
    const ids = byAudience.get(record.audience);
    ids?.delete(record.id);
    if (ids?.size === 0) byAudience.delete(record.audience);
  };

  return {
    // This process's memory is not emptied while the process lives: nothing to restore.
    secrets: async () => ({ secrets, restored: false, restoring: false }),
    async add(record, { limit }) {
      const ids = byAudience.get(record.audience) ?? new Set();
      if (ids.size >= limit) return false;
      records.set(record.id, record);
      ids.add(record.id);
      byAudience.set(record.audience, ids);
      return true;
    },
    get: async (request) => find(request),
    // A Set keeps insertion order: oldest first.
    list: async (audience) => [...(byAudience.get(audience) ?? [])].map((id) => records.get(id)!),
    // The holder is this process, which hears every message: it collects each answer as soon as it is kept.
    async take(request, kept) {
      const record = find(request);
      if (!record) return undefined;
      forget(record);
      if (kept) answers.set(record.id, kept.answer);
      return record;
    },
    async collect(requests) {
      const found = new Map<string, RelayAnswer>();
      for (const { id } of requests) {
        const answer = answers.get(id);
        if (answer === undefined) continue;
        answers.delete(id);
        found.set(id, answer);
      }
      return found;
    },
    // The holder is this process: while it lives, so do its records, until taken.
    renew: async (held) => held.filter((record) => !records.has(record.id)).map((record) => record.id),
    async markEnded({ audience, id }, reason, keepMs) {
      const mine = endingsOf(audience) ?? new Map();
      mine.set(id, { reason, until: Date.now() + keepMs });
      ended.set(audience, mine);
      // Now and then, forget what lapsed for audiences nobody asks about again.
      if (++endedMarks % 1000 === 0) for (const other of [...ended.keys()]) endingsOf(other);
    },
    endings: async (audience) => new Map([...(endingsOf(audience) ?? [])].map(([id, { reason }]) => [id, reason])),
    async markSeen(audience, keepMs, languages) {
      const now = Date.now();
      seen.set(audience, { at: now, until: now + keepMs, languages: languages ?? seen.get(audience)?.languages });
      // Now and then, forget the audiences no page has been seen for since long enough.
      if (++marks % 1000 === 0) for (const [key, mark] of seen) if (mark.until < now) seen.delete(key);
    },
    async lastSeen(audience) {
      const mark = seen.get(audience);
      return mark && mark.until >= Date.now() ? mark.at : undefined;
    },
    async languages(audience) {
      const mark = seen.get(audience);
      return mark && mark.until >= Date.now() && mark.languages ? [...mark.languages] : undefined;
    },
    async publish(message) {
      // Delivered after the publisher's own code has run, as a shared store delivers it.
      queueMicrotask(() => {
        for (const listener of listeners) listener(message);
      });
    },
    async subscribe(listener) {
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
      };
    },
  };
}
