// Headless use: the form behind <ElicitationDialog>, for a host that draws every part with its own design
// system. The same validation, the same content and the same exactly-once answer; no markup of ours.
import { useMemo, type FormEvent, type RefObject } from "react";
import type { Translate } from "../core/i18n/translate.ts";
import type { UseElicitationFormOptions } from "./props.ts";
import { toHandle, type FieldContextHandle } from "../fields/FieldContext.ts";
import { useFormState, usePrepareAfterPaint } from "./useFormState.ts";
import type { FormSessionState } from "../core/form/sessionTypes.ts";
import type { UnsentReason } from "../core/elicit/unsent.ts";

export type { UseElicitationFormOptions };

/**
 * The form's state is the form session's (core/form/session.ts), described there once; the rest is what a
 * page adds: the events, the `<form>` props, the catalogue and the fields' context.
 */
export interface ElicitationFormHandle
  extends Pick<FormSessionState, "fields" | "schemaError" | "sensitive" | "blocked" | "status" | "restoredDraft"> {
  /** Validates; if every field passes, answers accept with the content. Else shows errors and focuses the first. */
  submit: (event?: FormEvent) => void;
  decline: () => void;
  cancel: () => void;
  /**
   * Whether the fields differ from the schema's defaults: a host may keep a changed form open on a stray
   * click. A form opened with a draft counts as changed.
   */
  isChanged: () => boolean;
  /** "Start over": every field back to the schema's defaults, errors hidden, and the draft forgotten. */
  discardDraft: () => void;
  /** How many fields the last failed submit left invalid. */
  invalidCount?: number;
  /** Why the answer given before was not sent, when the form opened with it (the `unsent` option): say so. */
  unsentWhy?: UnsentReason;
  /** Spread on your `<form>`: its submit event submits, and focus can find the first invalid field. */
  formProps: { ref: RefObject<HTMLFormElement | null>; noValidate: true; onSubmit: (event: FormEvent) => void };
  /** The translate function for the chosen locale and messages. */
  t: Translate;
  /** For `useElicitationField(form, index)`: opaque. */
  fieldContext: FieldContextHandle;
}

/**
 * The whole form without its look. A new request needs a new form: give the component that calls this a
 * `key` that changes with the request.
 */
export function useElicitationForm(options: UseElicitationFormOptions): ElicitationFormHandle {
  const state = useFormState(options);
  usePrepareAfterPaint(state.prepare);
  const { t, fields, schemaError, status, submit, decline, cancel, isChanged, restoredDraft, discardDraft, invalid, formRef } = state;
  const formProps = useMemo(() => ({ ref: formRef, noValidate: true as const, onSubmit: submit }), [formRef, submit]);
  return {
    fields,
    schemaError,
    sensitive: state.sensitive,
    blocked: state.blocked,
    status,
    submit,
    decline,
    cancel,
    isChanged,
    restoredDraft,
    discardDraft,
    invalidCount: invalid?.count,
    ...(state.unsentWhy ? { unsentWhy: state.unsentWhy } : {}),
    formProps,
    t,
    // The same object as the form's own fields read (useFormState memoises it), passed on opaque.
    fieldContext: toHandle(state.fieldContext),
  };
}
