// A field kind defined here, in this file alone, and added with addFieldKind (addedKinds.ts): a colour,
// `{ "type": "string", "format": "color" }`, typed as a hex code beside a swatch. Nothing else in the library
// names it, yet it is a kind like the built-in ones, in real Chromium, read by role and label: it takes colour
// strings by its rank (above text, below select), the form draws its component, its bounds are said in its own
// words, a colour named like a secret is flagged and masked, and what is typed is sent.
import { cleanup, render } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import { ElicitationDialog, type ElicitRequestFormParams, type ElicitResult } from "../index.ts";
import type { FieldSpec } from "../core/schema/fieldSpec.ts";
import type { FieldBase, FieldKindDefinition } from "../core/schema/kinds/definition.ts";
import { stringContent } from "../core/schema/kinds/stringContent.ts";
import { isCount, isString, pick } from "../core/schema/schemaShapes.ts";
import { addFieldKind } from "./addedKinds.ts";
import { FieldFrame } from "./FieldParts.tsx";
import { MaskedInput, sensitiveInputProps } from "./MaskedInput.tsx";
import { useField } from "./useField.ts";

interface ColourField extends FieldBase {
  kind: "colour";
  minLength?: number;
  maxLength?: number;
  defaultValue?: string;
}

const colour: FieldKindDefinition<ColourField> = {
  kind: "colour",
  // Above text (100), whose strings it narrows; below select (600), so that a colour with options is a choice.
  rank: 150,
  fromSchema: (prop, base) =>
    prop.type === "string" && prop.format === "color"
      ? {
          ...base,
          kind: "colour",
          ...pick("minLength", prop.minLength, isCount),
          ...pick("maxLength", prop.maxLength, isCount),
          ...pick("defaultValue", prop.default, isString),
        }
      : undefined,
  initialValue: (field) => field.defaultValue ?? "",
  toContentValue: (field, value) => stringContent(colour, field, value),
  message(code, field, t) {
    if (code === "tooShort") return t("error.tooShort", { min: field.minLength ?? 1 });
    if (code === "tooLong") return t("error.tooLong", { max: field.maxLength ?? 0 });
    if (code === "pattern") return "Enter a colour as # and six hex digits, like #1e90ff.";
    return undefined;
  },
  // Typed into a box, so it can hold a secret as any text can; it adds no text of its own to judge.
  secretTexts: () => [],
  samples: { warm_up_colour: { type: "string", format: "color" } },
};

function ColourInput({ field, index }: { field: ColourField; index: number }) {
  // An added kind is not in the FieldSpec union: it is typed loosely where the shared parts take a FieldSpec.
  const spec = field as unknown as FieldSpec;
  const bind = useField(spec, index);
  const value = bind.value as string;
  const input = (type: string) => (
    <input
      className="rme-input"
      {...bind.inputProps}
      type={type}
      value={value}
      spellCheck={false}
      {...(bind.sensitive ? sensitiveInputProps : {})}
      onChange={(e) => bind.setValue(e.target.value)}
    />
  );
  return (
    <FieldFrame field={spec} bind={bind}>
      <span aria-hidden="true" style={{ display: "inline-block", width: "1em", height: "1em", background: value }} />
      {bind.masked ? (
        <MaskedInput label={field.label} t={bind.t} disabled={bind.disabled}>
          {(shown) => input(shown ? "text" : "password")}
        </MaskedInput>
      ) : (
        input("text")
      )}
    </FieldFrame>
  );
}

let removeColour: () => void;
beforeAll(() => {
  removeColour = addFieldKind(colour, ColourInput);
});
afterAll(() => removeColour());
afterEach(() => cleanup());

const hex = "^#[0-9a-fA-F]{6}$";
const request: ElicitRequestFormParams = {
  mode: "form",
  message: "Pick your theme",
  requestedSchema: {
    type: "object",
    properties: {
      background: { type: "string", format: "color", title: "Background", minLength: 7, maxLength: 7, pattern: hex },
      api_colour_token: { type: "string", format: "color", pattern: hex },
      accent: { type: "string", format: "color", title: "Accent", enum: ["#ff0000", "#00ff00"] },
      notes: { type: "string", title: "Notes" },
    },
    required: ["background"],
  } as ElicitRequestFormParams["requestedSchema"],
};

test("an added kind takes its schemas by rank, is drawn, checked and worded by its definition, and sends its value", async () => {
  const onRespond = vi.fn<(r: ElicitResult) => void>();
  render(<ElicitationDialog server={{ name: "theme", version: "1.0.0" }} request={request} onRespond={onRespond} />);
  const dialog = page.getByRole("dialog");

  // A colour named like a secret is one, as a text would be: the note names it and its input is masked.
  const note = dialog.getByRole("note");
  await expect.element(note).toBeVisible();
  expect(note.getByRole("listitem").elements().map((li) => li.textContent)).toEqual(["Api colour token (access token)"]);
  const token = page.getByLabelText("Api colour token", { exact: true });
  await expect.element(token).toHaveAttribute("type", "password");
  await expect.element(page.getByRole("button", { name: "Show Api colour token" })).toBeVisible();

  // A colour with options is still a choice: select outranks the colour.
  const accent = page.getByRole("radiogroup", { name: "Accent" });
  await expect.element(accent).toBeVisible();

  // The colour's box, required as any text is; its bounds in its own words once the person leaves it.
  const background = page.getByRole("textbox", { name: "Background" });
  await expect.element(background).toBeRequired();
  await userEvent.type(background, "#1e9");
  await userEvent.keyboard("{Tab}");
  await expect.element(background).toHaveAttribute("aria-invalid", "true");
  await expect.element(background).toHaveAccessibleDescription("Enter at least 7 characters.");
  // From then on the error follows each keystroke.
  await userEvent.click(background);
  await userEvent.keyboard("{End}0fg");
  await expect.element(background).toHaveAccessibleDescription("Enter a colour as # and six hex digits, like #1e90ff.");
  await userEvent.keyboard("x");
  await expect.element(background).toHaveAccessibleDescription("Enter at most 7 characters.");
  await userEvent.keyboard("{Backspace}{Backspace}f");
  await expect.element(background).not.toHaveAttribute("aria-invalid");
  await expect.element(background).toHaveValue("#1e90ff");

  await userEvent.type(token, "#000000");
  await userEvent.click(accent.getByRole("radio", { name: "#00ff00" }));
  await userEvent.click(page.getByRole("button", { name: "Submit" }));
  await expect.poll(() => onRespond.mock.calls.length).toBe(1);
  const result = onRespond.mock.calls[0]![0];
  expect(result.action).toBe("accept");
  // What was typed, as typed; the empty text left out.
  expect(result.action === "accept" ? result.content : undefined).toEqual({ background: "#1e90ff", api_colour_token: "#000000", accent: "#00ff00" });
});
