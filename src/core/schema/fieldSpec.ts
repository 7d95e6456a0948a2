// What a field needs to render and convert, derived once from a requestedSchema property.
// A discriminated union on `kind`: each kind has one component in `fields/`.

export interface SelectOption {
  /** What is sent. */
  value: string;
  /** What the person reads. */
  label: string;
}

interface FieldBase {
  /** The property name, as sent. */
  key: string;
  /** `title` exactly as sent, else the key in words. */
  label: string;
  description?: string;
  /** Listed in the schema's `required`. */
  required: boolean;
}

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

export interface DateField extends FieldBase {
  kind: "date";
  defaultValue?: string;
}

export interface DateTimeField extends FieldBase {
  kind: "date-time";
  /** RFC 3339, as the server sent it. */
  defaultValue?: string;
}

export interface NumberField extends FieldBase {
  kind: "number";
  integer: boolean;
  minimum?: number;
  maximum?: number;
  defaultValue?: number;
}

export interface BooleanField extends FieldBase {
  kind: "boolean";
  defaultValue?: boolean;
}

export interface SelectField extends FieldBase {
  kind: "select";
  options: SelectOption[];
  defaultValue?: string;
}

export interface MultiSelectField extends FieldBase {
  kind: "multi-select";
  options: SelectOption[];
  minItems?: number;
  maxItems?: number;
  defaultValue?: string[];
}

export type FieldSpec =
  | TextField
  | DateField
  | DateTimeField
  | NumberField
  | BooleanField
  | SelectField
  | MultiSelectField;

export type FieldKind = FieldSpec["kind"];
