// The server's own requestedSchema, compiled once with Ajv and ajv-formats (engine.ts): the same judge the
// official SDK server uses on what we send. Compiling costs milliseconds; validating
// microseconds. So a schema is compiled once and reused, by object identity first and then by its JSON
// text (a host that re-creates the object per render, or a server that repeats a request, does not pay again).
//
// Where the page's Content-Security-Policy refuses `eval`, Ajv cannot compile: the first refusal switches
// every later schema to an interpreting validator (interpret.ts), loaded on demand. `prepareSchema` waits
// for it; until it has loaded, `compileSchema` throws `ValidatorLoading`.
import type { ErrorObject, ValidateFunction } from "ajv";
import { createEngine, type Engine } from "./engine.ts";
import { firstSegment, type Judge, type SchemaError } from "./judge.ts";
import { isRecord as isSchema } from "../guards.ts";

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
function compileWithAjv(body: Schema): Judge {
  let validate: ValidateFunction;
  try {
    validate = compileWith(engine(true), body);
  } catch (error) {
    if (error instanceof EvalError) throw error;
    validate = compileWith(engine(false), body);
  }
  return (content) => (validate(content) ? [] : (validate.errors ?? []).map(errorOf));
}

/** Thrown by `compileSchema` while the interpreting validator a strict CSP needs is still loading. */
export class ValidatorLoading extends Error {
  constructor() {
    super("The schema validator is loading: this page's Content-Security-Policy refuses eval, so an interpreting validator is used.");
    this.name = "ValidatorLoading";
  }
}

let evalRefused = false;
let interpreter: typeof import("./interpret.ts") | undefined;
let loading: Promise<unknown> | undefined;

function compileBody(body: Schema): Judge {
  if (!evalRefused) {
    try {
      return compileWithAjv(body);
    } catch (error) {
      if (!(error instanceof EvalError)) throw error;
      evalRefused = true;
    }
  }
  if (interpreter) return interpreter.interpret(body);
  loading ??= import("./interpret.ts").then((module) => (interpreter = module));
  throw new ValidatorLoading();
}

/**
 * A list of titled options, `oneOf` or `anyOf` of `{ const, title }`, judged as the `enum` it means. Ajv
 * nests its generated code once per branch and overflows the stack at a few thousand options; an enum is
 * one lookup. Only when every branch is a const with annotations, the consts differ and there is no
 * `enum` already: then both accept exactly the same values. Looks where a flat form has options: each
 * property, its `items`, and the branches of a nullable wrapper.
 */
function constChoicesAsEnum(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
  if (isSchema(copy.properties)) {
    copy.properties = Object.fromEntries(Object.entries(copy.properties).map(([key, value]) => [key, constChoicesAsEnum(value)]));
  }
  if (isSchema(copy.items)) copy.items = constChoicesAsEnum(copy.items);
  for (const keyword of ["oneOf", "anyOf"]) {
    const branches = copy[keyword];
    if (!Array.isArray(branches)) continue;
    const consts = branches.every((b) => isSchema(b) && "const" in b && Object.keys(b).every((k) => k === "const" || k === "title" || k === "description"))
      ? branches.map((b) => (b as Schema).const)
      : undefined;
    if (consts && !("enum" in copy) && new Set(consts.map((c) => JSON.stringify(c))).size === consts.length) {
      delete copy[keyword];
      copy.enum = consts;
    } else {
      copy[keyword] = branches.map(constChoicesAsEnum);
    }
  }
  return copy;
}

const byObject = new WeakMap<object, Judge>();
const byText = new Map<string, Judge>();
const MAX_CACHED_TEXTS = 100;
let compiled = 0;

/** How many schemas have been compiled so far in this page: for tests and benchmarks. */
export function compiledSchemaCount(): number {
  return compiled;
}

export function compileSchema(schema: Schema): Judge {
  const known = byObject.get(schema);
  if (known) return known;
  const text = JSON.stringify(schema);
  let judge = byText.get(text);
  if (!judge) {
    // The engine need not resolve `$schema`: one engine judges every dialect (engine.ts).
    const { $schema: _metaSchema, ...body } = schema;
    judge = compileBody(constChoicesAsEnum(body) as Schema);
    compiled += 1;
    if (byText.size >= MAX_CACHED_TEXTS) byText.delete(byText.keys().next().value as string);
    byText.set(text, judge);
  }
  byObject.set(schema, judge);
  return judge;
}

/** Compiles the schema, first loading the interpreting validator if this page needs it. Rejects as `compileSchema` throws. */
export async function prepareSchema(schema: Schema): Promise<Judge> {
  try {
    return compileSchema(schema);
  } catch (error) {
    if (!(error instanceof ValidatorLoading)) throw error;
    await loading;
    return compileSchema(schema);
  }
}
