// One radio button or checkbox with its label, as the choice fields list them.
import type { SelectOption } from "../core/schema/fieldSpec.ts";
import type { FieldBindings } from "./useField.ts";

export interface ChoiceOptionProps {
  bind: FieldBindings;
  option: SelectOption;
  index: number;
  type: "radio" | "checkbox";
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The option that takes focus first (the form opening, the field being the first invalid one). */
  focusTarget: boolean;
}

export function ChoiceOption({ bind, option, index, type, checked, onChange, focusTarget }: ChoiceOptionProps) {
  const id = `${bind.id}-${index}`;
  return (
    <div className="rme-check">
      <input
        className="rme-check__input"
        id={id}
        name={bind.name}
        type={type}
        value={option.value}
        checked={checked}
        disabled={bind.disabled}
        onChange={(e) => onChange(e.target.checked)}
        {...(focusTarget ? bind.focusProps : {})}
      />
      <label className="rme-check__label" htmlFor={id} {...bind.serverTextProps}>
        {option.label}
      </label>
    </div>
  );
}
