// A form-mode request's rules, without a UI: which fields it shows, what they start with, when an error
// shows, what is sent, exactly one answer, the draft kept or forgotten, and starting over. A plain object,
// so that the rules are tested in Node; the React hook over it (form/useFormState.ts) adds only what needs
// a page: the form library holding the values, focus, and compiling after the first frame is painted.
//
// The values themselves live in the form library (one subscription per field, so a keystroke renders one
// field): the session is handed them where a rule needs them, by position, as the controls hold them.
import type { ElicitResult, ServerIdentity } from "../protocol/types.ts";
import { UnsupportedSchemaError } from "../schema/errors.ts";
import type { FieldSpec } from "../schema/fieldSpec.ts";
import { schemaToFields } from "../schema/schemaToFields.ts";
import { findSensitiveFields, sensitiveRules, type SensitiveField, type SensitiveFieldsPolicy, type SensitiveRule } from "../schema/sensitive.ts";
import { initialValues, isChanged, toContent, type FieldValue } from "../schema/values.ts";
import { translateWith, type Translate } from "../i18n/translate.ts";
import { loadedParts } from "../i18n/catalogues.ts";
import { prepareSchema } from "../validation/compile.ts";
import type { StandardSchemaV1 } from "../validation/standardSchema.ts";
import { answerOnce, type OnRespond, type RespondStatus } from "./answerOnce.ts";
import type { ElicitationDrafts } from "./drafts.ts";
import { formDraft } from "./formDraft.ts";
import type { FormValues } from "./fieldNames.ts";
import { liveValidation, type FieldError } from "./liveValidation.ts";
import { formSchema } from "./formSchema.ts";

export type { FieldError };

export interface FormSessionOptions {
  requestedSchema: Record<string, unknown>;
  /** Called exactly once, whatever the person does. Return a promise to stay "sending" until it settles. */
  onRespond: OnRespond;
  /** Who asks. Needed for drafts: a draft opens only for the server it was typed for. */
  server?: ServerIdentity;
  /** Where a form dismissed with changes keeps them: `sessionDrafts` by default; `false` keeps nothing. */
  drafts?: ElicitationDrafts | false;
  /** What to do with fields that look like secrets: "warn" (default), "block" or "allow". */
  sensitiveFields?: SensitiveFieldsPolicy;
  /** How such fields are recognised: `sensitiveRules` by default. */
  sensitiveRules?: readonly SensitiveRule[];
  /** The catalogue errors are worded in; English by default, and replaced with `setTranslate`. */
  t?: Translate;
}

/** What a form shows now. A new object on every change, so a UI can compare it by identity. */
export interface FormSessionState {
  /** One per property, in the server's order: what to draw for each. Empty when the schema cannot be shown. */
  fields: FieldSpec[];
  /** Set when the schema cannot be shown as a form: show its message, and offer only decline and cancel. */
  schemaError?: UnsupportedSchemaError;
  /**
   * The fields that look like secrets (by label, with what each looks like), in form order, whatever the policy:
   * with "warn", say so above the fields; draw those whose kind `isMasked` masked (each field's `masked`).
   */
  sensitive: SensitiveField[];
  /** The policy is "block" and `sensitive` is not empty: draw no fields, say why, offer only decline and cancel. */
  blocked: boolean;
  /** The policy is "warn" and `sensitive` is not empty: say so above the fields. */
  warnsSensitive: boolean;
  /** "open", then "sending" while a returned promise is pending, then "answered". */
  status: RespondStatus;
  /** The form opened with what the person typed before dismissing the same request: say so, and offer to start over. */
  restoredDraft: boolean;
  /** How many fields the last failed submit left invalid, and which failed submit that was (1, 2, ...). */
  invalid?: { count: number; attempt: number };
  /** How many times the person started over: the fields are drawn anew each time. */
  generation: number;
}

