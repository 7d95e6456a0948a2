// What a field needs to render and convert, derived once from a requestedSchema property.
// A discriminated union on `kind`: each kind is defined in kinds/ and has one component in `fields/`.

export type { BooleanField } from "./kinds/boolean.ts";
export type { DateField } from "./kinds/date.ts";
export type { DateTimeField } from "./kinds/dateTime.ts";
export type { MultiSelectField } from "./kinds/multiSelect.ts";
export type { NumberField } from "./kinds/number.ts";
export type { SelectField } from "./kinds/select.ts";
export type { SelectOption } from "./schemaShapes.ts";
export type { TextField, TextInputType } from "./kinds/text.ts";

/** One spec per kind in kinds/index.ts: a kind listed there is a field spec. */
export type { FieldKind, FieldSpec } from "./kinds/index.ts";
