// What a field needs to render and convert, derived once from a requestedSchema property.
// A discriminated union on `kind`: each kind is defined in kinds/ and has one component in `fields/`.
import type { FieldKindDefinition } from "./kinds/definition.ts";
import type { fieldKinds } from "./kinds/index.ts";

export type { BooleanField } from "./kinds/boolean.ts";
export type { DateField } from "./kinds/date.ts";
export type { DateTimeField } from "./kinds/dateTime.ts";
export type { MultiSelectField } from "./kinds/multiSelect.ts";
export type { NumberField } from "./kinds/number.ts";
export type { SelectField, SelectOption } from "./kinds/select.ts";
export type { TextField, TextInputType } from "./kinds/text.ts";

type SpecOf<Definition> = Definition extends FieldKindDefinition<infer Spec> ? Spec : never;

/** One spec per kind in kinds/index.ts: a kind listed there is a field spec. */
export type FieldSpec = SpecOf<(typeof fieldKinds)[number]>;

export type FieldKind = FieldSpec["kind"];
