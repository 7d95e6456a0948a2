// What a validator says about content, in the terms the field issues need: which rule, which property.
// Ajv (code generation) and the interpreter used where a page's CSP refuses eval both report this way.

export interface SchemaError {
  /** The JSON Schema keyword that failed: "required", "minLength", "format", "anyOf", ... */
  keyword: string;
  /** The top-level property the error is about, if any. */
  key: string | undefined;
  /** For a "format" error: the format the value failed. */
  format?: string;
}

/** Judges content against one schema: every error, or none when the content is valid. */
export type Judge = (content: unknown) => SchemaError[];

/** One JSON Pointer segment as the key it names ("a~1b" is "a/b"). */
export const unescapeSegment = (segment: string) => segment.replace(/~1/g, "/").replace(/~0/g, "~");

/** The property a JSON Pointer (`/key/0`) points into: its first segment, unescaped. */
export function firstSegment(pointer: string): string | undefined {
  const first = pointer.split("/")[1];
  return first === undefined ? undefined : unescapeSegment(first);
}
