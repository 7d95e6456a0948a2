// The server's own requestedSchema, compiled once with Ajv and ajv-formats (ajvJudge.ts): the same judge the
// official SDK server uses on what we send. Compiling costs milliseconds; validating
// microseconds. So a schema is compiled once and reused, by object identity first and then by its JSON
// text (a host that re-creates the object per render, or a server that repeats a request, does not pay again).
//
// Ajv is most of a form's bytes and nothing draws the first frame with it, so it loads on demand: a form
// starts loading it once its fields are painted (or at warm-up), and `compileSchema` throws `ValidatorLoading`
// until it is there. Where the page's Content-Security-Policy refuses `eval`, Ajv cannot compile: the first
// refusal switches every later schema to an interpreting validator (interpret.ts), also loaded on demand.
// `prepareSchema` waits for whichever is loading. What turns the validator's errors into what a person reads
// (reporting.ts) loads beside it: it is needed exactly when the validator is.
import type { Judge } from "./judge.ts";
import { isRecord as isSchema } from "../guards.ts";
import { onDemand } from "../onDemand.ts";

type Schema = Record<string, unknown>;

/** Thrown by `compileSchema` while the validator is still loading: `prepareSchema` waits for it. */
export class ValidatorLoading extends Error {
  constructor() {
    super("The schema validator is loading: await loadValidator() (or prepareSchema) before judging synchronously.");
    this.name = "ValidatorLoading";
  }
}

// Each validator loads with the words for what it finds.
const ajv = /* @__PURE__ */ onDemand(() => Promise.all([import("./ajvJudge.ts"), import("./reporting.ts")]));
const interpreter = /* @__PURE__ */ onDemand(() => Promise.all([import("./interpret.ts"), import("./reporting.ts")]));
/** Whether this page refuses eval: probed once (a policy reports each refusal), or learnt from a refused compile. */
let evalRefused: boolean | undefined;

/** Ajv generates its validators with `new Function`: where that is refused, it cannot compile. */
function codeGenerationAllowed(): boolean {
  try {
    new Function("");
    return true;
  } catch {
    return false;
  }
}

/** The validator this page needs: Ajv, unless the page refuses eval. */
function needed() {
  evalRefused ??= !codeGenerationAllowed();
  return evalRefused ? interpreter : ajv;
}

/** The validator this page needs, with its words; throws `ValidatorLoading`, starting the load, until it is here. */
function requireValidator() {
  const validator = needed();
  if (validator.value) return validator.value;
  // Waited for by `prepareSchema` and `loadValidator`; a judge that meets the throw tries again later.
  validator.load().catch(() => {});
  throw new ValidatorLoading();
}

/** The issues and their words for what the validator finds; throws `ValidatorLoading`, as `compileSchema`, until here. */
export function issueReporting(): typeof import("./reporting.ts") {
  return requireValidator()[1];
}

function compileBody(body: Schema): Judge {
  requireValidator();
  if (!evalRefused) {
    try {
      return ajv.value![0].compileWithAjv(body);
    } catch (error) {
      // A policy can refuse eval later than the probe saw.
      if (!(error instanceof EvalError)) throw error;
      evalRefused = true;
      requireValidator();
    }
  }
  return interpreter.value![0].interpret(body);
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

/** Compiles the schema, first loading the validator this page needs. Rejects as `compileSchema` throws. */
export async function prepareSchema(schema: Schema): Promise<Judge> {
  for (;;) {
    try {
      return compileSchema(schema);
    } catch (error) {
      if (!(error instanceof ValidatorLoading)) throw error;
      await needed().load();
    }
  }
}

/** Whether the validator this page needs is here, so that judging is synchronous. */
export function validatorLoaded(): boolean {
  return needed().value !== undefined;
}

/**
 * Loads the validator (Ajv, or the interpreter where the CSP refuses eval), so that `validateContent` and
 * `compileSchema` judge synchronously from then on. Forms and `warmUpElicitation()` load it themselves.
 */
export async function loadValidator(): Promise<void> {
  for (;;) {
    try {
      requireValidator();
      return;
    } catch (error) {
      if (!(error instanceof ValidatorLoading)) throw error;
      await needed().load();
    }
  }
}
