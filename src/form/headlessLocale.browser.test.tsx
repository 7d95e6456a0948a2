// The headless hook in a locale that has not loaded (core/i18n/catalogues.ts): in a page of its own, so the
// Chinese messages load with it. It suspends to the host's own Suspense boundary until they have, then reads
// them; docs/guides/headless.md says so beside the hook.
import { cleanup, render } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { useElicitationForm, type ElicitRequestFormParams } from "../index.ts";
import { localeLoaded } from "../core/i18n/catalogues.ts";

afterEach(() => cleanup());

const request: ElicitRequestFormParams = {
  mode: "form",
  message: "Which city?",
  requestedSchema: { type: "object", properties: { city: { type: "string", title: "City" } } },
};

function HeadlessForm() {
  const form = useElicitationForm({ request, onRespond: vi.fn(), locale: "zh-CN" });
  return <button type="submit">{form.t("submit")}</button>;
}

test("the hook suspends to the host's boundary until the messages load, then reads them", async () => {
  expect(localeLoaded("zh-CN")).toBe(false);
  render(
    <Suspense fallback={<p>Host is loading</p>}>
      <HeadlessForm />
    </Suspense>,
  );
  expect(document.body.textContent).toContain("Host is loading");
  await expect.element(page.getByRole("button", { name: "提交" })).toBeVisible();
  expect(document.body.textContent).not.toContain("Host is loading");
});
