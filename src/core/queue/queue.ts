// The requests a host has on hand, one shown at a time, first come first served. A plain store (no React)
// so that its rules can be tested alone: every request settles exactly once, whatever happens to it.
import type { ElicitContent, ElicitRequestParams, ElicitResult, ServerIdentity } from "../protocol/types.ts";
import type { CompletionOutcome, ElicitOptions, TaskInfo } from "../elicit/elicit.ts";
import { endReasonOf, type EndReason } from "../elicit/ended.ts";
import { completionWaiters } from "../elicit/completionWaiters.ts";
import { unsentReasonOf, type UnsentAnswer } from "../elicit/unsent.ts";
import { serverKey } from "../elicit/serverKey.ts";
import { parseElicitParams, type ElicitationModes } from "../elicit/parseParams.ts";
import { historyActionOf, maskContent, type HistoryAction, type HistoryRecord } from "./history.ts";
import type { SensitiveRule } from "../schema/sensitive.ts";

export type { CompletionOutcome, ElicitOptions };

export type EntryPhase = "pending" | "waiting" | "complete";

export interface QueueEntry {
  id: number;
  server: ServerIdentity;
  params: ElicitRequestParams;
  /** pending: shown, unanswered; waiting: URL opened, completion awaited; complete: the server confirmed. */
  phase: EntryPhase;
  /** The key the host passed with the request (`ElicitOptions.key`), if any. */
  key?: string;
  /** The task that asks (`ElicitOptions.task`), if any. */
  task?: TaskInfo;
  /** How its URL opens after consent (`ElicitOptions.openUrl`), if not by the page. */
  openUrl?: (url: string) => void;
  /** The most its answer's content may weigh (`ElicitOptions.maxContentBytes`), if limited. */
  maxContentBytes?: number;
  /**
   * How many times an answer to it was not sent and it was shown again (`ElicitOptions.deliver`): a UI keys its
   * form by `id` and `attempt`, so that each showing is a form of its own.
   */
  attempt: number;
  /** The last answer that was not sent: the form opens with it and says why. */
  unsent?: UnsentAnswer;
  /** Its answer is on its way through `ElicitOptions.deliver`: still on screen, no longer waiting for the person. */
  sending?: true;
}

export interface QueueNotice {
  id: number;
  /** How it ended (elicit/ended.ts): from the reason its signal aborted with. */
  kind: EndReason;
  server: ServerIdentity;
  /** It ended while the person's answer was on its way, which did not count: the notice says so. */
  unsent?: boolean;
}

export interface QueueSnapshot {
  entries: readonly QueueEntry[];
  notice?: QueueNotice;
  /** How each request that was shown ended, oldest first (history.ts). */
  history: readonly HistoryRecord[];
  /** The servers the person blocked ("Block requests from …"), in the order blocked: each request of theirs is declined unseen. */
  blocked: readonly ServerIdentity[];
  /** The server blocked last, while the notice that says so (with its Undo) is on screen. */
  justBlocked?: ServerIdentity;
}

export interface QueueOptions {
  modes?: ElicitationModes;
  /** Pending requests one server may have at once; more are declined on the user's behalf. */
  maxPendingPerServer?: number;
  /**
   * Keep an accepted URL request (one with an `elicitationId`) on screen as "waiting" until its completion
   * notice, Done or Cancel; `false` forgets it on consent.
   */
  trackUrlCompletion?: boolean;
  /** How many ended requests the history keeps, the oldest dropped first: 100 by default; 0 keeps none. */
  historyLimit?: number;
  /** How the history recognises values to mask: `sensitiveRules` by default. */
  sensitiveRules?: readonly SensitiveRule[];
}

