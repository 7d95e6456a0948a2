// Content judged synchronously, for a host that checks what it built itself before sending it.
import type { ElicitContent } from "../protocol/types.ts";
import type { FieldSpec } from "../schema/fieldSpec.ts";
import { compileSchema, issueReporting } from "./compile.ts";
import type { FieldIssues } from "./issues.ts";

/**
 * Validates content against the server's own schema, plus the rules a person expects beyond JSON Schema's
 * (a required choice list needs a choice). Throws `ValidatorLoading` until `loadValidator()` has resolved.
 */
export function validateContent(schema: Record<string, unknown>, fields: readonly FieldSpec[], content: ElicitContent): FieldIssues {
  const judge = compileSchema(schema);
  return issueReporting().issuesOf(judge(content), fields, content);
}
