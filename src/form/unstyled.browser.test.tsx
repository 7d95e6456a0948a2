// `unstyled`: structure only. The default stylesheet is loaded, yet nothing of it applies, while the
// class names and data-* state a host styles by are all still there.
import { cleanup, render } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { page } from "vitest/browser";
import "../styles.css";
import { ElicitationDialog } from "../index.ts";
import { constrained } from "../../stories/fixtures.ts";

afterEach(() => cleanup());

const accent = "rgb(35, 83, 201)";

test("the themed dialog paints Submit in the accent colour", async () => {
  render(<ElicitationDialog {...constrained} onRespond={() => {}} />);
  const submit = page.getByRole("button", { name: "Submit" }).element();
  expect(getComputedStyle(submit).backgroundColor).toBe(accent);
});

test("unstyled keeps structure, names and state, and none of the theme", async () => {
  render(<ElicitationDialog {...constrained} unstyled onRespond={() => {}} />);
  const dialog = page.getByRole("dialog", { name: /GitHub/ });
  await expect.element(dialog).toBeVisible();
  const root = dialog.element();
  expect(root.classList.contains("rme-root")).toBe(false);
  expect(root.classList.contains("rme-dialog")).toBe(true);
  expect(root.getAttribute("data-state")).toBe("open");
  const submit = page.getByRole("button", { name: "Submit" }).element();
  expect(submit.classList.contains("rme-button--primary")).toBe(true);
  expect(getComputedStyle(submit).backgroundColor).not.toBe(accent);
  // The error slot is not reserved either: that is the host's to style.
  const error = root.querySelector(".rme-field__error")!;
  expect(getComputedStyle(error).minHeight).toBe("0px");
});
