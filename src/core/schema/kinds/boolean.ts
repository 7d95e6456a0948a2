// A checkbox. A boolean is always sent: false when unticked.
import { pick } from "../schemaShapes.ts";
import type { FieldBase, FieldKindDefinition } from "./definition.ts";

export interface BooleanField extends FieldBase {
  kind: "boolean";
  defaultValue?: boolean;
}

const isBoolean = (v: unknown): v is boolean => typeof v === "boolean";

export const boolean: FieldKindDefinition<BooleanField> = {
  kind: "boolean",
  rank: 500,
  fromSchema: (prop, base) => (prop.type === "boolean" ? { ...base, kind: "boolean", ...pick("defaultValue", prop.default, isBoolean) } : undefined),
  initialValue: (field) => field.defaultValue ?? false,
  toContentValue: (_field, value) => value === true,
  // Sent false when unticked: JSON Schema's `required` means present, and a boolean always is.
  alwaysSent: true,
  samples: { warm_up_boolean: { type: "boolean", default: false } },
};
