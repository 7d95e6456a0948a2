// The form behind every elicitation UI: schema -> fields once, react-hook-form for values with one
// subscription per field, the server's schema as the judge, and exactly one answer.
// Errors show when the person submits or leaves a field they changed, then update live (React Aria's rule).
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import type { ElicitRequestFormParams } from "../protocol/types.ts";
import type { FieldSpec } from "../schema/fieldSpec.ts";
import { UnsupportedSchemaError } from "../schema/errors.ts";
import { schemaToFields } from "../schema/schemaToFields.ts";
import { initialValues, isChanged, toContent } from "../schema/values.ts";
import { prepareSchema, ValidatorLoading } from "../validation/compile.ts";
import { validateContent } from "../validation/issues.ts";
import type { Translate } from "../i18n/translate.ts";
import { fieldIssueMessage } from "./fieldIssueMessage.ts";
import { fieldName, fromFormValues, toFormValues, type FormValues } from "../fields/fieldNames.ts";
import type { FieldContextValue } from "../fields/FieldContext.ts";
import { useRespondOnce, type OnRespond } from "./useRespondOnce.ts";
import { afterPaint } from "./afterPaint.ts";

export interface FormStateOptions {
  request: ElicitRequestFormParams;
  onRespond: OnRespond;
  t: Translate;
  /** A unique prefix for the form's element ids. */
  idBase: string;
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

export function useFormState({ request, onRespond, t, idBase }: FormStateOptions) {
  const schema = request.requestedSchema as unknown as Record<string, unknown>;
  const mapped = useMemo(() => mapSchema(schema), [schema]);
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
  const { respond, status, isAnswered } = useRespondOnce(onRespond);

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
    defaultValues: toFormValues(initial),
    resolver,
    // A submit validates through the resolver; live validation after that is ours, below.
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { getValues, getFieldState, setError, clearErrors, handleSubmit } = form;

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

  const isFormChanged = useCallback(
    () => isChanged(fromFormValues(getValues(), fields.length), initial),
    [fields.length, getValues, initial],
  );

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
      if (isAnswered() || schemaError) return;
      submitted.current = true;
      void submit(event);
    },
    [isAnswered, schemaError, submit],
  );

  const busy = status !== "open";
  // What every field reads from the form around it (FieldContext), one object while nothing in it changes.
  const fieldContext = useMemo<FieldContextValue>(
    () => ({ control: form.control, t, idBase, disabled: busy, onFieldBlur, onFieldChange }),
    [form.control, t, idBase, busy, onFieldBlur, onFieldChange],
  );

  return {
    fields,
    schemaError,
    form,
    fieldContext,
    formRef,
    status,
    invalidCount,
    submit: onSubmit,
    decline: useCallback(() => respond({ action: "decline" }), [respond]),
    cancel: useCallback(() => respond({ action: "cancel" }), [respond]),
    isChanged: isFormChanged,
    onFieldBlur,
    onFieldChange,
  };
}

export type FormState = ReturnType<typeof useFormState>;

/** Fields mark their first focusable control with `data-focus-target`. */
export function focusField(root: HTMLElement | null, index: number) {
  root?.querySelector<HTMLElement>(`[data-focus-target="${fieldName(index)}"]`)?.focus();
}
