// Property-based in real Chromium. A dialog for a generated schema, filled the way a person does
// it (found by role and label; typing, picking, ticking), answers once with the content the controls hold,
// which the server's own judges accept. A value that breaks one rule shows on its field, and nothing is
// sent. A schema outside the grammar leaves an alert naming what is wrong, Decline and Close, no Submit.
// Fewer runs than the Node properties: every run renders a dialog and drives it with real input.
import { cleanup, render } from "@testing-library/react";
import fc from "fast-check";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page, userEvent, type Locator } from "vitest/browser";
import "../styles.css";
import { ElicitationDialog, type ElicitRequestFormParams, type ElicitResult } from "../index.ts";
import { RADIO_LIMIT } from "../fields/SelectField.tsx";
import { schemaToFields } from "../core/schema/schemaToFields.ts";
import { initialValue, toContent } from "../core/schema/values.ts";
import { schemaArb, type GeneratedField } from "../../test/property/schemas.ts";
import { brokenInputs, hasInputBreak, UNTOUCHED, validInputs, type Input } from "../../test/property/inputs.ts";
import { outOfGrammarArb } from "../../test/property/outOfGrammar.ts";
import { expectServerAccepts } from "../../test/property/judges.ts";
import { BROWSER, runs } from "../../test/property/settings.ts";
import { settleAfter } from "../../test/settle.ts";

afterEach(() => cleanup());

/** Long enough for a late, second answer (a resolver promise, a re-render) to arrive. */
const settle = settleAfter(100);

// Every wait is bounded: a locator that finds nothing otherwise waits until the test's own timeout, and
// fast-check could then neither go on shrinking nor print the seed and the counterexample.
const WAIT = { timeout: 3_000 };

function renderDialog(requestedSchema: unknown) {
  const onRespond = vi.fn<(r: ElicitResult) => void>();
  const request = { message: "Please fill in the form.", requestedSchema } as ElicitRequestFormParams;
  render(<ElicitationDialog server={{ name: "property-server", title: "Property Server" }} request={request} onRespond={onRespond} />);
  return { onRespond, dialog: page.getByRole("dialog") };
}

/** The control that carries the field's name and state (aria-invalid), as a person or screen reader finds it. */
function controlOf(dialog: Locator, f: GeneratedField): Locator {
  const name = { name: f.label, exact: true };
  switch (f.kind) {
    case "text":
      // `format: "password"` is masked: a password input has no role, only its label.
      return f.rules.format === "password" ? dialog.getByLabelText(f.label, { exact: true }) : dialog.getByRole("textbox", name);
    case "number":
      return dialog.getByRole("spinbutton", name);
    case "date":
    case "date-time":
      return dialog.getByLabelText(f.label, { exact: true });
    case "boolean":
      return dialog.getByRole("checkbox", name);
    case "select":
      return dialog.getByRole(f.options.length > RADIO_LIMIT ? "combobox" : "radiogroup", name);
    case "multi-select":
      return dialog.getByRole("group", name);
  }
}

const isChecked = (box: Locator) => (box.element() as HTMLInputElement).checked;

/** Puts the input into the field's control as a person would; an untouched control is left alone. */
async function enter(dialog: Locator, f: GeneratedField, input: Input) {
  if (input === UNTOUCHED) return;
  const control = controlOf(dialog, f);
  switch (f.kind) {
    case "text":
    case "number":
    case "date":
    case "date-time":
      return userEvent.fill(control, input as string, WAIT);
    case "boolean":
      if (isChecked(control) !== input) await userEvent.click(control, WAIT);
      return;
    case "select": {
      // A native select takes the value ("" is its placeholder); radios take a click on the title.
      if (f.options.length > RADIO_LIMIT) return userEvent.selectOptions(control, input as string, WAIT);
      const option = f.options.find((o) => o.value === input);
      if (option) return userEvent.click(control.getByRole("radio", { name: option.label, exact: true }), WAIT);
      // Back to no choice: the field's "Clear choice" button, shown while a choice is made.
      const clear = page.elementLocator(control.element().parentElement!).getByRole("button", { name: "Clear choice" });
      if (clear.elements().length > 0) await userEvent.click(clear, WAIT);
      return;
    }
    case "multi-select":
      for (const option of f.options) {
        const box = control.getByRole("checkbox", { name: option.label, exact: true });
        if (isChecked(box) !== (input as string[]).includes(option.value)) await userEvent.click(box, WAIT);
      }
  }
}

