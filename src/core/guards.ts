// Shape checks every floor uses, in a module of their own: an entry point that needs one loads nothing else.

/** A plain object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
