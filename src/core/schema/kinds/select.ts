// A single choice: `oneOf`/`anyOf` of {const, title}, or `enum` (with or without `enumNames`), typed as a
// string or not typed at all.
import { isOptionOf, pick, selectOptions } from "../schemaShapes.ts";
import type { SelectOption } from "../schemaShapes.ts";
import type { FieldIssueCode, SchemaError } from "./issueCode.ts";
import type { FieldBase, FieldKindDefinition } from "./definition.ts";
import { stringContent } from "./stringContent.ts";

export interface SelectField extends FieldBase {
  kind: "select";
  options: SelectOption[];
  defaultValue?: string;
}

/** A value outside a choice's options (its `enum`, or its branches' `const`), for select and multi-select. */
export const optionIssue = (error: SchemaError): FieldIssueCode | undefined => (error.keyword === "enum" || error.keyword === "const" ? "option" : undefined);

export const select: FieldKindDefinition<SelectField> = {
  kind: "select",
  rank: 600,
  fromSchema(prop, base) {
    if (prop.type !== undefined && prop.type !== "string") return undefined;
    const options = selectOptions(prop);
    if (options === "bad") return { code: "bad-enum", detail: "has enum options that are not all strings" };
    if (!options) return undefined;
    return { ...base, kind: "select", options, ...pick("defaultValue", prop.default, isOptionOf(options)) };
  },
  initialValue: (field) => field.defaultValue ?? "",
  toContentValue: (field, value) => stringContent(select, field, value),
  // A default is one of the options.
  acceptsEmpty: () => true,
  issueCode: optionIssue,
  // A choice left unmade is not a field to fill in.
  message: (code, _field, t) => (code === "required" ? t("error.requiredOption") : undefined),
  samples: {
    warm_up_choice: { type: "string", enum: ["warm-up-1", "warm-up-2"] },
    warm_up_titled_choice: { type: "string", oneOf: [1, 2, 3, 4, 5, 6].map((n) => ({ const: `warm-up-${n}`, title: `Warm-up ${n}` })) },
  },
};
