// A form-mode request's rules, without a UI: which fields it shows, what they start with, when an error
// shows, what is sent, exactly one answer, the draft kept or forgotten, and starting over. A plain object,
// so that the rules are tested in Node; the React hook over it (form/useFormState.ts) adds only what needs
// a page: focus, and compiling after the first frame is painted.
//
// The session is the one owner of the values and of the errors the fields show (fieldStates.ts): a field is
// addressed by its position, and subscribes to its own state, so a keystroke renders one field.
import type { ElicitResult, RequestedSchema, ServerIdentity } from "../protocol/types.ts";
import { UnsupportedSchemaError } from "../schema/errors.ts";
import type { FieldSpec } from "../schema/fieldSpec.ts";
import { schemaToFields } from "../schema/schemaToFields.ts";
import { findSensitiveFields, sensitiveRules, type SensitiveField, type SensitiveFieldsPolicy, type SensitiveRule } from "../schema/sensitive.ts";
import { initialValues, isChanged, toContent, type FieldValue } from "../schema/values.ts";
import { translateWith, type Translate } from "../i18n/translate.ts";
import { englishCatalogue, partsOf } from "../i18n/catalogues.ts";
import { prepareSchema } from "../validation/compile.ts";
import { answerOnce, type OnRespond, type RespondStatus } from "../answerOnce.ts";
import type { ElicitationDrafts } from "./drafts.ts";
import { formDraft } from "./formDraft.ts";
import { liveValidation, type FieldError } from "./liveValidation.ts";
import { judgeForm } from "./formSchema.ts";
import { fieldStates, type FieldState } from "./fieldStates.ts";
import { loadValidator } from "../validation/compile.ts";

export type { FieldError, FieldState };

