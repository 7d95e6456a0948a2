// The server's own requestedSchema, compiled once with Ajv and ajv-formats (ajvJudge.ts): the same judge the
// official SDK server uses on what we send. Compiling costs milliseconds; validating
// microseconds. So a schema is compiled once and reused, by object identity first and then by its JSON
// text (a host that re-creates the object per render, or a server that repeats a request, does not pay again).
//
// Ajv is most of a form's bytes and nothing draws the first frame with it, so it loads on demand: a form
// starts loading it once its fields are painted (or at warm-up), and until it is there `compileSchema` says it is
// pending (the load started). Where the page's Content-Security-Policy refuses `eval`, Ajv cannot compile: the
// first refusal switches every later schema to an interpreting validator (interpret.ts), also loaded on demand.
// `prepareSchema` waits for whichever is loading. What turns the validator's errors into what a person reads
// (reporting.ts) loads with it, in the same load (ajvValidator.ts, interpreterValidator.ts): it is needed
// exactly when the validator is. The /core entry imports both statically and provides them, so that there
// nothing waits (../atOnce.ts).
import type { Judge } from "./judge.ts";
import type { Reporting } from "./reporting.ts";
import { loader, PENDING, ready, type Pending, type Ready } from "../loader.ts";
import { definitionOf, type KindOf } from "../schema/kinds/index.ts";
import { perSchema } from "./perSchema.ts";

type Schema = Record<string, unknown>;

/** A validator with the words for what it finds: what loads on demand, or an entry provides. */
export interface Validator {
  compile(body: Schema): Judge;
  reporting: Reporting;
}

/** A schema compiled: its judge, and the issues and words for what it finds. */
export interface Compiled {
  judge: Judge;
  reporting: Reporting;
}

/** What one validator's load brings (ajvValidator.ts, interpreterValidator.ts). */
export interface ValidatorModule extends Pick<Validator, "compile"> {
  reportingWith(kindOf: KindOf): Reporting;
}

/** A validator's module as the validator: its words are handed the kinds' registry (reporting.ts says why). */
export const validatorOf = ({ compile, reportingWith }: ValidatorModule): Validator => ({ compile, reporting: reportingWith(definitionOf) });

const ajv = /* @__PURE__ */ loader(() => import("./ajvValidator.ts").then(validatorOf));
const interpreter = /* @__PURE__ */ loader(() => import("./interpreterValidator.ts").then(validatorOf));
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

/** Both validators at hand from the start, for the entry that imports them statically (../atOnce.ts). */
export function provideValidator(validators: { ajv: Validator; interpreter: Validator }): void {
  ajv.provide(validators.ajv);
  interpreter.provide(validators.interpreter);
}

/** Compiled by the validator this page needs, or pending while it loads. */
function compileBody(body: Schema): Pending | Ready<Compiled> {
  const validator = needed().need();
  if (validator.status === "pending") return validator;
  const { compile, reporting } = validator.value;
  try {
    return ready({ judge: compile(body), reporting });
  } catch (error) {
    // A policy can refuse eval later than the probe saw.
    if (evalRefused || !(error instanceof EvalError)) throw error;
    evalRefused = true;
    return compileBody(body);
  }
}

const compiledPerSchema = perSchema<Compiled | undefined>(100);
let compiled = 0;

/** How many schemas have been compiled so far in this page: for tests and benchmarks. */
export function compiledSchemaCount(): number {
  return compiled;
}

/**
 * The schema compiled, or pending while the validator loads (the load started here). Throws what the
 * validator throws for a schema it cannot compile.
 */
export function compileSchema(schema: Schema): Pending | Ready<Compiled> {
  const done = compiledPerSchema(schema, () => {
    // The engine need not resolve `$schema`: one engine judges every dialect (engine.ts).
    const { $schema: _metaSchema, ...body } = schema;
    const result = compileBody(body);
    if (result.status === "pending") return undefined;
    compiled += 1;
    return result.value;
  });
  return done ? ready(done) : PENDING;
}

/** Compiles the schema, first loading the validator this page needs. Rejects as `compileSchema` throws, or the load fails. */
export async function prepareSchema(schema: Schema): Promise<Compiled> {
  for (;;) {
    const result = compileSchema(schema);
    if (result.status === "ready") return result.value;
    await needed().load();
  }
}

/** Whether the validator this page needs is here, so that judging is synchronous. */
export function validatorLoaded(): boolean {
  return needed().state.status === "ready";
}

/**
 * Loads the validator (Ajv, or the interpreter where the CSP refuses eval), so that `validateContent` and
 * `compileSchema` judge synchronously from then on. Forms and `warmUpElicitation()` load it themselves.
 */
export async function loadValidator(): Promise<void> {
  while (needed().need().status === "pending") await needed().load();
}
