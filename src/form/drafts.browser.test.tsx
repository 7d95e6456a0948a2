// Drafts in real Chromium (docs/guides/drafts.md): a form dismissed with changes opens with them when the
// same server asks the same question again, says so, and sends what it shows. Read by role and label, as a
// person reads it; what is sent is what onRespond gets.
import { cleanup, render } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import {
  createDrafts,
  ElicitationDialog,
  ElicitationForm,
  sensitiveRules,
  sessionDrafts,
  UrlElicitationPrompt,
  type ElicitationDialogProps,
  type ElicitRequestFormParams,
  type ElicitResult,
  type ServerIdentity,
} from "../index.ts";
import { HeadlessForm } from "../../stories/HeadlessForm.tsx";
import { defaults, defaultsContent, everyKind, servers, specExamples, urlRequests } from "../../stories/fixtures.ts";
import { clickBackdropOf } from "../../test/browserHelpers.ts";
import { settleAfter } from "../../test/settle.ts";

afterEach(() => cleanup());

const settle = settleAfter(150);

const github = servers.github;
const structured = specExamples.structured;
/** The same question as a new request object, as a server asking again sends it. */
const again = (request: ElicitRequestFormParams): ElicitRequestFormParams => structuredClone(request);

/** Opens one request in the dialog; returns what it answers. */
function ask(request: ElicitRequestFormParams, server: ServerIdentity = github, ui: Partial<ElicitationDialogProps> = {}) {
  cleanup();
  const onRespond = vi.fn<(result: ElicitResult) => void>();
  render(<ElicitationDialog server={server} request={request} onRespond={onRespond} {...ui} />);
  return onRespond;
}

const name = () => page.getByRole("textbox", { name: "Name" });
const email = () => page.getByRole("textbox", { name: "Email" });
const age = () => page.getByRole("spinbutton", { name: "Age" });
const restoredLine = () => page.getByText("Restored what you typed before.");
const startOver = () => page.getByRole("button", { name: "Start over" });
const dialogElement = () => document.querySelector("dialog")!;

/** Types into the structured form and leaves it with Escape. */
async function typeAndEscape(request: ElicitRequestFormParams = structured.request, server: ServerIdentity = github, ui: Partial<ElicitationDialogProps> = {}) {
  const onRespond = ask(request, server, ui);
  await userEvent.fill(name(), "Ada Lovelace");
  await userEvent.fill(email(), "ada@example.com");
  await userEvent.fill(age(), "36");
  await userEvent.keyboard("{Escape}");
  await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
}

async function expectFresh() {
  await expect.element(page.getByRole("dialog")).toBeVisible();
  await expect.element(name()).toHaveValue("");
  await expect.element(email()).toHaveValue("");
  await expect.element(age()).toHaveValue(null);
  await expect.element(restoredLine()).not.toBeInTheDocument();
  await expect.element(startOver()).not.toBeInTheDocument();
}

