// The form behind every elicitation UI: schema -> fields once, react-hook-form for values with one
// subscription per field, the server's schema as the judge, and exactly one answer.
// Errors show when the person submits or leaves a field they changed, then update live (React Aria's rule).
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import type { ElicitResult } from "../core/protocol/types.ts";
import type { FieldSpec } from "../core/schema/fieldSpec.ts";
import { UnsupportedSchemaError } from "../core/schema/errors.ts";
import { schemaToFields } from "../core/schema/schemaToFields.ts";
import { useSensitiveFields } from "./useSensitiveFields.ts";
import { initialValues, isChanged, toContent } from "../core/schema/values.ts";
import { prepareSchema, ValidatorLoading } from "../core/validation/compile.ts";
import { markFormShown } from "./formShown.ts";
import { validateContent } from "../core/validation/issues.ts";
import { useTranslate } from "../chrome/useTranslate.ts";
import { fieldIssueMessage } from "../core/validation/fieldIssueMessage.ts";
import { fieldName, fromFormValues, toFormValues, type FormValues } from "../fields/fieldNames.ts";
import type { FieldContextValue } from "../fields/FieldContext.ts";
import { useRespondOnce } from "../chrome/useRespondOnce.ts";
import { afterPaint } from "../fields/afterPaint.ts";
import type { UseElicitationFormOptions } from "./formOptions.ts";
import { useDraft } from "./useDraft.ts";

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

/**
 * Everything a form-mode UI needs, from the options every one of them takes: the dialog, the inline form and
 * the headless hook pass their props straight through, so a new option is threaded once, here.
 */
