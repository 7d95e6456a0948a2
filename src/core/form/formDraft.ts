// A form's draft (docs/guides/drafts.md): the values it opens with when the same server asks the same
// question again, and keeping or forgetting them as the form goes. Kept when the form goes away unanswered
// by choice (a cancel, or closed without an answer: withdrawn, aborted, the provider gone); forgotten on
// accept and decline, when the person has finished with it. Fields that look like secrets are never kept.
import type { ServerIdentity } from "../protocol/types.ts";
import type { FieldSpec } from "../schema/fieldSpec.ts";
import { isChanged, type FieldValue } from "../schema/values.ts";
import { sessionDrafts, type ElicitationDrafts } from "./drafts.ts";

export interface FormDraftOptions {
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

export interface FormDraft {
  /** The draft's values for these fields, or undefined when there is none or it holds nothing but defaults. */
  restore(): FieldValue[] | undefined;
  /** The form goes away unanswered by choice: keep what was typed, or forget the draft if that is nothing. */
  keep(values: readonly FieldValue[]): void;
  /** The person finished with it (accept, decline) or started over. */
  forget(): void;
  /** Whether the store keeps drafts as they are typed (drafts.ts, `live`). */
  live: boolean;
}

export function formDraft({ drafts, server, schema, fields, defaults, sensitive }: FormDraftOptions): FormDraft {
  const store = drafts === undefined ? sessionDrafts : drafts || undefined;
  const secret = new Set(sensitive.map((s) => s.index));
  const usable = store !== undefined && server !== undefined && fields.length > 0;
  return {
    restore() {
      if (!usable) return undefined;
      const draft = store.get(server, schema);
      if (!draft) return undefined;
      const values = fields.map((field, i) => {
        const fallback = defaults[i]!;
        const value = draft.get(field.key);
        if (secret.has(i) || value === undefined || !sameShape(value, fallback)) return fallback;
        return Array.isArray(value) ? [...value] : value;
      });
      return isChanged(values, defaults) ? values : undefined;
    },
    keep(values) {
      if (!usable) return;
      const kept = values.map((value, i) => (secret.has(i) ? defaults[i]! : value));
      if (!isChanged(kept, defaults)) return store.delete(server, schema);
      const entries: [string, FieldValue][] = [];
      fields.forEach((field, i) => {
        if (!secret.has(i)) entries.push([field.key, kept[i]!]);
      });
      store.set(server, schema, new Map(entries));
    },
    forget() {
      if (store && server) store.delete(server, schema);
    },
    live: usable && store.live === true,
  };
}

/** A string where the control holds a string, a boolean for a checkbox, a list for a multi-select. */
function sameShape(value: FieldValue, fallback: FieldValue): boolean {
  return Array.isArray(fallback) ? Array.isArray(value) : typeof value === typeof fallback;
}
