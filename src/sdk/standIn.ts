// Both lines of the official SDK check each `elicitation/create` against the specification's field grammar
// before any handler runs, and answer -32602 for shapes real servers send and enforce: pydantic's
// `anyOf [T, null]` with `default: null`, formats such as `password`, `enum` without `type`, `items.oneOf`.
// This library shows those, and names in the form what it cannot show. So the SDK's check runs on a stand-in
// whose fields are plain strings: it still checks the mode against the declared capabilities and the answer's
// shape, while the handler gets the request as the server sent it.

import { isRecord } from "../core/guards.ts";

export interface WireRequest {
  params?: unknown;
}

/** The request with each form field a plain string: what the SDK's grammar check sees. URL mode is left as sent. */
export function standIn<R extends WireRequest>(request: R): R {
  const { params } = request;
  if (!isRecord(params) || (params.mode ?? "form") !== "form" || !isRecord(params.requestedSchema)) return request;
  const { properties } = params.requestedSchema;
  const keys = isRecord(properties) ? Object.keys(properties) : [];
  const requestedSchema = { type: "object", properties: Object.fromEntries(keys.map((key) => [key, { type: "string" }])) };
  return { ...request, params: { ...params, requestedSchema } };
}
