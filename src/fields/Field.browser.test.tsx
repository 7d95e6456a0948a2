// Every field kind in real Chromium: what a person picks is shown by title and sent as the const,
// in the type the server's schema asks for (docs/guides/components.md, "What the user sees"), and typing in one field
// re-renders that field only, measured with React's Profiler and with counting components.
import { cleanup, render } from "@testing-library/react";
import { Profiler, type ComponentType, type ProfilerOnRenderCallback } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import "../styles.css";
import {
  ElicitationDialog,
  useElicitationField,
  useField,
  type ElicitResult,
  type ElicitationDialogProps,
  type FieldComponents,
  type FieldProps,
  type FieldSpec,
  type TextField as TextFieldSpec,
} from "../index.ts";
import { BooleanField } from "./BooleanField.tsx";
import { NumberField } from "./NumberField.tsx";
import { TextField } from "./TextField.tsx";
import { defaults, defaultsContent, everyKind, fiftyFields, legacyEnums, pydantic, specExamples, zod } from "../../stories/fixtures.ts";

afterEach(() => cleanup());

type Fixture = Pick<ElicitationDialogProps, "server" | "request">;

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

function renderDialog(fixture: Fixture, components?: FieldComponents) {
  const onRespond = vi.fn<(r: ElicitResult) => void>();
  render(<ElicitationDialog server={fixture.server} request={fixture.request} onRespond={onRespond} components={components} />);
  return onRespond;
}

async function submitAndGetContent(onRespond: ReturnType<typeof renderDialog>) {
  await userEvent.click(page.getByRole("button", { name: "Submit" }));
  await expect.poll(() => onRespond.mock.calls.length).toBe(1);
  const result = onRespond.mock.calls[0]![0];
  if (result.action !== "accept") throw new Error(`expected accept, got ${JSON.stringify(result)}`);
  expect(result.content).toBeDefined();
  return result.content!;
}

// The judge the official SDK server uses on accepted content: Ajv + ajv-formats, built here independently.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
const judge = new Ajv2020({ strict: false, allErrors: true });
addFormats(judge);
function expectServerAccepts(fixture: Fixture, content: unknown) {
  const validate = judge.compile(fixture.request.requestedSchema as object);
  const ok = validate(content);
  expect(validate.errors ?? [], JSON.stringify(content)).toEqual([]);
  expect(ok).toBe(true);
}

describe("labels, help and required", () => {
  test("the title exactly as sent, else the key in words; the description describes the control; required is marked", async () => {
    renderDialog(zod);
    const repo = page.getByRole("textbox", { name: "Repo", exact: true });
    await expect.element(repo).toBeRequired();
    await expect.element(repo).toHaveAccessibleDescription("Repository name");
    await expect.element(page.getByText("*", { exact: true }).first()).toBeVisible();
    const visibility = page.getByRole("radiogroup", { name: "Visibility" });
    await expect.element(visibility).toHaveAttribute("aria-required", "true");
    await expect.element(visibility.getByRole("radio", { name: "private" })).toBeChecked();
    await expect.element(page.getByRole("checkbox", { name: "Auto init" })).toBeChecked();
    await expect.element(page.getByRole("group", { name: "Topics" })).toBeVisible();

    cleanup();
    renderDialog(pydantic);
    // A boolean listed in `required` is always present: the checkbox is not marked required.
    const check = page.getByRole("checkbox", { name: "Checkalternative" });
    await expect.element(check).not.toBeRequired();
    await expect.element(check).toHaveAccessibleDescription("Would you like to check another date?");
    await expect.element(page.getByLabelText("Alternativedate")).toHaveAttribute("type", "date");
  });
});

