// What a validator says about content, in the terms the field issues need: which rule, which property.
// Ajv (code generation) and the interpreter used where a page's CSP refuses eval both report this way.
import type { SchemaError } from "../schema/kinds/issueCode.ts";

export type { SchemaError };


/** Judges content against one schema: every error, or none when the content is valid. */
export type Judge = (content: unknown) => SchemaError[];

/** One JSON Pointer segment as the key it names ("a~1b" is "a/b"). */
export const unescapeSegment = (segment: string) => segment.replace(/~1/g, "/").replace(/~0/g, "~");

/** The property a JSON Pointer (`/key/0`) points into: its first segment, unescaped. */
export function firstSegment(pointer: string): string | undefined {
  const first = pointer.split("/")[1];
  return first === undefined ? undefined : unescapeSegment(first);
}
