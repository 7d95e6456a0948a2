// <ElicitationForm> inline, as a chat transcript shows a request: a region named after the server,
// the same fields and buttons as the dialog, no modal, and exactly one answer.
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import { ElicitationForm, type ElicitResult } from "../index.ts";
import { specExamples, unsupported } from "../../stories/fixtures.ts";
import { settleAfter } from "../../test/settle.ts";

afterEach(() => cleanup());

const settle = settleAfter(150);

describe("ElicitationForm (inline)", () => {
  test("a region named after the server, described by the message, with Submit, Decline and Close", async () => {
    const onRespond = vi.fn<(r: ElicitResult) => void>();
    const { server, request } = specExamples.structured;
    render(
      <main>
        <p>Earlier in the conversation</p>
        <ElicitationForm server={server} request={request} onRespond={onRespond} />
        <button type="button">Host composer</button>
      </main>,
    );
    const region = page.getByRole("region", { name: /GitHub/ });
    await expect.element(region).toBeVisible();
    await expect.element(region).toHaveAccessibleDescription("Please provide your contact information");
    expect(region.element().querySelector("bdi")?.textContent).toBe("GitHub");
    expect(page.getByRole("dialog").elements()).toHaveLength(0);
    for (const name of ["Submit", "Decline", "Close"]) {
      await expect.element(region.getByRole("button", { name })).toBeVisible();
    }
    // Not modal: the rest of the page stays usable.
    await userEvent.click(page.getByRole("button", { name: "Host composer" }));
    await expect.element(page.getByRole("button", { name: "Host composer" })).toHaveFocus();

    await userEvent.fill(region.getByRole("textbox", { name: "Name", exact: true }), "Ada Lovelace");
    await userEvent.fill(region.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await userEvent.fill(region.getByRole("spinbutton", { name: "Age" }), "36");
    await userEvent.dblClick(region.getByRole("button", { name: "Submit" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([
      [{ action: "accept", content: { name: "Ada Lovelace", email: "ada@example.com", age: 36 } }],
    ]);
  });

  test("Decline and Close answer once, without content", async () => {
    const onRespond = vi.fn<(r: ElicitResult) => void>();
    render(<ElicitationForm {...specExamples.simpleText} onRespond={onRespond} />);
    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    // Force: a Close control disabled once answered is fine too; the point is what gets sent.
    await userEvent.click(page.getByRole("button", { name: "Close" }), { force: true });
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);

    cleanup();
    onRespond.mockClear();
    render(<ElicitationForm {...specExamples.simpleText} onRespond={onRespond} />);
    await userEvent.click(page.getByRole("button", { name: "Close" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
  });

  test("a schema that cannot be shown: an alert, Decline and Close, no Submit", async () => {
    const onRespond = vi.fn<(r: ElicitResult) => void>();
    render(<ElicitationForm {...unsupported} onRespond={onRespond} />);
    await expect.element(page.getByRole("alert")).toHaveTextContent(/“address”/);
    expect(page.getByRole("button", { name: "Submit" }).elements()).toHaveLength(0);
    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
  });

  test('in "zh-CN" the buttons read 提交, 拒绝 and 关闭', async () => {
    render(<ElicitationForm {...specExamples.simpleText} locale="zh-CN" onRespond={vi.fn()} />);
    for (const name of ["提交", "拒绝", "关闭"]) await expect.element(page.getByRole("button", { name })).toBeVisible();
  });
});
