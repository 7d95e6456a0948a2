import { HandwrittenForm } from "../HandwrittenForm.tsx";
import type { OptionProps } from "./shared.ts";

export function Handwritten({ schema, onDone }: OptionProps) {
  return <HandwrittenForm schema={schema} onSubmit={onDone} />;
}
