// A calendar date (`format: "date"`), picked with the browser's own date picker.
import { isString, pick } from "../schemaShapes.ts";
import type { FieldBase, FieldKindDefinition } from "./definition.ts";
import { stringContent } from "./stringContent.ts";

export interface DateField extends FieldBase {
  kind: "date";
  defaultValue?: string;
}

// No `acceptsEmpty`: "" is not a date, so an empty date is always left out.
export const date: FieldKindDefinition<DateField> = {
  kind: "date",
  rank: 200,
  fromSchema: (prop, base) =>
    prop.type === "string" && prop.format === "date" ? { ...base, kind: "date", ...pick("defaultValue", prop.default, isString) } : undefined,
  initialValue: (field) => field.defaultValue ?? "",
  toContentValue: (field, value) => stringContent(date, field, value),
  samples: { warm_up_date: { type: "string", format: "date" } },
};
