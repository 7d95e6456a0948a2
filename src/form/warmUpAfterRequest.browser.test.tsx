// A page whose first request came before its idle time: the form has run, so warming up runs nothing more
// beside it (its own page: warming happens once per page, see warmUp.browser.test.tsx).
import { expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { ElicitationForm, warmUpElicitation, type ElicitRequestFormParams } from "../index.ts";
import { renderAsHost } from "../../test/browserHelpers.ts";

test("warming up after a request has been shown adds nothing to the page", async () => {
  const request: ElicitRequestFormParams = {
    mode: "form",
    message: "Which city?",
    requestedSchema: { type: "object", properties: { city: { type: "string", title: "City" } } },
  };
  renderAsHost(<ElicitationForm server={{ name: "shop" }} request={request} onRespond={vi.fn()} />);
  await expect.element(page.getByRole("textbox", { name: "City" })).toBeVisible();
  const before = [...document.body.children];
  const added: Node[] = [];
  const observer = new MutationObserver((records) => records.forEach((r) => added.push(...r.addedNodes)));
  observer.observe(document.body, { childList: true });

  await warmUpElicitation();
  observer.disconnect();

  expect(added).toEqual([]);
  expect([...document.body.children]).toEqual(before);
});