describe("restored when the same server asks the same question again", () => {
  test("after Escape: the values typed, a line saying so in the dialog's description, and Submit sends what is shown", async () => {
    await typeAndEscape();
    const onRespond = ask(again(structured.request));
    await expect.element(name()).toHaveValue("Ada Lovelace");
    await expect.element(email()).toHaveValue("ada@example.com");
    await expect.element(age()).toHaveValue(36);
    await expect.element(restoredLine()).toBeVisible();
    // The description stays the message (docs/guides/components.md, "What the user sees"); the line is read before the fields.
    await expect.element(page.getByRole("dialog")).toHaveAccessibleDescription("Please provide your contact information");
    // Focus starts in the first field, as for any form.
    await expect.element(name()).toHaveFocus();
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept", content: { name: "Ada Lovelace", email: "ada@example.com", age: 36 } }]]);
  });

  test("after Close (a stray click on the backdrop first keeps the changed form open)", async () => {
    let onRespond = ask(structured.request);
    await userEvent.fill(name(), "Grace");
    await clickBackdropOf(dialogElement());
    await settle();
    expect(onRespond).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole("button", { name: "Close" }));
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);

    onRespond = ask(again(structured.request));
    await expect.element(name()).toHaveValue("Grace");
    await expect.element(email()).toHaveValue("");
  });

  test("every kind of field comes back exactly, and sends exactly what it sent before", async () => {
    const fill = async () => {
      await userEvent.fill(page.getByLabelText("Full name"), "Ada Lovelace");
      await userEvent.fill(page.getByLabelText("Email"), "ada@example.com");
      await userEvent.fill(page.getByLabelText("Website"), "https://ada.example.com");
      await userEvent.fill(page.getByLabelText("Departure date"), "2026-04-01");
      await userEvent.fill(page.getByLabelText("Meeting time"), "2026-03-15T14:30");
      await userEvent.fill(page.getByLabelText("Budget"), "99.95");
      await userEvent.fill(page.getByLabelText("Travellers"), "3");
      await userEvent.click(page.getByLabelText("Add travel insurance"));
      await userEvent.click(page.getByRole("radiogroup", { name: "Seat" }).getByRole("radio", { name: "Middle" }));
      await userEvent.selectOptions(page.getByLabelText("Cabin"), "Business");
      await userEvent.click(page.getByRole("group", { name: "Meals" }).getByRole("checkbox", { name: "Dinner" }));
      await userEvent.click(page.getByRole("group", { name: "Meals" }).getByRole("checkbox", { name: "Lunch" }));
    };
    // Answered straight away, with no draft: the reference.
    let onRespond = ask(everyKind.request, everyKind.server, { drafts: false });
    await fill();
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect.poll(() => onRespond.mock.calls.length).toBe(1);
    const sent = onRespond.mock.calls[0]![0];

    onRespond = ask(everyKind.request, everyKind.server);
    await fill();
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);

    onRespond = ask(again(everyKind.request), everyKind.server);
    await expect.element(restoredLine()).toBeVisible();
    await expect.element(page.getByLabelText("Meeting time")).toHaveValue("2026-03-15T14:30");
    await expect.element(page.getByLabelText("Cabin")).toHaveValue("business");
    await expect.element(page.getByRole("radiogroup", { name: "Seat" }).getByRole("radio", { name: "Middle" })).toBeChecked();
    await expect.element(page.getByRole("group", { name: "Meals" }).getByRole("checkbox", { name: "Lunch" })).toBeChecked();
    await expect.element(page.getByRole("group", { name: "Meals" }).getByRole("checkbox", { name: "Breakfast" })).not.toBeChecked();
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect.poll(() => onRespond.mock.calls.length).toBe(1);
    expect(onRespond.mock.calls[0]![0]).toStrictEqual(sent);
  });

  test("the same schema with its keys in another order is the same question: each value goes back to its field", async () => {
    await typeAndEscape();
    const { properties, required, type } = structured.request.requestedSchema;
    const { name: n, email: e, age: a } = properties;
    // Properties in another order too (a server built from a map): the form shows them in that order.
    const reordered = { ...structured.request, requestedSchema: { required, properties: { age: a, email: e, name: n }, type } };
    ask(reordered as ElicitRequestFormParams);
    await expect.element(name()).toHaveValue("Ada Lovelace");
    await expect.element(email()).toHaveValue("ada@example.com");
    await expect.element(age()).toHaveValue(36);
    await expect.element(age()).toHaveFocus();
  });

  test("the server's title may change (the host renamed it): it is still the same server", async () => {
    await typeAndEscape();
    ask(again(structured.request), { ...github, title: "GitHub (work)" });
    await expect.element(name()).toHaveValue("Ada Lovelace");
  });

  test("a restored form counts as changed: a click on the backdrop keeps it, Escape still cancels and keeps it again", async () => {
    await typeAndEscape();
    const onRespond = ask(again(structured.request));
    await expect.element(name()).toHaveValue("Ada Lovelace");
    await clickBackdropOf(dialogElement());
    await settle();
    expect(onRespond).not.toHaveBeenCalled();
    await expect.element(page.getByRole("dialog")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
    ask(again(structured.request));
    await expect.element(name()).toHaveValue("Ada Lovelace");
  });

  test("a request withdrawn while open (unmounted unanswered) keeps what was typed", async () => {
    const onRespond = ask(structured.request);
    await userEvent.fill(name(), "Ada");
    cleanup();
    expect(onRespond).not.toHaveBeenCalled();
    ask(again(structured.request));
    await expect.element(name()).toHaveValue("Ada");
  });
});

