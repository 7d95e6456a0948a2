// <ElicitationDialog> in real Chromium, driven by real input (Playwright) and read by role and label:
// who is asking, the modal, exactly one answer per request, and where focus goes
// (docs/guides/components.md, "What the user sees").
import { cleanup, render } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import { ElicitationDialog, type ElicitResult, type ElicitationDialogProps } from "../index.ts";
import { compiledSchemaCount } from "../core/validation/compile.ts";
import { constrained, longMessage, servers, specExamples, unsupported } from "../../stories/fixtures.ts";
import { clickBackdropOf } from "../../test/browserHelpers.ts";
import { settleAfter } from "../../test/settle.ts";

afterEach(() => cleanup());

type Fixture = Pick<ElicitationDialogProps, "server" | "request">;

/** Long enough for any late, second answer (a resolver promise, a re-render, a close event) to arrive. */
const settle = settleAfter(150);

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A host page with something focusable behind the dialog, as in a chat client. */
function renderDialog(fixture: Fixture, onRespond = vi.fn<(r: ElicitResult) => void>(), ui: Partial<ElicitationDialogProps> = {}) {
  const outsideClicks = vi.fn();
  const view = render(
    <main>
      <button type="button" onClick={outsideClicks}>
        Host button
      </button>
      <ElicitationDialog server={fixture.server} request={fixture.request} onRespond={onRespond} {...ui} />
    </main>,
  );
  return { ...view, onRespond, outsideClicks, dialog: page.getByRole("dialog") };
}

/** The one dialog element, open or not (a closed <dialog> leaves the accessibility tree). */
const dialogElement = () => document.querySelector("dialog")!;

const simple = specExamples.simpleText;
const username = () => page.getByRole("textbox", { name: "Name", exact: true });

