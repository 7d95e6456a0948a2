// A host's own form, built with nothing but the public headless API (useElicitationForm and
// useElicitationField): its own markup and look, this library's validation, content and single answer.
// Every id and ARIA reference comes from the field's prop bags: the host writes no aria-describedby by hand.
import type { CSSProperties, ReactNode } from "react";
import {
  useElicitationField,
  useElicitationForm,
  type ElicitationFormHandle,
  type ElicitRequestFormParams,
  type OnRespond,
  type ServerIdentity,
} from "../src/index.ts";

const look = {
  card: { maxWidth: 440, padding: 20, borderRadius: 16, background: "#0f172a", color: "#e2e8f0", fontFamily: "ui-monospace, monospace" },
  field: { display: "grid", gap: 6, margin: "0 0 14px", border: 0, padding: 0 },
  input: { padding: "8px 10px", borderRadius: 8, border: "1px solid #475569", background: "#1e293b", color: "inherit", font: "inherit" },
  chips: { display: "flex", flexWrap: "wrap", gap: 6 },
  chip: { display: "inline-flex", gap: 6, alignItems: "center", padding: "4px 10px", borderRadius: 999, border: "1px solid #64748b" },
  error: { margin: 0, color: "#fca5a5", minHeight: "1.2em" },
  help: { margin: 0, color: "#cbd5e1" },
  actions: { display: "flex", gap: 8, justifyContent: "flex-end" },
  primary: { padding: "8px 16px", borderRadius: 8, border: 0, background: "#a5b4fc", color: "#0f172a", font: "inherit" },
  secondary: { padding: "8px 16px", borderRadius: 8, border: "1px solid #a5b4fc", background: "transparent", color: "inherit", font: "inherit" },
} satisfies Record<string, CSSProperties>;

const inputTypes = { text: "text", date: "date", "date-time": "datetime-local", number: "number" } as const;

function HostField({ form, index }: { form: ElicitationFormHandle; index: number }) {
  const bind = useElicitationField(form, index);
  const { field } = bind;
  const help = (
    <>
      {bind.descriptionProps ? <p {...bind.descriptionProps} style={look.help}>{field.description}</p> : null}
      <p {...bind.errorMessageProps} style={look.error}>{bind.error}</p>
    </>
  );
  const label = `${field.label}${field.required ? " (required)" : ""}`;

  if (field.kind === "select" || field.kind === "multi-select") {
    const chosen = bind.value as string | string[];
    const isOn = (value: string) => (Array.isArray(chosen) ? chosen.includes(value) : chosen === value);
    const toggle = (value: string) => {
      if (!Array.isArray(chosen)) return bind.setValue(value);
      bind.setValue(chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]);
    };
    return (
      <fieldset style={look.field} {...bind.describedProps} onBlur={bind.onGroupBlur}>
        <legend>{label}</legend>
        <div style={look.chips}>
          {field.options.map((option, i) => (
            <label key={option.value} style={look.chip}>
              <input
                type={field.kind === "select" ? "radio" : "checkbox"}
                name={bind.name}
                checked={isOn(option.value)}
                disabled={bind.disabled}
                onChange={() => toggle(option.value)}
                {...(i === 0 ? bind.focusProps : {})}
              />
              {option.label}
            </label>
          ))}
        </div>
        {help}
      </fieldset>
    );
  }
  if (field.kind === "boolean") {
    return (
      <div style={look.field}>
        <label>
          <input {...bind.inputProps} type="checkbox" checked={bind.value === true} onChange={(e) => bind.setValue(e.target.checked)} /> {label}
        </label>
        {help}
      </div>
    );
  }
  const type = field.kind === "text" ? field.inputType : inputTypes[field.kind];
  return (
    <div style={look.field}>
      <label {...bind.labelProps}>{label}</label>
      <input {...bind.inputProps} type={type} style={look.input} value={bind.value as string} onChange={(e) => bind.setValue(e.target.value)} />
      {help}
    </div>
  );
}

export interface HeadlessFormProps {
  server: ServerIdentity;
  request: ElicitRequestFormParams;
  onRespond: OnRespond;
}

export function HeadlessForm({ server, request, onRespond }: HeadlessFormProps): ReactNode {
  // With the server, a form dismissed with "Not now" opens with what was typed when it asks again.
  const form = useElicitationForm({ request, onRespond, server });
  if (form.status === "answered") return <p>Thanks, {server.title ?? server.name} has your answer.</p>;
  return (
    <section style={look.card} aria-labelledby="headless-title">
      <h2 id="headless-title" style={{ marginTop: 0, fontSize: 16 }}>
        {server.title ?? server.name} asks
      </h2>
      <p style={{ whiteSpace: "pre-line" }}>{request.message}</p>
      {form.restoredDraft ? (
        <p>
          Your earlier answers are back.{" "}
          <button type="button" style={look.secondary} onClick={form.discardDraft}>
            Clear them
          </button>
        </p>
      ) : null}
      <form {...form.formProps}>
        {form.schemaError ? (
          <p role="alert">{form.schemaError.message}</p>
        ) : (
          form.fields.map((field, index) => <HostField key={field.key} form={form} index={index} />)
        )}
        <p role="status" style={{ margin: 0 }}>
          {form.invalidCount ? `${form.invalidCount} to fix` : ""}
        </p>
        <div style={look.actions}>
          <button type="button" style={look.secondary} onClick={form.cancel}>
            Not now
          </button>
          <button type="button" style={look.secondary} onClick={form.decline}>
            No thanks
          </button>
          {form.schemaError ? null : (
            <button type="submit" style={look.primary} disabled={form.status !== "open"}>
              Send
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
