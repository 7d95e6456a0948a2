import type { Schema } from "../schema.ts";

export interface OptionProps {
  schema: Schema;
  onDone: () => void;
}
