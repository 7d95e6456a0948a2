// Every field kind, in one list from the general to the specific: a kind comes after the kinds whose schemas
// it narrows (a date is a string with a format; a select is a string, or an untyped property, with options).
// schemaToFields tries them from the last, so the most specific kind that takes a property gets it. The
// warm-up (src/form/warmUp.tsx) shows their samples in this order.
import { boolean } from "./boolean.ts";
import { date } from "./date.ts";
import { dateTime } from "./dateTime.ts";
import type { FieldKindDefinition } from "./definition.ts";
import { multiSelect } from "./multiSelect.ts";
import { number } from "./number.ts";
import { select } from "./select.ts";
import { text } from "./text.ts";

export const fieldKinds = [text, date, dateTime, number, boolean, select, multiSelect] as const;

type SpecOf<Definition> = Definition extends FieldKindDefinition<infer Spec> ? Spec : never;

/** One spec per kind listed above: a kind listed here is a field spec. */
export type FieldSpec = SpecOf<(typeof fieldKinds)[number]>;

export type FieldKind = FieldSpec["kind"];

/** Each kind's definition by its name, for what runs per field and per keystroke (values.ts). */
export const kindByName = Object.fromEntries(fieldKinds.map((kind) => [kind.kind, kind])) as Record<FieldKind, FieldKindDefinition<FieldSpec>>;
