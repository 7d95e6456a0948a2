// The server's own requestedSchema, compiled once with the Ajv dialect its `$schema` names and
// ajv-formats: the same judge the official SDK server uses on what we send (SPEC.md "Validation traps").
// Compiling costs milliseconds; validating microseconds. So a schema is compiled once and reused, by
// object identity first and then by its JSON text (a host that re-creates the object per render,
// or a server that repeats a request, does not pay again).
import { Ajv, type Options, type ValidateFunction } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

// ajv-formats ships CommonJS with `exports.default`; bundlers and Node disagree on which one an ESM import gets.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule);

// Not strict: servers send `enumNames`, unknown formats and annotations that strict mode rejects.
const options: Options = { strict: false, allErrors: true, logger: false, validateSchema: false };

type Dialect = "2020-12" | "2019-09" | "draft-07";

function dialectOf(schema: Record<string, unknown>): Dialect {
  const uri = typeof schema.$schema === "string" ? schema.$schema : "";
  if (uri.includes("2019-09")) return "2019-09";
  if (/draft-0[4-7]/.test(uri)) return "draft-07";
  // No `$schema` means 2020-12 since 2025-11-25; the keywords a flat form uses mean the same in each.
  return "2020-12";
}

const engines = new Map<string, Ajv>();
function engine(dialect: Dialect, unicode: boolean): Ajv {
  const key = `${dialect}:${unicode}`;
  let ajv = engines.get(key);
  if (!ajv) {
    const opts = { ...options, unicodeRegExp: unicode };
    ajv = dialect === "2020-12" ? new Ajv2020(opts) : dialect === "2019-09" ? new Ajv2019(opts) : new Ajv(opts);
    addFormats(ajv);
    engines.set(key, ajv);
  }
  return ajv;
}

/**
 * JSON Schema patterns are ECMA-262 regular expressions, which Ajv compiles with the `u` flag; servers
 * write patterns such as `^[\w-.]+$` that are only valid without it. Try the strict reading first.
 * Throws when the schema cannot be compiled at all.
 */
function compileBody(dialect: Dialect, body: Record<string, unknown>): ValidateFunction {
  try {
    return compileWith(engine(dialect, true), body);
  } catch {
    return compileWith(engine(dialect, false), body);
  }
}

/**
 * Ajv keeps every schema it compiles, by object and by `$id`, even when compiling fails: forget it, the
 * function is all we keep. Otherwise memory grows with each request and a second schema with the same
 * `$id` throws "already exists".
 */
function compileWith(ajv: Ajv, body: Record<string, unknown>): ValidateFunction {
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
    // `$schema` chose the dialect; the engine need not resolve it again (draft-04/06 are not registered).
    const { $schema: _dialect, ...body } = schema;
    validate = compileBody(dialectOf(schema), body);
    compiled += 1;
    if (byText.size >= MAX_CACHED_TEXTS) byText.delete(byText.keys().next().value as string);
    byText.set(text, validate);
  }
  byObject.set(schema, validate);
  return validate;
}
