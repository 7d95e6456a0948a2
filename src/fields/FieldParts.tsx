// The parts every field shares: its label with the required marker, its help text, and its error.
// A keystroke re-renders the field and its frame only: the label and help are memoised on props that do
// not change while typing, and the error is plain markup inside the frame (bench/RESULTS.md counts this).
import { memo, type ReactNode } from "react";
import type { FieldSpec } from "../core/schema/fieldSpec.ts";
import type { FieldBindings, FieldIds, ServerTextProps } from "./useField.ts";

/** The visible marker; the control itself carries `required`, or a group says so in its description. */
function RequiredMark() {
  return (
    <span className="rme-required" aria-hidden="true">
      *
    </span>
  );
}

export interface FieldLabelProps {
  field: FieldSpec;
  ids: FieldIds;
  /** A `<label>` for one control, a `<legend>` for a fieldset, a `<span>` that a radiogroup is labelled by. */
  as?: "label" | "legend" | "span";
  /** The label's text is the server's: its direction and language (`FieldBindings.serverTextProps`). */
  text: ServerTextProps;
}

// The marker sits beside the label, not in it: the label's text is the field's title exactly, for
// people and for tools that find a control by its label's text.
export const FieldLabel = memo(function FieldLabel({ field, ids, as = "label", text }: FieldLabelProps) {
  const mark = field.required ? <RequiredMark /> : null;
  if (as === "legend") {
    return (
      <legend className="rme-field__label" id={ids.label} {...text}>
        {field.label}
        {mark}
      </legend>
    );
  }
  const Label = as;
  return (
    <span className="rme-field__label-row">
      <Label className="rme-field__label" id={ids.label} htmlFor={as === "label" ? ids.control : undefined} {...text}>
        {field.label}
      </Label>
      {mark}
    </span>
  );
});

export interface FieldHelpProps {
  field: FieldSpec;
  ids: FieldIds;
  hint?: string;
  /** Said for a group of checkboxes, which has no `required` state of its own. */
  requiredText: string;
  /** The description is the server's: its direction and language. */
  text: ServerTextProps;
}

export const FieldHelp = memo(function FieldHelp({ field, ids, hint, requiredText, text }: FieldHelpProps) {
  return (
    <>
      {field.description ? (
        <p className="rme-field__description" id={ids.description} {...text}>
          {field.description}
        </p>
      ) : null}
      {ids.required ? (
        // A group of checkboxes has no `required` state to announce; its description says it instead,
        // leaving its name exactly the field's label.
        <span className="rme-visually-hidden" id={ids.required}>
          {requiredText}
        </span>
      ) : null}
      {hint && ids.hint ? (
        <p className="rme-field__hint" id={ids.hint}>
          {hint}
        </p>
      ) : null}
    </>
  );
});

/** Always rendered, so that an error appearing does not move what is below it. */
export function errorText(bind: FieldBindings): ReactNode {
  return (
    <p className="rme-field__error" id={bind.ids.error}>
      {bind.error}
    </p>
  );
}

export interface FieldFrameProps {
  field: FieldSpec;
  bind: FieldBindings;
  hint?: string;
  children: ReactNode;
  /** The label's element: a fieldset is named by its `<legend>`, a radiogroup by a `<span>`. */
  labelAs?: FieldLabelProps["as"];
}

export function FieldFrame({ field, bind, hint, children, labelAs }: FieldFrameProps) {
  const state = { "data-kind": field.kind, "data-invalid": bind.error ? "" : undefined };
  const parts = (
    <>
      <FieldLabel field={field} ids={bind.ids} as={labelAs} text={bind.serverTextProps} />
      {children}
      <FieldHelp field={field} ids={bind.ids} hint={hint} requiredText={bind.t("required")} text={bind.serverTextProps} />
      {errorText(bind)}
    </>
  );
  // A group of checkboxes is a fieldset named by its legend and described by the field's help and error.
  return labelAs === "legend" ? (
    <fieldset className="rme-field rme-field--group" {...state} {...bind.describedProps}>
      {parts}
    </fieldset>
  ) : (
    <div className="rme-field" {...state}>
      {parts}
    </div>
  );
}