async function fillAndSubmit(dialog: Locator, fields: GeneratedField[], inputs: Input[]) {
  for (const [i, f] of fields.entries()) await enter(dialog, f, inputs[i]!);
  await userEvent.click(dialog.getByRole("button", { name: "Submit" }), WAIT);
}

const typeable = schemaArb("typeable", { min: 1, max: 4 });

describe("a dialog for a generated schema", () => {
  test("filled with valid values, it answers once: accept, with what the controls hold, which the server accepts", { timeout: 150_000 }, async () => {
    const filled = typeable.chain((gs) => validInputs(gs, "typeable").map((inputs) => ({ ...gs, inputs })));
    await fc.assert(
      fc.asyncProperty(filled, async ({ schema, fields, inputs }) => {
        try {
          const { onRespond, dialog } = renderDialog(schema);
          await fillAndSubmit(dialog, fields, inputs);
          await expect.poll(() => onRespond.mock.calls.length, WAIT).toBe(1);
          await settle();
          expect(onRespond).toHaveBeenCalledTimes(1);
          const answer = onRespond.mock.calls[0]![0];
          expect(answer.action).toBe("accept");
          const content = answer.action === "accept" ? answer.content : undefined;
          expectServerAccepts(schema, content);
          // What the controls hold, converted as the form converts it (dates in this browser's time zone).
          const specs = schemaToFields(schema);
          expect(content).toStrictEqual(toContent(specs, inputs.map((input, i) => (input === UNTOUCHED ? initialValue(specs[i]!) : input))));
        } finally {
          cleanup();
        }
      }),
      runs(BROWSER),
    );
  });

  test("with one value breaking one rule, that field alone shows it is invalid, and nothing is sent", { timeout: 150_000 }, async () => {
    const broken = typeable.filter((gs) => hasInputBreak(gs, "typeable")).chain((gs) => brokenInputs(gs, "typeable").map((b) => ({ ...gs, ...b })));
    await fc.assert(
      fc.asyncProperty(broken, async ({ schema, fields, index, inputs }) => {
        try {
          const { onRespond, dialog } = renderDialog(schema);
          await fillAndSubmit(dialog, fields, inputs);
          await expect.element(controlOf(dialog, fields[index]!), WAIT).toHaveAttribute("aria-invalid", "true");
          expect(dialog.element().querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
          await settle();
          expect(onRespond).not.toHaveBeenCalled();
        } finally {
          cleanup();
        }
      }),
      runs(BROWSER),
    );
  });

  test("outside the grammar, it shows an alert naming each offending property, Decline and Close, no Submit; Decline declines", { timeout: 150_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(outOfGrammarArb("typeable"), async ({ schema, problems }) => {
        try {
          const { onRespond, dialog } = renderDialog(schema);
          const alert = dialog.getByRole("alert");
          await expect.element(alert, WAIT).toBeVisible();
          for (const path of problems.keys()) if (path !== "") expect(alert.element().textContent).toContain(`“${path}”`);
          await expect.element(dialog.getByRole("button", { name: "Close" }), WAIT).toBeVisible();
          expect(dialog.getByRole("button", { name: "Submit" }).elements()).toHaveLength(0);
          await userEvent.click(dialog.getByRole("button", { name: "Decline" }), WAIT);
          await settle();
          expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
        } finally {
          cleanup();
        }
      }),
      runs({ ...BROWSER, numRuns: 15 }),
    );
  });
});
