import type { Schema } from "../schema.ts";

export interface OptionProps {
  schema: Schema;
  onDone: () => void;
  /** The request's message and the server, where an option shows them (hostile requests set them). */
  message?: string;
  server?: { name: string; title?: string; version?: string };
  /** The library's words, where an option has a locale of its own (this library's built-in catalogues). */
  locale?: string;
}
