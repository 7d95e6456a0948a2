// A failed submit tells a screen-reader user how many fields need attention, once, through a live region,
// while focus moves to the first of them.
import { cleanup, render } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { ElicitationDialog } from "../index.ts";
import { constrained } from "../../stories/fixtures.ts";

afterEach(() => cleanup());

test("the number of invalid fields is announced on each failed submit, and only then", async () => {
  render(<ElicitationDialog {...constrained} onRespond={() => {}} />);
  const dialog = page.getByRole("dialog");
  const status = dialog.getByRole("status");
  await expect.element(status).toHaveTextContent("");
  await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
  await expect.element(status).toHaveTextContent("3 fields need your attention.");
  await expect.element(dialog.getByRole("textbox", { name: "Username" })).toHaveFocus();

  // Typing does not speak; the next failed submit says the new count, and says it even when unchanged.
  await userEvent.fill(dialog.getByRole("textbox", { name: "Username" }), "ada");
  await expect.element(status).toHaveTextContent(/^3 fields/);
  await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
  await expect.element(status).toHaveTextContent("2 fields need your attention.");
  const first = status.element().textContent;
  await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
  await expect.element(status).toHaveTextContent("2 fields need your attention.");
  expect(status.element().textContent).not.toBe(first);
});

test("zh-CN announces in Chinese", async () => {
  render(<ElicitationDialog {...constrained} locale="zh-CN" onRespond={() => {}} />);
  const dialog = page.getByRole("dialog");
  await userEvent.click(dialog.getByRole("button", { name: "提交" }));
  await expect.element(dialog.getByRole("status")).toHaveTextContent("有 3 个字段需要修改。");
});
