// What an accepted form sent, as a person reads it, for the summary it leaves in the transcript
// (RequestSummary.tsx): each property under its label, a choice by its option's label, true and false as
// words. A value that looks like a secret is never shown, whatever the record holds.
import type { ElicitContentValue, ElicitRequestFormParams } from "../core/protocol/types.ts";
import { MASKED, type HistoryRecord } from "../core/queue/history.ts";
import type { FieldSpec } from "../core/schema/fieldSpec.ts";
import { schemaToFields } from "../core/schema/schemaToFields.ts";
import type { Translate } from "../core/i18n/translate.ts";

export interface SentValue {
  /** The property name, as sent. */
  key: string;
  /** The field's label, or the key for a property the schema does not describe. */
  label: string;
  /** What a person reads: "Hidden" for a masked value. */
  text: string;
  masked: boolean;
}

// A page's first Intl formatter costs tens of milliseconds (core/i18n/translate.ts): one per locale, made when a
// list is first shown.
const listFormats = new Map<string, Intl.ListFormat>();
function listFormat(locale: string): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (!format) listFormats.set(locale, (format = new Intl.ListFormat(locale)));
  return format;
}

function fieldsOf(params: ElicitRequestFormParams): FieldSpec[] {
  try {
    return schemaToFields(params.requestedSchema);
  } catch {
    // The form could not be shown from this schema: every property reads by its key.
    return [];
  }
}

function readable(value: ElicitContentValue, field: FieldSpec | undefined, t: Translate): string {
  const labels = new Map(field && "options" in field ? field.options.map((option) => [option.value, option.label]) : []);
  const word = (sent: string) => labels.get(sent) ?? sent;
  if (typeof value === "boolean") return t(value ? "summaryYes" : "summaryNo");
  if (Array.isArray(value)) return value.length > 0 ? listFormat(t.locale).format(value.map(word)) : t("summaryNone");
  if (value === "") return t("summaryNone");
  // Numbers, dates and date-times as sent: the record is of what left the page.
  return typeof value === "string" ? word(value) : String(value);
}

/**
 * The values an accepted form sent, in the schema's order, then any the schema does not describe. Empty for
 * any other record, and for a form that sent nothing.
 */
export function sentValues(record: HistoryRecord, t: Translate): SentValue[] {
  const { params, content } = record;
  if (record.action !== "accept" || params.mode === "url" || !content) return [];
  // Maps and sets, not objects and lists: a property may be named "__proto__", and a form may have thousands.
  const fields = new Map(fieldsOf(params).map((field) => [field.key, field]));
  const masked = new Set(record.masked);
  const keys = new Set([...fields.keys()].filter((key) => Object.hasOwn(content, key)));
  for (const key of Object.keys(content)) keys.add(key);
  return [...keys].map((key) => {
    const field = fields.get(key);
    const value = content[key]!;
    // The bullets stand for a secret only to the eye; a screen reader would read them out one by one.
    const hidden = masked.has(key) || value === MASKED;
    return { key, label: field?.label ?? key, text: hidden ? t("summaryHidden") : readable(value, field, t), masked: hidden };
  });
}
