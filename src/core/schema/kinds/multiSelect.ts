// Several choices: an array whose items are string options (as a select's), sent in the server's option order.
import { isCount, isOptionOf, isRecord, isStringArray, pick, selectOptions, type SelectOption } from "../schemaShapes.ts";
import type { FieldBase, FieldKindDefinition } from "./definition.ts";
import { optionIssue } from "./select.ts";

export interface MultiSelectField extends FieldBase {
  kind: "multi-select";
  options: SelectOption[];
  minItems?: number;
  maxItems?: number;
  defaultValue?: string[];
}

// [] fails `minItems`.
const acceptsEmpty = (field: MultiSelectField) => !field.minItems;

// An array whose items are not string options is not this kind's: schemaToFields names the problem.
export const multiSelect: FieldKindDefinition<MultiSelectField> = {
  kind: "multi-select",
  rank: 700,
  fromSchema(prop, base) {
    const options = prop.type === "array" && isRecord(prop.items) ? selectOptions(prop.items) : undefined;
    if (!options || options === "bad") return undefined;
    return {
      ...base,
      kind: "multi-select",
      options,
      ...pick("minItems", prop.minItems, isCount),
      ...pick("maxItems", prop.maxItems, isCount),
      ...pick("defaultValue", prop.default, (v): v is string[] => isStringArray(v) && v.every(isOptionOf(options))),
    };
  },
  initialValue: (field) => field.defaultValue ?? [],
  toContentValue(field, value) {
    const chosen = value as string[];
    // Keep the server's option order, whatever order the boxes were ticked in.
    const ordered = field.options.map((o) => o.value).filter((v) => chosen.includes(v));
    if (ordered.length > 0 || field.required) return ordered;
    // A field the server gave a default sends [] for "none of these", as a checkbox sends false,
    // unless `minItems` rejects [] (then absent is the only empty answer the server accepts).
    return field.defaultValue !== undefined && acceptsEmpty(field) ? ordered : undefined;
  },
  acceptsEmpty,
  // A required list needs a choice: `required` alone only means present, and [] is.
  unanswered: (_field, value) => Array.isArray(value) && value.length === 0,
  issueCode: optionIssue,
  message(code, field, t) {
    if (code === "required") return t("error.requiredChoice");
    if (code !== "tooFewItems" && code !== "tooManyItems") return undefined;
    const { minItems: min, maxItems: max } = field;
    if (min !== undefined && max !== undefined) return t("error.itemsBetween", { min, max });
    return code === "tooFewItems" ? t("error.tooFewItems", { min: min ?? 1 }) : t("error.tooManyItems", { max: max ?? 0 });
  },
  // A group of checkboxes has no `required` state to announce.
  requiredInDescription: true,
  samples: { warm_up_choices: { type: "array", items: { type: "string", enum: ["warm-up-1", "warm-up-2"] } } },
};