describe("single choice", () => {
  test("a radio group (up to four options) shows titles and sends the const", async () => {
    const fixture = specExamples.colors;
    const onRespond = renderDialog(fixture);
    const titled = page.getByRole("radiogroup", { name: "Titled color" });
    await expect.element(titled).toBeVisible();
    await expect.element(titled.getByRole("radio", { name: "Red" })).toBeChecked();
    await userEvent.click(titled.getByRole("radio", { name: "Green" }));
    await expect.element(titled.getByRole("radio", { name: "Green" })).toBeChecked();
    const content = await submitAndGetContent(onRespond);
    expect(content.titled).toBe("#00FF00");
    expect(content.untitled).toBe("Red");
    expectServerAccepts(fixture, content);
  });

  test("a native select (more than four options) shows titles and sends the const", async () => {
    const onRespond = renderDialog(everyKind);
    const cabin = page.getByRole("combobox", { name: "Cabin" });
    await expect.element(cabin).toBeVisible();
    expect(page.getByRole("radiogroup", { name: "Cabin" }).elements()).toHaveLength(0);
    await userEvent.selectOptions(cabin, "Premium economy");
    await expect.element(cabin).toHaveDisplayValue("Premium economy");
    const content = await submitAndGetContent(onRespond);
    expect(content.cabin).toBe("premium");
    expectServerAccepts(everyKind, content);
  });

  test('an optional radio group can be set back to nothing with "Clear choice"; the property is then left out', async () => {
    const onRespond = renderDialog(everyKind);
    const seat = page.getByRole("radiogroup", { name: "Seat" });
    const clear = page.getByRole("button", { name: "Clear choice" });
    await expect.element(seat).toBeVisible();
    await expect.element(clear).not.toBeInTheDocument();
    await userEvent.click(seat.getByRole("radio", { name: "Aisle" }));
    await expect.element(seat.getByRole("radio", { name: "Aisle" })).toBeChecked();
    await userEvent.click(clear);
    for (const radio of seat.getByRole("radio").all()) await expect.element(radio).not.toBeChecked();
    await expect.element(clear).not.toBeInTheDocument();
    const content = await submitAndGetContent(onRespond);
    expect(content).not.toHaveProperty("seat");
  });

  test('a required radio group offers no "Clear choice"; legacy enumNames are the titles', async () => {
    const onRespond = renderDialog(legacyEnums);
    const plan = page.getByRole("radiogroup", { name: "Plan" });
    await userEvent.click(plan.getByRole("radio", { name: "Pro" }));
    await expect.element(plan.getByRole("radio", { name: "Pro" })).toBeChecked();
    expect(page.getByRole("button", { name: "Clear choice" }).elements()).toHaveLength(0);
    const content = await submitAndGetContent(onRespond);
    expect(content.plan).toBe("pro");
  });
});

describe("several choices", () => {
  test("a group of checkboxes named by the label sends the chosen consts in option order", async () => {
    const onRespond = renderDialog(everyKind);
    const meals = page.getByRole("group", { name: "Meals" });
    await userEvent.click(meals.getByRole("checkbox", { name: "Dinner" }));
    await userEvent.click(meals.getByRole("checkbox", { name: "Breakfast" }));
    const content = await submitAndGetContent(onRespond);
    expect(content.meals).toEqual(["Breakfast", "Dinner"]);
    expectServerAccepts(everyKind, content);
  });

  test("titled options send consts, not titles", async () => {
    const onRespond = renderDialog(specExamples.colors);
    const group = page.getByRole("group", { name: "Titled colors" });
    await expect.element(group.getByRole("checkbox", { name: "Red" })).toBeChecked();
    await userEvent.click(group.getByRole("checkbox", { name: "Red" }));
    await userEvent.click(group.getByRole("checkbox", { name: "Blue" }));
    const content = await submitAndGetContent(onRespond);
    expect(content.severalTitled).toEqual(["#00FF00", "#0000FF"]);
    expect(content.several).toEqual(["Red", "Green"]);
    expectServerAccepts(specExamples.colors, content);
  });

  // docs/guides/components.md, "What the user sees": errors appear when the person leaves a field they changed, and showing one must not move
  // what is under the pointer. Going from one option of a group to the next is not leaving the group.
  test("after ticking one option too many, a single click unticks another", async () => {
    const onRespond = renderDialog(specExamples.colors);
    const group = page.getByRole("group", { name: "Titled colors" });
    const red = group.getByRole("checkbox", { name: "Red" });
    await userEvent.click(group.getByRole("checkbox", { name: "Blue" }));
    const before = red.element().getBoundingClientRect();
    await userEvent.click(red);
    await expect.element(red, { timeout: 2000 }).not.toBeChecked();
    const after = red.element().getBoundingClientRect();
    expect([after.x, after.y]).toEqual([before.x, before.y]);
    const content = await submitAndGetContent(onRespond);
    expect(content.severalTitled).toEqual(["#00FF00", "#0000FF"]);
  });
});

