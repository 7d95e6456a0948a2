// One error for a whole schema, naming every property that cannot be shown and why,
// so a server author fixes them all in one round.

export type SchemaProblemCode =
  | "not-an-object"
  | "no-properties"
  | "nested-object"
  | "array-of-non-strings"
  | "ref"
  | "missing-type"
  | "unknown-type"
  | "bad-enum"
  | "required-without-property"
  | "not-a-schema"
  | "invalid-schema";

export interface SchemaProblem {
  /** The property key, or "" for the schema itself. */
  path: string;
  code: SchemaProblemCode;
  /** English detail for logs and developers; the UI words come from the message catalogue. */
  detail: string;
}

export class UnsupportedSchemaError extends Error {
  readonly problems: readonly SchemaProblem[];

  constructor(problems: readonly SchemaProblem[]) {
    const lines = problems.map((p) => `- ${p.path === "" ? "(schema)" : `"${p.path}"`}: ${p.detail}`);
    super(`This elicitation form cannot be shown:\n${lines.join("\n")}`);
    this.name = "UnsupportedSchemaError";
    this.problems = problems;
  }
}
