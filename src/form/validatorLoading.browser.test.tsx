// The validator loads on demand, after a form's fields are painted (core/validation/compile.ts). This file
// runs in a page of its own, so it starts without it: a field left before it has loaded still shows its
// error, and a submit still waits for the judge.
import { expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import { ElicitationForm, type ElicitRequestFormParams } from "../index.ts";
import { validatorLoaded } from "../core/validation/compile.ts";
import { renderAsHost } from "../../test/browserHelpers.ts";

const request: ElicitRequestFormParams = {
  mode: "form",
  message: "Who are you?",
  requestedSchema: { type: "object", properties: { name: { type: "string", title: "Name", minLength: 3 } }, required: ["name"] },
};

test("a field left before the validator has loaded shows its error once it has", async () => {
  expect(validatorLoaded()).toBe(false);
  const onRespond = vi.fn();
  const name = page.getByRole("textbox", { name: "Name" });
  // The field as soon as React commits it, before the first frame is painted: the load that follows that frame
  // has not begun (awaiting a poll instead could let it finish first on a busy machine).
  const committed = new Promise<HTMLInputElement>((resolve) => {
    const observer = new MutationObserver(() => {
      const found = name.query();
      if (!found) return;
      observer.disconnect();
      resolve(found as HTMLInputElement);
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  renderAsHost(<ElicitationForm server={{ name: "early" }} request={request} onRespond={onRespond} />);
  // Typed and left in the same task as the commit.
  const input = await committed;
  input.focus();
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  setValue.call(input, "ab");
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.blur();
  const loadedWhenLeft = validatorLoaded();
  expect(loadedWhenLeft).toBe(false);
  await expect.element(name).toHaveAttribute("aria-invalid", "true");
  await expect.element(page.getByText("at least 3 characters", { exact: false })).toBeVisible();

  await userEvent.fill(name, "Ada");
  await userEvent.click(page.getByRole("button", { name: "Submit" }));
  await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "accept", content: { name: "Ada" } }]]);
});
