// <RequestSummary> in real Chromium, read by role and as painted: the line a person reads for each way a
// request ends, in English and Simplified Chinese; what an accepted form sent, under its labels and as words; a
// secret never shown, not even as bullets read out; a hostile server name held in place as the dialogs hold it
// (src/chrome/hostileName.browser.test.tsx); and nothing axe finds.
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import "../styles.css";
import { createTranslate, type Locale } from "../core/i18n/translate.ts";
import { loadLocale } from "../core/i18n/catalogues.ts";
import type { ElicitContent, ElicitRequestFormParams, ElicitRequestURLParams, ServerIdentity } from "../core/protocol/types.ts";
import { maskContent, MASKED, type HistoryAction, type HistoryRecord } from "../core/queue/history.ts";
import { RequestSummary } from "./RequestSummary.tsx";
import { axeViolations, paintedText } from "../../test/browserHelpers.ts";

// The summary is given its translate function, as a host's own UI makes one: Chinese loads on demand first.
beforeAll(() => loadLocale("zh-CN"));
afterEach(() => cleanup());

const github: ServerIdentity = { name: "github-mcp-server", title: "GitHub", version: "0.9.1" };

const form: ElicitRequestFormParams = {
  mode: "form",
  message: "Which repository, and how should it be set up?",
  requestedSchema: {
    type: "object",
    properties: {
      repo: { type: "string", title: "Repository" },
      visibility: { type: "string", oneOf: [{ const: "public", title: "Public" }, { const: "private", title: "Private" }] },
      topics: { type: "array", items: { type: "string", anyOf: [{ const: "ts", title: "TypeScript" }, { const: "react", title: "React" }, { const: "mcp", title: "Model Context Protocol" }] } },
      issues: { type: "boolean", title: "Enable issues" },
      wiki: { type: "boolean", title: "Enable wiki" },
      stars: { type: "integer", title: "Stars wanted" },
      due: { type: "string", format: "date", title: "Due" },
      token: { type: "string", title: "Access token" },
    },
  },
};

const url: ElicitRequestURLParams = { mode: "url", message: "Sign in to GitHub.", url: "https://github.com/login/oauth" };

function summaryOf(record: Partial<HistoryRecord>, locale: Locale = "en", unstyled?: boolean) {
  const full: HistoryRecord = { id: 1, server: github, params: form, time: Date.UTC(2026, 2, 15, 14, 30), action: "accept", ...record };
  render(
    <main>
      <RequestSummary record={full} t={createTranslate(locale)} unstyled={unstyled} />
    </main>,
  );
  const summary = page.getByRole("article");
  const line = () => summary.element().querySelector(".rme-summary__line")!;
  return { summary, line };
}