describe("not restored", () => {
  test("for another server, or another version of it", async () => {
    await typeAndEscape();
    ask(again(structured.request), servers.weather);
    await expectFresh();
    ask(again(structured.request), { ...github, version: "1.0.0" });
    await expectFresh();
  });

  test("for another schema: a field more, or another rule", async () => {
    await typeAndEscape();
    const schema = structured.request.requestedSchema;
    const more = { ...schema, properties: { ...schema.properties, phone: { type: "string", title: "Phone" } } };
    ask({ ...structured.request, requestedSchema: more } as ElicitRequestFormParams);
    await expectFresh();
    const stricter = structuredClone(structured.request);
    (stricter.requestedSchema.properties.age as { minimum: number }).minimum = 21;
    ask(stricter);
    await expectFresh();
  });

  test("a field that looks like a secret: the password is not kept, the other fields are", async () => {
    const signIn: ElicitRequestFormParams = {
      mode: "form",
      message: "Sign in to continue",
      requestedSchema: {
        type: "object",
        properties: { username: { type: "string", title: "Username" }, password: { type: "string", title: "Password" } },
        required: ["username", "password"],
      },
    };
    const password = () => page.getByLabelText("Password", { exact: true });
    let onRespond = ask(signIn);
    await userEvent.fill(page.getByRole("textbox", { name: "Username" }), "ada");
    await userEvent.fill(password(), "correct horse battery staple");
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
    // Only the username is in the store: the password was never written anywhere.
    expect(sessionDrafts.get(github, signIn.requestedSchema)).toEqual(new Map([["username", "ada"]]));

    onRespond = ask(again(signIn));
    await expect.element(page.getByRole("textbox", { name: "Username" })).toHaveValue("ada");
    await expect.element(password()).toHaveValue("");
    await expect.element(restoredLine()).toBeVisible();
  });

  test("a field only the host's own rule calls a secret is not kept either", async () => {
    const badge: ElicitRequestFormParams = {
      mode: "form",
      message: "Sign in to the building",
      requestedSchema: {
        type: "object",
        properties: { floor: { type: "string", title: "Floor" }, badge: { type: "string", title: "Badge number" } },
      },
    };
    const rules = [...sensitiveRules, { kind: "secret" as const, match: /\bbadge\b/i }];
    const onRespond = ask(badge, github, { sensitiveRules: rules });
    await userEvent.fill(page.getByRole("textbox", { name: "Floor" }), "3");
    await userEvent.fill(page.getByLabelText("Badge number", { exact: true }), "B-1234");
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => onRespond.mock.calls.length).toBe(1);
    expect(sessionDrafts.get(github, badge.requestedSchema)).toEqual(new Map([["floor", "3"]]));

    // With the built-in rules alone, a badge number is an ordinary field, and is kept.
    const plain = ask(again(badge));
    await expect.element(page.getByRole("textbox", { name: "Badge number" })).toHaveValue("");
    await userEvent.fill(page.getByRole("textbox", { name: "Badge number" }), "B-1234");
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => plain.mock.calls.length).toBe(1);
    expect(sessionDrafts.get(github, badge.requestedSchema)).toEqual(new Map([["floor", "3"], ["badge", "B-1234"]]));
  });

  test('with sensitiveFields="block", a form whose fields are hidden says nothing of a draft', async () => {
    const signIn: ElicitRequestFormParams = {
      mode: "form",
      message: "Sign in",
      requestedSchema: {
        type: "object",
        properties: { username: { type: "string", title: "Username" }, password: { type: "string", title: "Password" } },
      },
    };
    const onRespond = ask(signIn);
    await userEvent.fill(page.getByRole("textbox", { name: "Username" }), "ada");
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => onRespond.mock.calls.length).toBe(1);
    ask(again(signIn), github, { sensitiveFields: "block" });
    await expect.element(page.getByRole("dialog")).toBeVisible();
    await expect.element(page.getByRole("textbox", { name: "Username" })).not.toBeInTheDocument();
    await expect.element(restoredLine()).not.toBeInTheDocument();
    await expect.element(startOver()).not.toBeInTheDocument();
  });

  test("a form with only a secret typed into keeps nothing", async () => {
    const token: ElicitRequestFormParams = {
      mode: "form",
      message: "Paste your token",
      requestedSchema: { type: "object", properties: { apiKey: { type: "string", title: "API key" } } },
    };
    const onRespond = ask(token);
    await userEvent.fill(page.getByLabelText("API key", { exact: true }), "sk-live-123");
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => onRespond.mock.calls.length).toBe(1);
    expect(sessionDrafts.size).toBe(0);
  });

  test("after the host clears the drafts: all, or that server's", async () => {
    await typeAndEscape();
    sessionDrafts.clear(servers.weather);
    ask(again(structured.request));
    await expect.element(name()).toHaveValue("Ada Lovelace");
    cleanup();

    await typeAndEscape();
    sessionDrafts.clear(github);
    ask(again(structured.request));
    await expectFresh();

    await typeAndEscape();
    sessionDrafts.clear();
    ask(again(structured.request));
    await expectFresh();
  });

  test("after Decline: the person is done with it", async () => {
    await typeAndEscape();
    const onRespond = ask(again(structured.request));
    await expect.element(name()).toHaveValue("Ada Lovelace");
    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
    ask(again(structured.request));
    await expectFresh();
  });

  test("after Submit: the person is done with it", async () => {
    await typeAndEscape();
    const onRespond = ask(again(structured.request));
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect.poll(() => onRespond.mock.calls.length).toBe(1);
    ask(again(structured.request));
    await expectFresh();
  });

  test('with drafts={false}: nothing is kept, and nothing kept is shown', async () => {
    await typeAndEscape(structured.request, github, { drafts: false });
    expect(sessionDrafts.size).toBe(0);
    ask(again(structured.request));
    await expectFresh();

    await typeAndEscape();
    ask(again(structured.request), github, { drafts: false });
    await expectFresh();
  });

  test("a form left unchanged keeps nothing, even on a backdrop click", async () => {
    let onRespond = ask(structured.request);
    await expect.element(page.getByRole("dialog")).toBeVisible();
    await clickBackdropOf(dialogElement());
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
    onRespond = ask(again(structured.request));
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => onRespond.mock.calls.length).toBe(1);
    expect(sessionDrafts.size).toBe(0);
  });

  test("a form changed back to its defaults forgets the draft it opened with", async () => {
    await typeAndEscape();
    const onRespond = ask(again(structured.request));
    await userEvent.clear(name());
    await userEvent.clear(email());
    await userEvent.clear(age());
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => onRespond.mock.calls.length).toBe(1);
    expect(sessionDrafts.size).toBe(0);
  });
});

