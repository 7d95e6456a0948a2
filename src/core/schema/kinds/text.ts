// A string: a text box, or an email or URL box by `format`.
import { isCount, isString, pick } from "../schemaShapes.ts";
import type { FieldBase, FieldKindDefinition } from "./definition.ts";
import { stringContent } from "./stringContent.ts";

export type TextInputType = "text" | "email" | "url";

export interface TextField extends FieldBase {
  kind: "text";
  inputType: TextInputType;
  /** The schema's `format` as sent ("email", "uri", "password", "phone", ...): a hint, e.g. that the field is a secret. */
  format?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  defaultValue?: string;
}

const isNonEmptyString = (v: unknown): v is string => typeof v === "string" && v !== "";

/** Read as the validator reads it (validation/ajvJudge.ts): with the `u` flag, else without. */
const matchesEmpty = (pattern: string): boolean => {
  for (const flags of ["u", ""]) {
    try {
      return new RegExp(pattern, flags).test("");
    } catch {
      // not a valid pattern under these flags
    }
  }
  return false;
};

export const text: FieldKindDefinition<TextField> = {
  kind: "text",
  rank: 100,
  fromSchema: (prop, base) =>
    prop.type !== "string"
      ? undefined
      : {
          ...base,
          kind: "text",
          // Unknown formats ("password", "phone", ...) are plain text: the server's own check still runs.
          inputType: prop.format === "email" ? "email" : prop.format === "uri" ? "url" : "text",
          // Kept as sent: `format: "password"` tells the sensitive-field detector what the field is.
          ...pick("format", prop.format, isNonEmptyString),
          ...pick("minLength", prop.minLength, isCount),
          ...pick("maxLength", prop.maxLength, isCount),
          ...pick("pattern", prop.pattern, isString),
          ...pick("defaultValue", prop.default, isString),
        },
  initialValue: (field) => field.defaultValue ?? "",
  toContentValue: (field, value) => stringContent(text, field, value),
  // "" fails `minLength`, the email and uri formats and most patterns.
  acceptsEmpty: (field) => field.inputType === "text" && !field.minLength && (field.pattern === undefined || matchesEmpty(field.pattern)),
  message(code, field, t) {
    if (code === "tooShort") return t("error.tooShort", { min: field.minLength ?? 1 });
    if (code === "tooLong") return t("error.tooLong", { max: field.maxLength ?? 0 });
    return undefined;
  },
  // `format: "password"` names the field as a key or a title would.
  secretTexts: (field) => (field.format ? [field.format] : []),
  samples: {
    warm_up_text: { type: "string", description: "Warm-up description", minLength: 3, maxLength: 40 },
    warm_up_email: { type: "string", format: "email" },
    warm_up_uri: { type: "string", format: "uri" },
  },
};
