// A host's own field component that throws takes the fields down, not the request: the person sees an
// alert, can still decline or close, and the host's promise settles exactly once.
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import { ElicitationDialog, ElicitationForm, type ElicitResult, type FieldComponents } from "../index.ts";
import { specExamples } from "../../stories/fixtures.ts";

const { server, request } = specExamples.structured;

function Broken(): never {
  throw new Error("the host's component failed");
}
const components: FieldComponents = { text: Broken };

beforeEach(() => {
  // React reports the caught error on the console; the test is about what the person sees.
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

test.each([
  ["Decline", "decline"],
  ["Close", "cancel"],
] as const)("the dialog shows an alert, offers no Submit, and %s answers %s once", async (button, action) => {
  const onRespond = vi.fn<(result: ElicitResult) => void>();
  render(<ElicitationDialog server={server} request={request} onRespond={onRespond} components={components} />);
  await expect.element(page.getByRole("alert")).toHaveTextContent("This request cannot be shown");
  await expect.element(page.getByRole("dialog")).toBeVisible();
  expect(page.getByRole("button", { name: "Submit" }).elements()).toHaveLength(0);
  await userEvent.click(page.getByRole("button", { name: button, exact: true }));
  await expect.poll(() => onRespond.mock.calls).toEqual([[{ action }]]);
});

test("the inline form does the same, in Simplified Chinese too", async () => {
  const onRespond = vi.fn<(result: ElicitResult) => void>();
  render(<ElicitationForm server={server} request={request} onRespond={onRespond} components={components} locale="zh-CN" />);
  await expect.element(page.getByRole("alert")).toHaveTextContent("无法显示此请求");
  await userEvent.click(page.getByRole("button", { name: "拒绝" }));
  await expect.poll(() => onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
});