describe("Start over", () => {
  test("puts every field back to the schema's defaults, forgets the draft, and focuses the first field", async () => {
    let onRespond = ask(defaults.request, defaults.server);
    await userEvent.fill(page.getByRole("textbox", { name: "City" }), "Porto");
    await userEvent.fill(page.getByRole("spinbutton", { name: "Nights" }), "3");
    await userEvent.click(page.getByRole("checkbox", { name: "Confirm booking" }));
    await userEvent.click(page.getByRole("group", { name: "Extras" }).getByRole("checkbox", { name: "Wi-Fi" }));
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => onRespond.mock.calls.length).toBe(1);

    onRespond = ask(again(defaults.request), defaults.server);
    await expect.element(page.getByRole("textbox", { name: "City" })).toHaveValue("Porto");
    await expect.element(page.getByRole("checkbox", { name: "Confirm booking" })).not.toBeChecked();
    await userEvent.click(startOver());

    await expect.element(page.getByRole("textbox", { name: "City" })).toHaveValue("Lisbon");
    await expect.element(page.getByRole("spinbutton", { name: "Nights" })).toHaveValue(0);
    await expect.element(page.getByRole("checkbox", { name: "Confirm booking" })).toBeChecked();
    await expect.element(page.getByRole("group", { name: "Extras" }).getByRole("checkbox", { name: "Wi-Fi" })).not.toBeChecked();
    await expect.element(page.getByRole("group", { name: "Extras" }).getByRole("checkbox", { name: "Parking" })).toBeChecked();
    await expect.element(restoredLine()).not.toBeInTheDocument();
    await expect.element(page.getByRole("dialog")).toHaveAccessibleDescription("Check the suggested booking.");
    await expect.element(page.getByRole("textbox", { name: "Note" })).toHaveFocus();
    expect(sessionDrafts.size).toBe(0);

    // What is shown is what is sent: the defaults, as the server wrote them.
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "accept", content: defaultsContent }]]);
  });

  test("leaves the form pristine: a click on the backdrop cancels it, as any untouched form, and nothing is kept", async () => {
    await typeAndEscape();
    const onRespond = ask(again(structured.request));
    await userEvent.click(startOver());
    await expectFresh();
    await clickBackdropOf(dialogElement());
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
    ask(again(structured.request));
    await expectFresh();
  });

  test("hides errors a submit showed: the form is as it first opens", async () => {
    const onRespond = ask(structured.request);
    await userEvent.fill(email(), "not an email");
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => onRespond.mock.calls.length).toBe(1);

    ask(again(structured.request));
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect.element(email()).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(startOver());
    await expect.element(email()).toHaveValue("");
    await expect.element(email()).not.toHaveAttribute("aria-invalid");
    await expect.element(name()).not.toHaveAttribute("aria-invalid");
  });

  test("in Simplified Chinese", async () => {
    await typeAndEscape();
    ask(again(structured.request), github, { locale: "zh-CN" });
    await expect.element(page.getByText("已恢复您之前填写的内容。")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "重新填写" }));
    await expect.element(name()).toHaveValue("");
  });
});

