// Content judged synchronously, for a host that checks what it built itself before sending it, and for the
// form's own rules (core/form/), which branch on whether the validator is here yet.
import type { ElicitContent, RequestedSchema } from "../protocol/types.ts";
import type { FieldSpec } from "../schema/fieldSpec.ts";
import { ready, type Pending, type Ready } from "../loader.ts";
import { compileSchema, type Compiled } from "./compile.ts";
import type { FieldIssues } from "./issues.ts";

/** Thrown by `validateContent` while the validator is still loading: `loadValidator()` waits for it. */
export class ValidatorLoading extends Error {
  constructor() {
    super("The schema validator is loading: await loadValidator() (or prepareSchema) before judging synchronously.");
    this.name = "ValidatorLoading";
  }
}

/** Content judged now: its issues with the words for them, or pending while the validator loads (the load started). */
export function judgeContent(
  schema: Record<string, unknown>,
  fields: readonly FieldSpec[],
  content: ElicitContent,
): Pending | Ready<{ issues: FieldIssues; reporting: Compiled["reporting"] }> {
  const compiled = compileSchema(schema);
  if (compiled.status === "pending") return compiled;
  const { judge, reporting } = compiled.value;
  return ready({ issues: reporting.issuesOf(judge(content), fields, content), reporting });
}

/**
 * Validates content against the server's own schema, plus the rules a person expects beyond JSON Schema's
 * (a required choice list needs a choice). Throws `ValidatorLoading` until `loadValidator()` has resolved
 * (from `react-mcp-elicitation/core`, never: that entry has the validator from the start).
 */
export function validateContent(schema: RequestedSchema | Record<string, unknown>, fields: readonly FieldSpec[], content: ElicitContent): FieldIssues {
  const judged = judgeContent(schema as Record<string, unknown>, fields, content);
  // The public edge: a host's synchronous call has no state to branch on, so it keeps the documented error.
  if (judged.status === "pending") throw new ValidatorLoading();
  return judged.value.issues;
}
