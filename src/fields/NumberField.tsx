import type { NumberField as NumberFieldSpec } from "../core/schema/fieldSpec.ts";
import { FieldFrame } from "./FieldParts.tsx";
import { MaskedInput, sensitiveInputProps } from "./MaskedInput.tsx";
import { readInput } from "./unreadable.ts";
import { useField, type FieldProps } from "./useField.ts";

export function NumberField({ field, index }: FieldProps<NumberFieldSpec>) {
  const bind = useField(field, index);
  const inputMode = field.integer ? "numeric" : "decimal";
  // Uncontrolled: writing a value back into a number input would erase text it cannot read yet.
  const numberInput = (
    <input
      className="rme-input"
      {...bind.inputProps}
      type="number"
      inputMode={inputMode}
      min={field.minimum}
      max={field.maximum}
      step={field.integer ? 1 : "any"}
      defaultValue={bind.value as string}
      {...(bind.sensitive ? sensitiveInputProps : {})}
      onChange={(e) => bind.setValue(readInput(e.target))}
    />
  );
  if (!bind.masked) return <FieldFrame field={field} bind={bind}>{numberInput}</FieldFrame>;
  // A PIN or a card security code the server types as a number: a number input cannot be masked, so it is
  // a password input (a text input while shown) with the numeric keyboard. It holds the digits as typed, as a
  // number input does, and they are sent as a number, as before; anything else fails the server's type check
  // and says so. The same element switches type, so what was typed stays when it is shown.
  return (
    <FieldFrame field={field} bind={bind}>
      <MaskedInput label={field.label} t={bind.t} disabled={bind.disabled}>
        {(shown) => (
          <input
            className="rme-input"
            {...bind.inputProps}
            type={shown ? "text" : "password"}
            inputMode={inputMode}
            defaultValue={bind.value as string}
            {...sensitiveInputProps}
            onChange={(e) => bind.setValue(e.target.value)}
          />
        )}
      </MaskedInput>
    </FieldFrame>
  );
}
