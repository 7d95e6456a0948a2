// Ajv's half of the validator (compile.ts loads it on demand): compiling a requested schema to a judge.
import type { ErrorObject, ValidateFunction } from "ajv";
import { constChoicesAsEnum } from "./constChoices.ts";
import { createEngine, type Engine } from "./engine.ts";
import { firstSegment, type Judge, type SchemaError } from "./judge.ts";

type Schema = Record<string, unknown>;

const engines = new Map<boolean, Engine>();
function engine(unicode: boolean): Engine {
  let ajv = engines.get(unicode);
  if (!ajv) engines.set(unicode, (ajv = createEngine(unicode)));
  return ajv;
}

/**
 * Ajv keeps every schema it compiles, by object and by `$id`, even when compiling fails: forget it, the
 * function is all we keep. Otherwise memory grows with each request and a second schema with the same
 * `$id` throws "already exists".
 */
function compileWith(ajv: Engine, body: Schema): ValidateFunction {
  try {
    return ajv.compile(body);
  } finally {
    ajv.removeSchema(body);
  }
}

function errorOf(error: ErrorObject): SchemaError {
  const params = error.params as { missingProperty?: string; format?: string; additionalProperty?: string };
  // A property the schema does not allow is named in the params, as the interpreter names it in its path.
  const named = error.keyword === "required" ? params.missingProperty : error.keyword === "additionalProperties" ? params.additionalProperty : undefined;
  const key = error.instancePath === "" && named !== undefined ? named : firstSegment(error.instancePath);
  return { keyword: error.keyword, key, format: params.format };
}

/**
 * JSON Schema patterns are ECMA-262 regular expressions, which Ajv compiles with the `u` flag; servers
 * write patterns such as `^[\w-.]+$` that are only valid without it. Try the strict reading first.
 * Throws when the schema cannot be compiled at all; throws the EvalError when code generation is refused.
 */
export function compileWithAjv(schema: Schema): Judge {
  const body = constChoicesAsEnum(schema) as Schema;
  let validate: ValidateFunction;
  try {
    validate = compileWith(engine(true), body);
  } catch (error) {
    if (error instanceof EvalError) throw error;
    validate = compileWith(engine(false), body);
  }
  return (content) => (validate(content) ? [] : (validate.errors ?? []).map(errorOf));
}
