// The form behind every elicitation UI, in React: the rules are the form session's (core/form/session.ts);
// this hook gives them a page. react-hook-form holds the values with one subscription per field, judged on
// submit through its Standard Schema resolver by the session's compiled-once schema; the schema compiles
// after its fields are painted; focus moves to the first invalid field, and back after starting over.
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { createFormSession, type FieldError, type FormSession } from "../core/form/session.ts";
import { fieldName, fromFormValues, toFormValues, type FormValues } from "../core/form/fieldNames.ts";
import type { FieldValue } from "../core/schema/values.ts";
import { markFormShown } from "./formShown.ts";
import { useTranslate } from "../chrome/useTranslate.ts";
import type { FieldContextValue } from "../fields/FieldContext.ts";
import { afterPaint } from "../fields/afterPaint.ts";
import { loadValidator, validatorLoaded } from "../core/validation/compile.ts";
import type { UseElicitationFormOptions } from "./formOptions.ts";

/**
 * Everything a form-mode UI needs, from the options every one of them takes: the dialog, the inline form and
 * the headless hook pass their props straight through, so a new option is threaded once, here.
 */
export function useFormState({ request, onRespond, locale, messages, server, drafts, sensitiveFields = "warn", sensitiveRules }: UseElicitationFormOptions) {
  const t = useTranslate(locale, messages);
  // A unique prefix for the form's element ids.
  const idBase = useId();
  const latestRespond = useRef(onRespond);
  latestRespond.current = onRespond;
  // One session per form: the component that calls this is keyed by its request (requestKey.ts). Its
  // options are read once, as they were when the form opened, but for the two callbacks kept current.
  const [session] = useState<FormSession>(() =>
    createFormSession({
      requestedSchema: request.requestedSchema as unknown as Record<string, unknown>,
      onRespond: (result) => latestRespond.current(result),
      server,
      drafts,
      sensitiveFields,
      sensitiveRules,
      t,
    }),
  );
  session.setTranslate(t);
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const { status } = state;

  // This page's form code is warm now: a warm-up would only run it again (warmUp.tsx).
  useEffect(markFormShown, []);

  const resolver = useMemo(() => standardSchemaResolver(session.schema), [session]);
  const form = useForm<FormValues>({
    // A restored draft is what is shown, so it is what will be sent.
    defaultValues: toFormValues(session.startValues),
    resolver,
    // A submit validates through the resolver; live validation after that is the session's, below.
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { getValues, getFieldState, setError, clearErrors, handleSubmit, reset } = form;
  const currentValues = useCallback(() => fromFormValues(getValues(), session.defaults.length), [getValues, session]);
  // Unanswered when it goes away (withdrawn, aborted, the provider gone): the session keeps a draft.
  useEffect(() => () => session.close(currentValues()), [session, currentValues]);

  // Synchronous, in the same event as the value change, so a keystroke is one render of one field
  // (react-hook-form's own re-validation awaits the resolver and renders the field a second time).
  const show = useCallback(
    (index: number, error: FieldError | null | undefined) => {
      if (error === undefined) return;
      const name = fieldName(index);
      // Every change of error state notifies every field's subscription: only make one that is real.
      if (error?.message === getFieldState(name).error?.message) return;
      if (error) setError(name, error);
      else clearErrors(name);
    },
    [getFieldState, setError, clearErrors],
  );
  const value = useCallback((index: number) => getValues(fieldName(index)) as FieldValue, [getValues]);
  // A field judged before the validator has loaded (it loads after the fields are painted) is judged again
  // once it has, so an error never waits for the person's next change.
  const judgeLive = useCallback(
    (index: number, judge: (index: number) => FieldError | null | undefined) => {
      const error = judge(index);
      show(index, error);
      if (error === undefined && !validatorLoaded()) void loadValidator().then(() => show(index, judge(index)), () => {});
    },
    [show],
  );
  const onFieldBlur = useCallback((index: number) => judgeLive(index, (i) => session.blur(i, value(i))), [session, judgeLive, value]);
  const onFieldChange = useCallback((index: number) => judgeLive(index, (i) => session.change(i, value(i))), [session, judgeLive, value]);

  const formRef = useRef<HTMLFormElement>(null);
  // "Start over": the fields are drawn again (`generation` keys them): a number input is uncontrolled, and a
  // host's own field component may hold state of its own.
  const discardDraft = useCallback(() => {
    const defaults = session.startOver();
    if (defaults) reset(toFormValues(defaults));
  }, [session, reset]);
  // The button that asked for it has gone: focus the first field rather than lose focus.
  useEffect(() => {
    if (state.generation > 0) focusField(formRef.current, 0);
  }, [state.generation]);

  const submit = useMemo(
    () =>
      handleSubmit(
        (values) => void session.accept(fromFormValues(values, session.defaults.length)),
        (errors) => {
          // Move focus to the first invalid field in the server's order; its error is in its description.
          const first = session.reject(session.defaults.flatMap((_, i) => (errors[fieldName(i)] ? [i] : [])));
          if (first !== undefined) focusField(formRef.current, first);
        },
      ),
    [session, handleSubmit],
  );
  const onSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      if (session.beginSubmit()) void submit(event);
    },
    [session, submit],
  );

  const busy = status !== "open";
  const sensitiveKinds = useMemo(() => new Map(state.sensitive.map((f) => [f.index, f.kind])), [state.sensitive]);
  // What every field reads from the form around it (FieldContext), one object while nothing in it changes.
  const fieldContext = useMemo<FieldContextValue>(
    () => ({ control: form.control, t, idBase, disabled: busy, onFieldBlur, onFieldChange, sensitive: sensitiveKinds }),
    [form.control, t, idBase, busy, onFieldBlur, onFieldChange, sensitiveKinds],
  );

  return {
    ...state,
    t,
    idBase,
    form,
    fieldContext,
    formRef,
    submit: onSubmit,
    decline: session.decline,
    cancel: useCallback(() => session.cancel(currentValues()), [session, currentValues]),
    isChanged: useCallback(() => session.isChanged(currentValues()), [session, currentValues]),
    discardDraft,
    onFieldBlur,
    onFieldChange,
    /** Compiles the schema; takes milliseconds, so its caller runs it after painting (usePrepareAfterPaint). */
    prepare: session.prepare,
  };
}

export type FormState = ReturnType<typeof useFormState>;

/**
 * Compiles the schema after the frame that shows the fields, not before: compiling takes milliseconds per
 * schema. `ready` is false while fields are still to come (the panel renders the rest after the first frame),
 * so the compile waits for them too. A submit before then compiles on demand.
 */
export function usePrepareAfterPaint(prepare: () => Promise<void>, ready = true) {
  useEffect(() => (ready ? afterPaint(() => void prepare()) : undefined), [prepare, ready]);
}

/** Fields mark their first focusable control with `data-focus-target`. */
export function focusField(root: HTMLElement | null, index: number) {
  root?.querySelector<HTMLElement>(`[data-focus-target="${fieldName(index)}"]`)?.focus();
}
