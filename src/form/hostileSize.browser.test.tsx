// Hostile sizes from a server, in real Chromium: a megabyte of text in the message, a description,
// a title, the server's name or its version; 10,000 options; 1,000 fields. The dialog opens, the message and
// the buttons stay where a person can read and reach them, and the answer is right. Speed is not timed here
// (shared machines are noisy, see docs/performance.md): each test checks the structure that keeps the
// dialog fast instead, such as a long message in parts laid out on demand, or one native <select> for the
// options, the first of them in the first frame.
import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import { ElicitationDialog, type ElicitRequestFormParams, type ElicitResult, type ServerIdentity } from "../index.ts";
import { FIRST_FRAME_FIELDS } from "./useFieldsShown.ts";
import { FIRST_FRAME_OPTIONS } from "../fields/SelectField.tsx";
import { renderAsHost } from "../../test/browserHelpers.ts";

let container: HTMLElement | undefined;
let unmount = () => {};

const MB = 1 << 20;
/** A megabyte of text: words that wrap, then one unbroken run that must wrap anywhere. */
const megabyte = (tag: string) => {
  const words = `${tag} `.padEnd(MB / 2, "lorem ipsum dolor sit amet, ");
  return (words + "x".repeat(MB)).slice(0, MB);
};

type Schema = ElicitRequestFormParams["requestedSchema"];
const form = (message: string, properties: Record<string, unknown>, required: string[] = []): ElicitRequestFormParams => ({
  mode: "form",
  message,
  requestedSchema: { type: "object", properties, required } as Schema,
});
const github: ServerIdentity = { name: "github-mcp-server", title: "GitHub", version: "0.9.1" };
const oneText = { name: { type: "string", title: "Name" } };

function show(request: ElicitRequestFormParams, server: ServerIdentity = github) {
  const onRespond = vi.fn<(r: ElicitResult) => void>();
  ({ container, unmount } = renderAsHost(<ElicitationDialog server={server} request={request} onRespond={onRespond} />));
  return onRespond;
}

const dialog = () => page.getByRole("dialog");

/** Whether a person can see and click the element: inside the window, and the topmost thing at its centre. */
function reachable(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) return false;
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && element.contains(hit);
}

/** The message, the heading and Submit, Decline and Close are all where a person can read and reach them. */
async function expectUsable() {
  await expect.element(dialog()).toBeVisible();
  for (const name of ["Submit", "Decline", "Close"]) {
    const button = page.getByRole("button", { name, exact: true });
    await expect.element(button).toBeVisible();
    expect(reachable(button.element()), `${name} can be clicked`).toBe(true);
  }
  const heading = dialog().getByRole("heading", { level: 2 }).element();
  expect(reachable(heading), "the heading can be seen").toBe(true);
  // The body, where the message and the fields scroll, keeps room to read them: it is not squeezed shut by
  // the heading, and nothing in it is wider than the dialog.
  const body = dialog().element().querySelector(".rme-body")!;
  const line = parseFloat(getComputedStyle(body).lineHeight);
  expect(body.clientHeight, "the body's height").toBeGreaterThan(line * 4);
  expect(body.scrollWidth).toBe(body.clientWidth);
}

async function declineOnce(onRespond: ReturnType<typeof show>) {
  await userEvent.click(page.getByRole("button", { name: "Decline", exact: true }));
  await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
}