/** Each term and its definition, as read. */
const pairs = (root: Element) => [...root.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

/** What is read out of `root`: its text, less what is hidden from assistive technology. */
function readText(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  copy.querySelectorAll("[aria-hidden='true']").forEach((el) => el.remove());
  return copy.textContent ?? "";
}

describe("the line a person reads", () => {
  test.each<[string, HistoryAction, "form" | "url", string, string]>([
    ["an answered form", "accept", "form", "You answered GitHub.", "您已回复 GitHub。"],
    ["an opened link", "accept", "url", "You opened the link from GitHub.", "您已打开来自 GitHub 的链接。"],
    ["a declined request", "decline", "form", "You declined the request from GitHub.", "您已拒绝来自 GitHub 的请求。"],
    ["a declined link", "decline", "url", "You declined the request from GitHub.", "您已拒绝来自 GitHub 的请求。"],
    ["a closed request", "cancel", "form", "You closed the request from GitHub without answering.", "您关闭了来自 GitHub 的请求，未作回复。"],
    ["a withdrawn request", "withdrawn", "form", "The request from GitHub was withdrawn.", "来自 GitHub 的请求已撤回。"],
    ["a withdrawn link", "withdrawn", "url", "The request from GitHub was withdrawn.", "来自 GitHub 的请求已撤回。"],
    ["a request answered in another tab", "answered-elsewhere", "form", "You answered GitHub in another tab or window.", "您已在另一个标签页或窗口中回复 GitHub。"],
  ])("%s", async (_, action, mode, english, chinese) => {
    const params = mode === "url" ? url : form;
    for (const [locale, text] of [["en", english], ["zh-CN", chinese]] as const) {
      const { summary, line } = summaryOf({ action, params, content: { repo: "mcp" } }, locale);
      // Exactly: no space the name's box adds, before the full stop or anywhere else.
      await expect.element(summary).toHaveAccessibleName(text);
      await expect.element(summary).toHaveAttribute("data-action", action);
      expect(line().textContent).toBe(text);
      expect(line().querySelector("bdi")?.textContent).toBe("GitHub");
      // The message, as plain text, after the line; values only for an accepted form.
      await expect.element(summary.getByText(params.message)).toBeVisible();
      expect(summary.element().querySelector("dl") !== null).toBe(action === "accept" && mode === "form");
      cleanup();
    }
  });

  test("the display name is the server's title, else its name", async () => {
    const { summary } = summaryOf({ server: { name: "weather" }, action: "decline" });
    await expect.element(summary).toHaveAccessibleName("You declined the request from weather.");
  });

  test("read-only: nothing to press, type in or tab to; the message is plain text", async () => {
    const { summary } = summaryOf({ params: { ...form, message: "<b>Bold</b> https://example.com" }, content: { repo: "mcp", issues: true } });
    await expect.element(summary).toBeVisible();
    expect(summary.element().querySelectorAll("button, input, select, textarea, a, [tabindex]")).toHaveLength(0);
    expect(summary.element().querySelector(".rme-message")?.textContent).toBe("<b>Bold</b> https://example.com");
  });

  test("unstyled: the same structure, without the stylesheet's root class", async () => {
    const { summary } = summaryOf({ action: "cancel" }, "en", true);
    await expect.element(summary).toHaveClass("rme-summary");
    await expect.element(summary).not.toHaveClass("rme-root");
    await expect.element(summary).toHaveAccessibleName("You closed the request from GitHub without answering.");
  });
});

describe("what an accepted form sent", () => {
  const content: ElicitContent = { repo: "react-mcp-elicitation", visibility: "private", topics: ["ts", "mcp"], issues: true, wiki: false, stars: 1000, due: "2026-03-15" };

  test("each value under its label, a choice by its option's label, true and false as words", async () => {
    const { summary } = summaryOf({ content });
    await expect.element(summary).toBeVisible();
    expect(pairs(summary.element())).toEqual([
      ["Repository", "react-mcp-elicitation"],
      ["Visibility", "Private"],
      ["Topics", "TypeScript and Model Context Protocol"],
      ["Enable issues", "Yes"],
      ["Enable wiki", "No"],
      ["Stars wanted", "1000"],
      ["Due", "2026-03-15"],
    ]);
    await expect.element(summary.getByRole("term").first()).toHaveTextContent("Repository");
    await expect.element(summary.getByRole("definition").nth(1)).toHaveTextContent("Private");
  });

  test("in Simplified Chinese: the locale's words and list", async () => {
    const { summary } = summaryOf({ content }, "zh-CN");
    await expect.element(summary).toBeVisible();
    expect(pairs(summary.element())).toEqual([
      ["Repository", "react-mcp-elicitation"],
      ["Visibility", "Private"],
      ["Topics", "TypeScript和Model Context Protocol"],
      ["Enable issues", "是"],
      ["Enable wiki", "否"],
      ["Stars wanted", "1000"],
      ["Due", "2026-03-15"],
    ]);
  });

  test("a masked value reads as a word: neither the secret nor the bullets reach the page", async () => {
    // The record as the queue keeps it (core/queue/history.ts).
    const sent = maskContent(form, { repo: "mcp", token: "ghp_s3cr3t" });
    expect(sent.masked).toEqual(["token"]);
    for (const [locale, word] of [["en", "Hidden"], ["zh-CN", "已隐藏"]] as const) {
      const { summary } = summaryOf({ content: sent.content, masked: sent.masked }, locale);
      await expect.element(summary).toBeVisible();
      expect(pairs(summary.element())).toEqual([["Repository", "mcp"], ["Access token", word]]);
      expect(summary.element().textContent).not.toContain("ghp_s3cr3t");
      expect(readText(summary.element())).not.toContain(MASKED[0]);
      await expect.element(summary.getByRole("definition").nth(1)).toHaveAttribute("data-masked");
      cleanup();
    }
    // A record that lists a value as masked but still holds it: the value is not shown either.
    const { summary } = summaryOf({ content: { token: "ghp_s3cr3t" }, masked: ["token"] });
    await expect.element(summary.getByRole("definition")).toHaveTextContent("Hidden");
    expect(summary.element().textContent).not.toContain("ghp_s3cr3t");
  });

  test.each<[string, ElicitContent | undefined]>([
    ["no content", undefined],
    ["empty content", {}],
  ])("%s: says nothing was sent", async (_, sent) => {
    const { summary } = summaryOf({ ...(sent ? { content: sent } : {}) });
    await expect.element(summary.getByText("Nothing was sent.")).toBeVisible();
    expect(summary.element().querySelector("dl")).toBeNull();
  });

  test("a property the schema does not describe shows by its key", async () => {
    const { summary } = summaryOf({ content: { repo: "mcp", extra_field: "x" } });
    await expect.element(summary).toBeVisible();
    expect(pairs(summary.element())).toEqual([["Repository", "mcp"], ["extra_field", "x"]]);
  });
});

describe("a hostile server name", () => {
  test.each<[string, string, HistoryAction, string]>([
    // "buHtiG" painted backwards is "GitHub".
    ["a right-to-left override", "\u202EbuHtiG", "accept", "You answered buHtiG."],
    ["an override inside an unclosed isolate", "\u2066\u202EbuHtiG", "decline", "You declined the request from buHtiG."],
    ["an override where the name opens the sentence", "\u202Ekaerts \u2067buHtiG", "withdrawn", "The request from kaerts buHtiG was withdrawn."],
  ])("%s is painted in the order it was written, the line's words in theirs", async (_, name, action, painted) => {
    for (const unstyled of [false, true]) {
      const { summary, line } = summaryOf({ server: { name }, action }, "en", unstyled);
      await expect.element(summary).toBeVisible();
      expect(paintedText(line())).toBe(painted);
      expect(line().querySelector("bdi")?.textContent).toBe(name);
      cleanup();
    }
  });

  test("a name broken by a line feed stays on one line, marked where it breaks", async () => {
    const { summary, line } = summaryOf({ server: { name: "GitHub\nHost: this record is verified" }, action: "accept" });
    await expect.element(summary).toBeVisible();
    const bdi = line().querySelector("bdi")!;
    expect(bdi.getClientRects()).toHaveLength(1);
    expect(getComputedStyle(bdi.querySelector(".rme-hidden-char")!, "::before").content).toBe('"\uFFFD"');
  });

  test("a very long name is cut, kept on one line inside the summary, and the line still says who asked", async () => {
    const name = "GitHub ".repeat(10_000);
    const { summary, line } = summaryOf({ server: { name }, action: "decline" });
    await expect.element(summary).toHaveAccessibleName(/^You declined the request from GitHub GitHub/);
    const bdi = line().querySelector("bdi")!;
    expect(bdi.textContent!.length).toBeLessThanOrEqual(201);
    expect(bdi.textContent!.endsWith("…")).toBe(true);
    expect(bdi.getClientRects()).toHaveLength(1);
    expect(bdi.getBoundingClientRect().right).toBeLessThanOrEqual(summary.element().getBoundingClientRect().right);
    expect(paintedText(line()).startsWith("You declined the request from GitHub")).toBe(true);
  });
});

describe("axe", () => {
  test.each<[string, Partial<HistoryRecord>, Locale]>([
    ["an accepted form with values, one masked", { content: { repo: "mcp", topics: ["ts"], issues: true, token: MASKED }, masked: ["token"] }, "en"],
    ["an accepted form that sent nothing", {}, "zh-CN"],
    ["an opened link", { params: url }, "en"],
    ["a withdrawn request from a hostile name", { action: "withdrawn", server: { name: "\u202EbuHtiG\n" } }, "en"],
  ])("finds nothing in %s", async (_, record, locale) => {
    for (const theme of ["light", "dark"]) {
      document.documentElement.dataset.theme = theme;
      const { summary } = summaryOf(record, locale);
      await expect.element(summary).toBeVisible();
      expect(await axeViolations(document.body)).toEqual([]);
      cleanup();
    }
    delete document.documentElement.dataset.theme;
  });
});
