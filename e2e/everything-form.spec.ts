// Form mode against a real third-party server, @modelcontextprotocol/server-everything, over Streamable HTTP:
// its `trigger-elicitation-request` tool asks for every field kind (text with and without a format, boolean,
// integer and number with bounds, all five enum shapes, legacy enumNames) and reports back what it received.
// The host page is the README's quick start (e2e/everything/page); a person drives it by role and label, and
// every assertion is on what the server answered, as the page shows it.
import { expect, FORM_DEFAULTS, openHost, rawResult, SERVER_TITLE, test, watchAnswers, type Host } from "./everything/fixtures.ts";

/** The defaults with the optional multi-select cleared: left out, since its minItems 1 refuses []. */
const { untitledMultipleSelectEnum: _cleared, ...withoutInstruments } = FORM_DEFAULTS;

const TOOL = "trigger-elicitation-request";

async function ask(host: Host) {
  await host.call(TOOL);
  const dialog = host.page.getByRole("dialog", { name: `Request from ${SERVER_TITLE}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription("Please provide inputs for the following fields:");
  await expect(host.result(TOOL)).toHaveText("Running…");
  return dialog;
}

test("the server offers this host its elicitation tools, and not the one that asks through a task", async ({ page, everything }) => {
  const host = await openHost(page, everything);
  const tools = await host.tools();
  expect(tools).toEqual(expect.arrayContaining([TOOL, "trigger-url-elicitation", "simulate-research-query"]));
  // Registered only for a client that declares tasks.requests.elicitation; elicitationCapability() does not.
  expect(tools).not.toContain("trigger-elicitation-request-async");
});

test("every field, filled by its label, reaches the server as the schema types it", async ({ page, everything }) => {
  const host = await openHost(page, everything);
  const answers = watchAnswers(page, everything);
  const dialog = await ask(host);

  await dialog.getByLabel("String", { exact: true }).fill("Ada Lovelace");
  await dialog.getByLabel("Boolean", { exact: true }).check();
  await expect(dialog.getByLabel("String with default", { exact: true })).toHaveValue("It was a dark and stormy night.");
  await dialog.getByLabel("String with default", { exact: true }).fill("Call me Ishmael.");
  await dialog.getByLabel("String with email format", { exact: true }).fill("ada@example.com");
  await dialog.getByLabel("String with uri format", { exact: true }).fill("https://ada.example.com/notes");
  await dialog.getByLabel("String with date format", { exact: true }).fill("1815-12-10");
  await dialog.getByLabel("Integer", { exact: true }).fill("7");
  await dialog.getByLabel("Number in range 1-1000", { exact: true }).fill("2.5");
  // Six options: a select. Titles shown, consts sent (here they are the same).
  await dialog.getByLabel("Untitled Single Select Enum", { exact: true }).selectOption({ label: "Phoebe" });
  const instruments = dialog.getByRole("group", { name: "Untitled Multiple Select Enum" });
  await expect(instruments.getByRole("checkbox", { name: "Guitar" })).toBeChecked();
  await instruments.getByRole("checkbox", { name: "Guitar" }).uncheck();
  // Checked out of order: sent in the server's order.
  await instruments.getByRole("checkbox", { name: "Drums" }).check();
  await instruments.getByRole("checkbox", { name: "Piano" }).check();
  // oneOf of { const, title }: three options, a radio group of titles.
  const heroes = dialog.getByRole("radiogroup", { name: "Titled Single Select Enum" });
  await expect(heroes.getByRole("radio", { name: "Superman" })).toBeChecked();
  await heroes.getByRole("radio", { name: "Wonder Woman" }).check();
  // items.anyOf of { const, title }: checkboxes named by title.
  const fish = dialog.getByRole("group", { name: "Titled Multiple Select Enum" });
  await fish.getByRole("checkbox", { name: "Trout" }).check();
  await fish.getByRole("checkbox", { name: "Salmon" }).check();
  // Legacy enumNames: the names shown, the enum values sent.
  await dialog.getByLabel("Legacy Titled Single Select Enum", { exact: true }).selectOption({ label: "Reptiles" });

  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeHidden();

  const result = host.result(TOOL);
  await expect(result).toContainText("✅ User provided the requested information!");
  // The tool's own summary, as its author wrote it.
  for (const line of [
    "- Name: Ada Lovelace",
    "- Agreed to terms: true",
    "- Email: ada@example.com",
    "- Homepage: https://ada.example.com/notes",
    "- Birthdate: 1815-12-10",
    "- Favorite Integer: 7",
    "- Favorite Number: 2.5",
  ]) {
    await expect(result).toContainText(line);
  }
  // What the server parsed, exactly: numbers as numbers, a boolean, the consts, arrays in option order.
  expect(await rawResult(result)).toEqual({
    action: "accept",
    content: {
      name: "Ada Lovelace",
      check: true,
      firstLine: "Call me Ishmael.",
      email: "ada@example.com",
      homepage: "https://ada.example.com/notes",
      birthdate: "1815-12-10",
      integer: 7,
      number: 2.5,
      untitledSingleSelectEnum: "Phoebe",
      untitledMultipleSelectEnum: ["Piano", "Drums"],
      titledSingleSelectEnum: "hero-3",
      titledMultipleSelectEnum: ["fish-1", "fish-2", "fish-3"],
      legacyTitledEnum: "pet-5",
    },
  });
  expect(answers).toHaveLength(1);
});

test("Decline: the tool reports that the person declined", async ({ page, everything }) => {
  const host = await openHost(page, everything);
  const answers = watchAnswers(page, everything);
  const dialog = await ask(host);
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(dialog).toBeHidden();
  await expect(host.result(TOOL)).toContainText("❌ User declined to provide the requested information.");
  expect(await rawResult(host.result(TOOL))).toEqual({ action: "decline" });
  expect(answers).toHaveLength(1);
});

test("Escape: the tool reports that the person cancelled", async ({ page, everything }) => {
  const host = await openHost(page, everything);
  const answers = watchAnswers(page, everything);
  const dialog = await ask(host);
  await dialog.getByLabel("String", { exact: true }).fill("Ada");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(host.result(TOOL)).toContainText("⚠️ User cancelled the elicitation dialog.");
  // A cancel carries no content: what was typed stays in the page (as a draft), not with the server.
  expect(await rawResult(host.result(TOOL))).toEqual({ action: "cancel" });
  expect(answers).toHaveLength(1);
});

test("the required field left empty: the form refuses, nothing is sent; filled, the defaults go too", async ({ page, everything }) => {
  const host = await openHost(page, everything);
  const answers = watchAnswers(page, everything);
  const dialog = await ask(host);
  const name = dialog.getByLabel("String", { exact: true });

  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(/Fill in this field\./);
  await expect(name).toBeFocused();
  await expect(dialog.getByText("1 field needs your attention.")).toBeVisible();
  // The server is still waiting: no answer left the page.
  await page.waitForTimeout(500);
  await expect(host.result(TOOL)).toHaveText("Running…");
  expect(answers).toHaveLength(0);

  await name.fill("Ada Lovelace");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeHidden();
  await expect(host.result(TOOL)).toContainText("✅ User provided the requested information!");
  // Every default the server offered comes back typed; the boolean is always sent; the empty optional
  // fields (email, homepage, birthdate) are left out.
  expect(await rawResult(host.result(TOOL))).toEqual({
    action: "accept",
    content: { ...FORM_DEFAULTS, name: "Ada Lovelace" },
  });
  expect(answers).toHaveLength(1);
});

test("values the server's schema refuses are refused in the form, each on its field, and nothing is sent", async ({ page, everything }) => {
  const host = await openHost(page, everything);
  const answers = watchAnswers(page, everything);
  const dialog = await ask(host);
  const email = dialog.getByLabel("String with email format", { exact: true });
  const homepage = dialog.getByLabel("String with uri format", { exact: true });
  const integer = dialog.getByLabel("Integer", { exact: true });
  const number = dialog.getByLabel("Number in range 1-1000", { exact: true });
  const instruments = dialog.getByRole("group", { name: "Untitled Multiple Select Enum" });

  await dialog.getByLabel("String", { exact: true }).fill("Ada Lovelace");
  // A browser's email input takes "ada@localhost"; ajv-formats, the SDK server's judge, does not.
  await email.fill("ada@localhost");
  await homepage.fill("ada.example.com");
  await integer.fill("101");
  // The title says 1-1000; the schema says 0 to 1000, and the schema is what the server enforces.
  await number.fill("1000.5");
  // maxItems 3: Guitar (the default) and three more.
  for (const kind of ["Piano", "Violin", "Drums"]) await instruments.getByRole("checkbox", { name: kind }).check();
  await dialog.getByRole("button", { name: "Submit" }).click();

  await expect(email).toHaveAccessibleDescription(/Enter an email address, like name@example\.com\./);
  await expect(homepage).toHaveAccessibleDescription(/Enter a full web address, like https:\/\/example\.com\./);
  await expect(integer).toHaveAccessibleDescription(/Enter a whole number from 1 to 100\./);
  await expect(number).toHaveAccessibleDescription(/Enter a number from 0 to 1,000\./);
  await expect(instruments).toHaveAccessibleDescription(/Choose from 1 to 3 options\./);
  for (const control of [email, homepage, integer, number]) await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  await expect(dialog.getByText("5 fields need your attention.")).toBeVisible();
  // The server is still waiting: no answer left the page.
  await page.waitForTimeout(500);
  await expect(host.result(TOOL)).toHaveText("Running…");
  expect(answers).toHaveLength(0);

  // Mended, each error goes as its value is, and the server gets the mended values.
  await email.fill("ada@example.com");
  await homepage.fill("https://ada.example.com");
  await integer.fill("100");
  await number.fill("0");
  for (const control of [email, homepage, integer, number]) await expect(control).not.toHaveAttribute("aria-invalid", "true");
  // The optional multi-select cleared: minItems 1 refuses [], so it is left out rather than sent empty.
  for (const kind of ["Guitar", "Piano", "Violin", "Drums"]) await instruments.getByRole("checkbox", { name: kind }).uncheck();
  await expect(instruments).toHaveAccessibleDescription("Choose your favorite instruments");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeHidden();
  await expect(host.result(TOOL)).toContainText("✅ User provided the requested information!");
  expect(await rawResult(host.result(TOOL))).toEqual({
    action: "accept",
    content: { ...withoutInstruments, name: "Ada Lovelace", email: "ada@example.com", homepage: "https://ada.example.com", integer: 100, number: 0 },
  });
  expect(answers).toHaveLength(1);
});