export function useFormState({ request, onRespond, locale, messages, server, drafts, sensitiveFields = "warn", sensitiveRules }: UseElicitationFormOptions) {
  const t = useTranslate(locale, messages);
  // A unique prefix for the form's element ids.
  const idBase = useId();
  const schema = request.requestedSchema as unknown as Record<string, unknown>;
  const mapped = useMemo(() => mapSchema(schema), [schema]);
  // This page's form code is warm now: a warm-up would only run it again (warmUp.tsx).
  useEffect(markFormShown, []);
  // Compiling takes milliseconds per schema: do it after the first frame is painted, not before.
  // A submit before then compiles on demand.
  const [uncompilable, setUncompilable] = useState<UnsupportedSchemaError>();
  useEffect(() => {
    if (mapped.schemaError) return;
    let current = true;
    const cancel = afterPaint(() => {
      prepareSchema(schema).then(
        () => current && setUncompilable(undefined),
        (error: unknown) => current && setUncompilable(uncompilableError(error)),
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [mapped, schema]);
  const { fields, schemaError } = uncompilable ? { fields: [] as FieldSpec[], schemaError: uncompilable } : mapped;
  const initial = useMemo(() => initialValues(fields), [fields]);
  const { sensitive, kinds: sensitiveKinds, blocked, warns: warnsSensitive } = useSensitiveFields(fields, sensitiveFields, sensitiveRules);
  const draft = useDraft({ drafts, server, schema, fields, defaults: initial, sensitive });
  const { respond: respondOnce, status, isAnswered } = useRespondOnce(onRespond);

  // Reads the latest translate function without rebuilding the resolver on a locale change.
  const tRef = useRef(t);
  tRef.current = t;

  const resolver = useMemo<Resolver<FormValues>>(
    () => async (values) => {
      await prepareSchema(schema);
      const content = toContent(fields, fromFormValues(values, fields.length));
      const issues = validateContent(schema, fields, content);
      if (issues.size === 0) return { values, errors: {} };
      const errors: FieldErrors<FormValues> = {};
      fields.forEach((field, i) => {
        const issue = issues.get(field.key);
        if (issue) errors[fieldName(i)] = { type: issue.code, message: fieldIssueMessage(issue, tRef.current) };
      });
      return { values: {}, errors };
    },
    [fields, schema],
  );

  const form = useForm<FormValues>({
    // A restored draft is what is shown, so it is what will be sent; `initial` stays the schema's defaults.
    defaultValues: toFormValues(draft.startValues),
    resolver,
    // A submit validates through the resolver; live validation after that is ours, below.
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { getValues, getFieldState, setError, clearErrors, handleSubmit, reset } = form;
  const currentValues = useCallback(() => fromFormValues(getValues(), fields.length), [fields.length, getValues]);
  draft.track(currentValues, isAnswered);

  // Every answer goes through here: a cancel keeps a draft of what was typed, accept and decline forget it.
  const { keep, forget } = draft;
  const respond = useCallback(
    (result: ElicitResult) => {
      if (isAnswered()) return false;
      if (result.action === "cancel") keep(currentValues());
      else forget();
      return respondOnce(result);
    },
    [isAnswered, keep, forget, currentValues, respondOnce],
  );

  const formRef = useRef<HTMLFormElement>(null);
  // How many fields a failed submit left invalid, said once through a live region.
  const [invalidCount, setInvalidCount] = useState<{ count: number; attempt: number }>();
  // Fields that validate live: those the person has committed (left after changing), or all after a submit.
  const committed = useRef(new Set<string>());
  const submitted = useRef(false);

  // Synchronous, in the same event as the value change, so a keystroke is one render of one field
  // (react-hook-form's own re-validation awaits the resolver and renders the field a second time).
  // A flat form's properties are independent, so the field is judged alone: a keystroke costs the same
  // with 5 fields or 500. Submitting judges the whole content.
  const validateField = useCallback(
    (index: number) => {
      const name = fieldName(index);
      const field = fields[index]!;
      let issue;
      try {
        issue = validateContent(schema, [field], toContent([field], [getValues(name)])).get(field.key);
      } catch (error) {
        // Only in the moments a strict CSP's validator takes to load: Submit waits for it.
        if (error instanceof ValidatorLoading) return;
        throw error;
      }
      const message = issue ? fieldIssueMessage(issue, tRef.current) : undefined;
      // Every change of error state notifies every field's subscription: only make one that is real.
      if (message === getFieldState(name).error?.message) return;
      if (issue) setError(name, { type: issue.code, message });
      else clearErrors(name);
    },
    [fields, schema, getValues, getFieldState, setError, clearErrors],
  );

  const onFieldBlur = useCallback(
    (index: number) => {
      const name = fieldName(index);
      if (committed.current.has(name) || isChanged([getValues(name)], [initial[index]!])) {
        committed.current.add(name);
        validateField(index);
      }
    },
    [getValues, initial, validateField],
  );

  const onFieldChange = useCallback(
    (index: number) => {
      if (submitted.current || committed.current.has(fieldName(index))) validateField(index);
    },
    [validateField],
  );

  // Against the schema's defaults, not a restored draft: a restored form is not thrown away by a stray click.
  const isFormChanged = useCallback(() => isChanged(currentValues(), initial), [currentValues, initial]);

  // "Start over": every field back to the schema's defaults, no errors shown, and the draft forgotten.
  // The fields are drawn again (`generation` keys them): a number input is uncontrolled, and a host's own
  // field component may hold state of its own.
  const [generation, setGeneration] = useState(0);
  const discardDraft = useCallback(() => {
    if (isAnswered()) return;
    forget();
    committed.current.clear();
    submitted.current = false;
    setInvalidCount(undefined);
    reset(toFormValues(initial));
    setGeneration((g) => g + 1);
  }, [isAnswered, forget, reset, initial]);
  // The button that asked for it has gone: focus the first field rather than lose focus.
  useEffect(() => {
    if (generation > 0) focusField(formRef.current, 0);
  }, [generation]);

  const submit = useMemo(
    () =>
      handleSubmit(
        (values) => {
          respond({ action: "accept", content: toContent(fields, fromFormValues(values, fields.length)) });
        },
        (errors) => {
          // Move focus to the first invalid field in the server's order; its error is in its description.
          const first = fields.findIndex((_, i) => errors[fieldName(i)]);
          if (first >= 0) focusField(formRef.current, first);
          setInvalidCount((previous) => ({
            count: fields.filter((_, i) => errors[fieldName(i)]).length,
            attempt: (previous?.attempt ?? 0) + 1,
          }));
        },
      ),
    [fields, handleSubmit, respond],
  );

  const onSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      if (isAnswered() || schemaError || blocked) return;
      submitted.current = true;
      void submit(event);
    },
    [isAnswered, schemaError, blocked, submit],
  );

  const busy = status !== "open";
  // What every field reads from the form around it (FieldContext), one object while nothing in it changes.
  const fieldContext = useMemo<FieldContextValue>(
    () => ({ control: form.control, t, idBase, disabled: busy, onFieldBlur, onFieldChange, sensitive: sensitiveKinds }),
    [form.control, t, idBase, busy, onFieldBlur, onFieldChange, sensitiveKinds],
  );

  return {
    t,
    idBase,
    fields,
    schemaError,
    /** The fields that look like secrets, in form order (useSensitiveFields). */
    sensitive,
    /** What the host chose to do with them. */
    sensitivePolicy: sensitiveFields,
    blocked,
    warnsSensitive,
    form,
    fieldContext,
    formRef,
    status,
    invalidCount,
    submit: onSubmit,
    decline: useCallback(() => respond({ action: "decline" }), [respond]),
    cancel: useCallback(() => respond({ action: "cancel" }), [respond]),
    isChanged: isFormChanged,
    // Not while "block" hides the fields: there is nothing restored to see, nor to start over.
    restoredDraft: draft.restored && !blocked,
    discardDraft,
    generation,
    onFieldBlur,
    onFieldChange,
  };
}

export type FormState = ReturnType<typeof useFormState>;

/** Fields mark their first focusable control with `data-focus-target`. */
export function focusField(root: HTMLElement | null, index: number) {
  root?.querySelector<HTMLElement>(`[data-focus-target="${fieldName(index)}"]`)?.focus();
}
