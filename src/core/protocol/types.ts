// Wire types for elicitation, structurally identical to the specification's `schema.ts`
// (2025-06-18, 2025-11-25 and 2026-07-28 share these).
// Type-only: nothing here exists at run time.

/** An icon a server may advertise (2025-11-25 `Icon`). */
export interface Icon {
  src: string;
  mimeType?: string;
  sizes?: string[];
  theme?: "light" | "dark";
}

/** Who is asking: the specification's `Implementation`, as the server sent it at initialisation. */
export interface ServerIdentity {
  name: string;
  title?: string;
  version?: string;
  websiteUrl?: string;
  icons?: Icon[];
}

export interface StringSchema {
  type: "string";
  title?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
  /** Not in `schema.ts`, but shown in the specification's example and enforced by servers. */
  pattern?: string;
  format?: "email" | "uri" | "date" | "date-time" | (string & {});
  default?: string;
}

export interface NumberSchema {
  type: "number" | "integer";
  title?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  default?: number;
}

export interface BooleanSchema {
  type: "boolean";
  title?: string;
  description?: string;
  default?: boolean;
}

export interface TitledOption {
  const: string;
  title: string;
}

export interface UntitledSingleSelectEnumSchema {
  type: "string";
  title?: string;
  description?: string;
  enum: string[];
  default?: string;
}

export interface TitledSingleSelectEnumSchema {
  type: "string";
  title?: string;
  description?: string;
  oneOf: TitledOption[];
  default?: string;
}

/** Deprecated in 2025-11-25, still sent by production servers. */
export interface LegacyTitledEnumSchema {
  type: "string";
  title?: string;
  description?: string;
  enum: string[];
  enumNames?: string[];
  default?: string;
}

export interface UntitledMultiSelectEnumSchema {
  type: "array";
  title?: string;
  description?: string;
  minItems?: number;
  maxItems?: number;
  items: { type: "string"; enum: string[] };
  default?: string[];
}

export interface TitledMultiSelectEnumSchema {
  type: "array";
  title?: string;
  description?: string;
  minItems?: number;
  maxItems?: number;
  items: { anyOf: TitledOption[] };
  default?: string[];
}

export type PrimitiveSchemaDefinition =
  | StringSchema
  | NumberSchema
  | BooleanSchema
  | UntitledSingleSelectEnumSchema
  | TitledSingleSelectEnumSchema
  | LegacyTitledEnumSchema
  | UntitledMultiSelectEnumSchema
  | TitledMultiSelectEnumSchema;

/** The form a server asks for: a flat object of primitive properties. */
// A type, not an interface, so that it is a `Record<string, unknown>` where the schema is read as one.
export type RequestedSchema = {
  $schema?: string;
  type: "object";
  title?: string;
  description?: string;
  properties: Record<string, PrimitiveSchemaDefinition>;
  required?: string[];
  additionalProperties?: boolean;
};

export interface RequestMeta {
  [key: string]: unknown;
}

/** `elicitation/create` params in form mode; `mode` absent means form. */
export interface ElicitRequestFormParams {
  mode?: "form";
  message: string;
  requestedSchema: RequestedSchema;
  _meta?: RequestMeta;
}

/** `elicitation/create` params in URL mode (2025-11-25). `elicitationId` is gone in 2026-07-28. */
export interface ElicitRequestURLParams {
  mode: "url";
  message: string;
  url: string;
  elicitationId?: string;
  _meta?: RequestMeta;
}

export type ElicitRequestParams = ElicitRequestFormParams | ElicitRequestURLParams;

export type ElicitContentValue = string | number | boolean | string[];

export type ElicitContent = Record<string, ElicitContentValue>;

/** The one answer a request gets. `content` only with `accept` in form mode. */
export type ElicitResult =
  | { action: "accept"; content?: ElicitContent; _meta?: RequestMeta }
  | { action: "decline"; _meta?: RequestMeta }
  | { action: "cancel"; _meta?: RequestMeta };

export type ElicitAction = ElicitResult["action"];

/** 2026-07-28 multi round-trip: one entry of `InputRequiredResult.inputRequests`. */
export interface InputRequest {
  method: string;
  params?: unknown;
}

/** 2026-07-28: a server's answer asking the client for input before it can finish the original request. */
export interface InputRequiredResult {
  resultType: "input_required";
  /** Absent on a leg that carries only `requestState`: the server asks to be called again with it. */
  inputRequests?: Record<string, InputRequest>;
  requestState?: string;
}