interface Slot extends QueueEntry {
  settle: (result: ElicitResult) => void;
  /** Takes the request off the screen unanswered: its promise rejects with `reason`. */
  withdraw: (reason: unknown, kind?: QueueNotice["kind"]) => void;
  /** The completion notice arrived before the person consented. */
  completedEarly?: boolean;
  /** `ElicitOptions.deliver`, if given. */
  deliver?: (result: ElicitResult) => Promise<void>;
  detach: () => void;
}


const elicitationIdOf = (entry: QueueEntry) => (entry.params.mode === "url" ? entry.params.elicitationId : undefined);

export class ElicitationQueue {
  private slots: Slot[] = [];
  private notice?: QueueNotice;
  private snapshot: QueueSnapshot = { entries: [], history: [], blocked: [] };
  private history: readonly HistoryRecord[] = [];
  private listeners = new Set<() => void>();
  private blockedServers = new Map<string, ServerIdentity>();
  private blocked: readonly ServerIdentity[] = [];
  private justBlocked?: ServerIdentity;
  private completed = new Set<string>();
  private completionWaiters = completionWaiters<string>();
  private nextId = 1;
  private closed = false;
  /** The languages the provider shows requests in (its `locale`), for `useElicitation().languages()`. */
  languages: readonly string[] = ["en"];

  constructor(private options: QueueOptions = {}) {}

  setOptions(options: QueueOptions) {
    this.options = options;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): QueueSnapshot => this.snapshot;

  /** Puts a request on the queue; settles with the person's answer, or rejects (invalid, aborted). */
  elicit = (params: unknown, { server, signal, key: requestKey, task, openUrl, deliver, maxContentBytes }: ElicitOptions): Promise<ElicitResult> => {
    const { modes, maxPendingPerServer = 3 } = this.options;
    let parsed: ElicitRequestParams;
    try {
      parsed = parseElicitParams(params, modes);
    } catch (error) {
      return Promise.reject(error);
    }
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.closed) return Promise.resolve({ action: "cancel" });
    const key = serverKey(server);
    const pendingFromServer = this.slots.filter((s) => s.phase === "pending" && serverKey(s.server) === key).length;
    // The specification's rate-limiting advice: a server the person declined for the session, or one
    // flooding the queue, is answered "decline" without interrupting anyone.
    if (this.blockedServers.has(key) || pendingFromServer >= maxPendingPerServer) return Promise.resolve({ action: "decline" });

