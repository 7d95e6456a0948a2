import type { TextField as TextFieldSpec } from "../schema/fieldSpec.ts";
import { FieldFrame } from "./FieldParts.tsx";
import { useField, type FieldProps } from "./useField.ts";

const autoComplete = { email: "email", url: "url", text: undefined } as const;

export function TextField({ field, index }: FieldProps<TextFieldSpec>) {
  const bind = useField(field, index);
  return (
    <FieldFrame field={field} bind={bind}>
      <input
        className="rme-input"
        {...bind.inputProps}
        type={field.inputType}
        value={bind.value as string}
        autoComplete={autoComplete[field.inputType]}
        spellCheck={field.inputType === "text" ? undefined : false}
        onChange={(e) => bind.setValue(e.target.value)}
      />
    </FieldFrame>
  );
}
