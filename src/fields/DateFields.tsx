// Dates and date-times use the browser's own pickers. A date-time is picked in the person's own time
// zone (named under the field) and sent as an instant in UTC; see core/schema/dateTime.ts.
import type { DateField as DateFieldSpec, DateTimeField as DateTimeFieldSpec } from "../core/schema/fieldSpec.ts";
import { localTimeZoneLabel, localTimeZoneName } from "../core/schema/dateTime.ts";
import { FieldFrame } from "./FieldParts.tsx";
import { readInput } from "./unreadable.ts";
import { useField, type FieldBindings, type FieldProps } from "./useField.ts";

export function DateField({ field, index }: FieldProps<DateFieldSpec>) {
  return <PickerField field={field} index={index} type="date" />;
}

export function DateTimeField({ field, index }: FieldProps<DateTimeFieldSpec>) {
  return <PickerField field={field} index={index} type="datetime-local" />;
}

function timeZoneHint(t: FieldBindings["t"]): string {
  const timeZone = localTimeZoneName();
  return t("timeZoneHint", { timeZone, zoneName: localTimeZoneLabel(t.locale) ?? timeZone });
}

function PickerField({ field, index, type }: FieldProps<DateFieldSpec | DateTimeFieldSpec> & { type: "date" | "datetime-local" }) {
  const withTime = type === "datetime-local";
  const bind = useField(field, index, { hint: withTime });
  const value = bind.value as string;
  return (
    <FieldFrame field={field} bind={bind} hint={withTime ? timeZoneHint(bind.t) : undefined}>
      {/* Uncontrolled: writing a value back would erase a half-typed date the browser cannot read yet. */}
      <input
        className="rme-input"
        {...bind.inputProps}
        type={type}
        // Seconds are offered only when the default has them; minutes are what people pick.
        step={withTime && /T\d\d:\d\d:\d\d/.test(value) ? 1 : undefined}
        defaultValue={value}
        onChange={(e) => bind.setValue(readInput(e.target))}
      />
    </FieldFrame>
  );
}
