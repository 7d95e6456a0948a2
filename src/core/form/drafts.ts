// What a person typed into a form they dismissed, kept so that the same server asking the same question
// again (servers are told to "prompt again later" after a cancel) opens with it (docs/guides/drafts.md).
// Framework-free: the form reads and writes it; a host only turns it off or clears it.
//
// In memory only, for the page's session: never localStorage or sessionStorage, where another script or
// the next person at the computer could read it. Bounded: only the most recent `limit` drafts are kept, so a
// hostile server asking with ever new schemas cannot grow it without end (each entry holds its schema's
// canonical text and the values typed, nothing else).
import type { ServerIdentity } from "../protocol/types.ts";
import type { FieldValue } from "../schema/values.ts";

/** The values of a dismissed form, by property key, in the form's own representation (`FieldValue`). */
export type DraftValues = ReadonlyMap<string, FieldValue>;

export interface ElicitationDrafts {
  /** The draft kept for this server and requested schema, if any. */
  get(server: ServerIdentity, schema: object): DraftValues | undefined;
  /** Keeps a draft (a copy of `values`), replacing the one for the same server and schema. */
  set(server: ServerIdentity, schema: object, values: DraftValues): void;
  /** Forgets the draft for this server and schema. */
  delete(server: ServerIdentity, schema: object): void;
  /** Forgets every draft, or those of one server (same `name` and `version`), e.g. when it disconnects. */
  clear(server?: ServerIdentity): void;
  /** How many drafts are kept. */
  readonly size: number;
  /**
   * Keep each form's draft as it is typed, not only when it goes away: for a page that may be destroyed without
   * warning (a VS Code webview deallocated while hidden), whose store outlives it (`keepIn`).
   */
  readonly live?: boolean;
}

/** A place that outlives the page: a VS Code webview's state (`ElicitationChannel.state`). JSON values. */
export interface DraftState {
  get(): unknown;
  set(value: unknown): void;
}

export interface CreateDraftsOptions {
  /** How many drafts to keep at most; the oldest saved goes first. 20 by default. */
  limit?: number;
}

interface Entry {
  server: string;
  values: DraftValues;
}

/**
 * A server is who it says it is at initialisation: its `name` and `version`. Not its `title`, which a host
 * may set to the name the person gave it.
 */
const serverKey = (server: ServerIdentity) => JSON.stringify([server.name, server.version ?? null]);

/** The hook by which `keepDraftsIn` reaches a store made by `createDrafts`: not part of the public interface. */
const KEEP_IN = Symbol("keepIn");

type Kept = [key: string, server: string, values: [string, FieldValue][]][];

/** A new, empty store. */
export function createDrafts({ limit = 20 }: CreateDraftsOptions = {}): ElicitationDrafts {
  // Insertion order is save order: the first entry is the oldest.
  const entries = new Map<string, Entry>();
  let state: DraftState | undefined;
  const save = () => state?.set([...entries].map(([key, { server, values }]): Kept[number] => [key, server, [...values]]));
  const keyOf = (server: ServerIdentity, schema: object) => {
    const text = canonicalSchema(schema);
    return text === undefined ? undefined : `${serverKey(server)}\n${text}`;
  };
  return {
    get(server, schema) {
      // No drafts from this server: nothing to serialise.
      const who = serverKey(server);
      if (![...entries.values()].some((entry) => entry.server === who)) return undefined;
      const key = keyOf(server, schema);
      return key === undefined ? undefined : entries.get(key)?.values;
    },
    set(server, schema, values) {
      const key = keyOf(server, schema);
      if (key === undefined || limit < 1) return;
      entries.delete(key);
      entries.set(key, { server: serverKey(server), values: copyValues(values) });
      while (entries.size > limit) entries.delete(entries.keys().next().value!);
      save();
    },
    delete(server, schema) {
      const who = serverKey(server);
      if (![...entries.values()].some((entry) => entry.server === who)) return;
      const key = keyOf(server, schema);
      if (key !== undefined && entries.delete(key)) save();
    },
    clear(server) {
      const who = server && serverKey(server);
      for (const [key, entry] of entries) if (who === undefined || entry.server === who) entries.delete(key);
      save();
    },
    get size() {
      return entries.size;
    },
    get live() {
      return state !== undefined;
    },
    [KEEP_IN](into: DraftState) {
      state = into;
      // What the page before this one kept, then what this page already has, newest last.
      const before = readKept(into.get());
      const here = [...entries];
      entries.clear();
      for (const [key, server, values] of before) entries.set(key, { server, values: new Map(values) });
      for (const [key, entry] of here) {
        entries.delete(key);
        entries.set(key, entry);
      }
      while (entries.size > limit) entries.delete(entries.keys().next().value!);
      save();
    },
  } as ElicitationDrafts;
}

/**
 * Keeps the store's drafts in `state` from now on, as they are typed, and takes in those kept there before: so
 * that a page destroyed without warning (a VS Code webview deallocated while hidden) opens its forms again with
 * what was typed. A store not made by `createDrafts` is left as it is. Fields that look like secrets are never
 * kept, there as anywhere (formDraft.ts).
 */
export function keepDraftsIn(store: ElicitationDrafts, state: DraftState): void {
  (store as { [KEEP_IN]?: (state: DraftState) => void })[KEEP_IN]?.(state);
}

/** What a state holds, as entries; anything else (another version, another library's) reads as nothing. */
function readKept(value: unknown): Kept {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is Kept[number] =>
      Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string" && Array.isArray(entry[2]) &&
      (entry[2] as unknown[]).every((pair) => Array.isArray(pair) && typeof pair[0] === "string" && isFieldValue(pair[1])),
  );
}

const isFieldValue = (value: unknown): value is FieldValue =>
  typeof value === "string" || typeof value === "boolean" || (Array.isArray(value) && value.every((item) => typeof item === "string"));

/** The store every component uses unless given another: one per page, for the page's session. */
export const sessionDrafts: ElicitationDrafts = /* @__PURE__ */ createDrafts();

function copyValues(values: DraftValues): DraftValues {
  return new Map([...values].map(([key, value]) => [key, Array.isArray(value) ? [...value] : value]));
}

const canonical = new WeakMap<object, string | undefined>();

/**
 * The schema as JSON text with every object's keys sorted, so that the same schema sent with its keys in
 * another order (a server built from a map) is the same question. Arrays keep their order. Cached per schema
 * object; undefined for what is not JSON (a cycle, or nesting too deep to walk).
 */
export function canonicalSchema(schema: object): string | undefined {
  if (canonical.has(schema)) return canonical.get(schema);
  let text: string | undefined;
  try {
    text = canonicalJson(schema, new Set());
  } catch {
    text = undefined;
  }
  canonical.set(schema, text);
  return text;
}

function canonicalJson(value: unknown, ancestors: Set<object>): string {
  if (value === null || typeof value !== "object") {
    // As JSON.stringify writes it; what JSON cannot hold (undefined, a function) reads as null.
    return JSON.stringify(value) ?? "null";
  }
  if (ancestors.has(value)) throw new TypeError("a cycle");
  ancestors.add(value);
  let text: string;
  if (Array.isArray(value)) {
    text = `[${value.map((item) => canonicalJson(item, ancestors)).join(",")}]`;
  } else {
    // Own enumerable keys, "__proto__" included, read without going through the prototype.
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined && typeof record[key] !== "function")
      .sort();
    text = `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key], ancestors)}`).join(",")}}`;
  }
  ancestors.delete(value);
  return text;
}
