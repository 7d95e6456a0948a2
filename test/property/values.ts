// Content for a generated schema: content a server accepts, and content that breaks exactly one rule of
// exactly one field (saying which, how, and what the form should call it).
import fc from "fast-check";
import type { ElicitContent, ElicitContentValue } from "../../src/core/protocol/types.ts";
import type { FieldIssueCode } from "../../src/core/validation/issues.ts";
import * as prim from "./primitives.ts";
import type { Mode } from "./primitives.ts";
import type { FieldRules, GeneratedField, GeneratedSchema } from "./schemas.ts";
import { numberValue, numberBreaks } from "./numbers.ts";

/** A property left out of the content. */
export const OMIT = Symbol("left out");

function textValue(f: FieldRules, mode: Mode, nonEmpty: boolean): fc.Arbitrary<string> {
  const { format, minLength = 0, maxLength, pattern } = f.rules;
  if (format === "email") return prim.email();
  if (format === "uri") return prim.uri();
  const min = Math.max(minLength, nonEmpty ? 1 : 0);
  return prim.text(mode, pattern === undefined ? undefined : prim.PATTERNS[pattern]!.alphabet, min, maxLength ?? min + 24);
}

export function chosen(f: FieldRules, nonEmpty: boolean): fc.Arbitrary<string[]> {
  const values = f.options.map((o) => o.value);
  const minLength = Math.max(f.rules.minItems ?? 0, nonEmpty ? 1 : 0);
  return fc.shuffledSubarray(values, { minLength, maxLength: Math.min(f.rules.maxItems ?? values.length, values.length) });
}

/**
 * A value the server's schema accepts. `nonEmpty` also refuses "" and [], which a required field
 * cannot be: the form treats an empty control as no answer (README "What the user sees").
 */
export function validValue(f: FieldRules, mode: Mode, nonEmpty: boolean): fc.Arbitrary<ElicitContentValue> {
  switch (f.kind) {
    case "text":
      return textValue(f, mode, nonEmpty);
    case "date":
      return prim.date(mode);
    case "date-time":
      return prim.rfc3339(mode);
    case "number":
      return numberValue(f, mode);
    case "boolean":
      return fc.boolean();
    case "select":
      return fc.constantFrom(...f.options.map((o) => o.value));
    case "multi-select":
      return chosen(f, nonEmpty);
  }
}

/** Valid defaults, falsy ones included; optional fields also get the `""` and `[]` real servers send whatever the rules. */
export function validDefault(f: FieldRules, mode: Mode): fc.Arbitrary<unknown> {
  const empty = f.required ? [] : f.kind === "multi-select" ? [fc.constant([])] : ["text", "date", "date-time"].includes(f.kind) ? [fc.constant("")] : [];
  return fc.oneof(validValue(f, mode, f.required), ...empty);
}

/** Content a server accepts: every required property, some optional ones. */
export function validContent(gs: GeneratedSchema, mode: Mode): fc.Arbitrary<ElicitContent> {
  // The form's own rule beyond JSON Schema: a required multi-select needs a choice.
  const values = gs.fields.map((f) => {
    const value = validValue(f, mode, f.required && f.kind === "multi-select");
    return f.required ? value : fc.option<ElicitContentValue, typeof OMIT>(value, { nil: OMIT });
  });
  return fc.tuple(...values).map((sent) => contentOf(gs.fields, sent));
}

function contentOf(fields: GeneratedField[], sent: (ElicitContentValue | typeof OMIT)[]): ElicitContent {
  const content: ElicitContent = {};
  fields.forEach((f, i) => {
    const value = sent[i];
    if (value !== OMIT && value !== undefined) content[f.key] = value;
  });
  return content;
}

/** One rule of one field broken: the value (or OMIT), the issue the form should name, and why. */
export interface Break<V> {
  value: V | typeof OMIT;
  code: FieldIssueCode;
  /** False for the form's own rule beyond JSON Schema (a required multi-select sent as []). */
  serverRejects: boolean;
  why: string;
}

const breaking = <V>(why: string, code: FieldIssueCode, value: fc.Arbitrary<V | typeof OMIT>, serverRejects = true): fc.Arbitrary<Break<V>> =>
  value.map((v) => ({ value: v, code, serverRejects, why }));

