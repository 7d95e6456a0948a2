// requestedSchema -> FieldSpec[]: the 2025-11-25 grammar plus what real servers send beyond it
// (README: "Tolerates real servers"). Anything that cannot be a flat form
// field is collected, and all of it is thrown at once as one UnsupportedSchemaError.
import type { FieldSpec } from "./fieldSpec.ts";
import { UnsupportedSchemaError, type SchemaProblem } from "./errors.ts";
import { fieldKinds } from "./kinds/index.ts";
import { keyToLabel } from "./labels.ts";
import { isRecord, isStringArray, unwrapNullable } from "./schemaShapes.ts";

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
  const props: Record<string, unknown> = isRecord(properties) ? properties : {};

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
  // The most specific kind that takes the property gets it: the highest rank first (kinds/index.ts).
  for (let i = fieldKinds.length - 1; i >= 0; i--) {
    const result = fieldKinds[i]!.fromSchema(prop, base);
    if (result) return "code" in result ? problem(result.code, result.detail) : { field: result };
  }
  // What no kind takes.
  const type = prop.type;
  switch (type) {
    case "array":
      return problem("array-of-non-strings", "is an array whose items are not a list of string options");
    case "object":
      return problem("nested-object", "is a nested object; elicitation forms are flat");
    case undefined:
      return problem("missing-type", "has no type");
    default:
      return problem("unknown-type", `has type ${JSON.stringify(type)}, which elicitation forms do not support`);
  }
}