describe("React's StrictMode (effects run twice in development)", () => {
  test("restores once, keeps what was typed, and keeps nothing for an untouched form", async () => {
    const strict = (request: ElicitRequestFormParams) => {
      cleanup();
      const onRespond = vi.fn<(result: ElicitResult) => void>();
      render(
        <StrictMode>
          <ElicitationDialog server={github} request={request} onRespond={onRespond} />
        </StrictMode>,
      );
      return onRespond;
    };
    let onRespond = strict(structured.request);
    await expect.element(page.getByRole("dialog")).toBeVisible();
    expect(sessionDrafts.size).toBe(0);
    await userEvent.fill(name(), "Ada");
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);

    onRespond = strict(again(structured.request));
    await expect.element(name()).toHaveValue("Ada");
    await expect.element(restoredLine()).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
    expect(sessionDrafts.size).toBe(0);
  });
});

describe("where drafts are kept", () => {
  test("a host's own store: kept there, not in the shared one", async () => {
    const mine = createDrafts();
    await typeAndEscape(structured.request, github, { drafts: mine });
    expect(mine.size).toBe(1);
    expect(sessionDrafts.size).toBe(0);
    ask(again(structured.request));
    await expectFresh();
    ask(again(structured.request), github, { drafts: mine });
    await expect.element(name()).toHaveValue("Ada Lovelace");
  });
});

describe("the inline form", () => {
  function inline(request: ElicitRequestFormParams, server?: ServerIdentity) {
    cleanup();
    const onRespond = vi.fn<(result: ElicitResult) => void>();
    render(<ElicitationForm {...(server ? { server } : {})} request={request} onRespond={onRespond} />);
    return onRespond;
  }

  test("restores too, and its region is described by the line while it shows", async () => {
    let onRespond = inline(structured.request, github);
    await userEvent.fill(name(), "Ada");
    await userEvent.click(page.getByRole("button", { name: "Close" }));
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
    onRespond = inline(again(structured.request), github);
    const region = page.getByRole("region");
    await expect.element(name()).toHaveValue("Ada");
    await expect.element(region).toHaveAccessibleDescription("Please provide your contact information");
    await userEvent.click(startOver());
    await expect.element(restoredLine()).not.toBeInTheDocument();
    await expect.element(name()).toHaveValue("");
  });

  test("without a server, keeps nothing: who asked is unknown", async () => {
    const onRespond = inline(structured.request);
    await userEvent.fill(name(), "Ada");
    await userEvent.click(page.getByRole("button", { name: "Close" }));
    await expect.poll(() => onRespond.mock.calls.length).toBe(1);
    expect(sessionDrafts.size).toBe(0);
  });
});

describe("headless", () => {
  test("useElicitationForm reports restoredDraft, and discardDraft starts over", async () => {
    cleanup();
    let onRespond = vi.fn<(result: ElicitResult) => void>();
    render(<HeadlessForm server={github} request={structured.request} onRespond={onRespond} />);
    await userEvent.fill(page.getByLabelText("Name (required)"), "Ada");
    await userEvent.click(page.getByRole("button", { name: "Not now" }));
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);

    cleanup();
    onRespond = vi.fn<(result: ElicitResult) => void>();
    render(<HeadlessForm server={github} request={again(structured.request)} onRespond={onRespond} />);
    await expect.element(page.getByLabelText("Name (required)")).toHaveValue("Ada");
    await expect.element(page.getByText("Your earlier answers are back.")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Clear them" }));
    await expect.element(page.getByLabelText("Name (required)")).toHaveValue("");
    await expect.element(page.getByText("Your earlier answers are back.")).not.toBeInTheDocument();
    expect(sessionDrafts.size).toBe(0);
  });
});

describe("URL mode", () => {
  test("never: its prompt takes no drafts, keeps nothing, and shows no restored line for a server with a draft", async () => {
    await typeAndEscape();
    const onRespond = vi.fn<(result: ElicitResult) => void>();
    cleanup();
    // @ts-expect-error URL mode has no drafts prop
    render(<UrlElicitationPrompt server={github} request={urlRequests.ordinary.request} onRespond={onRespond} drafts={sessionDrafts} />);
    await expect.element(page.getByRole("dialog")).toBeVisible();
    await expect.element(restoredLine()).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
    // Only the form's draft, untouched.
    expect(sessionDrafts.size).toBe(1);
  });
});
