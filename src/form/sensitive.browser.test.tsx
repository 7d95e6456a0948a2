// Fields that look like secrets, in real Chromium, read by role and label: "warn" says so as part of
// the form's description and the fields work; "block" shows an alert and only Decline and Close; "allow" says
// nothing; masked fields toggle by keyboard and send exactly what they sent before; the provider passes it on.
import { cleanup, render } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import {
  ElicitationDialog,
  ElicitationForm,
  ElicitationProvider,
  sensitiveRules,
  useElicitation,
  useElicitationForm,
  type ElicitFn,
  type ElicitMethods,
  type ElicitationDialogProps,
  type ElicitationFormHandle,
  type ElicitResult,
} from "../index.ts";
import { sensitive, specExamples } from "../../stories/fixtures.ts";
import { settleAfter } from "../../test/settle.ts";

afterEach(() => cleanup());

/** Long enough for any late, second answer to arrive. */
const settle = settleAfter(150);

const { credentials, sdkRegistration } = sensitive;

function renderDialog(ui: Partial<ElicitationDialogProps> = {}, fixture = credentials) {
  const onRespond = vi.fn<(r: ElicitResult) => void>();
  render(<ElicitationDialog server={fixture.server} request={fixture.request} onRespond={onRespond} {...ui} />);
  return { onRespond, dialog: page.getByRole("dialog") };
}

/** The ids the element's aria-describedby names, each checked to be an element that renders. */
function describedBy(element: Element): Element[] {
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => {
    const target = document.getElementById(id);
    expect(target, `aria-describedby names #${id}, which renders`).not.toBeNull();
    return target!;
  });
}

