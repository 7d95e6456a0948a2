import type { NumberField as NumberFieldSpec } from "../schema/fieldSpec.ts";
import { FieldFrame } from "./FieldParts.tsx";
import { readInput } from "./unreadable.ts";
import { useField, type FieldProps } from "./useField.ts";

export function NumberField({ field, index }: FieldProps<NumberFieldSpec>) {
  const bind = useField(field, index);
  return (
    <FieldFrame field={field} bind={bind}>
      {/* Uncontrolled: writing a value back into a number input would erase text it cannot read yet. */}
      <input
        className="rme-input"
        {...bind.inputProps}
        type="number"
        inputMode={field.integer ? "numeric" : "decimal"}
        min={field.minimum}
        max={field.maximum}
        step={field.integer ? 1 : "any"}
        defaultValue={bind.value as string}
        onChange={(e) => bind.setValue(readInput(e.target))}
      />
    </FieldFrame>
  );
}
