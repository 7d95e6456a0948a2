// What a form session is to the code that drives it: its options, the state it shows, and its methods. The
// rules behind them are in session.ts (createFormSession).
import type { ElicitContent, RequestedSchema, ServerIdentity } from "../protocol/types.ts";
import type { UnsupportedSchemaError } from "../schema/errors.ts";
import type { FieldSpec } from "../schema/fieldSpec.ts";
import type { SensitiveField, SensitiveFieldsPolicy, SensitiveRule } from "../schema/sensitive.ts";
import type { FieldValue } from "../schema/values.ts";
import type { Translate } from "../i18n/translate.ts";
import type { OnRespond, RespondStatus } from "../answerOnce.ts";
import type { ElicitationDrafts } from "./drafts.ts";
import type { FieldState } from "./fieldStates.ts";

export type { FieldError } from "./liveValidation.ts";
export type { FieldState };

export interface FormSessionOptions {
  /**
   * The request's `requestedSchema`, as the server sent it: typed as the protocol says, or any object a server
   * sent, which is read as it is. What the form cannot show becomes its `schemaError`, never an exception.
   */
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
  /** The catalogue errors are worded in; English by default. */
  t?: Translate;
  /** What the fields start with instead of a draft or the defaults: an answer given before that was not sent. */
  startContent?: ElicitContent;
  /** The most the answer's content may weigh as UTF-8 JSON: a field over it, or a submit, says so. */
  maxContentBytes?: number;
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
  /**
   * Every field's value, in the server's order, as the controls hold them: at first, the answer not sent
   * (`startContent`), else the draft restored, else the schema's defaults.
   */
  getValues(): readonly FieldValue[];
  /** The person changed a field: holds the value and, once the field is live, shows or clears its error. */
  setValue(index: number, value: FieldValue): void;
  /** The person left a field: a field they changed shows its error from now on, live. */
  blur(index: number): void;
  /**
   * Judges every field as the server will judge the content; answers accept when all pass, else shows each
   * field's error and names the first invalid one in the server's order. Waits while the validator loads.
   */
  submit(): Promise<SubmitOutcome>;
  /**
   * Answers decline; true when this call sent it. Pressed while a submit is being judged, it waits for that
   * submit and answers only if the submit did not (the fields were invalid): false then.
   */
  decline(): boolean;
  /** The person dismissed the form: keeps a draft of what they typed. Waits for a submit as `decline` does. */
  cancel(): boolean;
  isAnswered(): boolean;
  /** Whether the values differ from the schema's defaults (a form opened with a draft counts as changed). */
  isChanged(): boolean;
  /** Every field back to the schema's defaults, errors hidden, the draft forgotten; false once answered. */
  startOver(): boolean;
  /** The form went away: unanswered, it keeps a draft (withdrawn, aborted, the page's UI gone). */
  close(): void;
}

/** What the library's own hooks (form/useFormState.ts) give a session besides a host's options. */
export interface FormSessionInternalOptions extends FormSessionOptions {
  /** The catalogue now, read at each judgement: the page's locale may change while the form is open. */
  translate?: () => Translate;
}

/** What the library's own hooks use of a session besides what a host does. */
export interface FormSessionInternals extends FormSession {
  /**
   * Compiles the schema (milliseconds: the hooks run it after the first frame; a submit before then compiles
   * on demand). A schema the validator cannot read becomes a `schemaError`.
   */
  prepare(): Promise<void>;
}
