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

/** A new, empty store. */
export function createDrafts({ limit = 20 }: CreateDraftsOptions = {}): ElicitationDrafts {
  // Insertion order is save order: the first entry is the oldest.
  const entries = new Map<string, Entry>();
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
    },
    delete(server, schema) {
      const who = serverKey(server);
      if (![...entries.values()].some((entry) => entry.server === who)) return;
      const key = keyOf(server, schema);
      if (key !== undefined) entries.delete(key);
    },
    clear(server) {
      if (!server) return entries.clear();
      const who = serverKey(server);
      for (const [key, entry] of entries) if (entry.server === who) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

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
