// Several choices: a group of checkboxes named by the field's label. Sends the chosen consts in the
// server's option order.
import type { MultiSelectField as MultiSelectFieldSpec } from "../core/schema/fieldSpec.ts";
import { FieldFrame } from "./FieldParts.tsx";
import { ChoiceOption } from "./ChoiceOption.tsx";
import { useField, type FieldProps } from "./useField.ts";

export function MultiSelectField({ field, index }: FieldProps<MultiSelectFieldSpec>) {
  const bind = useField(field, index);
  const chosen = bind.value as string[];
  const toggle = (value: string, on: boolean) =>
    bind.setValue(on ? [...chosen.filter((v) => v !== value), value] : chosen.filter((v) => v !== value));

  return (
    <FieldFrame field={field} bind={bind} labelAs="legend">
      <div className="rme-choices" onBlur={bind.onGroupBlur}>
        {field.options.map((option, i) => (
          <ChoiceOption
            key={option.value}
            bind={bind}
            option={option}
            index={i}
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(on) => toggle(option.value, on)}
            focusTarget={i === 0}
          />
        ))}
      </div>
    </FieldFrame>
  );
}
