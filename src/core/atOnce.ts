// What judges content in the /core entry (core/index.ts), with the validator imported statically rather than
// loaded on demand: a server, the relay, a script or a test judges on the first call, with nothing to wait for.
// Both validators are here (validation/provided.ts), so that a runtime refusing eval (a Worker, a strict CSP)
// judges at once as well; each function provides them before it runs.
import type { ElicitContent, RequestedSchema } from "./protocol/types.ts";
import type { FieldSpec } from "./schema/fieldSpec.ts";
import { createFormSession as createLoadingSession } from "./form/session.ts";
import type { FormSession, FormSessionOptions } from "./form/sessionTypes.ts";
import { provideBothValidators as provide } from "./validation/provided.ts";
import type { FieldIssues } from "./validation/issues.ts";
import { elicitationSchema as loadingSchema, type ElicitationSchemaOptions, type StandardSchemaV1 } from "./validation/standardSchema.ts";
import { validateContent as validateLoaded } from "./validation/validateContent.ts";

/**
 * Validates content against the server's own schema, plus the rules a person expects beyond JSON Schema's
 * (a required choice list needs a choice). Synchronous from the first call.
 */
export function validateContent(schema: RequestedSchema | Record<string, unknown>, fields: readonly FieldSpec[], content: ElicitContent): FieldIssues {
  provide();
  return validateLoaded(schema, fields, content);
}

/**
 * The request's `requestedSchema` as a Standard Schema of its content. Throws `UnsupportedSchemaError`, naming
 * the property, for a schema the form could not show either. Synchronous, except the first time a locale other
 * than English is asked for, where it waits for its messages.
 */
export function elicitationSchema(requestedSchema: RequestedSchema | Record<string, unknown>, options?: ElicitationSchemaOptions): StandardSchemaV1<ElicitContent> {
  provide();
  return loadingSchema(requestedSchema, options);
}

/** A form-mode request's rules without a UI, whose fields are judged from the first change. */
export function createFormSession(options: FormSessionOptions): FormSession {
  provide();
  return createLoadingSession(options);
}
