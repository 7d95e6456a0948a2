// Dates and date-times use the browser's own pickers. A date-time is picked in the person's own time
// zone (named under the field) and sent as an instant in UTC; see schema/dateTime.ts.
import type { DateField as DateFieldSpec, DateTimeField as DateTimeFieldSpec } from "../schema/fieldSpec.ts";
import { localTimeZoneName } from "../schema/dateTime.ts";
import { FieldFrame, FieldLabel } from "./FieldParts.tsx";
import { readInput } from "./unreadable.ts";
import { useField, type FieldProps } from "./useField.ts";

export function DateField({ field, index }: FieldProps<DateFieldSpec>) {
  const bind = useField(field, index);
  return (
    <FieldFrame field={field} bind={bind} label={<FieldLabel field={field} bind={bind} />}>
      <input
        className="rme-input"
        id={bind.id}
        name={bind.name}
        type="date"
        defaultValue={bind.value as string}
        required={field.required}
        disabled={bind.disabled}
        onChange={(e) => bind.setValue(readInput(e.target))}
        onBlur={bind.onBlur}
        {...bind.describedProps}
        {...bind.focusProps}
      />
    </FieldFrame>
  );
}

export function DateTimeField({ field, index }: FieldProps<DateTimeFieldSpec>) {
  const bind = useField(field, index, { hint: true });
  const value = bind.value as string;
  return (
    <FieldFrame
      field={field}
      bind={bind}
      label={<FieldLabel field={field} bind={bind} />}
      hint={bind.t("timeZoneHint", { timeZone: localTimeZoneName() })}
    >
      <input
        className="rme-input"
        id={bind.id}
        name={bind.name}
        type="datetime-local"
        // Seconds are offered only when the default has them; minutes are what people pick.
        step={/T\d\d:\d\d:\d\d/.test(value) ? 1 : undefined}
        defaultValue={value}
        required={field.required}
        disabled={bind.disabled}
        onChange={(e) => bind.setValue(readInput(e.target))}
        onBlur={bind.onBlur}
        {...bind.describedProps}
        {...bind.focusProps}
      />
    </FieldFrame>
  );
}
