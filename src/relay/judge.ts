// What a page posts for a request, judged before anything reaches the MCP server: the answer's shape, and for
// an accepted form, its content against the request's own requestedSchema with the validator the form uses
// (validateContent), so that a page that skipped the form, or a forged body, cannot send what the server
// would refuse. Synchronous from the first answer: the validators are imported, not loaded on demand, so that
// nothing is loaded where import() is refused (an MV3 service worker), and the interpreter judges where eval is.
import type { ElicitContent, ElicitRequestParams, ElicitResult } from "../core/protocol/types.ts";
import { isRecord } from "../core/guards.ts";
import { schemaToFields } from "../core/schema/schemaToFields.ts";
import { provideBothValidators } from "../core/validation/provided.ts";
import { validateContent } from "../core/validation/validateContent.ts";
import type { RelayErrorCode } from "../core/relay/wire.ts";
import { perSchema } from "../core/validation/perSchema.ts";
import { matchesPattern } from "./patterns.ts";

export interface Refusal {
  status: number;
  code: RelayErrorCode;
  message: string;
  issues?: Record<string, string>;
}

const ACTIONS = new Set(["accept", "decline", "cancel"]);

const invalidBody = (message: string): Refusal => ({ status: 400, code: "invalid-body", message });
const invalidContent = (message: string, issues?: Record<string, string>): Refusal => ({
  status: 422,
  code: "invalid-content",
  message,
  ...(issues ? { issues } : {}),
});

/**
 * Judges an empty answer to a form request and forgets the verdict: its schema and its patterns are compiled and
 * every step of a judgement has run once, so that judging the real answer takes microseconds rather than the compile's
 * milliseconds (and, in a fresh process or worker, the validator's first use: tens of them). A schema that
 * cannot be judged is left for the real answer's judgement to report.
 */
export function prepareJudge(params: ElicitRequestParams): void {
  if (params.mode === "url") return;
  judgeResult(params, { action: "accept", content: {} });
  // An empty answer checks no pattern: each is compiled now too (patterns.ts keeps it), not on the first answer.
  const schema = params.requestedSchema as unknown as Record<string, unknown>;
  for (const rules of apartFromPatterns(schema).patterns.values()) {
    for (const pattern of [...rules.all, ...(rules.anyOf ?? [])]) if (pattern !== undefined) matchesPattern(pattern, "");
  }
}

/** The result to hand to the MCP server, rebuilt from what was posted; or why it is refused. */
export function judgeResult(params: ElicitRequestParams, posted: unknown): { result: ElicitResult } | { refusal: Refusal } {
  if (!isRecord(posted) || typeof posted.action !== "string" || !ACTIONS.has(posted.action)) {
    return { refusal: invalidBody('result.action must be "accept", "decline" or "cancel"') };
  }
  const action = posted.action as ElicitResult["action"];
  const { content } = posted;
  if (action !== "accept" || params.mode === "url") {
    if (content !== undefined) {
      const what = action === "accept" ? "an accepted URL-mode request" : `"${action}"`;
      return { refusal: invalidBody(`result.content must be left out for ${what}`) };
    }
    return { result: { action } };
  }
  const judged = judgeContent(params.requestedSchema as unknown as Record<string, unknown>, content ?? {});
  return "refusal" in judged ? judged : { result: { action, content: judged.content } };
}

function judgeContent(schema: Record<string, unknown>, content: unknown): { content: ElicitContent } | { refusal: Refusal } {
  if (!isRecord(content)) return { refusal: invalidBody("result.content must be an object of the requested properties") };
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const unknown = Object.keys(content).filter((key) => !Object.hasOwn(properties, key));
  if (unknown.length > 0) {
    return { refusal: invalidContent(`result.content has properties the request did not ask for: ${unknown.map((k) => JSON.stringify(k)).join(", ")}`) };
  }
  let fields;
  try {
    fields = schemaToFields(schema);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { refusal: invalidContent(`This request's schema cannot be shown as a form, so it can only be declined or cancelled. ${reason}`) };
  }
  let issues;
  try {
    provideBothValidators();
    const { schema: judged, patterns } = apartFromPatterns(schema);
    issues = validateContent(judged, fields, content as ElicitContent);
    for (const field of fields) {
      const value = (content as ElicitContent)[field.key];
      const rules = patterns.get(field.key);
      if (typeof value === "string" && rules && !issues.has(field.key) && !passes(rules, value)) issues.set(field.key, { code: "pattern", field });
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { refusal: invalidContent(`This request's schema cannot be judged, so it can only be declined or cancelled: ${reason}`) };
  }
  if (issues.size > 0) {
    const byKey = Object.fromEntries([...issues].map(([key, issue]) => [key, issue.code]));
    const list = [...issues].map(([key, issue]) => `${JSON.stringify(key)} (${issue.code})`).join(", ");
    return { refusal: invalidContent(`result.content does not satisfy the request's requestedSchema: ${list}`, byKey) };
  }
  return { content: content as ElicitContent };
}

/** A property's patterns: each of `all` must match, and one of `anyOf` (a branch without one passes). */
interface PatternRules {
  all: string[];
  anyOf?: (string | undefined)[];
}

const passes = ({ all, anyOf }: PatternRules, value: string) =>
  all.every((pattern) => matchesPattern(pattern, value) !== false) &&
  (!anyOf || anyOf.some((pattern) => pattern === undefined || matchesPattern(pattern, value) !== false));

interface Apart {
  schema: Record<string, unknown>;
  patterns: Map<string, PatternRules>;
}
const apartPerSchema = perSchema<Apart>(100);

/**
 * The schema without its `pattern`s, for the validators, and the patterns by property, judged apart in linear
 * time (patterns.ts): the validators' own regular expressions backtrack. One copy per schema (perSchema.ts), so
 * that the validators' cache of compiled schemas holds.
 */
const apartFromPatterns = (schema: Record<string, unknown>): Apart => apartPerSchema(schema, () => split(schema));

function split(schema: Record<string, unknown>): Apart {
  const patterns = new Map<string, PatternRules>();
  const properties: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(isRecord(schema.properties) ? schema.properties : {})) {
    if (!isRecord(property)) {
      properties[key] = property;
      continue;
    }
    const { pattern, ...rest } = property;
    const rules: PatternRules = { all: typeof pattern === "string" ? [pattern] : [] };
    for (const union of ["anyOf", "oneOf"] as const) {
      const branches = rest[union];
      if (!Array.isArray(branches)) continue;
      const strings = branches.filter((branch) => isRecord(branch) && (branch.type === "string" || branch.type === undefined));
      if (strings.some((branch) => typeof branch.pattern === "string")) rules.anyOf = strings.map((branch) => (typeof branch.pattern === "string" ? branch.pattern : undefined));
      rest[union] = branches.map((branch) => (isRecord(branch) ? (({ pattern: _pattern, ...other }) => other)(branch) : branch));
    }
    if (rules.all.length > 0 || rules.anyOf) patterns.set(key, rules);
    properties[key] = rest;
  }
  return { schema: { ...schema, properties }, patterns };
}
