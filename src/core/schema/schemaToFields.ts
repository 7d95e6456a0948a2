// requestedSchema -> FieldSpec[]: the 2025-11-25 grammar plus what real servers send beyond it
// (README: "Tolerates real servers"). Anything that cannot be a flat form
// field is collected, and all of it is thrown at once as one UnsupportedSchemaError.
import type { FieldSpec, SelectOption } from "./fieldSpec.ts";
import { UnsupportedSchemaError, type SchemaProblem } from "./errors.ts";
import { keyToLabel } from "./labels.ts";
import { isRecord, isStringArray, optionsFromConsts, unwrapNullable } from "./schemaShapes.ts";

type Raw = Record<string, unknown>;

/** Maps a form-mode `requestedSchema` to field specs in the server's property order. */
export function schemaToFields(requestedSchema: unknown): FieldSpec[] {
  if (!isRecord(requestedSchema)) {
    throw new UnsupportedSchemaError([
      { path: "", code: "not-an-object", detail: "requestedSchema must be a JSON object" },
    ]);
  }
  const problems: SchemaProblem[] = [];
  const { type, properties = {}, required = [] } = requestedSchema;
  if (type !== undefined && type !== "object") {
    problems.push({ path: "", code: "not-an-object", detail: `the schema's type must be "object", not ${JSON.stringify(type)}` });
  }
  if (!isRecord(properties)) {
    problems.push({ path: "", code: "no-properties", detail: "properties must be an object of property schemas" });
  }
  const requiredNames = isStringArray(required) ? required : [];
  const props: Raw = isRecord(properties) ? properties : {};

  const fields: FieldSpec[] = [];
  for (const [key, prop] of Object.entries(props)) {
    const result = toField(key, prop, requiredNames.includes(key));
    if ("problem" in result) problems.push(result.problem);
    else fields.push(result.field);
  }
  for (const name of requiredNames) {
    if (!Object.hasOwn(props, name)) {
      problems.push({ path: name, code: "required-without-property", detail: "is listed in required but has no property" });
    }
  }
  if (problems.length > 0) throw new UnsupportedSchemaError(problems);
  return fields;
}

type FieldResult = { field: FieldSpec } | { problem: SchemaProblem };

function toField(key: string, rawProp: unknown, required: boolean): FieldResult {
  const problem = (code: SchemaProblem["code"], detail: string): FieldResult => ({ problem: { path: key, code, detail } });
  if (!isRecord(rawProp)) return problem("not-a-schema", "is not a schema object");
  // After unwrapping: pydantic writes an optional enum as `anyOf: [{$ref}, {type: "null"}]`.
  const prop = unwrapNullable(rawProp);
  if ("$ref" in prop) return problem("ref", "uses $ref, which elicitation forms do not resolve");

  const title = typeof prop.title === "string" && prop.title !== "" ? prop.title : undefined;
  const base = {
    key,
    label: title ?? keyToLabel(key),
    required,
    ...(typeof prop.description === "string" && prop.description !== "" ? { description: prop.description } : {}),
  };
  const type = prop.type;

  // Single-select: `oneOf` of {const, title}, or `enum` (with or without `type`, with or without `enumNames`).
  if (type === undefined || type === "string") {
    const options = selectOptions(prop);
    if (options === "bad") return problem("bad-enum", "has enum options that are not all strings");
    if (options) return { field: { ...base, kind: "select", options, ...pick("defaultValue", prop.default, isOptionOf(options)) } };
  }

  switch (type) {
    case "string":
      return { field: stringField(base, prop) };
    case "number":
    case "integer":
      return {
        field: {
          ...base,
          kind: "number",
          integer: type === "integer",
          ...pick("minimum", prop.minimum, isFiniteNumber),
          ...pick("maximum", prop.maximum, isFiniteNumber),
          ...pick("defaultValue", prop.default, isFiniteNumber),
        },
      };
    case "boolean":
      return { field: { ...base, kind: "boolean", ...pick("defaultValue", prop.default, isBoolean) } };
    case "array": {
      const options = isRecord(prop.items) ? selectOptions(prop.items) : undefined;
      if (!options || options === "bad") {
        return problem("array-of-non-strings", "is an array whose items are not a list of string options");
      }
      return {
        field: {
          ...base,
          kind: "multi-select",
          options,
          ...pick("minItems", prop.minItems, isCount),
          ...pick("maxItems", prop.maxItems, isCount),
          ...pick("defaultValue", prop.default, (v): v is string[] => isStringArray(v) && v.every(isOptionOf(options))),
        },
      };
    }
    case "object":
      return problem("nested-object", "is a nested object; elicitation forms are flat");
    case undefined:
      return problem("missing-type", "has no type");
    default:
      return problem("unknown-type", `has type ${JSON.stringify(type)}, which elicitation forms do not support`);
  }
}

function stringField(base: { key: string; label: string; required: boolean }, prop: Raw): FieldSpec {
  const defaults = pick("defaultValue", prop.default, isString);
  switch (prop.format) {
    case "date":
      return { ...base, kind: "date", ...defaults };
    case "date-time":
      return { ...base, kind: "date-time", ...defaults };
    default:
      return {
        ...base,
        kind: "text",
        // Unknown formats ("password", "phone", ...) are plain text: the server's own check still runs.
        inputType: prop.format === "email" ? "email" : prop.format === "uri" ? "url" : "text",
        // Kept as sent: `format: "password"` tells the sensitive-field detector what the field is.
        ...pick("format", prop.format, isNonEmptyString),
        ...pick("minLength", prop.minLength, isCount),
        ...pick("maxLength", prop.maxLength, isCount),
        ...pick("pattern", prop.pattern, isString),
        ...defaults,
      };
  }
}

/** Options from `oneOf`/`anyOf` consts or `enum` (+ `enumNames`); undefined when the schema has none. */
function selectOptions(schema: Raw): SelectOption[] | "bad" | undefined {
  const titled = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(titled)) return optionsFromConsts(titled) ?? "bad";
  if (!Array.isArray(schema.enum)) return undefined;
  if (!isStringArray(schema.enum)) return "bad";
  const names = schema.enumNames;
  // enumNames of the wrong length are ignored rather than mislabelling options.
  const labels = isStringArray(names) && names.length === schema.enum.length ? names : schema.enum;
  // An empty name shows the value, as an empty `oneOf` title does: an option with no label cannot be read.
  return schema.enum.map((value, i) => ({ value, label: labels[i] || value }));
}

/** `{ [name]: value }` when the value has the right shape, else `{}`: a wrong-typed keyword is ignored. */
function pick<K extends string, T>(name: K, value: unknown, accept: (v: unknown) => v is T): { [P in K]?: T } {
  return accept(value) ? ({ [name]: value } as { [P in K]?: T }) : {};
}

const isString = (v: unknown): v is string => typeof v === "string";
const isNonEmptyString = (v: unknown): v is string => typeof v === "string" && v !== "";
const isBoolean = (v: unknown): v is boolean => typeof v === "boolean";
const isFiniteNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isOptionOf = (options: SelectOption[]) => (v: unknown): v is string => options.some((o) => o.value === v);
