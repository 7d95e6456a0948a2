// A form-mode request's rules, without a UI: which fields it shows, what they start with, when an error
// shows, what is sent, exactly one answer, the draft kept or forgotten, and starting over. A plain object,
// so that the rules are tested in Node; the React hook over it (form/useFormState.ts) adds only what needs
// a page: focus, and compiling after the first frame is painted.
//
// The session is the one owner of the values and of the errors the fields show (fieldStates.ts): a field is
// addressed by its position, and subscribes to its own state, so a keystroke renders one field. What a session
// offers, and its options and state, are declared in sessionTypes.ts.
import type { ElicitResult } from "../protocol/types.ts";
import { UnsupportedSchemaError } from "../schema/errors.ts";
import type { FieldSpec } from "../schema/fieldSpec.ts";
import { schemaToFields } from "../schema/schemaToFields.ts";
import { findSensitiveFields, sensitiveRules } from "../schema/sensitive.ts";
import { initialValues, isChanged, toContent, valuesFromContent, type FieldValue } from "../schema/values.ts";
import { translateWith } from "../i18n/translate.ts";
import { englishCatalogue } from "../i18n/catalogues.ts";
import { loadValidator, prepareSchema } from "../validation/compile.ts";
import { answerOnce } from "../answerOnce.ts";
import { formDraft } from "./formDraft.ts";
import { liveValidation } from "./liveValidation.ts";
import { judgeForm } from "./formSchema.ts";
import { fieldStates } from "./fieldStates.ts";
import { sizeLimit } from "./sizeLimit.ts";
import type { FormSession, FormSessionInternalOptions, FormSessionInternals, FormSessionOptions, FormSessionState } from "./sessionTypes.ts";

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

/** A form's session, for a host's own UI. */
export function createFormSession(options: FormSessionOptions): FormSession {
  return openFormSession(options);
}

/**
 * The session with what the library's hooks use besides. Its state is the one owner of what the form shows:
 * the fields, the schema's error and the sensitive fields start as the schema maps, and change only there (a
 * schema the validator cannot read empties them); everything else reads them from the state.
 */
export function openFormSession(options: FormSessionInternalOptions): FormSessionInternals {
  const { sensitiveFields: policy = "warn" } = options;
  const schema: Record<string, unknown> = options.requestedSchema;
  // A form's messages are in the catalogues' form part: a form-only app ships none of URL mode's.
  const fixed = options.t ?? translateWith(englishCatalogue);
  const translate = options.translate ?? (() => fixed);
  const mapped = mapSchema(schema);
  const sensitive = findSensitiveFields(mapped.fields, options.sensitiveRules ?? sensitiveRules);
  const blocked = policy === "block" && sensitive.length > 0;
  // What the fields start with, and how each is judged live and weighed, follow the fields as mapped: when
  // the state's fields change, they become none, and nothing is judged again.
  const defaults = initialValues(mapped.fields);
  const draft = formDraft({ drafts: options.drafts, server: options.server, schema, fields: mapped.fields, defaults, sensitive });
  // An answer that was not sent opens as it was given; else a draft, else the defaults.
  const resumed = options.startContent && !blocked ? valuesFromContent(mapped.fields, options.startContent) : undefined;
  const restored = resumed ? undefined : draft.restore();
  const live = liveValidation(schema, mapped.fields, defaults, translate);
  const size = sizeLimit(mapped.fields, options.maxContentBytes, translate);
  const values = fieldStates(resumed ?? restored ?? defaults);

  const listeners = new Set<() => void>();
  let state: FormSessionState = {
    fields: mapped.fields,
    schemaError: mapped.schemaError,
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
    if (judgement !== "pending") return values.set(index, { value, error: judgement ?? size.fieldError(index, value) });
    values.set(index, { value });
    void loadValidator().then(() => {
      const again = live.judge(index, values.get(index).value);
      if (again !== "pending" && live.change(index)) values.set(index, { error: again });
    }, () => {});
  };
  // A submit waits while the validator loads or the schema compiles; a decline or cancel pressed meanwhile
  // (Escape right after Enter, on a slow machine) waits for it, so the person's first choice is the answer:
  // it takes effect only if the submit did not answer.
  let judging: Promise<unknown> | undefined;
  const afterJudging = (answerNow: () => boolean) => {
    if (!judging) return answerNow();
    if (!answer.isAnswered()) void judging.then(answerNow);
    return false;
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
    prepare,
    setValue(index, value) {
      if (live.change(index)) showJudged(index, value);
      else values.set(index, { value });
      // A store that outlives the page keeps what is typed now: the page may be gone before the form is.
      if (draft.live && !answer.isAnswered()) draft.keep(values.values());
    },
    blur(index) {
      const { value } = values.get(index);
      if (live.blur(index, value)) showJudged(index, value);
    },
    async submit() {
      if (answer.isAnswered() || state.schemaError || state.blocked) return { status: "refused" };
      live.submitted();
      const prepared = prepare();
      const current = (judging = prepared);
      await prepared;
      if (judging === current) judging = undefined;
      if (answer.isAnswered() || state.schemaError) return { status: "refused" };
      const { fields } = state;
      const submitted = values.values();
      const judged = judgeForm(schema, fields, submitted, translate());
      // Only an answer the server would take is weighed: its size is the last thing to fix.
      const errors = judged.some(Boolean) ? judged : size.formErrors(submitted);
      errors.forEach((error, index) => values.set(index, { error }));
      const invalid = errors.flatMap((error, index) => (error ? [index] : []));
      if (invalid.length === 0) {
        respond({ action: "accept", content: toContent(fields, submitted) });
        return { status: "accepted" };
      }
      update({ invalid: { count: invalid.length, attempt: (state.invalid?.attempt ?? 0) + 1 } });
      return { status: "invalid", first: invalid[0]! };
    },
    decline: () => afterJudging(() => respond({ action: "decline" })),
    cancel: () => afterJudging(() => respond({ action: "cancel" }, values.values())),
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
