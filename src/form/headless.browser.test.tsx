// Headless use in real Chromium: a host's own markup (stories/HeadlessForm.tsx) over useElicitationForm and
// useElicitationField sends the same content, shows the same errors and answers once.
import { act, cleanup, render, renderHook } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { useElicitationForm, type ElicitResult } from "../index.ts";
import { HeadlessForm } from "../../stories/HeadlessForm.tsx";
import { constrained, everyKind, unsupported } from "../../stories/fixtures.ts";
import { settleAfter } from "../../test/settle.ts";

afterEach(() => cleanup());

const settle = settleAfter(150);

function renderHeadless(fixture: typeof everyKind) {
  const onRespond = vi.fn<(result: ElicitResult) => void>();
  render(<HeadlessForm server={fixture.server} request={fixture.request} onRespond={onRespond} />);
  return onRespond;
}

test("every kind, drawn by the host, sends content typed as the schema says", async () => {
  const onRespond = renderHeadless(everyKind);
  await userEvent.fill(page.getByLabelText("Full name"), "Ada Lovelace");
  await userEvent.fill(page.getByLabelText("Email"), "ada@example.com");
  await userEvent.fill(page.getByLabelText("Departure date"), "2026-04-01");
  await userEvent.fill(page.getByLabelText("Travellers"), "3");
  await userEvent.click(page.getByLabelText("Add travel insurance"));
  await userEvent.click(page.getByRole("group", { name: "Seat" }).getByRole("radio", { name: "Aisle" }));
  await userEvent.click(page.getByRole("group", { name: "Cabin" }).getByRole("radio", { name: "Business" }));
  await userEvent.click(page.getByRole("group", { name: "Meals" }).getByRole("checkbox", { name: "Dinner" }));
  await userEvent.click(page.getByRole("group", { name: "Meals" }).getByRole("checkbox", { name: "Breakfast" }));
  await userEvent.dblClick(page.getByRole("button", { name: "Send" }));
  await settle();
  expect(onRespond.mock.calls).toEqual([
    [
      {
        action: "accept",
        content: {
          name: "Ada Lovelace", email: "ada@example.com", departure: "2026-04-01", travellers: 3,
          insurance: true, seat: "Aisle", cabin: "business", meals: ["Breakfast", "Dinner"],
        },
      },
    ],
  ]);
  await expect.element(page.getByText("Thanks, Travel Agent has your answer.")).toBeVisible();
});

test("errors: on the host's own controls, wired for assistive technology, focus on the first; nothing sent", async () => {
  const onRespond = renderHeadless(constrained);
  const username = page.getByLabelText("Username (required)");
  await userEvent.fill(username, "Ab");
  await userEvent.fill(page.getByLabelText("Email (required)"), "a@b");
  await userEvent.click(page.getByRole("button", { name: "Send" }));
  await expect.element(username).toHaveAttribute("aria-invalid", "true");
  await expect.element(username).toHaveAccessibleDescription(/Enter at least 3 characters/);
  await expect.element(username).toHaveFocus();
  await expect.element(page.getByLabelText("Email (required)")).toHaveAccessibleDescription(/Enter an email address/);
  await expect.element(page.getByRole("status")).toHaveTextContent("3 to fix");
  // Live once shown.
  await userEvent.fill(username, "ada");
  await expect.element(username).not.toHaveAttribute("aria-invalid");
  expect(onRespond).not.toHaveBeenCalled();
});

test("decline and cancel answer once, without content", async () => {
  const onRespond = renderHeadless(everyKind);
  await userEvent.click(page.getByRole("button", { name: "No thanks" }));
  await settle();
  expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
  cleanup();
  const second = renderHeadless(everyKind);
  await userEvent.click(page.getByRole("button", { name: "Not now" }));
  expect(second.mock.calls).toEqual([[{ action: "cancel" }]]);
});

test("a schema that cannot be shown: its message, and no Send", async () => {
  renderHeadless(unsupported as typeof everyKind);
  await expect.element(page.getByRole("alert")).toHaveTextContent(/address/);
  expect(page.getByRole("button", { name: "Send" }).elements()).toHaveLength(0);
});

test("an answer that was not sent: the form opens with what was typed and says why; submitted as it is, it sends it", async () => {
  const onRespond = vi.fn<(result: ElicitResult) => void>();
  const { result } = renderHook(() =>
    useElicitationForm({
      request: constrained.request,
      onRespond,
      unsent: { why: "unreadable", content: { username: "ada", email: "ada@example.com", age: 30 } },
    }),
  );
  expect(result.current.unsentWhy).toBe("unreadable");
  expect(result.current.restoredDraft).toBe(false);
  act(() => result.current.submit());
  await vi.waitFor(() => expect(onRespond).toHaveBeenCalledTimes(1));
  expect(onRespond.mock.calls[0]![0]).toEqual({ action: "accept", content: { username: "ada", email: "ada@example.com", age: 30 } });
});
