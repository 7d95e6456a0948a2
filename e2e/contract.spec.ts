// The contract with servers: for every form-mode story, an accept made in the browser is an ElicitResult
// the SDK parses, and its content passes that story's own requestedSchema under Ajv + ajv-formats, set up
// as the official TypeScript SDK server sets it up (strict off, all errors, formats checked).
// The story list comes from the built Storybook and each schema from the story's own args, so a new story
// without a filler here fails instead of being skipped.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { ElicitResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { expect, test, type Locator } from "@playwright/test";
import * as fixtures from "../stories/fixtures.ts";
import * as dialogStories from "../stories/ElicitationDialog.stories.tsx";
import * as inlineStories from "../stories/ElicitationForm.stories.tsx";
import * as fieldStories from "../stories/Fields.stories.tsx";
import * as stateStories from "../stories/States.stories.tsx";
import * as headlessStories from "../stories/Headless.stories.tsx";
import * as draftStories from "../stories/Drafts.stories.tsx";
import * as sensitiveStories from "../stories/SensitiveFields.stories.tsx";
import { everyKind, headlessEveryKind } from "./fillers.ts";
import { expectAnswerCount, formStories, lastAnswer, openForm, type BuiltStory } from "./story.ts";

// A zone other than UTC, so that a date-time sent as the picked wall-clock time would fail the exact checks.
test.use({ timezoneId: "America/New_York" });

interface Filler {
  /** Fills what the story requires with valid values, as a person would. */
  fill: (form: Locator) => Promise<void>;
  /** Exactly what the server must receive. */
  content: Record<string, unknown>;
  submit?: string;
}

const untouched = async () => {};
const zh = { submit: "提交" };

const simpleText: Filler = {
  fill: (form) => form.getByLabel("Name").fill("octocat"),
  content: { name: "octocat" },
};

