// What a person leaves in each control of a generated form: valid states (a value entered, an optional one
// cleared, the control left as it opened), and states that break exactly one rule of exactly one field.
// Values are the form's own representation: strings for text, numbers and dates, booleans, string[].
import fc from "fast-check";
import type { FieldValue } from "../../src/core/schema/values.ts";
import * as prim from "./primitives.ts";
import type { Mode } from "./primitives.ts";
import type { GeneratedField, GeneratedSchema } from "./schemas.ts";
import { numberBreaks, numberValue } from "./numbers.ts";
import { offPattern, validValue } from "./values.ts";

/** A control the person leaves as it opened (with its default, or empty). */
export const UNTOUCHED = Symbol("untouched");
export type Input = FieldValue | typeof UNTOUCHED;

/** What a person enters in the control. */
function entered(f: GeneratedField, mode: Mode): fc.Arbitrary<FieldValue> {
  switch (f.kind) {
    case "date-time":
      return prim.localDateTime(mode);
    case "number":
      return numberValue(f, mode).map(String);
    default:
      return validValue(f, mode, f.required) as fc.Arbitrary<FieldValue>;
  }
}

/** A valid state of one control. */
export function validInput(f: GeneratedField, mode: Mode): fc.Arbitrary<Input> {
  // Mostly a value entered: that is where the controls do their work.
  const states: fc.WeightedArbitrary<Input>[] = [{ arbitrary: entered(f, mode), weight: 4 }];
  if (!f.required && f.kind !== "boolean") states.push({ arbitrary: fc.constant(f.kind === "multi-select" ? [] : ""), weight: 1 });
  // Untouched is valid unless the field is required and starts empty (defaults are valid by construction).
  if (!f.required || f.default !== undefined) states.push({ arbitrary: fc.constant(UNTOUCHED), weight: 1 });
  return fc.oneof(...states);
}

export const validInputs = (gs: GeneratedSchema, mode: Mode) => fc.tuple(...gs.fields.map((f) => validInput(f, mode)));

interface InputBreak {
  value: Input;
  why: string;
}

const breaking = (why: string, value: fc.Arbitrary<Input>): fc.Arbitrary<InputBreak> => value.map((v) => ({ value: v, why }));

/**
 * The ways a person can break one of the field's rules with the controls. (A checkbox cannot be wrong; a
 * date picker holds only real dates; a required choice cannot be set back to nothing once it has one.)
 */
export function inputBreaks(f: GeneratedField, mode: Mode): fc.Arbitrary<InputBreak>[] {
  const breaks: fc.Arbitrary<InputBreak>[] = [];
  const { format, minLength, maxLength, pattern, minItems, maxItems } = f.rules;
  const alphabet = pattern === undefined ? undefined : prim.PATTERNS[pattern]!.alphabet;
  const values = f.options.map((o) => o.value);
  switch (f.kind) {
    case "text":
      if (format === "email") breaks.push(breaking("not an e-mail address", prim.notEmail()));
      if (format === "uri") breaks.push(breaking("not an absolute URI", prim.notUri()));
      if (minLength !== undefined && minLength >= 2) breaks.push(breaking("shorter than minLength", prim.text(mode, alphabet, 1, minLength - 1)));
      if (maxLength !== undefined) breaks.push(breaking("longer than maxLength", prim.text(mode, alphabet, maxLength + 1, maxLength + 4)));
      if (pattern !== undefined) breaks.push(breaking("outside the pattern", offPattern(f, mode)));
      break;
    case "number":
      for (const b of numberBreaks(f, mode)) breaks.push(breaking(b.why, b.value.map(String)));
      break;
    case "select":
      if (f.required && f.default === undefined) breaks.push(breaking("required, never chosen", fc.constant(UNTOUCHED)));
      break;
    case "multi-select":
      if (f.required) breaks.push(breaking("required, nothing chosen", fc.constant([])));
      if (minItems !== undefined && minItems >= 2) {
        breaks.push(breaking("fewer than minItems", fc.shuffledSubarray(values, { minLength: 1, maxLength: minItems - 1 })));
      }
      if (maxItems !== undefined && maxItems < values.length) {
        breaks.push(breaking("more than maxItems", fc.shuffledSubarray(values, { minLength: maxItems + 1 })));
      }
      break;
  }
  if (f.required && ["text", "number", "date", "date-time"].includes(f.kind)) breaks.push(breaking("required, cleared", fc.constant("")));
  return breaks;
}

export interface BrokenInputs {
  /** The field whose rule is broken. */
  index: number;
  inputs: Input[];
  why: string;
}

/** Valid states in every control but one, which breaks one of its rules. Needs a field with a way to break. */
export function brokenInputs(gs: GeneratedSchema, mode: Mode): fc.Arbitrary<BrokenInputs> {
  const breakable = gs.fields.flatMap((f, i) => (inputBreaks(f, mode).length > 0 ? [i] : []));
  return fc.constantFrom(...breakable).chain((index) =>
    fc.record({ broken: fc.oneof(...inputBreaks(gs.fields[index]!, mode)), valid: validInputs(gs, mode) }).map(({ broken, valid }) => ({
      index,
      inputs: valid.map((input, i) => (i === index ? broken.value : input)),
      why: broken.why,
    })),
  );
}

export const hasInputBreak = (gs: GeneratedSchema, mode: Mode) => gs.fields.some((f) => inputBreaks(f, mode).length > 0);
