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

/** Whether `n` reaches the server as the number meant: finite, and for an integer, within 2^53. */
const exact = (field: NumberField, n: number) => (field.integer ? Number.isSafeInteger(n) : Number.isFinite(n));

// Every rule of a number's is one issue, worded with all its bounds: "Enter a whole number from 1 to 100"
// reads the same whichever bound the value broke.
const numberKeywords = new Set(["type", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"]);

export const number: FieldKindDefinition<NumberField> = {
  kind: "number",
  rank: 400,
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
  toContentValue(field, value) {
    if (value === "") return undefined;
    const n = Number(value);
    // Anything else (an integer past 2^53 too, which a number would round) is sent as typed, so that the type
    // check names it.
    return exact(field, n) ? n : (value as string);
  },
  issueCode: (error) => (numberKeywords.has(error.keyword) ? "number" : undefined),
  refuses: (field, value) => (typeof value === "number" && !exact(field, value) ? "number" : undefined),
  message(code, field, t) {
    if (code !== "number") return undefined;
    const prefix = field.integer ? "error.integer" : "error.number";
    const { minimum: min, maximum: max } = field;
    if (min !== undefined && max !== undefined) return t(`${prefix}Between`, { min, max });
    if (min !== undefined) return t(`${prefix}AtLeast`, { min });
    if (max !== undefined) return t(`${prefix}AtMost`, { max });
    return t(prefix);
  },
  // A number can be a secret too (a PIN, a card's security code); it adds no text of its own to judge.
  secretTexts: () => [],
  samples: {
    warm_up_integer: { type: "integer", minimum: 1, maximum: 10 },
    warm_up_number: { type: "number", minimum: 0 },
  },
};
