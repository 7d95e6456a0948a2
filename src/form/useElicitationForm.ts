// Headless use: the form behind <ElicitationDialog>, for a host that draws every part with its own design
// system. The same validation, the same content and the same exactly-once answer; no markup of ours.
import { useId, useMemo, type FormEvent, type RefObject } from "react";
import type { ElicitRequestFormParams } from "../protocol/types.ts";
import type { UnsupportedSchemaError } from "../schema/errors.ts";
import type { FieldSpec } from "../schema/fieldSpec.ts";
import type { Messages } from "../i18n/messages.ts";
import type { Locale, Translate } from "../i18n/translate.ts";
import type { FieldContextValue } from "../fields/FieldContext.ts";
import { useFieldIn, type FieldBindings } from "../fields/useField.ts";
import { useFormState } from "./useFormState.ts";
import { useTranslate } from "./useTranslate.ts";
import type { OnRespond } from "./useRespondOnce.ts";

export interface UseElicitationFormOptions {
  request: ElicitRequestFormParams;
  /** Called exactly once, whatever the person does. Return a promise to stay "sending" until it settles. */
  onRespond: OnRespond;
  /** The built-in catalogue for the error messages; English by default. */
  locale?: Locale;
  /** Any strings to replace, by key. */
  messages?: Partial<Messages>;
}

export interface ElicitationFormHandle {
  /** One per property, in the server's order: what to draw for each. */
  fields: FieldSpec[];
  /** Set when the schema cannot be shown as a form: show its message, and offer only decline and cancel. */
  schemaError?: UnsupportedSchemaError;
  /** "open", then "sending" while a returned promise is pending, then "answered". */
  status: "open" | "sending" | "answered";
  /** Validates; if every field passes, answers accept with the content. Else shows errors and focuses the first. */
  submit: (event?: FormEvent) => void;
  decline: () => void;
  cancel: () => void;
  /** Whether the person has changed anything: a host may keep a changed form open on a stray click. */
  isChanged: () => boolean;
  /** How many fields the last failed submit left invalid. */
  invalidCount?: number;
  /** Spread on your `<form>`: its submit event submits, and focus can find the first invalid field. */
  formProps: { ref: RefObject<HTMLFormElement | null>; noValidate: true; onSubmit: (event: FormEvent) => void };
  /** The translate function for the chosen locale and messages. */
  t: Translate;
  /** For `useElicitationField`. */
  fieldContext: FieldContextValue;
}

/**
 * The whole form without its look. A new request needs a new form: give the component that calls this a
 * `key` that changes with the request.
 */
export function useElicitationForm({ request, onRespond, locale, messages }: UseElicitationFormOptions): ElicitationFormHandle {
  const t = useTranslate(locale, messages);
  const idBase = useId();
  const state = useFormState({ request, onRespond, t, idBase });
  const { fields, schemaError, status, submit, decline, cancel, isChanged, invalidCount, formRef, fieldContext } = state;
  const formProps = useMemo(() => ({ ref: formRef, noValidate: true as const, onSubmit: submit }), [formRef, submit]);
  return { fields, schemaError, status, submit, decline, cancel, isChanged, invalidCount: invalidCount?.count, formProps, t, fieldContext };
}

/**
 * One field of a headless form: its value and setter, its error message, its element ids, and prop bags
 * to spread on a native control (`inputProps`) or on the element that describes a group (`describedProps`).
 * Subscribed to this field alone, so typing re-renders this field and nothing else.
 */
export function useElicitationField(form: ElicitationFormHandle, index: number): FieldBindings & { field: FieldSpec } {
  const field = form.fields[index]!;
  return { ...useFieldIn(form.fieldContext, field, index), field };
}