describe("who is asking", () => {
  test("a modal dialog named after the server, described by the message, with the name isolated and the version shown", async () => {
    const { dialog, outsideClicks, onRespond } = renderDialog(specExamples.structured);
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().matches(":modal")).toBe(true);
    await expect.element(dialog).toHaveAccessibleName(/GitHub/);
    await expect.element(dialog).toHaveAccessibleDescription("Please provide your contact information");

    const bdi = dialog.element().querySelector("bdi");
    expect(bdi?.textContent).toBe("GitHub");
    await expect.element(dialog.getByText("version 0.9.1")).toBeVisible();

    // The page behind is inert: it cannot take focus, and a real click where it sits lands on the backdrop,
    // which dismisses the untouched form; the host's button never hears it.
    const outside = page.getByRole("button", { name: "Host button" });
    (outside.element() as HTMLElement).focus();
    expect(document.activeElement).not.toBe(outside.element());
    const box = outside.element().getBoundingClientRect();
    expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(dialog.element());
    await userEvent.click(outside, { force: true });
    await settle();
    expect(outsideClicks).not.toHaveBeenCalled();
    expect(onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
  });

  test("without a title the server's name is the display name, bidi characters and all", async () => {
    renderDialog({ ...simple, server: servers.weather });
    await expect.element(page.getByRole("dialog")).toHaveAccessibleName(/weather/);

    cleanup();
    const { dialog } = renderDialog({ ...simple, server: servers.untrusted });
    await expect.element(dialog).toBeVisible();
    const bdi = dialog.element().querySelector("h2 bdi");
    expect(bdi?.textContent).toBe(servers.untrusted.name);
    // The override characters stay inside the isolated run: the rest of the heading is plain text.
    expect(bdi?.parentElement?.textContent?.replace(servers.untrusted.name, "")).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  test("the message is plain text with its line breaks: no markup, no links", async () => {
    const { dialog } = renderDialog(longMessage);
    await expect.element(dialog).toBeVisible();
    const message = dialog.getByText(/^Line 1: /);
    await expect.element(message).toBeVisible();
    const el = message.element() as HTMLElement;
    expect(el.innerText.split("\n")).toHaveLength(40);
    expect(el.textContent).toContain("<b>and</b> [links](https://x.test)");
    expect(el.querySelector("*")).toBeNull();
    expect(dialog.getByRole("link").elements()).toHaveLength(0);
  });
});

describe("what each way out sends", () => {
  test("Submit accepts with content typed as the schema says", async () => {
    const { onRespond } = renderDialog(specExamples.structured);
    await userEvent.fill(username(), "Ada Lovelace");
    await userEvent.fill(page.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await userEvent.fill(page.getByRole("spinbutton", { name: "Age" }), "36");
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect.poll(() => onRespond.mock.calls.length).toBe(1);
    expect(onRespond).toHaveBeenCalledWith({
      action: "accept",
      content: { name: "Ada Lovelace", email: "ada@example.com", age: 36 },
    });
  });

  test("Decline sends decline without content", async () => {
    const { onRespond } = renderDialog(simple);
    await userEvent.fill(username(), "octocat");
    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
    expect(dialogElement().open).toBe(false);
  });

  test("the Close button cancels without content", async () => {
    const { onRespond } = renderDialog(simple);
    await userEvent.click(page.getByRole("button", { name: "Close" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
    expect(dialogElement().open).toBe(false);
  });

  test("Escape cancels without content, even with something typed", async () => {
    const { onRespond } = renderDialog(simple);
    await userEvent.type(username(), "octo");
    await userEvent.keyboard("{Escape}");
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
    expect(dialogElement().open).toBe(false);
  });

  test("a click on the backdrop cancels an unchanged form", async () => {
    const { onRespond } = renderDialog(simple);
    await expect.element(page.getByRole("dialog")).toBeVisible();
    await clickBackdropOf(dialogElement());
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
    expect(dialogElement().open).toBe(false);
  });

  test("a click on the backdrop does not throw away a changed form", async () => {
    const { onRespond, dialog } = renderDialog(simple);
    await userEvent.type(username(), "octocat");
    await clickBackdropOf(dialogElement());
    await settle();
    expect(onRespond).not.toHaveBeenCalled();
    await expect.element(dialog).toBeVisible();
    await expect.element(username()).toHaveValue("octocat");
  });

  test.each([
    ["Escape", () => userEvent.keyboard("{Escape}")],
    ["Close", () => userEvent.click(page.getByRole("button", { name: "Close" }))],
  ])("a changed form that a backdrop click kept open still cancels on %s", async (_way, leave) => {
    const { onRespond } = renderDialog(simple);
    await userEvent.type(username(), "octocat");
    await clickBackdropOf(dialogElement());
    await settle();
    expect(onRespond).not.toHaveBeenCalled();
    await leave();
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
    expect(dialogElement().open).toBe(false);
  });

  test("a form changed back to what it opened with is unchanged again: a backdrop click cancels it", async () => {
    const { onRespond } = renderDialog(simple);
    await userEvent.type(username(), "octocat");
    await userEvent.clear(username());
    await clickBackdropOf(dialogElement());
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
    expect(dialogElement().open).toBe(false);
  });
});

describe("exactly one answer per request", () => {
  test("a double click on Submit answers once", async () => {
    const { onRespond } = renderDialog(simple);
    await userEvent.fill(username(), "octocat");
    await userEvent.dblClick(page.getByRole("button", { name: "Submit" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept", content: { name: "octocat" } }]]);
  });

  test("a triple click on Submit answers once", async () => {
    const { onRespond } = renderDialog(simple);
    await userEvent.fill(username(), "octocat");
    await userEvent.tripleClick(page.getByRole("button", { name: "Submit" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept", content: { name: "octocat" } }]]);
  });

  test("a triple click on Decline answers once", async () => {
    const { onRespond } = renderDialog(simple);
    await userEvent.tripleClick(page.getByRole("button", { name: "Decline" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
  });

  test("Enter pressed three times in a text field answers once", async () => {
    const { onRespond } = renderDialog(simple);
    await userEvent.type(username(), "octocat");
    await userEvent.keyboard("{Enter}{Enter}{Enter}");
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept", content: { name: "octocat" } }]]);
  });

  test("Enter held down (auto-repeat) answers once", async () => {
    const { onRespond } = renderDialog(simple);
    await userEvent.type(username(), "octocat");
    await userEvent.keyboard("{Enter>5/}");
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept", content: { name: "octocat" } }]]);
  });

  test("Escape after Submit, while the answer is sending, does not answer again", async () => {
    const sending = deferred();
    const onRespond = vi.fn<(r: ElicitResult) => Promise<void>>(() => sending.promise);
    renderDialog(simple, onRespond as never);
    await userEvent.type(username(), "octocat");
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect.element(page.getByRole("button", { name: "Sending…" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await settle();
    sending.resolve();
    await expect.poll(() => dialogElement().open).toBe(false);
    await userEvent.keyboard("{Escape}");
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept", content: { name: "octocat" } }]]);
  });

  test("Escape after Submit (answered at once) does not answer again", async () => {
    const { onRespond } = renderDialog(simple);
    await userEvent.type(username(), "octocat");
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await userEvent.keyboard("{Escape}");
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept", content: { name: "octocat" } }]]);
  });

  test("Decline then Close answers once, with the decline", async () => {
    const sending = deferred();
    const onRespond = vi.fn<(r: ElicitResult) => Promise<void>>(() => sending.promise);
    renderDialog(simple, onRespond as never);
    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    // Force: a Close control that is disabled while sending is fine too; the point is what gets sent.
    await userEvent.click(page.getByRole("button", { name: "Close" }), { force: true });
    await userEvent.keyboard("{Escape}");
    sending.resolve();
    await expect.poll(() => dialogElement().open).toBe(false);
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
  });

  test("Decline, then a click on the hidden Close control of the closed dialog, answers once", async () => {
    const { onRespond } = renderDialog(simple);
    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    await expect.poll(() => dialogElement().open).toBe(false);
    dialogElement().querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
  });
});

describe("an answer that takes time", () => {
  test('Submit shows "Sending…" with the buttons disabled until onRespond settles, then the dialog closes', async () => {
    const sending = deferred();
    const onRespond = vi.fn<(r: ElicitResult) => Promise<void>>(() => sending.promise);
    renderDialog(simple, onRespond as never);
    await userEvent.type(username(), "octocat");
    await userEvent.click(page.getByRole("button", { name: "Submit" }));

    const sendingButton = page.getByRole("button", { name: "Sending…" });
    await expect.element(sendingButton).toBeDisabled();
    await expect.element(page.getByRole("button", { name: "Decline" })).toBeDisabled();
    await settle();
    // Still waiting: open, still sending.
    expect(dialogElement().open).toBe(true);
    await expect.element(sendingButton).toBeDisabled();

    sending.resolve();
    await expect.poll(() => dialogElement().open).toBe(false);
    expect(dialogElement().getAttribute("data-state")).toBe("closed");
    expect(onRespond).toHaveBeenCalledTimes(1);
  });
});

describe("focus", () => {
  /** A host that opens the request from a button, like a chat client's "Respond" control. */
  function Opener({ fixture, onRespond, unmountOnAnswer }: { fixture: Fixture; onRespond: (r: ElicitResult) => void; unmountOnAnswer?: boolean }) {
    const [open, setOpen] = useState(false);
    return (
      <main>
        <button type="button">Something else</button>
        <button type="button" onClick={() => setOpen(true)}>
          Review request
        </button>
        {open ? (
          <ElicitationDialog
            {...fixture}
            onRespond={(result) => {
              onRespond(result);
              if (unmountOnAnswer) setOpen(false);
            }}
          />
        ) : null}
      </main>
    );
  }

  test("starts in the first field", async () => {
    renderDialog(specExamples.structured);
    await expect.element(username()).toHaveFocus();
  });

  test.each([
    ["the dialog closes itself", false],
    ["the host unmounts it", true],
  ])("returns to the button that opened the dialog when %s", async (_, unmountOnAnswer) => {
    const onRespond = vi.fn();
    render(<Opener fixture={simple} onRespond={onRespond} unmountOnAnswer={unmountOnAnswer} />);
    const opener = page.getByRole("button", { name: "Review request" });
    await userEvent.click(opener);
    await expect.element(username()).toHaveFocus();
    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    await expect.element(opener).toHaveFocus();
    expect(onRespond).toHaveBeenCalledTimes(1);
  });

  test("Submit with errors moves focus to the first invalid field, marked invalid and described by its error", async () => {
    const { onRespond } = renderDialog(constrained);
    await userEvent.fill(page.getByRole("textbox", { name: "Username" }), "octocat");
    await userEvent.click(page.getByRole("button", { name: "Submit" }));

    const email = page.getByRole("textbox", { name: "Email" });
    await expect.element(email).toHaveFocus();
    await expect.element(email).toHaveAttribute("aria-invalid", "true");
    await expect.element(email).toHaveAccessibleDescription(/Fill in this field\./);
    const describedBy = (email.element().getAttribute("aria-describedby") ?? "").split(/\s+/);
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain("Fill in this field.");
    // The valid field is not marked.
    await expect.element(page.getByRole("textbox", { name: "Username" })).not.toHaveAttribute("aria-invalid");
    expect(onRespond).not.toHaveBeenCalled();
  });
});

describe("when errors show", () => {
  test("only after submit or leaving a changed field, then live", async () => {
    renderDialog(constrained);
    const user = page.getByRole("textbox", { name: "Username" });
    const email = page.getByRole("textbox", { name: "Email" });
    await expect.element(user).toHaveFocus();

    // Passing through a field without changing it says nothing.
    await userEvent.keyboard("{Tab}");
    await expect.element(email).toHaveFocus();
    await settle();
    await expect.element(user).not.toHaveAttribute("aria-invalid");

    // Typing alone says nothing yet.
    await userEvent.type(user, "ab");
    await settle();
    await expect.element(user).not.toHaveAttribute("aria-invalid");
    await expect.element(page.getByText("Enter at least 3 characters.")).not.toBeInTheDocument();

    // Leaving the changed field shows its error, and only its error.
    await userEvent.keyboard("{Tab}");
    await expect.element(user).toHaveAttribute("aria-invalid", "true");
    await expect.element(user).toHaveAccessibleDescription(/Enter at least 3 characters\./);
    await expect.element(email).not.toHaveAttribute("aria-invalid");

    // From then on it updates while typing, without leaving.
    await userEvent.click(user);
    await userEvent.keyboard("{End}c");
    await expect.element(user).not.toHaveAttribute("aria-invalid");
    await expect.element(page.getByText("Enter at least 3 characters.")).not.toBeInTheDocument();
    await userEvent.keyboard("!");
    await expect.element(user).toHaveAttribute("aria-invalid", "true");
    await expect.element(user).toHaveAccessibleDescription(/Enter a value in the format the server expects\./);
    await userEvent.keyboard("{Backspace}");
    await expect.element(user).not.toHaveAttribute("aria-invalid");

    // Submit shows the untouched required fields' errors; those then update live too.
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect.element(email).toHaveAttribute("aria-invalid", "true");
    await expect.element(email).toHaveFocus();
    await userEvent.keyboard("ada@example.com");
    await expect.element(email).not.toHaveAttribute("aria-invalid");
  });

  test("showing errors does not move the buttons", async () => {
    renderDialog(constrained);
    const submit = page.getByRole("button", { name: "Submit" });
    const decline = page.getByRole("button", { name: "Decline" });
    await expect.element(submit).toBeVisible();
    const before = [submit.element().getBoundingClientRect(), decline.element().getBoundingClientRect()];
    await userEvent.click(submit);
    await expect.element(page.getByRole("textbox", { name: "Username" })).toHaveAttribute("aria-invalid", "true");
    const after = [submit.element().getBoundingClientRect(), decline.element().getBoundingClientRect()];
    expect(after.map((r) => [r.x, r.y])).toEqual(before.map((r) => [r.x, r.y]));
  });
});

describe("request lifecycle", () => {
  test("a new request object on the same mounted dialog gives a fresh form and a fresh exactly-once guard", async () => {
    const onRespond = vi.fn<(r: ElicitResult) => void>();
    const first = { ...simple.request };
    const { rerender } = render(<ElicitationDialog server={simple.server} request={first} onRespond={onRespond} />);
    await userEvent.type(username(), "octocat");
    await userEvent.keyboard("{Enter}");
    await expect.poll(() => dialogElement().open).toBe(false);

    // The same request again (a re-render) stays answered.
    rerender(<ElicitationDialog server={simple.server} request={first} onRespond={onRespond} />);
    await settle();
    expect(dialogElement().open).toBe(false);

    // The next request: open again, empty, and answerable once more.
    rerender(<ElicitationDialog server={simple.server} request={{ ...simple.request }} onRespond={onRespond} />);
    await expect.element(page.getByRole("dialog")).toBeVisible();
    await expect.element(username()).toHaveValue("");
    await expect.element(username()).toHaveFocus();
    await userEvent.type(username(), "hubot");
    await userEvent.dblClick(page.getByRole("button", { name: "Submit" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([
      [{ action: "accept", content: { name: "octocat" } }],
      [{ action: "accept", content: { name: "hubot" } }],
    ]);
  });

  test("a new request replacing an unanswered one throws its values away", async () => {
    const onRespond = vi.fn<(r: ElicitResult) => void>();
    const { rerender } = render(<ElicitationDialog server={simple.server} request={{ ...simple.request }} onRespond={onRespond} />);
    await userEvent.type(username(), "half-typed");
    await userEvent.keyboard("{Tab}");
    rerender(<ElicitationDialog server={simple.server} request={{ ...simple.request }} onRespond={onRespond} />);
    await expect.element(username()).toHaveValue("");
    await expect.element(username()).not.toHaveAttribute("aria-invalid");
    await userEvent.click(page.getByRole("button", { name: "Close" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
  });

  test("the same schema opened twice is compiled once", async () => {
    // A schema no other test in this page has compiled.
    const schema = {
      type: "object",
      properties: { [`ticket_${Date.now()}`]: { type: "string", title: "Ticket", minLength: 2 } },
      required: [] as string[],
    };
    const open = (requestedSchema: typeof schema) => {
      const onRespond = vi.fn<(r: ElicitResult) => void>();
      render(
        <ElicitationDialog
          server={servers.github}
          request={{ mode: "form", message: "Which ticket?", requestedSchema: requestedSchema as never }}
          onRespond={onRespond}
        />,
      );
      return onRespond;
    };

    const before = compiledSchemaCount();
    const first = open(schema);
    await userEvent.type(page.getByRole("textbox", { name: "Ticket" }), "T-1");
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect.poll(() => first.mock.calls.length).toBe(1);
    const afterFirst = compiledSchemaCount();
    expect(afterFirst).toBe(before + 1);
    cleanup();

    const second = open(structuredClone(schema));
    await userEvent.type(page.getByRole("textbox", { name: "Ticket" }), "T-2");
    await userEvent.keyboard("{Tab}");
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect.poll(() => second.mock.calls.length).toBe(1);
    expect(compiledSchemaCount()).toBe(afterFirst);
  });
});

describe("a schema that cannot be shown", () => {
  test("is an alert naming each property, with Decline and Close but no Submit", async () => {
    const { onRespond, dialog } = renderDialog(unsupported);
    const alert = page.getByRole("alert");
    await expect.element(alert).toBeVisible();
    for (const name of ["address", "scores", "link", "country"]) {
      await expect.element(alert).toHaveTextContent(new RegExp(`“${name}”`));
    }
    await expect.element(dialog).toHaveAccessibleDescription(unsupported.request.message);
    expect(dialog.getByRole("button", { name: "Submit" }).elements()).toHaveLength(0);
    await expect.element(page.getByRole("button", { name: "Decline" })).toBeEnabled();
    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
  });

  test("Close answers cancel", async () => {
    const { onRespond } = renderDialog(unsupported);
    await userEvent.click(page.getByRole("button", { name: "Close" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
  });
});

describe("words", () => {
  test('locale "zh-CN" names the buttons 提交, 拒绝 and 关闭', async () => {
    const { onRespond, dialog } = renderDialog(simple, undefined, { locale: "zh-CN" });
    await expect.element(page.getByRole("button", { name: "提交" })).toBeVisible();
    await expect.element(page.getByRole("button", { name: "拒绝" })).toBeVisible();
    await expect.element(page.getByRole("button", { name: "关闭" })).toBeVisible();
    await expect.element(dialog).toHaveAccessibleName(/GitHub/);
    await userEvent.click(page.getByRole("button", { name: "拒绝" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
  });

  test("messages override single strings and leave the rest", async () => {
    const { onRespond } = renderDialog(simple, undefined, { messages: { submit: "Send" } });
    await userEvent.type(username(), "octocat");
    expect(page.getByRole("button", { name: "Submit" }).elements()).toHaveLength(0);
    await expect.element(page.getByRole("button", { name: "Decline" })).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Close" })).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Send" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept", content: { name: "octocat" } }]]);
  });
});