export interface FormSession {
  getState(): FormSessionState;
  /** Calls `listener` after each change of state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** What the fields start with: the draft restored, else the schema's defaults. */
  readonly startValues: readonly FieldValue[];
  /** The schema's defaults, as the controls hold them. */
  readonly defaults: readonly FieldValue[];
  /** The catalogue errors are worded in from now on. */
  setTranslate(t: Translate): void;
  /** Compiles the schema (milliseconds: not before the first frame). A schema the validator cannot read becomes a `schemaError`. */
  prepare(): Promise<void>;
  /** The whole form's values, by field name (`f0`, `f1`, ...), judged by the server's schema: the submit's validation. */
  readonly schema: StandardSchemaV1<FormValues>;
  /** A field the person left: the error to show now (`null`: none), or `undefined` to leave it as it is. */
  blur(index: number, value: FieldValue): FieldError | null | undefined;
  /** A field's value changed: likewise, live once the field was committed or the form submitted. */
  change(index: number, value: FieldValue): FieldError | null | undefined;
  /** Whether a submit may go ahead (not answered, a schema that can be shown, nothing blocked); marks the form submitted. */
  beginSubmit(): boolean;
  /** A submit that passed: answers accept with the content these values make. */
  accept(values: readonly FieldValue[]): boolean;
  /** A submit that failed on these fields (by position): counts them, and returns the first to focus, in the server's order. */
  reject(invalid: readonly number[]): number | undefined;
  decline(): boolean;
  /** The person dismissed the form: keeps a draft of these values. */
  cancel(values: readonly FieldValue[]): boolean;
  isAnswered(): boolean;
  /** Whether these values differ from the schema's defaults (a form opened with a draft counts as changed). */
  isChanged(values: readonly FieldValue[]): boolean;
  /** Every field back to the schema's defaults (returned), errors hidden, the draft forgotten; undefined once answered. */
  startOver(): readonly FieldValue[] | undefined;
  /** The form went away with these values: unanswered, it keeps a draft (withdrawn, aborted, the page's UI gone). */
  close(values: readonly FieldValue[]): void;
}

type Mapped = { fields: FieldSpec[]; schemaError?: undefined } | { fields: []; schemaError: UnsupportedSchemaError };

function mapSchema(schema: Record<string, unknown>): Mapped {
  try {
    return { fields: schemaToFields(schema) };
  } catch (error) {
    if (error instanceof UnsupportedSchemaError) return { fields: [], schemaError: error };
    throw error;
  }
}

/** A schema the validator cannot read, as an unsupported-schema error. */
function uncompilableError(error: unknown): UnsupportedSchemaError {
  const detail = error instanceof Error ? error.message : String(error);
  return new UnsupportedSchemaError([{ path: "", code: "invalid-schema", detail }]);
}

export function createFormSession(options: FormSessionOptions): FormSession {
  const { requestedSchema: schema, sensitiveFields: policy = "warn" } = options;
  // A form's messages are in the catalogues' form part: a form-only app ships none of URL mode's.
  let t = options.t ?? translateWith(loadedParts("en", "form")!);
  const { fields, schemaError } = mapSchema(schema);
  const sensitive = findSensitiveFields(fields, options.sensitiveRules ?? sensitiveRules);
  const blocked = policy === "block" && sensitive.length > 0;
  const defaults = initialValues(fields);
  const draft = formDraft({ drafts: options.drafts, server: options.server, schema, fields, defaults, sensitive });
  const restored = draft.restore();
  const live = liveValidation(schema, fields, defaults, () => t);

  const listeners = new Set<() => void>();
  let state: FormSessionState = {
    fields,
    schemaError,
    sensitive,
    blocked,
    warnsSensitive: policy === "warn" && sensitive.length > 0,
    status: "open",
    restoredDraft: restored !== undefined && !blocked,
    generation: 0,
  };
  const update = (change: Partial<FormSessionState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };
  const answer = answerOnce(
    () => options.onRespond,
    (status) => update({ status }),
  );
  // Every answer goes through here: a cancel keeps a draft of what was typed, accept and decline forget it.
  const respond = (result: ElicitResult, values?: readonly FieldValue[]) => {
    if (answer.isAnswered()) return false;
    if (values) draft.keep(values);
    else {
      draft.forget();
      if (state.restoredDraft) update({ restoredDraft: false });
    }
    return answer.respond(result);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    startValues: restored ?? defaults,
    defaults,
    setTranslate(next) {
      t = next;
    },
    prepare() {
      if (schemaError) return Promise.resolve();
      return prepareSchema(schema).then(
        () => undefined,
        // Nothing can judge what the person types: show the schema's problem instead of fields.
        (error: unknown) =>
          update({ fields: [], schemaError: uncompilableError(error), sensitive: [], blocked: false, warnsSensitive: false, restoredDraft: false }),
      );
    },
    schema: formSchema(schema, fields, () => t),
    blur: live.blur,
    change: live.change,
    beginSubmit() {
      if (answer.isAnswered() || state.schemaError || blocked) return false;
      live.submitted();
      return true;
    },
    accept: (values) => respond({ action: "accept", content: toContent(fields, values) }),
    reject(invalid) {
      update({ invalid: { count: invalid.length, attempt: (state.invalid?.attempt ?? 0) + 1 } });
      return invalid.length > 0 ? Math.min(...invalid) : undefined;
    },
    decline: () => respond({ action: "decline" }),
    cancel: (values) => respond({ action: "cancel" }, values),
    isAnswered: answer.isAnswered,
    isChanged: (values) => isChanged(values, defaults),
    startOver() {
      if (answer.isAnswered()) return undefined;
      draft.forget();
      live.reset();
      update({ restoredDraft: false, invalid: undefined, generation: state.generation + 1 });
      return defaults;
    },
    close(values) {
      if (!answer.isAnswered()) draft.keep(values);
    },
  };
}

