// The validator for pages whose Content-Security-Policy refuses `eval` (no 'unsafe-eval'): Ajv generates
// its validators with `new Function` and cannot run there. @cfworker/json-schema interprets the schema
// instead; the official SDK uses it for the same case. This module is loaded only on such pages.
//
// Two rules are adjusted so that the form agrees with the server's Ajv:
// - formats are ajv-formats' own checks (the interpreter's differ, for emails for one), installed in the
//   interpreter's format table only while it validates, so no other user of the interpreter is affected;
// - a pattern valid only without the `u` flag (which Ajv then reads without it, ajvJudge.ts) becomes a
//   private format, since the interpreter reads every pattern with `u`.
import {
  format as formatTable,
  Validator,
  type OutputUnit,
  type Schema as InterpretedSchema,
} from "@cfworker/json-schema";
import { fullFormats } from "ajv-formats/dist/formats.js";
import { constChoicesAsEnum } from "./constChoices.ts";
import { firstSegment, unescapeSegment, type Judge, type SchemaError } from "./judge.ts";

type Check = (value: string) => boolean;
type Schema = Record<string, unknown>;

function checkOf(known: unknown): Check | undefined {
  const check = known && typeof known === "object" && "validate" in known ? known.validate : known;
  if (typeof check === "function") return check as Check;
  if (check instanceof RegExp) return (value) => check.test(value);
  return undefined;
}

const ajvFormats: Record<string, Check> = {};
for (const [name, known] of Object.entries(fullFormats)) {
  const check = checkOf(known);
  if (check) ajvFormats[name] = check;
}

const PATTERN_FORMAT = "\u0000pattern ";
let patternFormats = 0;

/** Runs `validate` with these formats, and only these, in the interpreter's table. */
function withFormats<T>(formats: Record<string, Check>, validate: () => T): T {
  const table = formatTable as Record<string, Check>;
  const saved = { ...table };
  const replace = (next: Record<string, Check>) => {
    for (const name of Object.keys(table)) delete table[name];
    Object.assign(table, next);
  };
  replace(formats);
  try {
    return validate();
  } finally {
    replace(saved);
  }
}

// The keywords whose values are subschemas, or lists or maps of them.
const SUBSCHEMA = ["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames"];
const SUBSCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"];
const SUBSCHEMA_MAPS = ["properties", "patternProperties", "$defs", "definitions"];

/** A copy of the schema whose `u`-invalid patterns are private formats, checked in `formats`. */
function rewritePatterns(schema: unknown, formats: Record<string, Check>): unknown {
  if (!schema || typeof schema !== "object" || Array.isArray(schema)) return schema;
  const copy: Schema = { ...(schema as Schema) };
  const map = (value: unknown) => rewritePatterns(value, formats);
  for (const key of SUBSCHEMA) if (key in copy) copy[key] = map(copy[key]);
  for (const key of SUBSCHEMA_LISTS) if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(map);
  for (const key of SUBSCHEMA_MAPS) {
    const value = copy[key];
    if (value && typeof value === "object") {
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, map(sub)]));
    }
  }
  const { pattern } = copy;
  if (typeof pattern !== "string") return copy;
  try {
    new RegExp(pattern, "u");
    return copy;
  } catch {
    // Throws, as Ajv does, for a pattern no reading accepts.
    const regExp = new RegExp(pattern);
    const name = `${PATTERN_FORMAT}${patternFormats++}`;
    formats[name] = (value) => regExp.test(value);
    delete copy.pattern;
    copy.allOf = [...((copy.allOf as unknown[] | undefined) ?? []), { format: name }];
    return copy;
  }
}

/** Where a JSON Pointer fragment ("#/properties/a~1b/format") leads in `schema`. */
function resolve(schema: unknown, location: string): unknown {
  let node = schema;
  for (const segment of decodeURIComponent(location).split("/").slice(1)) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Schema)[unescapeSegment(segment)];
  }
  return node;
}

function errorOf(unit: OutputUnit, schema: unknown): SchemaError {
  // Locations read "#/key/0", each segment escaped and then URI-encoded.
  const key = firstSegment(decodeURIComponent(unit.instanceLocation.slice(1)));
  if (unit.keyword !== "format") return { keyword: unit.keyword, key };
  const format = resolve(schema, unit.keywordLocation);
  if (typeof format === "string" && format.startsWith(PATTERN_FORMAT)) return { keyword: "pattern", key };
  return { keyword: "format", key, format: typeof format === "string" ? format : undefined };
}

/** Throws, as Ajv does, when the schema cannot be read (a pattern no reading accepts). */
export function interpret(body: Schema): Judge {
  const formats = { ...ajvFormats };
  const schema = rewritePatterns(constChoicesAsEnum(body), formats) as Schema;
  // The interpreter names a missing property only inside its message: `required` is checked here.
  const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : [];
  const validator = new Validator({ ...schema, required: [] } as InterpretedSchema, "2020-12", false);

  return (content) => {
    const { errors: units } = withFormats(formats, () => validator.validate(content));
    // At the root the interpreter also sums up what failed inside ("properties"): only a root of the wrong type
    // (not an object at all) is an error of its own.
    const errors = units.filter((unit) => unit.instanceLocation !== "#" || unit.keyword === "type").map((unit) => errorOf(unit, schema));
    if (content && typeof content === "object") {
      for (const key of required) {
        if (typeof key === "string" && !Object.hasOwn(content, key)) errors.push({ keyword: "required", key });
      }
    }
    return errors;
  };
}
