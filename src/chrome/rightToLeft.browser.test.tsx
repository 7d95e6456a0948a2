// Right to left, by where things are drawn: in Arabic and Hebrew the dialog mirrors as a whole (the close button
// at the left, the main action at the footer's left end, each required mark left of its label, errors from the
// right), and its sentences read in their order: the heading's words right of the server's name that ends it,
// the legend's words around its asterisk. The locale decides, not the page: an Arabic dialog mirrors on a
// left-to-right page, an English one stays left to right on a right-to-left page (docs/guides/i18n.md).
import { cleanup, render } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import { constrained } from "../../stories/fixtures.ts";
import { loadLocale } from "../core/i18n/catalogues.ts";
import { messages as ar } from "../core/i18n/locales/ar-AE.ts";
import { messages as he } from "../core/i18n/locales/he-IL.ts";
import type { Messages } from "../core/i18n/messages.ts";
import { ElicitationDialog } from "../form/ElicitationDialog.tsx";

const original = { width: window.innerWidth, height: window.innerHeight };
beforeAll(async () => {
  await page.viewport(800, 900);
  await Promise.all([loadLocale("ar"), loadLocale("he")]);
});
afterAll(() => page.viewport(original.width, original.height));
afterEach(() => {
  cleanup();
  document.documentElement.dir = "";
});

const box = (element: Element) => element.getBoundingClientRect();
/** Where the characters `from` to `to` of a text node are drawn. */
function drawn(node: Node, from: number, to: number): DOMRect {
  const range = document.createRange();
  range.setStart(node, from);
  range.setEnd(node, to);
  return range.getBoundingClientRect();
}
/** The text node of `root` that holds `text`, and where in it. */
function find(root: Element, text: string): { node: Text; at: number } {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const at = node.data.indexOf(text);
    if (at >= 0) return { node, at };
  }
  throw new Error(`"${text}" is not drawn under ${root.tagName}`);
}

async function open(locale: string) {
  render(<ElicitationDialog locale={locale} server={constrained.server} request={constrained.request} onRespond={() => {}} />);
  const dialog = page.getByRole("dialog");
  await expect.element(dialog).toBeVisible();
  return dialog.element() as HTMLElement;
}

describe.each<[string, Messages]>([
  ["ar", ar],
  ["he", he],
])("%s on a left-to-right page", (locale, words) => {
  test("the heading reads its words, then the server's name, from the right", async () => {
    const dialog = await open(locale);
    const heading = page.getByRole("heading").element();
    const [before] = (words.formTitle as string).split("{server}");
    const { node, at } = find(heading, before!.trim());
    const sentence = drawn(node, at, at + before!.trim().length);
    const name = box(heading.querySelector("bdi")!);
    // The sentence's first words at the right, the name after them to their left.
    expect(sentence.left).toBeGreaterThanOrEqual(name.right - 1);
    expect(dialog.dir).toBe("rtl");
  });

  test("the legend reads around its asterisk from the right", async () => {
    const dialog = await open(locale);
    const legend = words.requiredLegend as string;
    const star = legend.indexOf("*");
    const { node, at } = find(dialog, legend.slice(0, star).trim());
    const before = drawn(node, at, at + star);
    const mark = drawn(node, at + star, at + star + 1);
    const after = drawn(node, at + star + 1, at + legend.length);
    expect(before.left).toBeGreaterThanOrEqual(mark.right - 1);
    expect(mark.left).toBeGreaterThanOrEqual(after.right - 1);
  });

  test("the whole dialog mirrors: close at the left, the main action at the footer's left end, marks and errors from the right", async () => {
    const dialog = await open(locale);
    const close = box(page.getByRole("button", { name: words.close as string }).element());
    const heading = box(page.getByRole("heading").element());
    expect(close.right).toBeLessThanOrEqual(heading.left + 1);
    const submit = box(page.getByRole("button", { name: words.submit as string }).element());
    const decline = box(page.getByRole("button", { name: words.decline as string }).element());
    expect(submit.top).toBe(decline.top);
    expect(submit.right).toBeLessThanOrEqual(decline.left);
    // The required mark beside the field's label, on its left.
    const username = page.getByRole("textbox", { name: "Username" }).element();
    const label = dialog.querySelector(`label[for="${username.id}"]`)!;
    const mark = label.parentElement!.querySelector(".rme-required")!;
    expect(box(mark).right).toBeLessThanOrEqual(box(label).left + 1);
    // An error starts at the field's right edge.
    await userEvent.click(page.getByRole("button", { name: words.submit as string }));
    // The validator loads on demand: the error is named by the field once the Submit has been judged.
    const errorOf = () => {
      const id = username.getAttribute("aria-describedby")?.split(" ").find((each) => each.endsWith("error"));
      return id ? dialog.querySelector(`#${CSS.escape(id)}`) : null;
    };
    await expect.poll(() => errorOf()?.textContent ?? "", { timeout: 10_000 }).not.toBe("");
    const error = errorOf()!;
    const text = find(error, error.textContent!.trim().slice(0, 4));
    expect(Math.abs(drawn(text.node, 0, error.textContent!.length).right - box(username).right)).toBeLessThanOrEqual(2);
  });
});

test("English on a right-to-left page stays left to right: its heading reads from the left, close at the right", async () => {
  document.documentElement.dir = "rtl";
  const dialog = await open("en");
  expect(dialog.dir).toBe("ltr");
  const heading = page.getByRole("heading").element();
  const { node, at } = find(heading, "Request from");
  expect(drawn(node, at, at + 12).right).toBeLessThanOrEqual(box(heading.querySelector("bdi")!).left + 1);
  const close = box(page.getByRole("button", { name: "Close" }).element());
  expect(close.left).toBeGreaterThanOrEqual(box(page.getByRole("heading").element()).right - 1);
});
