// The parts every field shares: its label with the required marker, its help text, and its error.
import type { ReactNode } from "react";
import type { FieldSpec } from "../schema/fieldSpec.ts";
import type { FieldBindings } from "./useField.ts";

export interface FieldFrameProps {
  field: FieldSpec;
  bind: FieldBindings;
  /** The label, or the legend of a group. */
  label: ReactNode;
  hint?: string;
  children: ReactNode;
  /** Render as a fieldset named by its legend and described by the field's help and error. */
  group?: boolean;
}

/** The visible marker; the control itself carries `required`, or a group says so in its description. */
export function RequiredMark() {
  return (
    <span className="rme-required" aria-hidden="true">
      *
    </span>
  );
}

// The marker sits beside the label, not in it: the label's text is the field's title exactly, for
// people and for tools that find a control by its label's text.
export function FieldLabel({ field, bind }: { field: FieldSpec; bind: FieldBindings }) {
  return (
    <span className="rme-field__label-row">
      <label className="rme-field__label" id={bind.ids.label} htmlFor={bind.id}>
        {field.label}
      </label>
      {field.required ? <RequiredMark /> : null}
    </span>
  );
}

export function FieldHelp({ field, bind, hint }: { field: FieldSpec; bind: FieldBindings; hint?: string }) {
  return (
    <>
      {field.description ? (
        <p className="rme-field__description" id={bind.ids.description}>
          {field.description}
        </p>
      ) : null}
      {bind.ids.required ? (
        // A group of checkboxes has no `required` state to announce; its description says it instead,
        // leaving its name exactly the field's label.
        <span className="rme-visually-hidden" id={bind.ids.required}>
          {bind.t("required")}
        </span>
      ) : null}
      {hint && bind.ids.hint ? (
        <p className="rme-field__hint" id={bind.ids.hint}>
          {hint}
        </p>
      ) : null}
      {/* Always rendered so that an error appearing does not move what is below it. */}
      <p className="rme-field__error" id={bind.ids.error}>
        {bind.error}
      </p>
    </>
  );
}

export function FieldFrame({ field, bind, label, hint, children, group }: FieldFrameProps) {
  const state = { "data-kind": field.kind, "data-invalid": bind.error ? "" : undefined };
  if (group) {
    return (
      <fieldset className="rme-field rme-field--group" {...state} {...bind.describedProps}>
        {label}
        {children}
        <FieldHelp field={field} bind={bind} hint={hint} />
      </fieldset>
    );
  }
  return (
    <div className="rme-field" {...state}>
      {label}
      {children}
      <FieldHelp field={field} bind={bind} hint={hint} />
    </div>
  );
}
