// A checkbox. JSON Schema's `required` means "present", and a boolean is always sent (false when
// unticked), so a checkbox is never marked required.
import type { BooleanField as BooleanFieldSpec } from "../core/schema/fieldSpec.ts";
import { errorText, FieldHelp } from "./FieldParts.tsx";
import { useField, type FieldProps } from "./useField.ts";

export function BooleanField({ field, index }: FieldProps<BooleanFieldSpec>) {
  const bind = useField(field, index);
  return (
    <div className="rme-field rme-field--check" data-kind={field.kind} data-invalid={bind.error ? "" : undefined}>
      <div className="rme-check">
        <input
          className="rme-check__input"
          {...bind.inputProps}
          type="checkbox"
          checked={bind.value === true}
          onChange={(e) => bind.setValue(e.target.checked)}
        />
        <label className="rme-check__label" id={bind.ids.label} htmlFor={bind.id} {...bind.serverTextProps}>
          {field.label}
        </label>
      </div>
      <FieldHelp field={field} ids={bind.ids} requiredText={bind.t("required")} text={bind.serverTextProps} />
      {errorText(bind)}
    </div>
  );
}
