// The MCP side of a relay instance: each call of an elicit function from `elicitFor` puts its request in the
// store, tells the audience's pages, and waits here until one answer comes back (from whichever instance the
// page posted to), the MCP side withdraws it, or no page of the audience has been connected for too long.
import type { ElicitResult } from "../core/protocol/types.ts";
import type { ElicitFn, ElicitOptions } from "../core/elicit/elicit.ts";
import { ElicitationError, INVALID_PARAMS } from "../core/elicit/ElicitationError.ts";
import { endReasonOf } from "../core/elicit/ended.ts";
import { parseElicitParams } from "../core/elicit/parseParams.ts";
import { taskInfoOf } from "../core/elicit/taskInfo.ts";
import { serverKey } from "../core/elicit/serverKey.ts";
import type { RelayEndReason } from "../core/relay/wire.ts";
import type { RelayIds } from "./ids.ts";
import type { ResolvedOptions } from "./options.ts";
import type { RelayAnswer, RelayMessage, RelayRecord, RelayStore } from "./store.ts";
import { createSweeper, type Held } from "./holderSweep.ts";
import { urlFlows } from "./urlFlows.ts";

/** The elicit function `elicitFor` returns: every method of the contract (core/elicit/elicit.ts). */
export type RelayElicit = ElicitFn & Required<Pick<ElicitFn, "complete" | "waitForCompletion" | "withdraw" | "languages">>;

/** The code `elicitFor` refuses a request with when its audience already has the most pending it may. */
export const TOO_MANY_PENDING = -32603;

/** What the pages hear when the MCP side aborts a request's signal: only the MCP side's own reasons. */
function wireReasonOf(reason: unknown): "withdrawn" | "disconnected" | "taken-back" {
  const why = endReasonOf(reason);
  return why === "disconnected" || why === "taken-back" ? why : "withdrawn";
}


export interface HolderDeps {
  store: RelayStore;
  instance: string;
  options: ResolvedOptions;
  /** Resolves with the ids once the relay listens; rejects while its store is unavailable (each call tries again). */
  ready(): Promise<RelayIds>;
  /** Whether a page of the audience is connected to this instance. */
  connectedHere(audience: string): boolean;
  /** The languages of the audience's page connected here last, if any. */
  languagesHere(audience: string): readonly string[] | undefined;
}

