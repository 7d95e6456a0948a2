// A form's draft (README "Drafts: nothing lost"): the values it opens with when the same server asks the same
// question again, and keeping or forgetting them as the form goes. Kept when the form goes away unanswered
// by choice (a cancel, or unmounted without an answer: withdrawn, aborted, the provider gone); forgotten on
// accept and decline, when the person has finished with it. Fields that look like secrets are never kept.
import { useCallback, useEffect, useRef, useState } from "react";
import type { ServerIdentity } from "../core/protocol/types.ts";
import type { FieldSpec } from "../core/schema/fieldSpec.ts";
import { isChanged, type FieldValue } from "../core/schema/values.ts";
import { sessionDrafts, type DraftValues, type ElicitationDrafts } from "./drafts.ts";

export interface UseDraftOptions {
  /** The store; `false` turns drafts off. Default: `sessionDrafts`. */
  drafts?: ElicitationDrafts | false;
  /** Who asks. Without it there are no drafts: what one server was told must not open for another. */
  server?: ServerIdentity;
  schema: object;
  fields: readonly FieldSpec[];
  /** The schema's defaults, as the form holds them (`initialValues`). */
  defaults: readonly FieldValue[];
  /** Fields that look like secrets (by position): never kept, never restored. */
  sensitive: readonly { index: number }[];
}

export interface Draft {
  /** What the form opens with: the draft's values, else the defaults. */
  startValues: readonly FieldValue[];
  /** The form opened with a draft, and the person has not started over. */
  restored: boolean;
  /** The form goes away unanswered by choice: keep what was typed, or forget the draft if that is nothing. */
  keep: (values: readonly FieldValue[]) => void;
  /** The person finished with it (accept, decline) or started over. */
  forget: () => void;
  /** Read at unmount: the values then, and whether the request was answered (an answer has decided already). */
  track: (read: () => readonly FieldValue[], isAnswered: () => boolean) => void;
}

export function useDraft(options: UseDraftOptions): Draft {
  const latest = useRef(options);
  latest.current = options;
  const [start] = useState(() => restore(options));
  const [restored, setRestored] = useState(start !== undefined);

  const keep = useCallback((values: readonly FieldValue[]) => {
    const { store, server, schema, fields, defaults, sensitive } = resolve(latest.current);
    if (!store || !server || fields.length === 0) return;
    const secret = new Set(sensitive.map((s) => s.index));
    const kept = values.map((value, i) => (secret.has(i) ? defaults[i]! : value));
    if (!isChanged(kept, defaults)) return store.delete(server, schema);
    const entries: [string, FieldValue][] = [];
    fields.forEach((field, i) => {
      if (!secret.has(i)) entries.push([field.key, kept[i]!]);
    });
    store.set(server, schema, new Map(entries));
  }, []);

  const forget = useCallback(() => {
    const { store, server, schema } = resolve(latest.current);
    if (store && server) store.delete(server, schema);
    setRestored(false);
  }, []);

  const tracked = useRef<{ read: () => readonly FieldValue[]; isAnswered: () => boolean }>(undefined);
  const track = useCallback((read: () => readonly FieldValue[], isAnswered: () => boolean) => {
    tracked.current = { read, isAnswered };
  }, []);
  useEffect(
    () => () => {
      const current = tracked.current;
      if (current && !current.isAnswered()) keep(current.read());
    },
    [keep],
  );

  return { startValues: start ?? options.defaults, restored: restored && options.fields.length > 0, keep, forget, track };
}

function resolve(options: UseDraftOptions) {
  const store = options.drafts === undefined ? sessionDrafts : options.drafts || undefined;
  return { ...options, store };
}

/** The draft's values for these fields, or undefined when there is none or it holds nothing but defaults. */
function restore(options: UseDraftOptions): FieldValue[] | undefined {
  const { store, server, schema, fields, defaults, sensitive } = resolve(options);
  if (!store || !server || fields.length === 0) return undefined;
  const draft: DraftValues | undefined = store.get(server, schema);
  if (!draft) return undefined;
  const secret = new Set(sensitive.map((s) => s.index));
  const values = fields.map((field, i) => {
    const fallback = defaults[i]!;
    const value = draft.get(field.key);
    if (secret.has(i) || value === undefined || !sameShape(value, fallback)) return fallback;
    return Array.isArray(value) ? [...value] : value;
  });
  return isChanged(values, defaults) ? values : undefined;
}

/** A string where the control holds a string, a boolean for a checkbox, a list for a multi-select. */
function sameShape(value: FieldValue, fallback: FieldValue): boolean {
  return Array.isArray(fallback) ? Array.isArray(value) : typeof value === typeof fallback;
}
