// One hook returns the prop bags for a field's label, control, description and error message (React Aria's
// shape), every id and ARIA reference wired, subscribed to this field's state only, so typing re-renders this
// field and nothing else. The form session holds the value and the error (core/form/fieldStates.ts).
import { useCallback, useMemo, useSyncExternalStore, type FocusEvent } from "react";
import type { FieldSpec } from "../core/schema/fieldSpec.ts";
import type { FieldValue } from "../core/schema/values.ts";
import type { Translate } from "../core/i18n/translate.ts";
import { isMasked, type SensitiveKind } from "../core/schema/sensitive.ts";
import { isMarkedRequired, saysRequiredInDescription } from "../core/schema/kinds/required.ts";
import { useFieldContext, type FieldContextValue, type ServerTextProps } from "./FieldContext.ts";

export type { ServerTextProps };

export interface FieldProps<F extends FieldSpec = FieldSpec> {
  field: F;
  /** The field's position in the form. */
  index: number;
}

/** The ids of a field's parts; those of parts it does not have are undefined. */
export interface FieldIds {
  control: string;
  label: string;
  description?: string;
  /** A hint of the library's own, such as the time zone a date-time is read in. */
  hint?: string;
  /** The "required" note of a group that has no `required` state of its own (checkboxes). */
  required?: string;
  error: string;
}

/** Spread on the element that the field's description and error describe: a control, or a group's fieldset. */
export interface DescribedProps {
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

/** Marks the element focused first, when the form opens or this field is the first invalid one. */
export interface FocusProps {
  "data-focus-target": string;
}

/** Everything a single native control takes besides its value and `onChange`. */
export interface ControlProps extends DescribedProps, FocusProps {
  id: string;
  name: string;
  required: boolean;
  disabled: boolean;
  onBlur: () => void;
}

/** What a field's UI is given: its state, its setter and the prop bags for each of its parts. */
export interface FieldBindings {
  /** The translate function of the form's locale and messages. */
  t: Translate;
  /** The control's id (`ids.control`). */
  id: string;
  ids: FieldIds;
  /** The control's `name`: the property's key. */
  name: string;
  /** The error to show, once the person submitted or left the field changed; live after that. */
  error?: string;
  disabled: boolean;
  /** What the field looks like when it looks like a secret: see `findSensitiveFields`. */
  sensitive?: SensitiveKind;
  /** Draw it masked, with a show/hide control: a password, a key, a token, a PIN, ... (`isMasked`). */
  masked: boolean;
  /** The value as the control holds it: a string (text, numbers, dates), a boolean, or a string[]. */
  value: FieldValue;
  setValue(value: FieldValue): void;
  onBlur(): void;
  /** For a group of radios or checkboxes: leaving the group, not moving between its options, is a blur. */
  onGroupBlur(event: FocusEvent): void;
  /** Spread on the `<label>` of a single control (for a group's `<legend>`, use `{ id: labelProps.id }`). */
  labelProps: { id: string; htmlFor: string };
  /** Spread on the single native control: ids, ARIA references, `required`, `disabled`, blur and focus. */
  inputProps: ControlProps;
  /** Spread on the description's element; undefined when the field has no description. */
  descriptionProps?: { id: string };
  /** Spread on the error message's element; render it always, so that an error appearing moves nothing. */
  errorMessageProps: { id: string };
  /** Spread on the element the description and error describe, when it is not `inputProps`'s control. */
  describedProps: DescribedProps;
  /** For the first control of a group that is not `inputProps`'s. */
  focusProps: FocusProps;
  /**
   * Spread on each element that shows the server's own words (the label's text, the description, a choice's
   * title): their own direction, and the language the server says they are in, if it says.
   */
  serverTextProps: ServerTextProps;
}


export interface UseFieldOptions {
  /** The field shows a hint of the library's own (`ids.hint`), which describes its control too. */
  hint?: boolean;
}

/** A field's bindings in a form given directly (inside the form's components the context gives it). */
export function useFieldIn(context: FieldContextValue, field: FieldSpec, index: number, options: UseFieldOptions = {}): FieldBindings {
  const { session, t, idBase, disabled, sensitive: sensitiveFields, serverText } = context;
  const subscribe = useCallback((listener: () => void) => session.subscribeField(index, listener), [session, index]);
  const read = useCallback(() => session.getField(index), [session, index]);
  const { value, error: shown } = useSyncExternalStore(subscribe, read, read);
  const error = shown?.message;
  const id = `${idBase}-field-${index}`;
  // One object for the field's life, so the memoised label and help are not re-rendered by typing.
  const ids = useMemo(() => fieldIds(id, field, options.hint === true), [id, field, options.hint]);
  const describedBy = [ids.description, ids.required, ids.hint, error ? ids.error : undefined].filter(Boolean).join(" ") || undefined;
  const describedProps: DescribedProps = { "aria-describedby": describedBy, "aria-invalid": error ? true : undefined };
  const focusProps: FocusProps = { "data-focus-target": String(index) };
  const sensitive = sensitiveFields?.get(index);
  const onBlur = () => session.blur(index);

  return {
    t,
    id,
    ids,
    name: field.key,
    error,
    disabled,
    sensitive,
    masked: sensitive !== undefined && isMasked(sensitive),
    value,
    setValue: (next) => session.setValue(index, next),
    onBlur,
    onGroupBlur(event) {
      if (!(event.currentTarget as Element).contains(event.relatedTarget as Node | null)) onBlur();
    },
    labelProps: { id: ids.label, htmlFor: id },
    inputProps: {
      id,
      name: field.key,
      // A checkbox is never `required`: JSON Schema's `required` means present, and a boolean always is.
      required: isMarkedRequired(field),
      disabled,
      onBlur,
      ...describedProps,
      ...focusProps,
    },
    descriptionProps: ids.description ? { id: ids.description } : undefined,
    errorMessageProps: { id: ids.error },
    describedProps,
    focusProps,
    serverTextProps: serverText,
  };
}

function fieldIds(id: string, field: FieldSpec, hint: boolean): FieldIds {
  return {
    control: id,
    label: `${id}-label`,
    description: field.description ? `${id}-description` : undefined,
    hint: hint ? `${id}-hint` : undefined,
    required: saysRequiredInDescription(field) ? `${id}-required` : undefined,
    error: `${id}-error`,
  };
}

/** A field's bindings inside the form's components (the built-in fields, a host's `components`). */
export function useField(field: FieldSpec, index: number, options: UseFieldOptions = {}): FieldBindings {
  return useFieldIn(useFieldContext(), field, index, options);
}