export function createHolder({ store, instance, options, ready, connectedHere, languagesHere }: HolderDeps) {
  const held = new Map<string, Held>();
  const flows = urlFlows();
  let closed = false;
  /** Per audience, the last request on its way into the store (inTurn): the next waits for it. */
  const entering = new Map<string, Promise<void>>();

  const publish = (message: RelayMessage) => store.publish(message).catch(() => {});

  /** Takes a request back from the store; if this instance got it, the pages hear why. */
  async function end(record: RelayRecord, reason: Exclude<RelayEndReason, "answered">): Promise<boolean> {
    const taken = await store.take(record).catch(() => undefined);
    if (!taken) return false;
    await store.markEnded(record, reason, options.abandonAfterMs).catch(() => {});
    await publish({ type: "ended", audience: record.audience, id: record.id, reason });
    return true;
  }

  function release(id: string): Held | undefined {
    const entry = held.get(id);
    if (!entry) return undefined;
    held.delete(id);
    entry.detach();
    if (held.size === 0) sweeper.stop();
    return entry;
  }

  /** The MCP side gave up on a request: it leaves the store, and the pages, at once. */
  function withdraw(id: string, reason: unknown, why: Exclude<RelayEndReason, "answered" | "abandoned">) {
    const entry = release(id);
    if (!entry) return;
    flows.requestEnded(entry.record);
    entry.reject(reason);
    void end(entry.record, why);
  }

  async function elicit(audience: string, boundKey: string | undefined, params: unknown, { server, signal, key, task }: ElicitOptions): Promise<ElicitResult> {
    const parsed = parseElicitParams(params, options.modes);
    if (signal?.aborted) throw signal.reason;
    const ids = await ready();
    if (closed) return { action: "cancel" };
    const requestKey = key ?? boundKey;
    const taskInfo = taskInfoOf(task);
    // Announced once every earlier request of its audience is (see inTurn); only then is the answer awaited.
    const announce = async (): Promise<{ answer: Promise<ElicitResult> }> => {
      const record: RelayRecord = {
        id: await ids.mint(audience),
        audience,
        server,
        params: parsed,
        ...(requestKey === undefined ? {} : { key: requestKey }),
        ...(taskInfo && { task: taskInfo }),
        createdAt: Date.now(),
        holder: instance,
      };
      const added = await store.add(record, { limit: options.maxPendingPerAudience, leaseMs: options.leaseMs });
      if (!added) {
        throw new ElicitationError(
          TOO_MANY_PENDING,
          `Too many elicitation requests are waiting for this user (at most ${options.maxPendingPerAudience}): answer or withdraw one first.`,
        );
      }
      if (signal?.aborted || closed) {
        await store.take(record);
        if (closed) return { answer: Promise.resolve({ action: "cancel" }) };
        throw signal!.reason;
      }
      // Held before anything can answer it: no page knows of it until the message below.
      const answer = new Promise<ElicitResult>((resolve, reject) => {
        const onAbort = () => withdraw(record.id, signal?.reason, wireReasonOf(signal?.reason));
        signal?.addEventListener("abort", onAbort, { once: true });
        held.set(record.id, { record, resolve, reject, detach: () => signal?.removeEventListener("abort", onAbort) });
      });
      sweeper.start();
      void publish({ type: "request", record });
      return { answer };
    };
    return (await inTurn(audience, announce)).answer;
  }

  /**
   * Runs `step` once the last step of `audience` has settled. Minting an id is async (an HMAC), so two requests
   * asked in the same moment could reach the store, and the pages, in either order: in turn, the person sees
   * them as they were asked. Per audience: a store slow for one (a Redis Cluster's slot failing over) holds up no other.
   */
  function inTurn<T>(audience: string, step: () => Promise<T>): Promise<T> {
    const turn = (entering.get(audience) ?? Promise.resolve()).then(step);
    const settled = turn.then(
      () => {},
      () => {},
    );
    entering.set(audience, settled);
    void settled.then(() => {
      if (entering.get(audience) === settled) entering.delete(audience);
    });
    return turn;
  }

  /** The one answer to a request this instance holds; returns what was held, if it still was. */
  function settle(id: string, answer: RelayAnswer): Held | undefined {
    const entry = release(id);
    if (!entry) return undefined;
    if ("refused" in answer) {
      flows.requestEnded(entry.record);
      entry.reject(new ElicitationError(INVALID_PARAMS, answer.refused));
    } else {
      flows.answered(entry.record, answer.result);
      entry.resolve(answer.result);
    }
    // An answer taken just before its record was put back (the store lost it meanwhile): the copy goes too.
    if (entry.restored) {
      const { record } = entry;
      void store.take(record).then(
        (taken) => taken && publish({ type: "ended", audience: record.audience, id: record.id, reason: "answered" }),
        () => {},
      );
    }
    return entry;
  }

  const sweeper = createSweeper({ store, options, held, settle, end, release, connectedHere, publish, abandoned: (record) => flows.requestEnded(record) });

  /** The answer to one request held here, collected from the store once its message says it is there. */
  async function collectOne(entry: Held) {
    const answers = await store.collect([entry.record]).catch(() => new Map<string, RelayAnswer>());
    const answer = answers.get(entry.record.id);
    if (answer) settle(entry.record.id, answer);
  }

  return {
    /** The elicit function for one audience's pages. */
    elicitFor(audience: string, { key }: { key?: string } = {}): RelayElicit {
      if (typeof audience !== "string" || audience === "") throw new TypeError("elicitFor needs the audience: a non-empty string, such as the user's id.");
      const fn = ((params, elicitOptions) => elicit(audience, key, params, elicitOptions)) as RelayElicit;
      fn.complete = (elicitationId) => {
        if (flows.complete(audience, elicitationId)) void publish({ type: "complete", audience, elicitationId });
      };
      fn.waitForCompletion = (elicitationId, signal) => flows.waitFor(audience, elicitationId, signal);
      // The person's languages, for the MCP calls made for them (SEP-2792): their page's here, else as the store
      // remembers the page another instance serves; none while no page has said them.
      fn.languages = async () => languagesHere(audience) ?? (await store.languages?.(audience).catch(() => undefined)) ?? [];
      fn.withdraw = (server, reason = new Error("The host withdrew the request")) => {
        const mine = [...held.values()].filter(
          (entry) => entry.record.audience === audience && (server === undefined || serverKey(entry.record.server) === serverKey(server)),
        );
        for (const entry of mine) withdraw(entry.record.id, reason, "taken-back");
        return mine.length;
      };
      return fn;
    },
    /** A message from the store: an answer or a completion for a request held here. */
    hear(message: RelayMessage) {
      if (message.type === "answer" && message.holder === instance) {
        // Collected where it is kept; should the store fail just then, the next sweep collects it.
        const entry = held.get(message.id);
        if (entry) void collectOne(entry);
      } else if (message.type === "completion") flows.personEnded(message.audience, message.id, message.outcome);
      else if ((message.type === "resync" || message.type === "restored") && held.size > 0) void sweeper.sweep();
    },
    /** Every request still held is answered "cancel" and leaves the store. */
    async close() {
      closed = true;
      sweeper.stop();
      const entries = [...held.values()];
      for (const entry of entries) {
        release(entry.record.id);
        flows.requestEnded(entry.record);
        entry.resolve({ action: "cancel" });
      }
      await Promise.all(entries.map((entry) => end(entry.record, "withdrawn")));
      flows.close();
    },
  };
}
