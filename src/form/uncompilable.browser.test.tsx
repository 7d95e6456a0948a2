// A schema the validator cannot compile (a pattern no regular-expression engine reads) is shown as an
// unsupported schema after the first frame, not a crash, and the person can still decline.
import { cleanup, render } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { ElicitationDialog, type ElicitRequestFormParams, type ElicitResult } from "../index.ts";

afterEach(() => cleanup());

test("an uncompilable pattern becomes an alert with Decline and no Submit", async () => {
  const onRespond = vi.fn<(r: ElicitResult) => void>();
  const request = {
    message: "Choose a handle",
    requestedSchema: { type: "object", properties: { handle: { type: "string", pattern: "([a-z" } } },
  } as ElicitRequestFormParams;
  render(<ElicitationDialog server={{ name: "weather" }} request={request} onRespond={onRespond} />);
  const dialog = page.getByRole("dialog", { name: /weather/ });
  await expect.element(dialog.getByRole("alert")).toHaveTextContent(/cannot be read/);
  expect(dialog.getByRole("button", { name: "Submit" }).elements()).toHaveLength(0);
  await userEvent.click(dialog.getByRole("button", { name: "Decline" }));
  expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
});

test("a pattern valid only without the u flag still validates, as the server reads it", async () => {
  const onRespond = vi.fn<(r: ElicitResult) => void>();
  const request = {
    message: "Choose a handle",
    requestedSchema: { type: "object", properties: { handle: { type: "string", pattern: "^[\\w-.]+$" } }, required: ["handle"] },
  } as ElicitRequestFormParams;
  render(<ElicitationDialog server={{ name: "weather" }} request={request} onRespond={onRespond} />);
  const dialog = page.getByRole("dialog", { name: /weather/ });
  await userEvent.fill(dialog.getByRole("textbox", { name: "Handle" }), "no spaces!");
  await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
  await expect.element(dialog.getByRole("textbox", { name: "Handle" })).toHaveAttribute("aria-invalid", "true");
  expect(onRespond).not.toHaveBeenCalled();
  await userEvent.fill(dialog.getByRole("textbox", { name: "Handle" }), "ada.lovelace-1");
  await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
  expect(onRespond.mock.calls).toEqual([[{ action: "accept", content: { handle: "ada.lovelace-1" } }]]);
});