describe("a megabyte of text", () => {
  test("in the message: all of it, in parts laid out only near the screen, scrolling inside the dialog, the buttons in reach", async () => {
    const message = megabyte("Message");
    const onRespond = show(form(message, oneText));
    await expectUsable();
    const paragraph = dialog().element().querySelector(".rme-message")!;
    expect(paragraph.textContent).toBe(message);
    const parts = [...paragraph.children];
    expect(parts.length).toBeGreaterThan(100);
    expect(parts.every((part) => getComputedStyle(part).contentVisibility === "auto")).toBe(true);
    // Read as the dialog's description, whole.
    expect(dialog().element().getAttribute("aria-describedby")).toBe(paragraph.id);
    // It scrolls, and its unbroken run wraps (expectUsable: nothing is wider than the dialog).
    const body = paragraph.parentElement!;
    expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect.element(page.getByRole("textbox", { name: "Name" })).toHaveFocus();
    await declineOnce(onRespond);
  });

  test("in a title and a description: shown whole, the field still typed in and sent", async () => {
    const title = megabyte("Title");
    const description = megabyte("Help");
    const onRespond = show(form("Your name, please.", { name: { type: "string", title, description } }, ["name"]));
    await expectUsable();
    const field = dialog().element().querySelector(".rme-field")!;
    expect(field.querySelector("label")!.textContent).toBe(title);
    expect(field.querySelector(".rme-field__description")!.textContent).toBe(description);
    // The only textbox, found without comparing megabyte-long names.
    const input = page.getByRole("textbox");
    await expect.element(input).toHaveFocus();
    await userEvent.fill(input, "Ada");
    await userEvent.click(page.getByRole("button", { name: "Submit", exact: true }));
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "accept", content: { name: "Ada" } }]]);
  });

  test("in the server's name, title and version: each on one line, the message and the buttons in reach", async () => {
    for (const server of [{ name: megabyte("Name"), version: megabyte("Version") }, { name: "x", title: megabyte("Title") }]) {
      const onRespond = show(form("What is your name?", oneText), server);
      await expectUsable();
      await expect.element(dialog().getByText("What is your name?")).toBeVisible();
      const heading = dialog().getByRole("heading", { level: 2 }).element();
      const line = parseFloat(getComputedStyle(heading).lineHeight);
      // "Request from" and the name: at most two lines, however long the name.
      expect(heading.getBoundingClientRect().height).toBeLessThan(line * 2.5);
      const version = dialog().element().querySelector(".rme-server-version");
      if (version) expect(version.getBoundingClientRect().height).toBeLessThan(line * 1.5);
      await expect.element(page.getByRole("textbox", { name: "Name" })).toHaveFocus();
      await declineOnce(onRespond);
      unmount();
    }
  });
});

