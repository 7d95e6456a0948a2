// Every built-in locale as a person meets it on a phone, 320 px wide: the every-kind dialog and a URL prompt with
// findings, each in the locale's words, its language and direction on the root, nothing left in English but what
// its catalogue keeps the same on purpose, nothing drawn over anything, nothing scrolling sideways, and axe
// finding nothing. The server's own words (the fixtures are English) are left out of the English check: they
// are what carries `dir="auto"`, and the server's name and the URL, isolated.
import { cleanup, render } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import "../styles.css";
import { everyKind, urlRequests } from "../../stories/fixtures.ts";
import { axeViolations } from "../../test/browserHelpers.ts";
import { coveredParts } from "../../test/layoutChecks.ts";
import { loadLocale } from "../core/i18n/catalogues.ts";
import { en } from "../core/i18n/en.ts";
import { builtInLocales, dirOf, langOf, type BuiltInLocale } from "../core/i18n/locales.ts";
import type { Message, MessageKey, Messages } from "../core/i18n/messages.ts";
import { UrlElicitationPrompt } from "../url/UrlElicitationPrompt.tsx";
import { ElicitationDialog } from "./ElicitationDialog.tsx";

const catalogues = import.meta.glob<Messages>("../core/i18n/locales/*.ts", { eager: true, import: "messages" });
const others = builtInLocales.filter((locale) => locale !== "en-US");

const original = { width: window.innerWidth, height: window.innerHeight };
beforeAll(async () => {
  await page.viewport(320, 720);
  await Promise.all(others.map((locale) => loadLocale(locale)));
});
afterEach(() => cleanup());
afterAll(() => page.viewport(original.width, original.height));

const formsOf = (message: Message): string[] => (typeof message === "string" ? [message] : typeof message === "object" ? Object.values(message).slice(1) : []);

/**
 * English's words as a person would find them on screen: each message's text between its placeholders, where
 * the locale does not keep that message the same as English (its catalogue says why, catalogues.test.ts).
 */
function englishWords(locale: BuiltInLocale): string[] {
  const catalogue = catalogues[`../core/i18n/locales/${locale}.ts`]!;
  return (Object.keys(en) as MessageKey[])
    .filter((key) => !formsOf(catalogue[key]).some((form) => formsOf(en[key]).includes(form)))
    .flatMap((key) => formsOf(en[key]).flatMap((form) => form.split(/\{\w+\}/)))
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk.length >= 4 && /[a-z]{3}/i.test(chunk));
}

/** The library's own words in `root`: its text without the server's, and the names and hints it gives controls. */
function libraryText(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const serverText of copy.querySelectorAll('[dir="auto"], bdi, .rme-url')) serverText.remove();
  const attributes = [...copy.querySelectorAll("[aria-label], [placeholder], [title]")].flatMap((el) =>
    ["aria-label", "placeholder", "title"].map((name) => el.getAttribute(name) ?? ""),
  );
  return [copy.textContent ?? "", ...attributes].join("\n");
}

async function expectReadsAsItsLocale(locale: BuiltInLocale, root: HTMLElement) {
  expect([root.lang, root.dir]).toStrictEqual([langOf(locale), dirOf(locale)]);
  const text = libraryText(root);
  expect(englishWords(locale).filter((words) => text.includes(words)), "English left on screen").toStrictEqual([]);
  expect(coveredParts(root), "drawn over").toStrictEqual([]);
  expect(document.documentElement.scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(320);
  expect(root.scrollWidth, "the dialog scrolls sideways").toBeLessThanOrEqual(root.clientWidth);
  expect(await axeViolations(root)).toStrictEqual([]);
}

describe.each(others)("%s at 320 px", (locale) => {
  test("the every-kind dialog", async () => {
    render(<ElicitationDialog locale={locale} server={everyKind.server} request={everyKind.request} onRespond={() => {}} />);
    await expect.element(page.getByRole("dialog")).toBeVisible();
    await expectReadsAsItsLocale(locale, page.getByRole("dialog").element() as HTMLElement);
  });

  test("a URL prompt with findings", async () => {
    const { server, request } = urlRequests.credentials;
    render(<UrlElicitationPrompt locale={locale} server={server} request={request} onRespond={() => {}} />);
    await expect.element(page.getByRole("dialog")).toBeVisible();
    await expect.element(page.getByRole("listitem").first()).toBeVisible();
    await expectReadsAsItsLocale(locale, page.getByRole("dialog").element() as HTMLElement);
  });
});

test("the English check finds English: the every-kind dialog in English fails it", async () => {
  render(<ElicitationDialog locale="en" server={everyKind.server} request={everyKind.request} onRespond={() => {}} />);
  await expect.element(page.getByRole("dialog")).toBeVisible();
  const text = libraryText(page.getByRole("dialog").element());
  expect(englishWords("de-DE").filter((words) => text.includes(words))).toEqual(expect.arrayContaining(["Submit", "Decline", "Request from", "Choose…"]));
});
