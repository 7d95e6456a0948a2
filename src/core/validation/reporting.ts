// What a validator's errors mean to a person: the issue each field shows, and its words. Nothing is judged
// before the validator is here, so these load with it, in the same import (ajvValidator.ts,
// interpreterValidator.ts), and a form's first frame carries none of them.
//
// They are handed the kinds' registry (`reportingWith`) rather than importing it. The registry is in the first
// frame; a module loaded on demand that imported it statically would make a bundler split the registry, and
// every module it imports, into a chunk of its own that the page then loads at start beside its entry: more
// bytes than one chunk (bench/RESULTS.md measures this library's own code at start).
import type { ElicitContent } from "../protocol/types.ts";
import type { FieldSpec } from "../schema/fieldSpec.ts";
import type { KindOf } from "../schema/kinds/index.ts";
import type { Translate } from "../i18n/translate.ts";
import type { SchemaError } from "./judge.ts";
import { issuesOf, type FieldIssue, type FieldIssues } from "./issues.ts";
import { fieldIssueMessage } from "./fieldIssueMessage.ts";

export interface Reporting {
  /** The issue to show on each field, from what the validator found in `content` (issues.ts). */
  issuesOf(errors: readonly SchemaError[], fields: readonly FieldSpec[], content: ElicitContent): FieldIssues;
  /** A field issue in words (fieldIssueMessage.ts). */
  fieldIssueMessage(issue: FieldIssue, t: Translate): string;
}

export const reportingWith = (kindOf: KindOf): Reporting => ({
  issuesOf: (errors, fields, content) => issuesOf(errors, fields, content, kindOf),
  fieldIssueMessage: (issue, t) => fieldIssueMessage(issue, t, kindOf),
});
