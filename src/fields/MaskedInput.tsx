// A field that looks like a secret (a password, an API key, a PIN: `isMasked`) is typed masked, so that
// nobody reads it over the person's shoulder or on a shared screen, with a toggle to check what was typed.
// The toggle sits beside the input, outside it: the input keeps its id, so its label, description and error
// stay wired to it exactly as before, and it sends exactly what it sent before.
import { Fragment, useState, type ReactNode } from "react";
import type { Translate } from "../core/i18n/translate.ts";

export interface MaskedInputProps {
  /** The field's label, for the toggle's name ("Show Password"). */
  label: string;
  t: Translate;
  disabled: boolean;
  /** The input, given whether it is shown (draw `type="password"` while it is not). */
  children: (shown: boolean) => ReactNode;
}

export function MaskedInput({ label, t, disabled, children }: MaskedInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="rme-masked" data-state={shown ? "shown" : "masked"}>
      {children(shown)}
      {/* A toggle button: its name stays "Show <label>" and `aria-pressed` says whether the value shows. It is
          a plain button, reached by Tab after the input, and never submits. */}
      <button type="button" className="rme-masked__toggle" aria-pressed={shown} disabled={disabled} onClick={() => setShown((s) => !s)}>
        {toggleName(t, label)}
      </button>
    </div>
  );
}

// A private-use character stands in for the label, so that each language can place it.
const SLOT = "\uE000";

/**
 * "Show" to the eye, "Show Password" to a screen reader: the label is in the button's text, visually hidden,
 * not in an `aria-label`. So the name contains what is seen (WCAG 2.5.3), tells two such buttons apart, and a
 * test or tool that finds the input by its label ("Password") does not find the button as well.
 */
function toggleName(t: Translate, label: string): ReactNode {
  return t("sensitiveShowField", { field: SLOT })
    .split(SLOT)
    .map((part, i) => (
      <Fragment key={i}>
        {i > 0 ? <span className="rme-visually-hidden">{label}</span> : null}
        {part}
      </Fragment>
    ));
}

/**
 * The attributes a sensitive input takes besides its type. `autoComplete="off"`: the page belongs to the host,
 * so a browser would offer the host site's own saved password or card for a field the *server* asked for, and
 * one click would hand it over ("new-password" would not do either: it invites the browser to generate a
 * password and save it for the host's site). No spell check: Chromium's enhanced spell check sends what is
 * typed to a web service, and a secret shown with the toggle is plain text to it.
 */
export const sensitiveInputProps = { autoComplete: "off", spellCheck: false, autoCapitalize: "off", autoCorrect: "off" } as const;