describe("booleans", () => {
  test("an untouched, unticked checkbox sends false", async () => {
    const onRespond = renderDialog(everyKind);
    await expect.element(page.getByRole("checkbox", { name: "Add travel insurance" })).not.toBeChecked();
    const content = await submitAndGetContent(onRespond);
    expect(content.insurance).toBe(false);
  });

  test("a checkbox ticked by default and then unticked sends false; ticked sends true", async () => {
    const onRespond = renderDialog(defaults);
    const confirm = page.getByRole("checkbox", { name: "Confirm booking" });
    await expect.element(confirm).toBeChecked();
    await userEvent.click(confirm);
    await userEvent.click(page.getByRole("checkbox", { name: "Newsletter" }));
    const content = await submitAndGetContent(onRespond);
    expect(content.confirm).toBe(false);
    expect(content.newsletter).toBe(true);
    expectServerAccepts(defaults, content);
  });
});

describe("numbers", () => {
  test('text the browser cannot read as a number ("1e") is an error, not silently dropped', async () => {
    const onRespond = renderDialog(everyKind);
    const budget = page.getByRole("spinbutton", { name: "Budget" });
    await userEvent.click(budget);
    await userEvent.keyboard("1e");
    expect((budget.element() as HTMLInputElement).validity.badInput).toBe(true);

    // Leaving it counts as a change: the error shows.
    await userEvent.keyboard("{Tab}");
    await expect.element(budget).toHaveAttribute("aria-invalid", "true");
    await expect.element(budget).toHaveAccessibleDescription("Enter a number from 0 to 10,000.");

    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await settle();
    expect(onRespond).not.toHaveBeenCalled();
    await expect.element(budget).toHaveFocus();

    await userEvent.clear(budget);
    await userEvent.keyboard("1200.5");
    await expect.element(budget).not.toHaveAttribute("aria-invalid");
    const content = await submitAndGetContent(onRespond);
    expect(content.budget).toBe(1200.5);
  });

  test("an integer out of range says the range and is not sent", async () => {
    const onRespond = renderDialog(everyKind);
    const travellers = page.getByRole("spinbutton", { name: "Travellers" });
    await userEvent.fill(travellers, "12");
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect.element(travellers).toHaveAccessibleDescription("Enter a whole number from 1 to 9.");
    await expect.element(travellers).toHaveFocus();
    await settle();
    expect(onRespond).not.toHaveBeenCalled();
  });
});

describe("what is sent", () => {
  test("every kind filled in: typed values the server's own Ajv accepts", async () => {
    const onRespond = renderDialog(everyKind);
    await userEvent.fill(page.getByRole("textbox", { name: "Full name" }), "Ada Lovelace");
    await userEvent.fill(page.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await userEvent.fill(page.getByRole("textbox", { name: "Website" }), "https://ada.example.com");
    await userEvent.fill(page.getByLabelText("Departure date"), "2026-05-01");
    await userEvent.fill(page.getByLabelText("Meeting time"), "2026-05-01T10:30");
    await userEvent.fill(page.getByRole("spinbutton", { name: "Budget" }), "2500");
    await userEvent.fill(page.getByRole("spinbutton", { name: "Travellers" }), "2");
    await userEvent.click(page.getByRole("checkbox", { name: "Add travel insurance" }));
    await userEvent.click(page.getByRole("radiogroup", { name: "Seat" }).getByRole("radio", { name: "Window" }));
    await userEvent.selectOptions(page.getByRole("combobox", { name: "Cabin" }), "Business");
    await userEvent.click(page.getByRole("group", { name: "Meals" }).getByRole("checkbox", { name: "Lunch" }));
    const content = await submitAndGetContent(onRespond);
    expect(content).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      website: "https://ada.example.com",
      departure: "2026-05-01",
      // The instant picked in the person's own time zone, in UTC with seconds.
      meeting: new Date("2026-05-01T10:30").toISOString().replace(/\.\d{3}Z$/, "Z"),
      budget: 2500,
      travellers: 2,
      insurance: true,
      seat: "Window",
      cabin: "business",
      meals: ["Lunch"],
    });
    expectServerAccepts(everyKind, content);
  });

  test("optional fields left empty are left out; booleans are always sent", async () => {
    const onRespond = renderDialog(everyKind);
    const content = await submitAndGetContent(onRespond);
    expect(content).toEqual({ insurance: false });
    expectServerAccepts(everyKind, content);
  });

  test("defaults, falsy ones too, are shown and sent as they are", async () => {
    const onRespond = renderDialog(defaults);
    await expect.element(page.getByRole("spinbutton", { name: "Nights" })).toHaveValue(0);
    await expect.element(page.getByRole("textbox", { name: "City" })).toHaveValue("Lisbon");
    await expect.element(page.getByRole("checkbox", { name: "Newsletter" })).not.toBeChecked();
    const content = await submitAndGetContent(onRespond);
    expect(content).toEqual(defaultsContent);
    expectServerAccepts(defaults, content);
  });
});