describe("10,000 options", () => {
  const values = Array.from({ length: 10_000 }, (_, i) => `o${i}`);
  const titles = values.map((_, i) => `Option ${i}`);

  test("one native <select>, not 10,000 radio buttons; the person picks a title and its value is sent", async () => {
    const pick = { type: "string", title: "Pick", enum: values, enumNames: titles };
    const onRespond = show(form("Pick one.", { pick }, ["pick"]));
    await expectUsable();
    const select = page.getByRole("combobox", { name: "Pick" });
    await expect.element(select).toHaveFocus();
    expect(dialog().element().querySelectorAll("select")).toHaveLength(1);
    expect(dialog().element().querySelectorAll("input")).toHaveLength(0);
    // The first frame holds the first options; the rest follow right after it (the next test).
    await expect.poll(() => (select.element() as HTMLSelectElement).options.length).toBe(10_001);
    await userEvent.selectOptions(select, "Option 7777");
    await expect.element(select).toHaveDisplayValue("Option 7777");
    await userEvent.click(page.getByRole("button", { name: "Submit", exact: true }));
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "accept", content: { pick: "o7777" } }]]);
  });

  test("the first frame holds the first options and the chosen one, so it costs what a short list does; every option follows", async () => {
    const pick = { type: "string", title: "Pick", enum: values, enumNames: titles, default: "o7777" };
    show(form("Pick one.", { pick }, ["pick"]));
    const atFirstFrame = await new Promise<{ options: string[]; shown: string }>((resolve) => {
      const check = () =>
        requestAnimationFrame(() => {
          const select = container!.querySelector("select");
          if (!select) return check();
          resolve({ options: [...select.options].map((o) => o.value), shown: select.selectedOptions[0]!.textContent! });
        });
      check();
    });
    expect(atFirstFrame.options).toEqual(["", ...values.slice(0, FIRST_FRAME_OPTIONS), "o7777"]);
    expect(atFirstFrame.shown).toBe("Option 7777");
    const select = page.getByRole("combobox", { name: "Pick" });
    await expect.poll(() => [...(select.element() as HTMLSelectElement).options].map((o) => o.value)).toEqual(["", ...values]);
    await expect.element(select).toHaveDisplayValue("Option 7777");
  });

  test("as titled consts (oneOf), the 2025-11-25 way: the same select, validated, the const sent", async () => {
    const pick = { type: "string", title: "Pick", oneOf: values.map((value, i) => ({ const: value, title: titles[i] })) };
    const onRespond = show(form("Pick one.", { pick }, ["pick"]));
    const select = page.getByRole("combobox", { name: "Pick" });
    await expect.element(select).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Submit", exact: true }));
    await expect.element(select).toHaveAttribute("aria-invalid", "true");
    await userEvent.selectOptions(select, "Option 9998");
    await userEvent.click(page.getByRole("button", { name: "Submit", exact: true }));
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "accept", content: { pick: "o9998" } }]]);
  });

  test("a multi-select of 10,000 titled options (anyOf): ticked ones are sent", async () => {
    const many = { type: "array", title: "Many", items: { anyOf: values.map((value, i) => ({ const: value, title: titles[i] })) } };
    const onRespond = show(form("Pick some.", { many }));
    const group = page.getByRole("group", { name: "Many" });
    await expect.element(group).toBeVisible();
    // Found by its label's text directly, and ticked from the keyboard: naming all 10,000 checkboxes to
    // find one by role takes longer than a test may.
    const option = [...group.element().querySelectorAll<HTMLLabelElement>("label")].find((label) => label.textContent === "Option 3")!;
    document.getElementById(option.htmlFor)!.focus();
    await userEvent.keyboard(" ");
    await userEvent.click(page.getByRole("button", { name: "Submit", exact: true }));
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "accept", content: { many: ["o3"] } }]]);
  });

  test("untitled: the value is the title", async () => {
    const onRespond = show(form("Pick one.", { pick: { type: "string", title: "Pick", enum: values } }));
    const select = page.getByRole("combobox", { name: "Pick" });
    await expect.element(select).toBeVisible();
    await userEvent.selectOptions(select, "o9999");
    await userEvent.click(page.getByRole("button", { name: "Submit", exact: true }));
    await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "accept", content: { pick: "o9999" } }]]);
  });
});

describe("1,000 fields", () => {
  const properties = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, { type: "string", title: `Field ${i + 1}` }]));
  const request = () => form("A thousand questions.", properties, Object.keys(properties));

  /** How many fields the page holds when the browser is about to paint the frame that first shows the dialog. */
  function fieldsAtFirstFrame(): Promise<number> {
    return new Promise((resolve) => {
      const check = () =>
        requestAnimationFrame(() => {
          const open = container!.querySelector("dialog[open]");
          if (!open) return check();
          resolve(open.querySelectorAll("input").length);
        });
      check();
    });
  }

  test("the first frame holds the first screenful; the first field has focus; Submit shows the errors; Decline answers", async () => {
    const onRespond = show(request());
    expect(await fieldsAtFirstFrame()).toBe(FIRST_FRAME_FIELDS);
    await expectUsable();
    const first = page.getByRole("textbox", { name: "Field 1", exact: true });
    await expect.element(first).toHaveFocus();
    await expect.poll(() => dialog().element().querySelectorAll("input").length).toBe(1000);

    await userEvent.click(page.getByRole("button", { name: "Submit", exact: true }));
    await expect.element(first).toHaveAttribute("aria-invalid", "true");
    await expect.element(first).toHaveFocus();
    await expect.element(page.getByRole("textbox", { name: "Field 1000", exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect.element(page.getByRole("status").filter({ hasText: "fields need your attention" })).toHaveTextContent("1,000 fields need your attention.");
    expect(onRespond).not.toHaveBeenCalled();
    await expectUsable();
    await declineOnce(onRespond);
  });
});
