// A number or an integer. The control holds the digits as typed; they are sent as a number.
import { pick } from "../schemaShapes.ts";
import type { FieldBase, FieldKindDefinition } from "./definition.ts";

export interface NumberField extends FieldBase {
  kind: "number";
  integer: boolean;
  minimum?: number;
  maximum?: number;
  defaultValue?: number;
}

const isFiniteNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

export const number: FieldKindDefinition<NumberField> = {
  kind: "number",
  fromSchema: (prop, base) =>
    prop.type === "number" || prop.type === "integer"
      ? {
          ...base,
          kind: "number",
          integer: prop.type === "integer",
          ...pick("minimum", prop.minimum, isFiniteNumber),
          ...pick("maximum", prop.maximum, isFiniteNumber),
          ...pick("defaultValue", prop.default, isFiniteNumber),
        }
      : undefined,
  initialValue: (field) => (field.defaultValue === undefined ? "" : String(field.defaultValue)),
  toContentValue(_field, value) {
    if (value === "") return undefined;
    const n = Number(value);
    // Anything else is sent as typed, so that the server's type check names it.
    return Number.isFinite(n) ? n : (value as string);
  },
  samples: {
    warm_up_integer: { type: "integer", minimum: 1, maximum: 10 },
    warm_up_number: { type: "number", minimum: 0 },
  },
};
