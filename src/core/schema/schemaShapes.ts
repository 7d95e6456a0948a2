// Small shape checks and normalisations shared by the schema mapper.
import type { SelectOption } from "./fieldSpec.ts";
import { isRecord } from "../guards.ts";

export { isRecord };

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === "string");
}

const isNullSchema = (s: unknown) => isRecord(s) && s.type === "null";

/**
 * pydantic writes an optional field as `anyOf: [T, {type: "null"}]` with `default: null`, and some
 * generators write `type: [T, "null"]`. Both mean "an optional T": return T with the outer keywords.
 */
export function unwrapNullable(prop: Record<string, unknown>): Record<string, unknown> {
  let result = prop;
  for (const keyword of ["anyOf", "oneOf"] as const) {
    const branches = result[keyword];
    if (!Array.isArray(branches) || !branches.some(isNullSchema)) continue;
    const rest = branches.filter((b) => !isNullSchema(b));
    if (rest.length !== 1 || !isRecord(rest[0])) continue;
    const { [keyword]: _dropped, ...outer } = result;
    result = { ...rest[0], ...outer };
  }
  if (Array.isArray(result.type)) {
    const types = result.type.filter((t) => t !== "null");
    if (types.length === 1) result = { ...result, type: types[0] };
  }
  if (result.default === null) {
    const { default: _null, ...withoutDefault } = result;
    result = withoutDefault;
  }
  return result;
}

/** `[{const, title}]` -> options; undefined when any entry is not a string const. */
export function optionsFromConsts(entries: unknown[]): SelectOption[] | undefined {
  const options: SelectOption[] = [];
  for (const entry of entries) {
    if (!isRecord(entry) || typeof entry.const !== "string") return undefined;
    options.push({ value: entry.const, label: typeof entry.title === "string" && entry.title !== "" ? entry.title : entry.const });
  }
  return options;
}
