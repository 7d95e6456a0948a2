// The property schemas of every field kind in the grammar, without title, description or default: the
// constraints each may carry, and the shapes servers write choices in (enum, enumNames, oneOf/anyOf of
// {const, title}, arrays of either, with or without `type`).
import fc from "fast-check";
import type { FieldKind, SelectOption } from "../../src/core/schema/fieldSpec.ts";
import { PATTERNS, type Mode } from "./primitives.ts";

/** The keywords values are judged by, as the property's own schema (inside any nullable wrapper) has them. */
export interface Rules {
  format?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
}

/** What a value generator needs to know about a field. */
export interface FieldRules {
  kind: FieldKind;
  /** `type: "integer"`. */
  integer: boolean;
  required: boolean;
  rules: Rules;
  /** For single and multi-selects: what a person reads (label) and what is sent (value), in order. */
  options: SelectOption[];
}

/** A property's kind, rules and options, and its schema without title, description or default. */
export interface Body extends Omit<FieldRules, "required"> {
  json: Record<string, unknown>;
}

/** An object without its undefined entries: a schema as JSON would carry it. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

function textBody(): fc.Arbitrary<Body> {
  const plain = fc
    .record({
      // Formats the grammar lacks are plain text to the form; the server's own check still runs.
      format: fc.constantFrom(undefined, undefined, undefined, "password", "phone"),
      minLength: maybe(fc.integer({ min: 0, max: 6 })),
      extra: maybe(fc.integer({ min: 1, max: 12 })),
      pattern: maybe(fc.constantFrom(...Object.keys(PATTERNS))),
    })
    .map(({ format, minLength, extra, pattern }) =>
      compact({ format, minLength, maxLength: extra === undefined ? undefined : (minLength ?? 0) + extra, pattern }),
    );
  const formatted = fc.constantFrom<Rules>({ format: "email" }, { format: "uri" });
  return fc.oneof({ arbitrary: plain, weight: 3 }, formatted).map((rules) => ({
    kind: "text",
    integer: false,
    rules,
    options: [],
    json: { type: "string", ...rules },
  }));
}

function numberBody(integer: boolean, mode: Mode): fc.Arbitrary<Body> {
  // Whole bounds for integers and typed numbers; any double otherwise. Bounded ranges are wide enough to
  // hold three multiples of the step, so a value can break one rule without breaking another.
  const bound = integer || mode === "typeable" ? fc.integer({ min: -1000, max: 1000 }) : fc.double({ min: -1e6, max: 1e6, noNaN: true });
  const width = integer || mode === "typeable" ? fc.integer({ min: 40, max: 2000 }) : fc.double({ min: 40, max: 1e6, noNaN: true });
  return fc
    .record({
      low: maybe(fc.record({ at: bound, exclusive: fc.boolean() })),
      high: maybe(fc.record({ width, at: bound, exclusive: fc.boolean() })),
      // Binary fractions only: 0.1 is not a multiple of 0.1 in floating point, for any validator.
      multipleOf: maybe(integer ? fc.integer({ min: 2, max: 12 }) : fc.constantFrom(0.25, 0.5, 2, 5)),
    })
    .map(({ low, high, multipleOf }) => {
      const top = high === undefined ? undefined : (low === undefined ? high.at : low.at) + high.width;
      const rules = compact({
        minimum: low && !low.exclusive ? low.at : undefined,
        exclusiveMinimum: low?.exclusive ? low.at : undefined,
        maximum: high && !high.exclusive ? top : undefined,
        exclusiveMaximum: high?.exclusive ? top : undefined,
        multipleOf,
      });
      return { kind: "number", integer, rules, options: [], json: { type: integer ? "integer" : "number", ...rules } };
    });
}

/** Unique option values, each with an optional title. Typed options read as words and send slugs. */
function choices(mode: Mode): fc.Arbitrary<{ value: string; title?: string }[]> {
  if (mode === "any") {
    const choice = fc.record({ value: fc.string({ unit: "binary", minLength: 1, maxLength: 8 }), title: maybe(fc.string({ maxLength: 12 })) });
    return fc.uniqueArray(choice, { selector: (c) => c.value, minLength: 1, maxLength: 8 });
  }
  const word = fc.constantFrom("red", "green", "blue", "early", "late", "small", "large", "window", "aisle");
  const titled = fc.constantFrom(true, true, true, false);
  return fc.array(fc.record({ word, titled }), { minLength: 1, maxLength: 7 }).map((picked) =>
    picked.map(({ word, titled }, i) => ({
      value: `${word}-${i}`,
      title: titled ? `${word.charAt(0).toUpperCase()}${word.slice(1)} ${i}` : undefined,
    })),
  );
}