describe('"warn" (the default)', () => {
  test("a note above the fields names them and says why, and is the dialog's description after the message", async () => {
    const { dialog } = renderDialog();
    const note = dialog.getByRole("note");
    await expect.element(note).toBeVisible();
    await expect.element(note).toHaveTextContent("weather is asking for secrets");
    await expect.element(note).toHaveTextContent(/must not ask for passwords, API keys, access tokens or payment details in a form/);
    await expect.element(note).toHaveTextContent(/Only fill them in if you trust this server/);
    // The fields by their labels, with what each looks like; "Token count" is not one of them.
    const items = note.getByRole("listitem").elements().map((li) => li.textContent);
    expect(items).toEqual(["API key (API key)", "Station PIN (PIN)"]);
    // The server's name and the labels are isolated runs.
    expect([...note.element().querySelectorAll("bdi")].map((b) => b.textContent)).toEqual(["weather", "API key", "Station PIN"]);

    // The dialog's description stays the message (docs/guides/components.md, "What the user sees"); the note is read before the fields.
    await expect.element(dialog).toHaveAccessibleDescription("Connect your weather station account.");
    // Above the fields.
    const firstField = dialog.getByLabelText("Account").element();
    expect(note.element().compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test("the flagged fields work as usual: what is typed is sent, the PIN as a number", async () => {
    const { dialog, onRespond } = renderDialog();
    await userEvent.fill(dialog.getByLabelText("Account"), "ada");
    await userEvent.fill(dialog.getByLabelText("API key"), "sk-live-123");
    await userEvent.fill(dialog.getByLabelText("Station PIN"), "004321");
    await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept", content: { account: "ada", apiKey: "sk-live-123", pin: 4321 } }]]);
  });

  test("the inline form says so too; its description is the message", async () => {
    render(<ElicitationForm server={sdkRegistration.server} request={sdkRegistration.request} onRespond={() => {}} />);
    const region = page.getByRole("region");
    const note = region.getByRole("note");
    await expect.element(note).toHaveTextContent("form-elicitation-example-server is asking for secrets");
    expect(note.getByRole("listitem").elements().map((li) => li.textContent)).toEqual(["Password (password)"]);
    await expect.element(region).toHaveAccessibleDescription("Please provide your registration information:");
  });

  test("without a server, the title says the form asks", async () => {
    render(<ElicitationForm request={credentials.request} onRespond={() => {}} />);
    await expect.element(page.getByRole("note")).toHaveTextContent(/^This form asks for secrets/);
  });

  test("a form without secrets has no note, and its description is the message alone", async () => {
    const { dialog } = renderDialog({}, specExamples.structured);
    await expect.element(dialog).toBeVisible();
    expect(dialog.getByRole("note").elements()).toHaveLength(0);
    expect(describedBy(dialog.element()).map((e) => e.textContent)).toEqual(["Please provide your contact information"]);
  });

  test("in Simplified Chinese", async () => {
    const { dialog } = renderDialog({ locale: "zh-CN" });
    const note = dialog.getByRole("note");
    await expect.element(note).toHaveTextContent("weather 正在索要机密信息");
    expect(note.getByRole("listitem").elements().map((li) => li.textContent)).toEqual(["API key（API 密钥）", "Station PIN（PIN 码）"]);
    await expect.element(dialog.getByRole("button", { name: "显示 API key" })).toBeVisible();
  });
});

describe('"block"', () => {
  test("an alert names the fields; no fields and no Submit; focus on Decline, which declines", async () => {
    const { dialog, onRespond } = renderDialog({ sensitiveFields: "block" });
    const alert = dialog.getByRole("alert");
    await expect.element(alert).toHaveTextContent("weather is asking for secrets");
    await expect.element(alert).toHaveTextContent(/This app does not show forms that ask for secrets\. You can decline or close this request\./);
    expect(alert.getByRole("listitem").elements().map((li) => li.textContent)).toEqual(["API key (API key)", "Station PIN (PIN)"]);
    expect(dialog.getByRole("textbox").elements()).toHaveLength(0);
    expect(dialog.getByRole("spinbutton").elements()).toHaveLength(0);
    expect(dialog.getByRole("button", { name: "Submit" }).elements()).toHaveLength(0);
    expect(dialog.getByRole("note").elements()).toHaveLength(0);
    // The description is the message; the alert speaks for itself, as for an unsupported schema.
    expect(describedBy(dialog.element()).map((e) => e.textContent)).toEqual(["Connect your weather station account."]);
    await expect.element(dialog.getByRole("button", { name: "Decline" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
  });

  test("Close and Escape cancel", async () => {
    const first = renderDialog({ sensitiveFields: "block" });
    await userEvent.click(first.dialog.getByRole("button", { name: "Close" }));
    await settle();
    expect(first.onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
    cleanup();

    const second = renderDialog({ sensitiveFields: "block" });
    await expect.element(second.dialog).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await settle();
    expect(second.onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
  });

  test("a form without secrets is shown as usual", async () => {
    const { dialog } = renderDialog({ sensitiveFields: "block" }, specExamples.structured);
    await expect.element(dialog.getByRole("button", { name: "Submit" })).toBeVisible();
    expect(dialog.getByRole("alert").elements()).toHaveLength(0);
  });

  test("headless: the handle says blocked and lists the fields, and submit does nothing", async () => {
    const onRespond = vi.fn<(r: ElicitResult) => void>();
    let handle!: ElicitationFormHandle;
    function Headless() {
      handle = useElicitationForm({ request: credentials.request, onRespond, sensitiveFields: "block" });
      return <form {...handle.formProps} />;
    }
    render(<Headless />);
    expect(handle.blocked).toBe(true);
    expect(handle.sensitive).toEqual([
      { index: 1, key: "apiKey", label: "API key", kind: "api-key" },
      { index: 2, key: "pin", label: "Station PIN", kind: "pin" },
    ]);
    handle.submit();
    await settle();
    expect(onRespond).not.toHaveBeenCalled();
    expect(handle.status).toBe("open");
  });
});

describe('"allow"', () => {
  test("no note and no alert; the description is the message alone; fields are still masked", async () => {
    const { dialog } = renderDialog({ sensitiveFields: "allow" });
    await expect.element(dialog.getByLabelText("API key")).toHaveAttribute("type", "password");
    expect(dialog.getByRole("note").elements()).toHaveLength(0);
    expect(dialog.getByRole("alert").elements()).toHaveLength(0);
    expect(describedBy(dialog.element()).map((e) => e.textContent)).toEqual(["Connect your weather station account."]);
  });
});

describe("masking", () => {
  test("a show/hide toggle beside the field, by keyboard, that never submits and keeps the field's wiring", async () => {
    const { dialog, onRespond } = renderDialog();
    const apiKey = dialog.getByLabelText("API key");
    const input = apiKey.element() as HTMLInputElement;
    expect(input.type).toBe("password");
    expect(input.autocomplete).toBe("off");
    expect(input.spellcheck).toBe(false);
    await expect.element(apiKey).toHaveAccessibleDescription("Found under Settings, then API");
    const describedBefore = input.getAttribute("aria-describedby");

    const toggle = dialog.getByRole("button", { name: "Show API key" });
    await expect.element(toggle).toHaveAttribute("aria-pressed", "false");
    await expect.element(toggle).toHaveAttribute("type", "button");
    // "Show" to the eye; the label is heard, not seen.
    const heardOnly = toggle.element().querySelector("span")!;
    expect(heardOnly.textContent).toBe("API key");
    expect(heardOnly.getBoundingClientRect().width).toBeLessThanOrEqual(1);

    await userEvent.click(apiKey);
    await userEvent.keyboard("sk-1");
    await userEvent.keyboard("{Tab}");
    await expect.element(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect.element(toggle).toHaveAttribute("aria-pressed", "true");
    expect(input.type).toBe("text");
    expect(input.value).toBe("sk-1");
    await userEvent.keyboard("{Enter}");
    await expect.element(toggle).toHaveAttribute("aria-pressed", "false");
    expect(input.type).toBe("password");
    // The same input, its value, label and description as before; nothing was sent.
    expect(dialog.getByLabelText("API key").element()).toBe(input);
    expect(input.getAttribute("aria-describedby")).toBe(describedBefore);
    await settle();
    expect(onRespond).not.toHaveBeenCalled();
    // Shift+Tab goes back to the input.
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
    await expect.element(apiKey).toHaveFocus();
  });

  test("a PIN typed as a number: masked with the numeric keyboard, shown as text, sent as the number", async () => {
    const { dialog, onRespond } = renderDialog();
    const pin = dialog.getByLabelText("Station PIN");
    const input = pin.element() as HTMLInputElement;
    expect(input.type).toBe("password");
    expect(input.inputMode).toBe("numeric");
    await userEvent.fill(pin, "123456");
    await userEvent.click(dialog.getByRole("button", { name: "Show Station PIN" }));
    expect(input.type).toBe("text");
    expect(input.value).toBe("123456");
    // Not a number: the server's type check says so, as a number input's would.
    await userEvent.fill(pin, "12a");
    await userEvent.fill(dialog.getByLabelText("Account"), "ada");
    await userEvent.fill(dialog.getByLabelText("API key"), "k");
    await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
    await expect.element(pin).toHaveAttribute("aria-invalid", "true");
    await expect.element(pin).toHaveAccessibleDescription("Enter a whole number from 0 to 999,999.");
    await userEvent.fill(pin, "77");
    await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept", content: { account: "ada", apiKey: "k", pin: 77 } }]]);
  });

  test("the toggle is disabled while sending", async () => {
    const onRespond = vi.fn(() => new Promise<void>(() => {}));
    render(<ElicitationDialog server={sdkRegistration.server} request={sdkRegistration.request} onRespond={onRespond} />);
    const dialog = page.getByRole("dialog");
    await userEvent.fill(dialog.getByLabelText("Username"), "ada");
    await userEvent.fill(dialog.getByLabelText("Email"), "ada@example.com");
    await userEvent.fill(dialog.getByLabelText("Password", { exact: true }), "correct horse");
    await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
    await expect.element(dialog.getByRole("button", { name: "Show Password" })).toBeDisabled();
    expect(onRespond.mock.calls).toEqual([
      [{ action: "accept", content: { username: "ada", email: "ada@example.com", password: "correct horse", newsletter: false, role: "developer" } }],
    ]);
  });

  test("a card number is flagged but not masked", async () => {
    const request = {
      mode: "form" as const,
      message: "Pay",
      requestedSchema: { type: "object" as const, properties: { cardNumber: { type: "string" as const, title: "Card number" } } },
    };
    render(<ElicitationDialog server={credentials.server} request={request} onRespond={() => {}} />);
    const card = page.getByRole("textbox", { name: "Card number" });
    await expect.element(card).toHaveAttribute("autocomplete", "off");
    expect(page.getByRole("button", { name: /^Show/ }).elements()).toHaveLength(0);
    expect(page.getByRole("note").getByRole("listitem").elements().map((li) => li.textContent)).toEqual(["Card number (card number)"]);
  });
});

describe("styles", () => {
  test("the note is painted in the warning colours; with `unstyled`, nothing of the theme applies", async () => {
    renderDialog();
    const note = page.getByRole("note").element();
    expect(getComputedStyle(note).backgroundColor).toBe("rgb(255, 244, 222)");
    cleanup();

    renderDialog({ unstyled: true });
    const bare = page.getByRole("note").element();
    expect(bare.classList.contains("rme-sensitive")).toBe(true);
    expect(getComputedStyle(bare).backgroundColor).toBe("rgba(0, 0, 0, 0)");
    const toggle = page.getByRole("button", { name: "Show API key" }).element();
    expect(toggle.classList.contains("rme-masked__toggle")).toBe(true);
    expect(getComputedStyle(toggle).minWidth).not.toBe("64px");
  });
});

describe("rules", () => {
  test("a host's rules replace the list: an empty list flags and masks nothing", async () => {
    const { dialog } = renderDialog({ sensitiveRules: [] });
    await expect.element(dialog.getByRole("textbox", { name: "API key" })).toBeVisible();
    expect(dialog.getByRole("note").elements()).toHaveLength(0);
  });

  test("a host extends the list, written inline, without re-rendering every render into a new list", async () => {
    function Host() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            Rerender {count}
          </button>
          <ElicitationForm
            server={credentials.server}
            request={credentials.request}
            onRespond={() => {}}
            sensitiveRules={[...sensitiveRules, { kind: "secret", match: /\baccount\b/i }]}
          />
        </>
      );
    }
    render(<Host />);
    const note = page.getByRole("note");
    expect(note.getByRole("listitem").elements().map((li) => li.textContent)).toEqual(["Account (secret)", "API key (API key)", "Station PIN (PIN)"]);
    await userEvent.fill(page.getByLabelText("Account"), "typed");
    await userEvent.click(page.getByRole("button", { name: /Rerender/ }));
    await expect.element(page.getByRole("button", { name: "Rerender 1" })).toBeVisible();
    expect((page.getByLabelText("Account").element() as HTMLInputElement).value).toBe("typed");
  });
});

describe("the provider", () => {
  test("passes the policy through to the dialog it shows", async () => {
    let elicit!: ElicitFn & ElicitMethods;
    function Host() {
      elicit = useElicitation();
      return null;
    }
    render(
      <ElicitationProvider sensitiveFields="block">
        <Host />
      </ElicitationProvider>,
    );
    const answer = elicit(credentials.request, { server: credentials.server });
    const dialog = page.getByRole("dialog");
    await expect.element(dialog.getByRole("alert")).toHaveTextContent("weather is asking for secrets");
    expect(dialog.getByRole("button", { name: "Submit" }).elements()).toHaveLength(0);
    await userEvent.click(dialog.getByRole("button", { name: "Decline" }));
    await expect(answer).resolves.toEqual({ action: "decline" });
  });

  test("and the rules", async () => {
    let elicit!: ElicitFn & ElicitMethods;
    function Host() {
      elicit = useElicitation();
      return null;
    }
    render(
      <ElicitationProvider sensitiveRules={[]}>
        <Host />
      </ElicitationProvider>,
    );
    void elicit(credentials.request, { server: credentials.server });
    await expect.element(page.getByRole("dialog").getByRole("textbox", { name: "API key" })).toBeVisible();
    expect(page.getByRole("note").elements()).toHaveLength(0);
  });
});
