import type { TextField as TextFieldSpec } from "../core/schema/fieldSpec.ts";
import { FieldFrame } from "./FieldParts.tsx";
import { MaskedInput, sensitiveInputProps } from "./MaskedInput.tsx";
import { useField, type FieldProps } from "./useField.ts";

const autoComplete = { email: "email", url: "url", text: undefined } as const;

export function TextField({ field, index }: FieldProps<TextFieldSpec>) {
  const bind = useField(field, index);
  const input = (type: string) => (
    <input
      className="rme-input"
      {...bind.inputProps}
      type={type}
      value={bind.value as string}
      autoComplete={autoComplete[field.inputType]}
      spellCheck={field.inputType === "text" ? undefined : false}
      {...(bind.sensitive ? sensitiveInputProps : {})}
      onChange={(e) => bind.setValue(e.target.value)}
    />
  );
  return (
    <FieldFrame field={field} bind={bind}>
      {bind.masked ? (
        <MaskedInput label={field.label} t={bind.t} disabled={bind.disabled}>
          {(shown) => input(shown ? field.inputType : "password")}
        </MaskedInput>
      ) : (
        input(field.inputType)
      )}
    </FieldFrame>
  );
}
