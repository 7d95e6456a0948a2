// A locale other than English loads on demand, with the first request shown in it (core/i18n/catalogues.ts).
// This file runs in a page of its own, so the Chinese messages have not loaded when its dialog renders: it
// shows nothing in English meanwhile, then opens in Chinese with focus on its first field, as any dialog does.
import { cleanup, render } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import "../styles.css";
import { ElicitationDialog, type ElicitRequestFormParams } from "../index.ts";
import { localeLoaded } from "../core/i18n/catalogues.ts";

afterEach(() => cleanup());

const request: ElicitRequestFormParams = {
  mode: "form",
  message: "Which city?",
  requestedSchema: { type: "object", properties: { city: { type: "string", title: "City" } } },
};

test("a dialog in a locale that has not loaded opens once it has, in that locale, focus on its first field", async () => {
  expect(localeLoaded("zh-CN")).toBe(false);
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ""));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  render(<ElicitationDialog server={{ name: "weather", title: "Weather" }} request={request} onRespond={vi.fn()} locale="zh-CN" />);
  expect(document.querySelector("dialog")).toBeNull();
  const dialog = page.getByRole("dialog", { name: "来自 Weather 的请求" });
  await expect.element(dialog).toBeVisible();
  await expect.element(dialog.getByRole("textbox", { name: "City" })).toHaveFocus();
  observer.disconnect();
  // Nothing in English showed while the messages loaded.
  expect(seen.some((text) => /Submit|Request from/.test(text))).toBe(false);
});