export interface FormSessionOptions {
  /** The request's `requestedSchema`, as the server sent it. */
  requestedSchema: RequestedSchema | Record<string, unknown>;
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

/** How a submit went: answered accept, stopped on invalid fields (the first to focus), or not allowed now. */
export type SubmitOutcome = { status: "accepted" } | { status: "invalid"; first: number } | { status: "refused" };

export interface FormSession {
  getState(): FormSessionState;
  /** Calls `listener` after each change of state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** One field's value and the error it shows, by its position: a new object when either changes. */
  getField(index: number): FieldState;
  /** Calls `listener` after each change of that field's value or error: typing notifies one field. */
  subscribeField(index: number, listener: () => void): () => void;
  /** Every field's value, in the server's order, as the controls hold them. */
  getValues(): readonly FieldValue[];
  /** What the fields started with: the draft restored, else the schema's defaults. */
  readonly startValues: readonly FieldValue[];
  /** The schema's defaults, as the controls hold them. */
  readonly defaults: readonly FieldValue[];
  /** The catalogue errors are worded in from now on. */
  setTranslate(t: Translate): void;
  /** Compiles the schema (milliseconds: not before the first frame). A schema the validator cannot read becomes a `schemaError`. */
  prepare(): Promise<void>;
  /** The person changed a field: holds the value and, once the field is live, shows or clears its error. */
  setValue(index: number, value: FieldValue): void;
  /** The person left a field: a field they changed shows its error from now on, live. */
  blur(index: number): void;
  /**
   * Judges every field as the server will judge the content; answers accept when all pass, else shows each
   * field's error and names the first invalid one in the server's order. Waits while the validator loads.
   */
  submit(): Promise<SubmitOutcome>;
  decline(): boolean;
  /** The person dismissed the form: keeps a draft of what they typed. */
  cancel(): boolean;
  isAnswered(): boolean;
  /** Whether the values differ from the schema's defaults (a form opened with a draft counts as changed). */
  isChanged(): boolean;
  /** Every field back to the schema's defaults, errors hidden, the draft forgotten; false once answered. */
  startOver(): boolean;
  /** The form went away: unanswered, it keeps a draft (withdrawn, aborted, the page's UI gone). */
  close(): void;
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
  const { sensitiveFields: policy = "warn" } = options;
  const schema = options.requestedSchema as Record<string, unknown>;
  // A form's messages are in the catalogues' form part: a form-only app ships none of URL mode's.
  let t = options.t ?? translateWith(partsOf(englishCatalogue));
  const { fields, schemaError } = mapSchema(schema);
  const sensitive = findSensitiveFields(fields, options.sensitiveRules ?? sensitiveRules);
  const blocked = policy === "block" && sensitive.length > 0;
  const defaults = initialValues(fields);
  const draft = formDraft({ drafts: options.drafts, server: options.server, schema, fields, defaults, sensitive });
  const restored = draft.restore();
  const live = liveValidation(schema, fields, defaults, () => t);
  const values = fieldStates(restored ?? defaults);

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
  const respond = (result: ElicitResult, keep?: readonly FieldValue[]) => {
    if (answer.isAnswered()) return false;
    if (keep) draft.keep(keep);
    else {
      draft.forget();
      if (state.restoredDraft) update({ restoredDraft: false });
    }
    return answer.respond(result);
  };
  // The field's error by the live rule, for `value`, set with it in one change: a keystroke notifies its field
  // once. A field judged before the validator has loaded (it loads after the fields are painted) is judged again
  // once it has, so an error never waits for the person's next change.
  const showJudged = (index: number, value: FieldValue) => {
    const judgement = live.judge(index, value);
    if (judgement !== "pending") return values.set(index, { value, error: judgement });
    values.set(index, { value });
    void loadValidator().then(() => {
      const again = live.judge(index, values.get(index).value);
      if (again !== "pending" && live.change(index)) values.set(index, { error: again });
    }, () => {});
  };
  const prepare = () => {
    if (state.schemaError) return Promise.resolve();
    return prepareSchema(schema).then(
      () => undefined,
      // Nothing can judge what the person types: show the schema's problem instead of fields.
      (error: unknown) =>
        update({ fields: [], schemaError: uncompilableError(error), sensitive: [], blocked: false, warnsSensitive: false, restoredDraft: false }),
    );
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getField: values.get,
    subscribeField: values.subscribe,
    getValues: values.values,
    startValues: restored ?? defaults,
    defaults,
    setTranslate(next) {
      t = next;
    },
    prepare,
    setValue(index, value) {
      if (live.change(index)) showJudged(index, value);
      else values.set(index, { value });
    },
    blur(index) {
      const { value } = values.get(index);
      if (live.blur(index, value)) showJudged(index, value);
    },
    async submit() {
      if (answer.isAnswered() || state.schemaError || blocked) return { status: "refused" };
      live.submitted();
      await prepare();
      if (answer.isAnswered() || state.schemaError) return { status: "refused" };
      const submitted = values.values();
      const errors = judgeForm(schema, fields, submitted, t);
      errors.forEach((error, index) => values.set(index, { error }));
      const invalid = errors.flatMap((error, index) => (error ? [index] : []));
      if (invalid.length === 0) {
        respond({ action: "accept", content: toContent(fields, submitted) });
        return { status: "accepted" };
      }
      update({ invalid: { count: invalid.length, attempt: (state.invalid?.attempt ?? 0) + 1 } });
      return { status: "invalid", first: invalid[0]! };
    },
    decline: () => respond({ action: "decline" }),
    cancel: () => respond({ action: "cancel" }, values.values()),
    isAnswered: answer.isAnswered,
    isChanged: () => isChanged(values.values(), defaults),
    startOver() {
      if (answer.isAnswered()) return false;
      draft.forget();
      live.reset();
      values.reset(defaults);
      update({ restoredDraft: false, invalid: undefined, generation: state.generation + 1 });
      return true;
    },
    close() {
      if (!answer.isAnswered()) draft.keep(values.values());
    },
  };
}
