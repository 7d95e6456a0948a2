// A URL flow the person consented to, in the provider's default `urlWaiting="background"`: the prompt closes,
// a card at the page's edge says the flow goes on in the other tab, and the host stays usable meanwhile (a
// server may never send the completion notice). The card ends with the notice, Done, or Cancel, and
// `waitForCompletion` says which.
import { act, cleanup } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import type { ServerIdentity } from "../index.ts";
import { recordWindowOpen } from "../../test/browserHelpers.ts";
import { stateOf } from "../../test/promises.ts";
import { renderProvider } from "../../test/renderProvider.tsx";
import { connect, city, github, weather } from "../../test/providerRequests.ts";

afterEach(() => cleanup());

const card = () => page.getByRole("region", { name: "Link from GitHub" });
const chat = () => page.getByRole("textbox", { name: "Chat" });
const openDialogs = () => [...document.querySelectorAll("dialog")].filter((d) => d.open);
/** Long enough for any late re-render or timer to show. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

async function consent() {
  await userEvent.click(page.getByRole("button", { name: "Open auth.example.com" }));
}

describe('urlWaiting="background" (the default)', () => {
  test("after Open the modal closes, focus goes back, the card waits, and the host can be used", async () => {
    const opened = recordWindowOpen();
    const { ask, elicit } = renderProvider();
    await userEvent.click(chat());
    const answer = ask(connect("e1"), github);
    const completion = elicit().waitForCompletion("e1");
    await consent();
    await expect(answer).resolves.toEqual({ action: "accept" });
    expect(opened).toHaveLength(1);

    await expect.poll(() => openDialogs().length).toBe(0);
    await expect.element(card()).toBeVisible();
    await expect.element(card().getByRole("status")).toHaveTextContent(/Continue in the new tab/);
    await expect.element(card().getByRole("button", { name: "Done" })).toBeVisible();
    await expect.element(card().getByRole("button", { name: "Cancel" })).toBeVisible();
    // Focus is back in the chat box, and the page is not inert (a click would land on a modal's backdrop).
    await expect.element(chat()).toHaveFocus();
    await userEvent.click(chat());
    await userEvent.fill(chat(), "still here");
    await expect.element(chat()).toHaveValue("still here");
    await settle();
    expect(await stateOf(completion)).toBe("pending");
  });

  test("a request arriving while one waits is shown at once, the card stays beside it", async () => {
    recordWindowOpen();
    const { ask, elicit } = renderProvider();
    void ask(connect("e2"), github);
    await consent();
    const next = ask(city, weather);
    await expect.element(page.getByRole("dialog")).toHaveAccessibleDescription("Which city?");
    // A waiting flow takes no turn: no "Request 1 of 2".
    expect(page.getByText(/Request \d of \d/).elements()).toHaveLength(0);
    await userEvent.fill(page.getByRole("textbox", { name: "City" }), "Oslo");
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect(next).resolves.toEqual({ action: "accept", content: { city: "Oslo" } });
    await expect.element(card()).toBeVisible();
    act(() => elicit().complete("e2"));
    await expect.element(card().getByRole("status")).toHaveTextContent("Finished: the server has confirmed.");
  });

  test("the completion notice: the card says so, waitForCompletion resolves, the card leaves after a moment", async () => {
    recordWindowOpen();
    const { ask, elicit } = renderProvider({ noticeDuration: 400 });
    void ask(connect("e3"), github);
    const completion = elicit().waitForCompletion("e3");
    await consent();
    await expect.element(card()).toBeVisible();
    act(() => elicit().complete("e3"));
    await expect(completion).resolves.toBe("complete");
    await expect.element(card().getByRole("status")).toHaveTextContent("Finished: the server has confirmed.");
    // Nothing is left to give up: only Done.
    expect(card().getByRole("button", { name: "Cancel" }).elements()).toHaveLength(0);
    await expect.poll(() => card().elements().length).toBe(0);
  });

  test("Done: waitForCompletion says done and the card leaves", async () => {
    recordWindowOpen();
    const { ask, elicit } = renderProvider();
    void ask(connect("e4"), github);
    const completion = elicit().waitForCompletion("e4");
    await consent();
    await userEvent.click(card().getByRole("button", { name: "Done" }));
    await expect(completion).resolves.toBe("done");
    await expect.poll(() => card().elements().length).toBe(0);
  });

  test("Cancel: waitForCompletion says cancelled and the card leaves", async () => {
    recordWindowOpen();
    const { ask, elicit } = renderProvider();
    void ask(connect("e5"), github);
    const completion = elicit().waitForCompletion("e5");
    await consent();
    await userEvent.click(card().getByRole("button", { name: "Cancel" }));
    await expect(completion).resolves.toBe("cancelled");
    await expect.poll(() => card().elements().length).toBe(0);
  });

  test("two flows wait at once, each in its own card, each ended by its own notice", async () => {
    recordWindowOpen();
    const { ask, elicit } = renderProvider({ noticeDuration: 60_000 });
    const linear: ServerIdentity = { name: "linear", title: "Linear" };
    void ask(connect("g"), github);
    void ask({ ...connect("l"), url: "https://linear.example.org/auth" }, linear);
    await consent();
    await userEvent.click(page.getByRole("button", { name: "Open linear.example.org" }));
    const linearCard = page.getByRole("region", { name: "Link from Linear" });
    await expect.element(card()).toBeVisible();
    await expect.element(linearCard).toBeVisible();
    act(() => elicit().complete("l"));
    await expect.element(linearCard.getByRole("status")).toHaveTextContent("Finished: the server has confirmed.");
    await expect.element(card().getByRole("status")).toHaveTextContent(/Continue in the new tab/);
  });

  test("without an elicitationId (nothing can complete it) nothing waits", async () => {
    recordWindowOpen();
    const { ask } = renderProvider();
    const answer = ask(connect(), github);
    await consent();
    await expect(answer).resolves.toEqual({ action: "accept" });
    await settle();
    expect(card().elements()).toHaveLength(0);
    expect(openDialogs()).toHaveLength(0);
  });

  test("unmounting the provider settles what waits as cancelled", async () => {
    recordWindowOpen();
    const { ask, elicit, unmount } = renderProvider();
    void ask(connect("e6"), github);
    const completion = elicit().waitForCompletion("e6");
    await consent();
    await expect.element(card()).toBeVisible();
    unmount();
    await expect(completion).resolves.toBe("cancelled");
  });

  test("zh-CN: the card speaks Chinese", async () => {
    recordWindowOpen();
    const { ask } = renderProvider({ locale: "zh-CN" });
    void ask(connect("e7"), github);
    await userEvent.click(page.getByRole("button", { name: "打开 auth.example.com" }));
    const zhCard = page.getByRole("region", { name: "来自 GitHub 的链接" });
    await expect.element(zhCard.getByRole("status")).toHaveTextContent(/请在新标签页中继续/);
    await expect.element(zhCard.getByRole("button", { name: "完成" })).toBeVisible();
  });
});