/** The ways content can break one of the field's rules, its type and `required` first (every field has a type). */
function contentBreaks(f: GeneratedField, mode: Mode): [basic: BreakArb[], ofItsRules: BreakArb[]] {
  const basic: BreakArb[] = [];
  const ofItsRules: BreakArb[] = [];
  if (f.required) basic.push(breaking<ElicitContentValue>("required, left out", "required", fc.constant(OMIT)));
  // A form never sends a wrong type, but the server's rules still catch one. A choice names it as a value
  // outside the options, a number as not a number; anything else can only say it is invalid.
  const wrongType = {
    text: [5, "invalid"], date: [20250131, "invalid"], "date-time": [0, "invalid"], boolean: ["true", "invalid"],
    number: ["5", "number"], select: [5, "option"], "multi-select": ["a", "invalid"],
  } as const;
  const [value, code] = wrongType[f.kind];
  basic.push(breaking("wrong type", code, fc.constant(value as ElicitContentValue)));

  const { format, minLength, maxLength, pattern, minItems, maxItems } = f.rules;
  const alphabet = pattern === undefined ? undefined : prim.PATTERNS[pattern]!.alphabet;
  switch (f.kind) {
    case "text":
      if (format === "email") ofItsRules.push(breaking("not an e-mail address", "email", fc.oneof(prim.notEmail(), fc.constant(""))));
      if (format === "uri") ofItsRules.push(breaking("not an absolute URI", "uri", fc.oneof(prim.notUri(), fc.constant(""))));
      if (minLength) ofItsRules.push(breaking("shorter than minLength", "tooShort", prim.text(mode, alphabet, 0, minLength - 1)));
      if (maxLength !== undefined) ofItsRules.push(breaking("longer than maxLength", "tooLong", prim.text(mode, alphabet, maxLength + 1, maxLength + 4)));
      if (pattern !== undefined) ofItsRules.push(breaking("outside the pattern", "pattern", offPattern(f, mode)));
      break;
    case "date":
      ofItsRules.push(breaking("not a date", "date", prim.notDate(mode)));
      break;
    case "date-time":
      ofItsRules.push(breaking("not RFC 3339", "dateTime", prim.notRfc3339(mode)));
      break;
    case "number":
      for (const b of numberBreaks(f, mode)) ofItsRules.push(breaking(b.why, "number", b.value));
      break;
    case "select":
      ofItsRules.push(breaking("not an option", "option", fc.string().filter((v) => !f.options.some((o) => o.value === v))));
      break;
    case "multi-select": {
      const values = f.options.map((o) => o.value);
      const outside = fc.string().filter((v) => !values.includes(v));
      // One item replaced by a stranger: the count stays within minItems..maxItems.
      const withStranger = fc.tuple(chosen(f, true), outside).map(([picked, stranger]) => [...picked.slice(1), stranger]);
      ofItsRules.push(breaking("an item outside the options", "option", withStranger));
      if (minItems) {
        // A required multi-select with nothing chosen is named "required" first (README "What the user sees").
        if (f.required) ofItsRules.push(breaking("nothing chosen, below minItems", "required", fc.constant([])));
        const least = f.required ? 1 : 0;
        if (minItems - 1 >= least) {
          const few = fc.shuffledSubarray(values, { minLength: least, maxLength: minItems - 1 });
          ofItsRules.push(breaking("fewer than minItems", "tooFewItems", few));
        }
      }
      if (maxItems !== undefined && maxItems < values.length) {
        ofItsRules.push(breaking("more than maxItems", "tooManyItems", fc.shuffledSubarray(values, { minLength: maxItems + 1 })));
      }
      if (f.required && !minItems) ofItsRules.push(breaking("required, none chosen", "required", fc.constant([]), false));
      break;
    }
  }
  return [basic, ofItsRules];
}

type BreakArb = fc.Arbitrary<Break<ElicitContentValue>>;

/** Mostly a break of the field's own rules: a wrong type or a missing property is the rarer, easier case. */
function oneBreak(f: GeneratedField, mode: Mode): BreakArb {
  const [basic, ofItsRules] = contentBreaks(f, mode);
  if (ofItsRules.length === 0) return fc.oneof(...basic);
  return fc.oneof({ arbitrary: fc.oneof(...basic), weight: 1 }, { arbitrary: fc.oneof(...ofItsRules), weight: 3 });
}

/** A string the field's lengths allow with one character swapped for one the pattern refuses. */
export function offPattern(f: FieldRules, mode: Mode): fc.Arbitrary<string> {
  const { minLength = 0, maxLength, pattern } = f.rules;
  const { alphabet, outside } = prim.PATTERNS[pattern!]!;
  const min = Math.max(minLength, 1);
  return fc
    .record({ base: prim.text(mode, alphabet, min, maxLength ?? min + 12), stranger: fc.constantFrom(...outside), at: fc.nat() })
    .map(({ base, stranger, at }) => {
      const chars = [...base];
      chars[at % chars.length] = stranger;
      return chars.join("");
    });
}

export interface BrokenContent extends Break<ElicitContentValue> {
  /** The field whose rule is broken. */
  key: string;
  content: ElicitContent;
}

/** Valid content but for one rule of one field. The schema needs at least one property. */
export function brokenContent(gs: GeneratedSchema, mode: Mode): fc.Arbitrary<BrokenContent> {
  return fc.integer({ min: 0, max: gs.fields.length - 1 }).chain((index) => {
    const target = gs.fields[index]!;
    return fc.record({ broken: oneBreak(target, mode), others: validContent(gs, mode) }).map(({ broken, others }) => {
      const { [target.key]: _valid, ...content } = others;
      return { ...broken, key: target.key, content: broken.value === OMIT ? content : { ...content, [target.key]: broken.value } };
    });
  });
}
