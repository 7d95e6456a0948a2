// The form behind every elicitation UI, in React: the rules, the values and the errors are the form session's
// (core/form/session.ts); this hook gives them a page. Each field subscribes to its own state in the session,
// so a keystroke renders that field alone; the schema compiles after its fields are painted; focus moves to
// the first invalid field on a failed submit, and to the first field after starting over.
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { openFormSession } from "../core/form/session.ts";
import { markFormShown } from "./formShown.ts";
import { useTranslate } from "../chrome/useTranslate.ts";
import { contentLanguageOf } from "../core/protocol/contentLanguage.ts";
import type { FieldContextValue } from "../fields/FieldContext.ts";
import { useAfterPaint } from "../fields/afterPaint.ts";
import type { UseElicitationFormOptions } from "./props.ts";

/**
 * Everything a form-mode UI needs, from the options every one of them takes: the dialog, the inline form and
 * the headless hook pass their props straight through, so a new option is threaded once, here.
 */
export function useFormState({ request, onRespond, locale, messages, server, drafts, sensitiveFields = "warn", sensitiveRules, unsent, maxContentBytes }: UseElicitationFormOptions) {
  const t = useTranslate(locale, messages);
  // A unique prefix for the form's element ids.
  const idBase = useId();
  // The latest callback and words, for the session to read when it answers or judges (never during render):
  // set after each commit, before any event of that render can reach the session.
  const latest = useRef({ onRespond, t });
  useLayoutEffect(() => {
    latest.current = { onRespond, t };
  });
  // One session per form: the component that calls this is keyed by its request (requestKey.ts). Its
  // options are read once, as they were when the form opened, but for the callback and the words.
  const [session] = useState(() =>
    openFormSession({
      requestedSchema: request.requestedSchema,
      onRespond: (result) => latest.current.onRespond(result),
      translate: () => latest.current.t,
      server,
      drafts,
      sensitiveFields,
      sensitiveRules,
      ...(unsent?.content ? { startContent: unsent.content } : {}),
      ...(maxContentBytes === undefined ? {} : { maxContentBytes }),
    }),
  );
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const { status } = state;

  // This page's form code is warm now: a warm-up would only run it again (warmUp.tsx).
  useEffect(markFormShown, []);
  // Unanswered when it goes away (withdrawn, aborted, the provider gone): the session keeps a draft.
  useEffect(() => () => session.close(), [session]);

  const formRef = useRef<HTMLFormElement>(null);
  // "Start over": the fields are drawn again (`generation` keys them): a number input is uncontrolled, and a
  // host's own field component may hold state of its own.
  const discardDraft = useCallback(() => void session.startOver(), [session]);
  // The button that asked for it has gone: focus the first field rather than lose focus.
  useEffect(() => {
    if (state.generation > 0) focusField(formRef.current, 0);
  }, [state.generation]);

  const submit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      void session.submit().then((outcome) => {
        // Focus the first invalid field in the server's order; its error is in its description.
        if (outcome.status === "invalid") focusField(formRef.current, outcome.first);
      });
    },
    [session],
  );

  const busy = status !== "open";
  const sensitiveKinds = useMemo(() => new Map(state.sensitive.map((f) => [f.index, f.kind])), [state.sensitive]);
  // What every field reads from the form around it (FieldContext), one object while nothing in it changes.
  const fieldContext = useMemo<FieldContextValue>(
    () => ({ session, t, idBase, disabled: busy, sensitive: sensitiveKinds, serverText: { dir: "auto", lang: contentLanguageOf(request) } }),
    [session, t, idBase, busy, sensitiveKinds, request],
  );

  return {
    ...state,
    t,
    idBase,
    /** Why the answer given before was not sent, if it was not: said above the fields. */
    unsentWhy: unsent?.why,
    fieldContext,
    formRef,
    submit,
    decline: session.decline,
    cancel: session.cancel,
    isChanged: session.isChanged,
    discardDraft,
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
  useAfterPaint(useCallback(() => void prepare(), [prepare]), ready);
}

/** Fields mark their first focusable control with `data-focus-target`, their position. */
export function focusField(root: HTMLElement | null, index: number) {
  root?.querySelector<HTMLElement>(`[data-focus-target="${index}"]`)?.focus();
}
