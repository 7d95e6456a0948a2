// Form values <-> the `content` a server receives (README "What the user sees").
// Values are held in field order, one per FieldSpec, as the native controls hold them:
// strings for text, numbers and dates (so "" means empty), booleans, and string[] for multi-selects.
import type { ElicitContent, ElicitContentValue } from "../protocol/types.ts";
import type { FieldSpec } from "./fieldSpec.ts";
import { localInputToRfc3339, rfc3339ToLocalInput } from "./dateTime.ts";

export type FieldValue = string | boolean | string[];

/** What each control starts with: defaults pre-filled, falsy ones too, so what is shown is what is sent. */
export function initialValue(field: FieldSpec): FieldValue {
  switch (field.kind) {
    case "text":
    case "date":
    case "select":
      return field.defaultValue ?? "";
    case "date-time":
      return field.defaultValue === undefined ? "" : rfc3339ToLocalInput(field.defaultValue);
    case "number":
      return field.defaultValue === undefined ? "" : String(field.defaultValue);
    case "boolean":
      return field.defaultValue ?? false;
    case "multi-select":
      return field.defaultValue ?? [];
    default:
      return field satisfies never;
  }
}

export function initialValues(fields: readonly FieldSpec[]): FieldValue[] {
  return fields.map(initialValue);
}

/**
 * One field's value as sent, or undefined to leave the property out.
 * Empty means absent: an optional field left empty is omitted, and a required one then fails `required`.
 */
export function toContentValue(field: FieldSpec, value: FieldValue): ElicitContentValue | undefined {
  switch (field.kind) {
    case "text":
    case "date":
    case "select":
      // A default of "" left as it is may be sent: the server offered it (unless its own rules reject "").
      if (value === "") return field.defaultValue === "" && !field.required && acceptsEmpty(field) ? "" : undefined;
      return value as string;
    case "date-time": {
      if (value === "") return undefined;
      // An untouched default goes back exactly as the server sent it.
      if (field.defaultValue !== undefined && value === rfc3339ToLocalInput(field.defaultValue)) return field.defaultValue;
      // An unparsable value is sent as typed so that validation names it, rather than silently dropped.
      return localInputToRfc3339(value as string) ?? (value as string);
    }
    case "number": {
      if (value === "") return undefined;
      const n = Number(value);
      return Number.isFinite(n) ? n : (value as string);
    }
    case "boolean":
      return value === true;
    case "multi-select": {
      const chosen = value as string[];
      // Keep the server's option order, whatever order the boxes were ticked in.
      const ordered = field.options.map((o) => o.value).filter((v) => chosen.includes(v));
      if (ordered.length > 0 || field.required) return ordered;
      // A field the server gave a default sends [] for "none of these", as a checkbox sends false,
      // unless `minItems` rejects [] (then absent is the only empty answer the server accepts).
      return field.defaultValue !== undefined && acceptsEmpty(field) ? ordered : undefined;
    }
    default:
      return field satisfies never;
  }
}

/**
 * Whether an empty value passes the field's own rules, as the server's Ajv checks them: "" fails
 * `minLength`, `format` (email, uri, date) and most patterns; [] fails `minItems`.
 */
function acceptsEmpty(field: FieldSpec): boolean {
  switch (field.kind) {
    case "text":
      return field.inputType === "text" && !field.minLength && (field.pattern === undefined || matchesEmpty(field.pattern));
    case "select":
      return true; // a default is one of the options
    case "multi-select":
      return !field.minItems;
    default:
      return false;
  }
}

/** Read as the validator reads it (validation/compile.ts): with the `u` flag, else without. */
function matchesEmpty(pattern: string): boolean {
  for (const flags of ["u", ""]) {
    try {
      return new RegExp(pattern, flags).test("");
    } catch {
      // not a valid pattern under these flags
    }
  }
  return false;
}

export function toContent(fields: readonly FieldSpec[], values: readonly FieldValue[]): ElicitContent {
  const content: ElicitContent = {};
  fields.forEach((field, i) => {
    const sent = toContentValue(field, values[i] ?? initialValue(field));
    // Defined, not assigned: a property named "__proto__" is then sent like any other, not made the prototype.
    if (sent !== undefined) Object.defineProperty(content, field.key, { value: sent, enumerable: true, writable: true, configurable: true });
  });
  return content;
}

function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v) => b.includes(v));
  return a === b;
}

/** Whether the person changed anything: a changed form is not thrown away by a stray click. */
export function isChanged(values: readonly FieldValue[], initial: readonly FieldValue[]): boolean {
  return values.some((v, i) => !sameValue(v, initial[i]));
}
