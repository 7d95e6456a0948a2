import { HandwrittenRhfForm } from "../HandwrittenRhfForm.tsx";
import type { OptionProps } from "./shared.ts";

export function HandwrittenRhf({ schema, onDone }: OptionProps) {
  return <HandwrittenRhfForm schema={schema} onSubmit={onDone} />;
}
