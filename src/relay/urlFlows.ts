// URL-mode flows across the relay (2025-11-25): after the person consents, the MCP side may wait for the flow's
// end with `waitForCompletion`, which settles on the server's completion notice (`complete`), the person's Done
// or Cancel on the waiting card (posted by the page), or "cancelled" when the request ends without consent.
// Kept per audience, as an elicitationId is the server's and means nothing across people.
import type { ElicitResult } from "../core/protocol/types.ts";
import { completionWaiters } from "../core/elicit/completionWaiters.ts";
import type { RelayCompletion } from "../core/relay/wire.ts";
import type { RelayRecord } from "./store.ts";

/** How many ended flows are remembered, and how many consented flows wait for the person's word. */
const REMEMBERED = 1000;

const flowKey = (audience: string, elicitationId: string) => `${audience}\u0000${elicitationId}`;
const elicitationIdOf = ({ params }: RelayRecord) => (params.mode === "url" ? params.elicitationId : undefined);

/** A Map that forgets its oldest entries past `REMEMBERED`. */
function remember<K, V>(map: Map<K, V>, key: K, value: V) {
  map.delete(key);
  map.set(key, value);
  if (map.size > REMEMBERED) map.delete(map.keys().next().value as K);
}

export function urlFlows() {
  const completed = new Map<string, true>();
  const waiters = completionWaiters<string>();
  /** Consented flows by request id: the person's Done or Cancel names the request, not the elicitationId. */
  const consented = new Map<string, string>();

  const settle = waiters.settle.bind(waiters);

  return {
    /** The server's notice; returns false when it was already heard (then the pages need not hear it again). */
    complete(audience: string, elicitationId: string): boolean {
      const key = flowKey(audience, elicitationId);
      if (completed.has(key)) return false;
      remember(completed, key, true);
      settle(key, "complete");
      return true;
    },
    waitFor(audience: string, elicitationId: string, signal?: AbortSignal) {
      const key = flowKey(audience, elicitationId);
      return completed.has(key) ? Promise.resolve("complete" as const) : waiters.wait(key, signal);
    },
    /** A request was answered: a URL flow not accepted will never complete. */
    answered(record: RelayRecord, result: ElicitResult) {
      const elicitationId = elicitationIdOf(record);
      if (elicitationId === undefined) return;
      if (result.action === "accept") remember(consented, record.id, flowKey(record.audience, elicitationId));
      else settle(flowKey(record.audience, elicitationId), "cancelled");
    },
    /** A request ended without an answer (withdrawn, abandoned, refused): its flow will never complete. */
    requestEnded(record: RelayRecord) {
      const elicitationId = elicitationIdOf(record);
      if (elicitationId !== undefined) settle(flowKey(record.audience, elicitationId), "cancelled");
    },
    /** The person's Done or Cancel, posted by a page of the audience (checked by the instance that received it). */
    personEnded(audience: string, id: string, outcome: RelayCompletion) {
      const key = consented.get(id);
      if (key === undefined || !key.startsWith(`${audience}\u0000`)) return;
      consented.delete(id);
      settle(key, completed.has(key) ? "complete" : outcome);
    },
    close() {
      waiters.settleAll("cancelled");
      consented.clear();
    },
  };
}