describe("re-renders stay in the field being typed in (50-field form)", () => {
  const renders = new Map<string, number>();
  const count = (key: string) => renders.set(key, (renders.get(key) ?? 0) + 1);
  const others = (except: string) => [...renders].filter(([key, n]) => key !== except && n > 0);

  /** The library's own component for a kind, inside a Profiler that sees every commit below it. */
  function profiled<F extends FieldSpec>(Component: ComponentType<FieldProps<F>>) {
    const onRender: ProfilerOnRenderCallback = (id) => count(id);
    return function ProfiledField(props: FieldProps<F>) {
      return (
        <Profiler id={props.field.key} onRender={onRender}>
          <Component {...props} />
        </Profiler>
      );
    };
  }

  /** A host's own text field on the public `useElicitationField` and its prop bags, counting its renders. */
  function CountingText(props: FieldProps<TextFieldSpec>) {
    count(props.field.key);
    const bind = useElicitationField(props);
    return (
      <div>
        <label {...bind.labelProps}>{bind.field.label}</label>
        <input {...bind.inputProps} value={bind.value as string} onChange={(e) => bind.setValue(e.target.value)} />
        <p {...bind.errorMessageProps}>{bind.error}</p>
      </div>
    );
  }

  /** The same on the deprecated `useField`, which stays for one release. */
  function CountingTextDeprecated({ field, index }: FieldProps<TextFieldSpec>) {
    count(field.key);
    const bind = useField(field, index);
    return (
      <div>
        <label htmlFor={bind.id}>{field.label}</label>
        <input id={bind.id} value={bind.value as string} onChange={(e) => bind.setValue(e.target.value)} onBlur={bind.onBlur} {...bind.describedProps} {...bind.focusProps} />
        <p id={bind.ids.error}>{bind.error}</p>
      </div>
    );
  }

  const kinds: Array<[string, FieldComponents]> = [
    ["the default components (Profiler)", { text: profiled(TextField), number: profiled(NumberField), boolean: profiled(BooleanField) }],
    ["a host component on useElicitationField (render count)", { text: CountingText, number: profiled(NumberField), boolean: profiled(BooleanField) }],
    ["a host component on the deprecated useField (render count)", { text: CountingTextDeprecated, number: profiled(NumberField), boolean: profiled(BooleanField) }],
  ];

  test.each(kinds)("typing 5 characters in one field renders no other field: %s", async (_, components) => {
    renders.clear();
    const onRespond = renderDialog(fiftyFields, components);
    const a = page.getByRole("textbox", { name: "Field 2", exact: true });
    await userEvent.click(a);
    await settle();
    // Every field rendered at mount; measure from here.
    expect(renders.size).toBe(50);
    renders.clear();

    await userEvent.keyboard("hello");
    await expect.element(a).toHaveValue("hello");
    await settle();
    const typed = renders.get("field_2") ?? 0;
    console.info(`renders while typing 5 characters: field_2 ${typed}, field_3 ${renders.get("field_3") ?? 0}, other fields`, others("field_2"));
    expect(typed).toBeGreaterThanOrEqual(5);
    expect(renders.get("field_3") ?? 0).toBe(0);
    expect(others("field_2")).toEqual([]);

    // After a failed submit errors update live, in the same commit as the value: one render a key.
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await userEvent.click(a);
    await userEvent.keyboard("{Control>}a{/Control}{Backspace}");
    await settle();
    renders.clear();
    await userEvent.keyboard("abc");
    await expect.element(a).toHaveValue("abc");
    await settle();
    expect(renders.get("field_2")).toBe(3);
    expect(others("field_2")).toEqual([]);

    // Leaving it validates it, and still only it.
    renders.clear();
    await userEvent.keyboard("{Tab}");
    await expect.element(page.getByRole("textbox", { name: "Field 3", exact: true })).toHaveFocus();
    await settle();
    console.info("renders on leaving field_2:", [...renders]);
    expect(others("field_2")).toEqual([]);
    expect(onRespond).not.toHaveBeenCalled();
  });
});