const structured: Filler = {
  async fill(form) {
    await form.getByLabel("Name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByRole("spinbutton", { name: "Age" }).fill("30");
  },
  content: { name: "Ada Lovelace", email: "ada@example.com", age: 30 },
};

const defaults: Filler = {
  fill: untouched,
  content: fixtures.defaultsContent,
};

const pydantic: Filler = {
  async fill(form) {
    await form.getByLabel("Checkalternative").check();
    await form.getByLabel("Alternativedate").fill("2026-05-01");
    await form.getByLabel("Partysize").fill("4");
  },
  content: { checkAlternative: true, alternativeDate: "2026-05-01", partySize: 4 },
};

const constrained: Filler = {
  async fill(form) {
    await form.getByLabel("Username").fill("ada-l");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByRole("spinbutton", { name: "Age" }).fill("36");
    await form.getByLabel("Homepage").fill("https://ada.example.com/about");
    const languages = form.getByRole("group", { name: "Languages" });
    await languages.getByRole("checkbox", { name: "TypeScript" }).check();
    await languages.getByRole("checkbox", { name: "Rust" }).check();
  },
  content: { username: "ada-l", email: "ada@example.com", age: 36, homepage: "https://ada.example.com/about", languages: ["Rust", "TypeScript"] },
};

const confirm: Filler = { fill: untouched, content: {} };

function fiftyFieldsContent(): Record<string, unknown> {
  const content: Record<string, unknown> = { field_1: 42, field_2: "filled" };
  const properties = fixtures.fiftyFields.request.requestedSchema.properties as Record<string, { type: string }>;
  for (const [key, property] of Object.entries(properties)) if (property.type === "boolean") content[key] = false;
  return content;
}

/** One-field stories (stories/Fields.stories.tsx): the property is "value". */
const oneField = (fill: (form: Locator) => Promise<unknown>, value: unknown): Filler => ({
  fill: async (form) => void (await fill(form)),
  content: { value },
});

/** The sensitive-fields stories' credentials form: the fields work as usual, masked; the PIN is sent as a number. */
const credentials: Filler = {
  async fill(form) {
    await form.getByLabel("Account").fill("ada");
    await form.getByLabel("API key").fill("sk-test-123");
    await form.getByLabel("Station PIN").fill("4321");
  },
  content: { account: "ada", apiKey: "sk-test-123", pin: 4321 },
};

/** The official TypeScript SDK's form example, which asks for a password. */
const sdkRegistration: Filler = {
  async fill(form) {
    await form.getByLabel("Username").fill("ada-l");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("Password", { exact: true }).fill("correct horse battery");
  },
  content: { username: "ada-l", email: "ada@example.com", password: "correct horse battery", newsletter: false, role: "developer" },
};

/** Story id -> how to accept it. */
const fillers: Record<string, Filler> = {
  "form-mode-elicitationdialog--spec-simple-text": simpleText,
  "form-mode-elicitationdialog--spec-structured": structured,
  "form-mode-elicitationdialog--spec-string-keywords": {
    // The spec's default breaks its own pattern (an email can never match ^[A-Za-z]+$): the field is
    // optional, so the only valid answer leaves it empty, and empty is omitted.
    fill: (form) => form.getByLabel("Display Name").clear(),
    content: {},
  },
  "form-mode-elicitationdialog--spec-colors": {
    async fill(form) {
      await form.getByRole("radiogroup", { name: "Titled color" }).getByRole("radio", { name: "Blue" }).check();
      await form.getByRole("group", { name: "Titled colors" }).getByRole("checkbox", { name: "Red" }).uncheck();
    },
    content: { untitled: "Red", titled: "#0000FF", several: ["Red", "Green"], severalTitled: ["#00FF00"] },
  },
  "form-mode-elicitationdialog--every-kind": everyKind,
  "form-mode-elicitationdialog--defaults": defaults,
  "form-mode-elicitationdialog--pydantic": pydantic,
  "form-mode-elicitationdialog--zod": {
    async fill(form) {
      await form.getByLabel("Repo").fill("react-mcp-elicitation");
      await form.getByRole("radiogroup", { name: "Visibility" }).getByRole("radio", { name: "public" }).check();
      const topics = form.getByRole("group", { name: "Topics" });
      await topics.getByRole("checkbox", { name: "react" }).check();
      await topics.getByRole("checkbox", { name: "mcp" }).check();
    },
    content: { repo: "react-mcp-elicitation", visibility: "public", topics: ["mcp", "react"], autoInit: true },
  },
  "form-mode-elicitationdialog--go-server": {
    async fill(form) {
      await form.getByLabel("City").fill("Lisbon");
      await form.getByLabel("Phone").fill("+351 912 345 678");
      await form.getByRole("radiogroup", { name: "Units" }).getByRole("radio", { name: "imperial" }).check();
    },
    content: { city: "Lisbon", phone: "+351 912 345 678", units: "imperial" },
  },
  "form-mode-elicitationdialog--legacy-enums": {
    async fill(form) {
      await form.getByRole("radiogroup", { name: "Plan" }).getByRole("radio", { name: "Team" }).check();
      // enumNames of the wrong length are ignored: the options read as their values.
      await form.getByRole("radiogroup", { name: "Region" }).getByRole("radio", { name: "us" }).check();
      await form.getByRole("group", { name: "Addons" }).getByRole("checkbox", { name: "Single sign-on" }).check();
    },
    content: { plan: "team", region: "us", addons: ["sso"] },
  },
  "form-mode-elicitationdialog--confirm": confirm,
  "form-mode-elicitationdialog--long-message": {
    fill: (form) => form.getByLabel("I have read this").check(),
    content: { ok: true },
  },
  "form-mode-elicitationdialog--fifty-fields": {
    async fill(form) {
      await form.getByRole("spinbutton", { name: "Field 1", exact: true }).fill("42");
      await form.getByRole("textbox", { name: "Field 2", exact: true }).fill("filled");
    },
    content: fiftyFieldsContent(),
  },
  "form-mode-elicitationdialog--constrained": constrained,
  "form-mode-elicitationdialog--simplified-chinese": { ...constrained, ...zh },
  "form-mode-elicitationdialog--untrusted-server-name": simpleText,

  "form-mode-elicitationform-inline--structured": structured,
  "form-mode-elicitationform-inline--confirm": confirm,
  "form-mode-elicitationform-inline--without-server": pydantic,
  "form-mode-elicitationform-inline--every-kind": everyKind,
  "form-mode-elicitationform-inline--simplified-chinese": { ...defaults, ...zh },

  "form-mode-fields--text": oneField((f) => f.getByLabel("Nickname").fill("Ada"), "Ada"),
  "form-mode-fields--required-text": oneField((f) => f.getByLabel("Company").fill("Acme"), "Acme"),
  "form-mode-fields--pattern": oneField((f) => f.getByLabel("Postcode").fill("75001"), "75001"),
  "form-mode-fields--email": oneField(untouched, "user@example.com"),
  "form-mode-fields--uri": oneField((f) => f.getByLabel("Website").fill("https://example.com/a?b=c"), "https://example.com/a?b=c"),
  "form-mode-fields--date-only": oneField((f) => f.getByLabel("Birthday").fill("1990-12-10"), "1990-12-10"),
  // 09:15 in New York on 2026-05-04 (UTC-4).
  "form-mode-fields--date-time": oneField((f) => f.getByLabel("Meeting").fill("2026-05-04T09:15"), "2026-05-04T13:15:00Z"),
  "form-mode-fields--unknown-format": oneField((f) => f.getByLabel("Passphrase").fill("correct horse"), "correct horse"),
  "form-mode-fields--decimal": oneField((f) => f.getByLabel("Temperature").fill("-3.5"), -3.5),
  "form-mode-fields--integer": oneField((f) => f.getByRole("spinbutton", { name: "Guests" }).fill("12"), 12),
  "form-mode-fields--checkbox": oneField((f) => f.getByLabel("Subscribe").check(), true),
  "form-mode-fields--radio-untitled": oneField((f) => f.getByRole("radiogroup", { name: "Color" }).getByRole("radio", { name: "Green" }).check(), "Green"),
  "form-mode-fields--radio-titled": oneField((f) => f.getByRole("radiogroup", { name: "Color" }).getByRole("radio", { name: "Blue" }).check(), "#0000FF"),
  "form-mode-fields--select-many": oneField((f) => f.getByLabel("Country").selectOption({ label: "Japan" }), "Japan"),
  "form-mode-fields--legacy-enum-names": oneField((f) => f.getByLabel("Plan").selectOption({ label: "Enterprise" }), "e"),
  "form-mode-fields--multi-untitled": oneField(async (f) => {
    const toppings = f.getByRole("group", { name: "Toppings" });
    await toppings.getByRole("checkbox", { name: "Olives" }).check();
    await toppings.getByRole("checkbox", { name: "Cheese" }).check();
  }, ["Cheese", "Olives"]),
  "form-mode-fields--multi-titled": oneField(
    (f) => f.getByRole("group", { name: "Colors" }).getByRole("checkbox", { name: "Blue" }).check(),
    ["#FF0000", "#0000FF"],
  ),

  "form-mode-headless--every-kind": headlessEveryKind,
  "form-mode-headless--constrained": { ...constrained, submit: "Send" },

  "form-mode-drafts--type-then-escape": structured,
  // Opens with the page's draft: what it shows is what it sends.
  "form-mode-drafts--restored": { fill: untouched, content: { name: "Ada Lovelace", email: "ada@example.com", age: 36 } },

  "form-mode-states--pristine": constrained,
  // Its play function has typed invalid values and submitted; the person corrects them.
  "form-mode-states--invalid": constrained,

  "form-mode-sensitive-fields--warn": credentials,
  "form-mode-sensitive-fields--allow": credentials,
  "form-mode-sensitive-fields--sdk-example": sdkRegistration,
  "form-mode-sensitive-fields--simplified-chinese": { ...credentials, ...zh },
};

/** Stories that cannot be accepted, and why. */
const noAccept: Record<string, string> = {
  "form-mode-elicitationdialog--unsupported": "the schema is refused: there is no Submit (see unsupported.spec.ts)",
  "form-mode-states--sending": "its host never settles the answer and shows none",
  "form-mode-headless--unsupported": "the schema is refused: the host's form offers no Send",
  "form-mode-sensitive-fields--block": "the host blocks forms that ask for secrets: there is no Submit",
};

/** The story modules, by the importPath Storybook's index gives them. */
const modules: Record<string, Record<string, unknown>> = {
  "./stories/ElicitationDialog.stories.tsx": dialogStories,
  "./stories/ElicitationForm.stories.tsx": inlineStories,
  "./stories/Fields.stories.tsx": fieldStories,
  "./stories/States.stories.tsx": stateStories,
  "./stories/Headless.stories.tsx": headlessStories,
  "./stories/Drafts.stories.tsx": draftStories,
  "./stories/SensitiveFields.stories.tsx": sensitiveStories,
};

type StoryArgs = { request?: { requestedSchema: unknown }; schema?: Record<string, unknown>; required?: boolean };

/** The requestedSchema the story renders: from its args, as the story passes them to the component. */
function requestedSchemaOf(story: BuiltStory): object {
  const module = modules[story.importPath];
  if (!module) throw new Error(`import ${story.importPath} into e2e/contract.spec.ts`);
  const meta = module.default as { args?: StoryArgs };
  const own = module[story.exportName] as { args?: StoryArgs } | undefined;
  const args: StoryArgs = { ...meta.args, ...own?.args };
  if (args.request) return args.request.requestedSchema as object;
  // stories/Fields.stories.tsx: OneField wraps the one property schema as "value".
  if (args.schema) return { type: "object", properties: { value: args.schema }, required: args.required ? ["value"] : [] };
  throw new Error(`cannot find the requestedSchema of ${story.id} in its args`);
}

// As the SDK's own AjvJsonSchemaValidator builds it (server/index.js re-validates accepted content with it),
// on the 2020-12 dialect that 2025-11-25 makes the default.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, validateSchema: false });
addFormats(ajv);
const sdkValidator = new AjvJsonSchemaValidator();

const stories = formStories();

test("the contract covers every built form-mode story", () => {
  expect(stories.length).toBeGreaterThan(0);
  const uncovered = stories.filter((story) => !fillers[story.id] && !noAccept[story.id]).map((story) => story.id);
  expect(uncovered, "stories without a filler in e2e/contract.spec.ts").toEqual([]);
  const ids = stories.map((story) => story.id);
  const stale = [...Object.keys(fillers), ...Object.keys(noAccept)].filter((id) => !ids.includes(id));
  expect(stale, "fillers for stories that no longer exist").toEqual([]);
});

for (const story of stories.filter((s) => !noAccept[s.id])) {
  test(`${story.title} › ${story.name}: an accept passes its requestedSchema and the SDK's ElicitResultSchema`, async ({ page }) => {
    const filler = fillers[story.id];
    // A story nobody taught this test to fill is a failure, never a skip.
    if (!filler) throw new Error(`no filler for ${story.id}: add one to e2e/contract.spec.ts`);
    const schema = requestedSchemaOf(story);
    const form = await openForm(page, story.id);
    await filler.fill(form);
    await form.getByRole("button", { name: filler.submit ?? "Submit" }).click();
    await expectAnswerCount(page, 1);
    const answer = (await lastAnswer(page)) as { action: string; content?: Record<string, unknown> };

    // The SDK parses it, and loses nothing of it.
    expect(ElicitResultSchema.parse(answer)).toEqual(answer);
    expect(answer.action).toBe("accept");
    expect(answer.content).toStrictEqual(filler.content);

    const validate = ajv.compile(schema);
    const valid = validate(answer.content);
    expect(validate.errors ?? [], `Ajv2020 + ajv-formats on ${JSON.stringify(answer.content)}`).toEqual([]);
    expect(valid).toBe(true);
    const sdk = sdkValidator.getValidator(schema as never)(answer.content);
    expect(sdk.errorMessage, "the SDK server's own validator").toBeUndefined();
    expect(sdk.valid).toBe(true);
  });
}
