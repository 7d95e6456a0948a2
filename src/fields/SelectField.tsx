// A single choice: radio buttons when there are few options (all visible, one click), a native
// <select> otherwise. Options show titles and send consts.
import type { SelectField as SelectFieldSpec } from "../core/schema/fieldSpec.ts";
import { FieldFrame } from "./FieldParts.tsx";
import { ChoiceOption } from "./ChoiceOption.tsx";
import { useField, type FieldBindings, type FieldProps } from "./useField.ts";
import { useShownAfterPaint } from "./afterPaint.ts";

/** Up to this many options are shown as radio buttons. */
export const RADIO_LIMIT = 4;

/**
 * A closed <select> shows one option, so the first frame needs few: the rest follow right after it. Thousands
 * of options (hostile sizes) would otherwise cost the first frame ten times a plain form.
 */
export const FIRST_FRAME_OPTIONS = 100;

export function SelectField({ field, index }: FieldProps<SelectFieldSpec>) {
  const bind = useField(field, index);
  return field.options.length <= RADIO_LIMIT ? (
    <RadioGroup field={field} bind={bind} />
  ) : (
    <NativeSelect field={field} bind={bind} />
  );
}

interface ChoiceProps {
  field: SelectFieldSpec;
  bind: FieldBindings;
}

function NativeSelect({ field, bind }: ChoiceProps) {
  const value = bind.value as string;
  const options = withChosen(field.options, useShownAfterPaint(field.options, FIRST_FRAME_OPTIONS), value);
  return (
    <FieldFrame field={field} bind={bind}>
      <select
        className="rme-select"
        {...bind.inputProps}
        value={value}
        onChange={(e) => bind.setValue(e.target.value)}
      >
        {/* A required choice cannot be set back to nothing; an optional one can. */}
        <option value="" disabled={field.required}>
          {bind.t("selectPlaceholder")}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value} {...bind.serverTextProps}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** The first `shown` options, and the chosen one if it is not among them: a closed select shows it from the first frame. */
function withChosen(options: SelectFieldSpec["options"], shown: number, value: string) {
  if (shown >= options.length) return options;
  const first = options.slice(0, shown);
  const chosen = options.findIndex((option) => option.value === value);
  return chosen >= shown ? [...first, options[chosen]!] : first;
}

function RadioGroup({ field, bind }: ChoiceProps) {
  const value = bind.value as string;
  // Roving focus as the platform does it: Tab enters at the checked radio, or the first.
  const tabStop = field.options.some((o) => o.value === value) ? value : field.options[0]?.value;
  return (
    <FieldFrame field={field} bind={bind} labelAs="span">
      <div
        className="rme-choices"
        role="radiogroup"
        aria-labelledby={bind.ids.label}
        aria-required={field.required || undefined}
        onBlur={bind.onGroupBlur}
        {...bind.describedProps}
      >
        {field.options.map((option, i) => (
          <ChoiceOption
            key={option.value}
            bind={bind}
            option={option}
            index={i}
            type="radio"
            checked={value === option.value}
            onChange={() => bind.setValue(option.value)}
            focusTarget={option.value === tabStop}
          />
        ))}
      </div>
      {!field.required && value !== "" ? (
        <button type="button" className="rme-link-button" disabled={bind.disabled} onClick={() => bind.setValue("")}>
          {bind.t("clearChoice")}
        </button>
      ) : null}
    </FieldFrame>
  );
}
