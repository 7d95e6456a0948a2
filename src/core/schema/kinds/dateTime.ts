// An instant (`format: "date-time"`), picked in the person's own time zone and sent in UTC (../dateTime.ts).
import { localInputToRfc3339, rfc3339ToLocalInput } from "../dateTime.ts";
import { isString, pick } from "../schemaShapes.ts";
import type { FieldBase, FieldKindDefinition } from "./definition.ts";

export interface DateTimeField extends FieldBase {
  kind: "date-time";
  /** RFC 3339, as the server sent it. */
  defaultValue?: string;
}

export const dateTime: FieldKindDefinition<DateTimeField> = {
  kind: "date-time",
  rank: 300,
  fromSchema: (prop, base) =>
    prop.type === "string" && prop.format === "date-time"
      ? { ...base, kind: "date-time", ...pick("defaultValue", prop.default, isString) }
      : undefined,
  initialValue: (field) => (field.defaultValue === undefined ? "" : rfc3339ToLocalInput(field.defaultValue)),
  toContentValue(field, value) {
    if (value === "") return undefined;
    // An untouched default goes back exactly as the server sent it.
    if (field.defaultValue !== undefined && value === rfc3339ToLocalInput(field.defaultValue)) return field.defaultValue;
    // An unparsable value is sent as typed so that validation names it, rather than silently dropped.
    return localInputToRfc3339(value as string) ?? (value as string);
  },
  samples: { warm_up_date_time: { type: "string", format: "date-time" } },
};