/** An empty title shows the value, as the mapper does for `oneOf` titles and enumNames alike. */
const labelOf = (c: { value: string; title?: string }) => (c.title ? c.title : c.value);

function selectBody(mode: Mode): fc.Arbitrary<Body> {
  const styles = ["enum", "untyped enum", "enumNames", "oneOf", "untyped oneOf", "anyOf", ...(mode === "any" ? ["enumNames of another length"] : [])];
  return fc.record({ style: fc.constantFrom(...styles), choices: choices(mode) }).map(({ style, choices }) => {
    const values = choices.map((c) => c.value);
    const consts = choices.map((c) => compact({ const: c.value, title: c.title }));
    const titled = choices.map((c) => ({ value: c.value, label: labelOf(c) }));
    const untitled = values.map((value) => ({ value, label: value }));
    const json: Record<string, Record<string, unknown>> = {
      enum: { type: "string", enum: values },
      "untyped enum": { enum: values },
      enumNames: { type: "string", enum: values, enumNames: choices.map((c) => c.title ?? c.value) },
      // The mapper ignores enumNames that do not match enum one to one, rather than mislabel options.
      "enumNames of another length": { type: "string", enum: values, enumNames: [...choices.map((c) => c.title ?? c.value), "extra"] },
      oneOf: { type: "string", oneOf: consts },
      "untyped oneOf": { oneOf: consts },
      anyOf: { type: "string", anyOf: consts },
    };
    const labelled = style === "enum" || style === "untyped enum" || style === "enumNames of another length" ? untitled : titled;
    return { kind: "select", integer: false, rules: {}, options: labelled, json: json[style]! };
  });
}

function multiSelectBody(mode: Mode): fc.Arbitrary<Body> {
  const items = fc.record({ style: fc.constantFrom("enum", "untyped enum", "anyOf", "oneOf"), choices: choices(mode) });
  return items.chain(({ style, choices }) => {
    const n = choices.length;
    const counts = fc.record({
      minItems: maybe(fc.integer({ min: 0, max: n })),
      extra: maybe(fc.integer({ min: 0, max: 3 })),
    });
    return counts.map(({ minItems, extra }) => {
      const values = choices.map((c) => c.value);
      const consts = choices.map((c) => compact({ const: c.value, title: c.title }));
      const itemSchemas: Record<string, Record<string, unknown>> = {
        enum: { type: "string", enum: values },
        "untyped enum": { enum: values },
        anyOf: { anyOf: consts },
        oneOf: { oneOf: consts },
      };
      const rules = compact({ minItems, maxItems: extra === undefined ? undefined : Math.max(minItems ?? 0, 1) + extra });
      const titled = style === "anyOf" || style === "oneOf";
      const options = choices.map((c) => ({ value: c.value, label: titled ? labelOf(c) : c.value }));
      return { kind: "multi-select" as const, integer: false, rules, options, json: { type: "array", items: itemSchemas[style], ...rules } };
    });
  });
}

export function bodyArb(mode: Mode): fc.Arbitrary<Body> {
  const simple = (kind: FieldKind, json: Record<string, unknown>): Body => ({ kind, integer: false, rules: {}, options: [], json });
  return fc.oneof(
    { arbitrary: textBody(), weight: 3 },
    { arbitrary: numberBody(false, mode), weight: 1 },
    { arbitrary: numberBody(true, mode), weight: 1 },
    fc.constant(simple("boolean", { type: "boolean" })),
    fc.constant(simple("date", { type: "string", format: "date" })),
    fc.constant(simple("date-time", { type: "string", format: "date-time" })),
    { arbitrary: selectBody(mode), weight: 2 },
    { arbitrary: multiSelectBody(mode), weight: 2 },
  );
}

