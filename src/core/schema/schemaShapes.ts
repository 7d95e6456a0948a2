// Small shape checks and normalisations shared by the schema mapper and the field kinds (kinds/).
import { isRecord } from "../guards.ts";

export interface SelectOption {
  /** What is sent. */
  value: string;
  /** What the person reads. */
  label: string;
}

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

/** Options from `oneOf`/`anyOf` consts or `enum` (+ `enumNames`); undefined when the schema has none. */
export function selectOptions(schema: Record<string, unknown>): SelectOption[] | "bad" | undefined {
  const titled = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(titled)) return optionsFromConsts(titled) ?? "bad";
  if (!Array.isArray(schema.enum)) return undefined;
  if (!isStringArray(schema.enum)) return "bad";
  const names = schema.enumNames;
  // enumNames of the wrong length are ignored rather than mislabelling options.
  const labels = isStringArray(names) && names.length === schema.enum.length ? names : schema.enum;
  // An empty name shows the value, as an empty `oneOf` title does: an option with no label cannot be read.
  return schema.enum.map((value, i) => ({ value, label: labels[i] || value }));
}

/** `{ [name]: value }` when the value has the right shape, else `{}`: a wrong-typed keyword is ignored. */
export function pick<K extends string, T>(name: K, value: unknown, accept: (v: unknown) => v is T): { [P in K]?: T } {
  return accept(value) ? ({ [name]: value } as { [P in K]?: T }) : {};
}

export const isString = (v: unknown): v is string => typeof v === "string";
export const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
export const isOptionOf = (options: SelectOption[]) => (v: unknown): v is string => options.some((o) => o.value === v);
