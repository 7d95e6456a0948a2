// What an inline card shows can load on demand: a locale's messages, URL inspection. This file runs in a page
// of its own, so neither has loaded when its request arrives. The card waits for it and arrives whole: when
// nothing has focus it takes focus, rather than arriving empty with nothing to focus.
import { cleanup } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { page } from "vitest/browser";
import "../styles.css";
import { ElicitationOutlet } from "../index.ts";
import { localeLoaded } from "../core/i18n/catalogues.ts";
import { renderProvider } from "../../test/renderProvider.tsx";
import { city, connect, github } from "../../test/providerRequests.ts";

afterEach(() => cleanup());

function inline(props = {}) {
  return renderProvider(
    { presentation: "inline", warmUp: false, ...props },
    { transcript: <main data-testid="transcript"><ElicitationOutlet /></main> },
  );
}

test("a form request in Chinese, the page's first: its first field takes focus once the messages have loaded", async () => {
  expect(localeLoaded("zh-CN")).toBe(false);
  const { ask } = inline({ locale: "zh-CN" });
  (document.activeElement as HTMLElement | null)?.blur();
  void ask(city, github);
  const field = page.getByTestId("transcript").getByRole("textbox", { name: "City" });
  await expect.element(field).toHaveFocus();
  await expect.element(page.getByTestId("transcript").getByRole("button", { name: "提交" })).toBeVisible();
});

test("a URL request, the page's first: its heading takes focus once URL inspection has loaded", async () => {
  // The test above showed a form only: URL inspection has not loaded in this page.
  const { ask } = inline();
  (document.activeElement as HTMLElement | null)?.blur();
  void ask(connect(), github);
  const heading = page.getByTestId("transcript").getByRole("heading", { name: /GitHub/ });
  await expect.element(heading).toHaveFocus();
  await expect.element(page.getByTestId("transcript").getByText("auth.example.com", { exact: false }).first()).toBeVisible();
});