    return new Promise<ElicitResult>((resolve, reject) => {
      const id = this.nextId++;
      const withdraw = (reason: unknown, kind: EndReason = endReasonOf(reason)) => {
        const slot = this.slots.find((s) => s.id === id);
        this.remove(id);
        if (slot?.phase === "pending") this.record(slot, historyActionOf(kind));
        if (parsed.mode === "url" && parsed.elicitationId !== undefined) this.completionWaiters.settle(parsed.elicitationId, "cancelled");
        this.notice = { id, kind, server, ...(slot?.sending && kind !== "answered-elsewhere" ? { unsent: true } : {}) };
        this.emit();
        reject(reason);
      };
      const onAbort = () => withdraw(signal?.reason);
      signal?.addEventListener("abort", onAbort, { once: true });
      this.slots.push({
        id,
        server,
        params: parsed,
        phase: "pending",
        ...(requestKey === undefined ? {} : { key: requestKey }),
        ...(task === undefined ? {} : { task }),
        ...(openUrl === undefined ? {} : { openUrl }),
        ...(deliver === undefined ? {} : { deliver }),
        ...(maxContentBytes === undefined ? {} : { maxContentBytes }),
        attempt: 0,
        settle: resolve,
        withdraw,
        detach: () => signal?.removeEventListener("abort", onAbort),
      });
      this.emit();
    });
  };

  /**
   * The person answered the entry on screen. With a `deliver`, the entry stays while it sends (the promise
   * returned settles then: the form reads "Sending…" meanwhile); an answer it could not send shows the entry
   * again, with what was typed. A URL request not accepted will never complete.
   */
  respond(id: number, result: ElicitResult): Promise<void> | undefined {
    const slot = this.slots.find((s) => s.id === id && s.phase === "pending" && !s.sending);
    if (!slot) return;
    if (!slot.deliver) return void this.answered(slot, result);
    slot.sending = true;
    // Sent before the screen hears of it: the answer leaves before the form re-renders as "Sending…".
    const sent = slot.deliver(result);
    this.emit();
    return sent.then(
      () => this.answered(slot, result),
      (error: unknown) => {
        // Withdrawn meanwhile, and the person told.
        if (!this.slots.includes(slot)) return;
        delete slot.sending;
        slot.attempt++;
        slot.unsent = { why: unsentReasonOf(error), ...(result.action === "accept" && result.content ? { content: result.content } : {}) };
        this.emit();
      },
    );
  }

  private answered(slot: Slot, result: ElicitResult) {
    // Withdrawn while its answer was on its way: the withdrawal stands.
    if (!this.slots.includes(slot)) return;
    const { id } = slot;
    delete slot.sending;
    slot.detach();
    slot.settle(result);
    this.record(slot, result.action, result.action === "accept" ? result.content : undefined);
    const tracksProgress =
      this.options.trackUrlCompletion !== false &&
      result.action === "accept" &&
      slot.params.mode === "url" &&
      slot.params.elicitationId !== undefined;
    if (tracksProgress) slot.phase = slot.completedEarly ? "complete" : "waiting";
    else this.remove(id);
    const elicitationId = elicitationIdOf(slot);
    if (elicitationId !== undefined && result.action !== "accept") this.completionWaiters.settle(elicitationId, "cancelled");
    this.emit();
  }

  /** `notifications/elicitation/complete`: unknown and already completed ids are ignored. */
  complete(elicitationId: string) {
    if (this.completed.has(elicitationId)) return;
    this.completed.add(elicitationId);
    this.completionWaiters.settle(elicitationId, "complete");
    const slot = this.slots.find((s) => elicitationIdOf(s) === elicitationId);
    if (!slot) return;
    if (slot.phase === "pending") slot.completedEarly = true;
    else slot.phase = "complete";
    this.emit();
  }

  /** Done or Cancel on a waiting or completed URL request: it leaves the screen. */
  dismiss(id: number, outcome: "done" | "cancelled" = "done") {
    const slot = this.slots.find((s) => s.id === id && s.phase !== "pending");
    if (!slot) return;
    const elicitationId = elicitationIdOf(slot);
    if (elicitationId !== undefined) this.completionWaiters.settle(elicitationId, slot.phase === "complete" ? "complete" : outcome);
    this.remove(id);
    this.emit();
  }

  /** For retrying after -32042: settles once the URL flow with this id is completed, Done, or given up. */
  waitForCompletion(elicitationId: string, signal?: AbortSignal): Promise<CompletionOutcome> {
    if (this.completed.has(elicitationId)) return Promise.resolve("complete");
    return this.completionWaiters.wait(elicitationId, signal);
  }

  /**
   * The host takes back the requests still unanswered, of one server or of all: for a call that failed (it
   * timed out, the person stopped it) while a request it caused is on screen, and whose server will not
   * withdraw it. Each leaves the screen as a withdrawn one does, what was typed kept as a draft, and its
   * promise rejects with `reason`. Returns how many were withdrawn.
   */
  withdraw(server?: ServerIdentity, reason: unknown = new Error("The host withdrew the request")): number {
    const key = server && serverKey(server);
    const pending = this.slots.filter((slot) => slot.phase === "pending" && (key === undefined || serverKey(slot.server) === key));
    for (const slot of pending) slot.withdraw(reason, "taken-back");
    return pending.length;
  }

  /** An answer given here did not count (elicit.ts): what the record and the notice say instead. */
  overruled(params: unknown, { server, reason }: { server: ServerIdentity; reason: unknown }) {
    const kind = endReasonOf(reason);
    const index = this.history.findLastIndex((record) => record.params === params);
    const record = this.history[index];
    if (record) {
      const { content: _content, masked: _masked, ...rest } = record;
      this.history = this.history.map((r, i) => (i === index ? { ...rest, action: historyActionOf(kind), time: Date.now() } : r));
    }
    // A URL flow consented to here waits for nothing now.
    for (const slot of this.slots.filter((s) => s.params === params && s.phase !== "pending")) this.remove(slot.id);
    this.notice = { id: record?.id ?? this.nextId++, kind, server };
    this.emit();
  }

  /**
   * "Block requests from …": declines the server's pending requests, and each of its later ones without showing
   * it, until `unblock` (for the provider's life: a reload lifts it). The notice says so, with an Undo.
   */
  declineAllFrom(server: ServerIdentity) {
    const key = serverKey(server);
    this.blockedServers.set(key, server);
    this.blocked = [...this.blockedServers.values()];
    this.justBlocked = server;
    for (const slot of [...this.slots]) {
      if (slot.phase === "pending" && serverKey(slot.server) === key) void this.respond(slot.id, { action: "decline" });
    }
    this.emit();
  }

  /** Its later requests are shown again (those declined meanwhile stay declined). */
  unblock(server: ServerIdentity) {
    const key = serverKey(server);
    if (!this.blockedServers.delete(key)) return;
    this.blocked = [...this.blockedServers.values()];
    if (this.justBlocked && serverKey(this.justBlocked) === key) this.justBlocked = undefined;
    this.emit();
  }

  /** The person closed the notice of a block: the block stays. */
  dismissBlocked() {
    if (!this.justBlocked) return;
    this.justBlocked = undefined;
    this.emit();
  }

  clearNotice(id: number) {
    if (this.notice?.id !== id) return;
    this.notice = undefined;
    this.emit();
  }

  /** Accept requests (again): a provider mounted anew, as React's development mode does once. */
  open() {
    this.closed = false;
  }

  /** The host's UI is going away: every request still pending is answered "cancel". */
  close() {
    this.closed = true;
    for (const slot of this.slots) {
      slot.detach();
      if (slot.phase === "pending") slot.settle({ action: "cancel" });
    }
    this.completionWaiters.settleAll("cancelled");
    this.slots = [];
    this.emit();
  }

  private record(entry: QueueEntry, action: HistoryAction, content?: ElicitContent) {
    const { historyLimit = 100, sensitiveRules } = this.options;
    if (historyLimit < 1) return;
    const { id, server, key, task, params } = entry;
    const record: HistoryRecord = { id, server, ...(key === undefined ? {} : { key }), ...(task === undefined ? {} : { task }), params, time: Date.now(), action };
    if (content) Object.assign(record, maskContent(params, content, sensitiveRules));
    this.history = [...this.history, record].slice(-historyLimit);
  }

  private remove(id: number) {
    const slot = this.slots.find((s) => s.id === id);
    slot?.detach();
    this.slots = this.slots.filter((s) => s.id !== id);
  }

  private emit() {
    this.snapshot = {
      entries: this.slots.map(({ id, server, params, phase, key, task, openUrl, maxContentBytes, attempt, unsent, sending }) => ({
        id,
        server,
        params,
        phase,
        attempt,
        ...(key === undefined ? {} : { key }),
        ...(task === undefined ? {} : { task }),
        ...(openUrl === undefined ? {} : { openUrl }),
        ...(maxContentBytes === undefined ? {} : { maxContentBytes }),
        ...(unsent === undefined ? {} : { unsent }),
        ...(sending ? { sending } : {}),
      })),
      ...(this.notice ? { notice: this.notice } : {}),
      history: this.history,
      blocked: this.blocked,
      ...(this.justBlocked ? { justBlocked: this.justBlocked } : {}),
    };
    for (const listener of this.listeners) listener();
  }
}
