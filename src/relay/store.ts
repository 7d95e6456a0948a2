// Where a relay keeps its pending requests, and how its instances hear each other. The memory store
// (memoryStore.ts) serves one process; redisStore (redis/) serves several. A host may implement this interface
// for another engine: docs/relay.md says what each method must guarantee, and src/relay/storeContract.test.ts is the
// test suite both built-in stores pass.
import type { ElicitRequestParams, ElicitResult, ServerIdentity } from "../core/protocol/types.ts";
import type { RelayCompletion, RelayEndReason } from "../core/relay/wire.ts";
import type { TaskInfo } from "../core/elicit/elicit.ts";

/** A pending request: everything a page needs to show it, and who may answer it. */
export interface RelayRecord {
  id: string;
  /** Whose pages see it and may answer it (the relay's `audience(request)`). */
  audience: string;
  server: ServerIdentity;
  params: ElicitRequestParams;
  key?: string;
  task?: TaskInfo;
  /** When it was put in the store, in milliseconds since the epoch. */
  createdAt: number;
  /** The relay instance whose MCP call waits for the answer. */
  holder: string;
}

/**
 * Where a pending request is found: its audience and its id (a record is one). A store may keep a request beside
 * its audience's other keys: on a Redis Cluster, in one slot.
 */
export interface RequestRef {
  audience: string;
  id: string;
}

/** What a page answered: a result, or that it could not show the request. */
export type RelayAnswer = { result: ElicitResult } | { refused: string };

/** What instances tell each other. Every instance hears every message and acts on its own part. */
export type RelayMessage =
  /** To the audience's streams: a new request. */
  | { type: "request"; record: RelayRecord }
  /** To the audience's streams: a request left the store. */
  | { type: "ended"; audience: string; id: string; reason: RelayEndReason }
  /** To the audience's streams: the MCP server completed a URL flow. */
  | { type: "complete"; audience: string; elicitationId: string }
  /**
   * To the holder: the one answer was taken by the instance that received it, and is kept for collection
   * (`deliver`). The answer itself does not travel to every instance: the holder collects it.
   */
  | { type: "answer"; holder: string; audience: string; id: string }
  /** To whichever instance holds the URL flow: the person's Done or Cancel after consenting. */
  | { type: "completion"; audience: string; id: string; outcome: RelayCompletion }
  /** The store had been emptied: every instance puts back what it holds, and its pages look again. */
  | { type: "restored" }
  /**
   * Never published: a store tells its own listener that it may have missed messages (its connection came
   * back), so the instance looks again at what it holds and what its pages show.
   */
  | { type: "resync" };

export interface RelayStore {
  /**
   * The secrets request ids are signed with (ids.ts), shared by every instance on this store. Adds `keep` (the
   * ones this instance knows) to them, makes one if there is none, and returns them all. `restored`: the store
   * had lost some of `keep` (it was emptied: restarted with nothing saved, or flushed), found by this call;
   * `restoring`: that was found by any instance within the last few seconds, while instances put back what they
   * hold.
   */
  secrets(keep: readonly Uint8Array[]): Promise<{ secrets: Uint8Array[]; restored: boolean; restoring: boolean }>;
  /**
   * Adds a pending request unless its audience already has `limit` pending: then returns false and adds
   * nothing. `leaseMs`: where instances can die, the record lapses unless renewed within this time.
   */
  add(record: RelayRecord, options: { limit: number; leaseMs: number }): Promise<boolean>;
  /** A pending request of that audience, or undefined (also when the id is another audience's). */
  get(request: RequestRef): Promise<RelayRecord | undefined>;
  /** The audience's pending requests, oldest first; those of one millisecond in the order they were added. */
  list(audience: string): Promise<RelayRecord[]>;
  /**
   * Removes a pending request and returns it. Atomic: of every caller on every instance, exactly one gets the
   * record; the others get undefined. This is what makes each request answered exactly once.
   *
   * With `answer`, the one who takes it keeps the answer for its holder in the same step, until collected (for
   * `keepMs` at most), so that an answer whose message is lost still reaches the holder. One step: a holder that
   * finds its record gone then finds the answer beside it, and never takes the gap between the two for a store
   * that lost the record (and puts it back, to be answered twice).
   */
  take(request: RequestRef, answer?: { answer: RelayAnswer; keepMs: number }): Promise<RelayRecord | undefined>;
  /** Removes and returns the kept answers to `requests`, by id. Of callers collecting at once, one gets each. */
  collect(requests: readonly RequestRef[]): Promise<Map<string, RelayAnswer>>;
  /**
   * Extends the lease of the requests this instance still holds, and returns the ids of those the store no
   * longer has (taken by an answer a moment ago, or lost with the store's contents).
   */
  renew(records: readonly RelayRecord[], leaseMs: number): Promise<string[]>;
  /**
   * Remembers how a request ended (only the reason: nothing of its answer) for `keepMs`, so that a page that was
   * away when it ended is told how (`endings`).
   */
  markEnded(request: RequestRef, reason: RelayEndReason, keepMs: number): Promise<void>;
  /** How the audience's requests that ended within their `keepMs` ended, by id. */
  endings(audience: string): Promise<Map<string, RelayEndReason>>;
  /**
   * A page of the audience is connected now; remembered for at least `keepMs`, with the person's `languages` as
   * that page says them (most wanted first), when it does.
   */
  markSeen(audience: string, keepMs: number, languages?: readonly string[]): Promise<void>;
  /** When a page of the audience was last connected (milliseconds since the epoch), if known. */
  lastSeen(audience: string): Promise<number | undefined>;
  /**
   * The languages a page of the audience last said, while its sighting is remembered. Optional: a store without
   * it gives an MCP call the languages of a page connected to the same instance only.
   */
  languages?(audience: string): Promise<string[] | undefined>;
  /** Sends a message to every instance on this store, this one included. */
  publish(message: RelayMessage): Promise<void>;
  /**
   * Hears every message published on this store, and `resync` when it may have missed some; resolves once
   * listening, with a function that stops.
   */
  subscribe(listener: (message: RelayMessage) => void): Promise<() => Promise<void>>;
}
