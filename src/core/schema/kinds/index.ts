// Every field kind, registered once, in one list sorted by rank, from the general to the specific: a kind ranks
// above the kinds whose schemas it narrows (a date is a string with a format; a select is a string, or an
// untyped property, with options). schemaToFields tries them from the highest rank, so the most specific kind
// that takes a property gets it. The warm-up (src/form/warmUp.tsx) shows their samples in this order.
import { boolean } from "./boolean.ts";
import { date } from "./date.ts";
import { dateTime } from "./dateTime.ts";
import type { FieldBase, FieldKindDefinition } from "./definition.ts";
import { multiSelect } from "./multiSelect.ts";
import { number } from "./number.ts";
import { select } from "./select.ts";
import { text } from "./text.ts";

/** The kinds this package ships. Their specs are the `FieldSpec` union; a kind added at run time is not in it. */
const builtIn = [text, date, dateTime, number, boolean, select, multiSelect] as const;

type SpecOf<Definition> = Definition extends FieldKindDefinition<infer Spec> ? Spec : never;

/** One spec per built-in kind: a kind listed above is a field spec. */
export type FieldSpec = SpecOf<(typeof builtIn)[number]>;

export type FieldKind = FieldSpec["kind"];

/** A kind as the registry holds it. A kind added at run time is held as one too, typed loosely. */
export type RegisteredFieldKind = FieldKindDefinition<FieldSpec>;

const kinds: RegisteredFieldKind[] = [];
const byName = new Map<string, RegisteredFieldKind>();

/** Every registered kind, from the lowest rank to the highest. */
export const fieldKinds: readonly RegisteredFieldKind[] = kinds;

/**
 * Adds a kind: schemaToFields offers it the properties its rank gives it, and values, validation and the
 * sensitive-field check use its definition. Refuses a name or a rank already taken: with two kinds of one rank,
 * which takes a property both take would depend on the order they were registered in. Returns the undo.
 * Internal: a kind needs a component too (src/fields/addedKinds.ts registers both).
 */
export function registerFieldKind<Spec extends FieldBase & { kind: string }>(definition: FieldKindDefinition<Spec>): () => void {
  const kind = definition as unknown as RegisteredFieldKind;
  if (byName.has(kind.kind)) throw new Error(`A field kind named "${kind.kind}" is registered already.`);
  if (!Number.isFinite(kind.rank)) throw new Error(`The field kind "${kind.kind}" has no rank (a finite number).`);
  const same = kinds.find((k) => k.rank === kind.rank);
  if (same) throw new Error(`The field kinds "${same.kind}" and "${kind.kind}" have the same rank, ${kind.rank}.`);
  const above = kinds.findIndex((k) => k.rank > kind.rank);
  kinds.splice(above === -1 ? kinds.length : above, 0, kind);
  byName.set(kind.kind, kind);
  return () => {
    if (byName.get(kind.kind) !== kind) return;
    byName.delete(kind.kind);
    kinds.splice(kinds.indexOf(kind), 1);
  };
}

for (const kind of builtIn as readonly RegisteredFieldKind[]) registerFieldKind(kind);

/** The definition of a field's kind, for what runs per field and per keystroke (values.ts, validation). */
export function definitionOf(field: { kind: string }): RegisteredFieldKind {
  const kind = byName.get(field.kind);
  if (!kind) throw new Error(`No field kind named "${field.kind}" is registered.`);
  return kind;
}

/** The registry's lookup, as what loads with the validator is handed it (validation/reporting.ts). */
export type KindOf = typeof definitionOf;
