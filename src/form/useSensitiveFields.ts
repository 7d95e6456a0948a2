// Which fields of a form look like secrets, and what the host's policy makes of them.
import { useMemo, useRef } from "react";
import type { FieldSpec } from "../core/schema/fieldSpec.ts";
import { findSensitiveFields, sensitiveRules as defaultSensitiveRules, type SensitiveFieldsPolicy, type SensitiveRule } from "../core/schema/sensitive.ts";

export function useSensitiveFields(fields: FieldSpec[], policy: SensitiveFieldsPolicy, rules: readonly SensitiveRule[] | undefined) {
  // Once per schema: a host's rules written inline (`[...sensitiveRules, mine]`) are a new array each render,
  // and a new list each render would re-render every field.
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const sensitive = useMemo(() => findSensitiveFields(fields, rulesRef.current ?? defaultSensitiveRules), [fields]);
  /** By field index, for the fields' context. */
  const kinds = useMemo(() => new Map(sensitive.map((f) => [f.index, f.kind])), [sensitive]);
  return {
    /** The fields that look like secrets, in form order. */
    sensitive,
    kinds,
    /** The policy is "block" and some field looks like a secret: no fields, no submit, as for a schema that cannot be shown. */
    blocked: policy === "block" && sensitive.length > 0,
    /** The policy is "warn" and some field looks like a secret: say so above the fields. */
    warns: policy === "warn" && sensitive.length > 0,
  };
}
