// The server's own requestedSchema, compiled once with Ajv and ajv-formats (engine.ts): the same judge the
// official SDK server uses on what we send (SPEC.md "Validation traps"). Compiling costs milliseconds; validating
// microseconds. So a schema is compiled once and reused, by object identity first and then by its JSON
// text (a host that re-creates the object per render, or a server that repeats a request, does not pay again).
import type { ValidateFunction } from "ajv";
import { createEngine, type Engine } from "./engine.ts";

const engines = new Map<boolean, Engine>();
function engine(unicode: boolean): Engine {
  let ajv = engines.get(unicode);
  if (!ajv) engines.set(unicode, (ajv = createEngine(unicode)));
  return ajv;
}

/**
 * JSON Schema patterns are ECMA-262 regular expressions, which Ajv compiles with the `u` flag; servers
 * write patterns such as `^[\w-.]+$` that are only valid without it. Try the strict reading first.
 * Throws when the schema cannot be compiled at all.
 */
function compileBody(body: Record<string, unknown>): ValidateFunction {
  try {
    return compileWith(engine(true), body);
  } catch {
    return compileWith(engine(false), body);
  }
}

/**
 * Ajv keeps every schema it compiles, by object and by `$id`, even when compiling fails: forget it, the
 * function is all we keep. Otherwise memory grows with each request and a second schema with the same
 * `$id` throws "already exists".
 */
function compileWith(ajv: Engine, body: Record<string, unknown>): ValidateFunction {
  try {
    return ajv.compile(body);
  } finally {
    ajv.removeSchema(body);
  }
}

const byObject = new WeakMap<object, ValidateFunction>();
const byText = new Map<string, ValidateFunction>();
const MAX_CACHED_TEXTS = 100;
let compiled = 0;

/** How many schemas have been compiled so far in this page: for tests and benchmarks. */
export function compiledSchemaCount(): number {
  return compiled;
}

export function compileSchema(schema: Record<string, unknown>): ValidateFunction {
  const known = byObject.get(schema);
  if (known) return known;
  const text = JSON.stringify(schema);
  let validate = byText.get(text);
  if (!validate) {
    // The engine need not resolve `$schema`: it is not a meta-schema Ajv 2020 has registered.
    const { $schema: _metaSchema, ...body } = schema;
    validate = compileBody(body);
    compiled += 1;
    if (byText.size >= MAX_CACHED_TEXTS) byText.delete(byText.keys().next().value as string);
    byText.set(text, validate);
  }
  byObject.set(schema, validate);
  return validate;
}
