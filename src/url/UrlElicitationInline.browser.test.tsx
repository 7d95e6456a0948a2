// <UrlElicitationInline> in real Chromium: the URL prompt's content and rules in a card inside the chat
// transcript rather than a modal. It takes no focus and blocks nothing; Escape works only from inside it.
import { cleanup, render } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import type { ElicitResult } from "../index.ts";
import type { UrlElicitationPromptProps } from "./UrlElicitationPrompt.tsx";
import { UrlElicitationInline } from "./UrlElicitationInline.tsx";
import { inspectUrl } from "../core/url/inspectUrl.ts";
import { urlRequests } from "../../stories/fixtures.ts";
import { axeViolations, recordWindowOpen } from "../../test/browserHelpers.ts";

afterEach(() => cleanup());

/** Long enough for any late, second answer to arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

const ordinary = urlRequests.ordinary;
const HREF = inspectUrl(ordinary.request.url).href!;
const NO_OPENER = ["_blank", "noopener,noreferrer"];
const TITLE = "GitHub wants you to open a link";

/** A chat transcript with the card in it, and the box the person types in. */
function chatPage(props: UrlElicitationPromptProps) {
  return (
    <main>
      <h1>Chat</h1>
      <label>
        Chat
        <textarea />
      </label>
      <UrlElicitationInline {...props} />
    </main>
  );
}

function renderInline(ui: Partial<UrlElicitationPromptProps> = {}) {
  const onRespond = vi.fn<(r: ElicitResult) => void>();
  const opened = recordWindowOpen();
  const props = { server: ordinary.server, request: ordinary.request, onRespond, ...ui };
  const view = render(chatPage(props));
  const rerender = (changes: Partial<UrlElicitationPromptProps>) => view.rerender(chatPage({ ...props, ...changes }));
  return { ...view, rerender, onRespond, opened, card: page.getByRole("region", { name: TITLE }) };
}

const chatBox = () => page.getByRole("textbox", { name: "Chat" });
const openButton = () => page.getByRole("button", { name: "Open mcp.example.com", exact: true });
/** The card's element, shown or not (once answered it leaves the accessibility tree). */
const cardElement = () => document.querySelector<HTMLElement>("section.rme-inline--url")!;

/** Every button's accessible name in the card. */
const buttonNames = () =>
  page
    .getByRole("region", { name: TITLE })
    .getByRole("button")
    .elements()
    .map((button) => button.getAttribute("aria-label") ?? button.textContent);

describe("in the transcript", () => {
  test("a region named after the server and described by the message, with the whole URL; no dialog", async () => {
    const { card } = renderInline();
    await expect.element(card).toBeVisible();
    await expect.element(card).toHaveAccessibleDescription(ordinary.request.message);
    await expect.element(card.getByText(HREF, { exact: true })).toBeVisible();
    expect([...card.element().querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["example.com"]);
    await expect.element(card.getByText("You will go to")).toHaveTextContent("You will go to mcp.example.com");
    expect(buttonNames()).toEqual(["Close", "Copy link", "Decline", "Open mcp.example.com"]);
    expect(card.element().getAttribute("data-state")).toBe("open");
    expect(document.querySelector("dialog")).toBeNull();

    // Nothing behind it is inert: the chat box still takes typing.
    await userEvent.click(chatBox());
    await userEvent.keyboard("still here");
    await expect.element(chatBox()).toHaveValue("still here");
  });

  test("appearing while the person types takes no focus, and their typing goes on", async () => {
    const onRespond = vi.fn();
    const opened = recordWindowOpen();
    function Chat() {
      const [request, setRequest] = useState<typeof ordinary.request | null>(null);
      return (
        <main>
          <label>
            Chat
            <textarea onKeyDown={(event) => event.key === "!" && setRequest(ordinary.request)} />
          </label>
          {request ? <UrlElicitationInline server={ordinary.server} request={request} onRespond={onRespond} /> : null}
        </main>
      );
    }
    render(<Chat />);
    await userEvent.click(chatBox());
    await userEvent.keyboard("hello!");
    await expect.element(page.getByRole("region", { name: TITLE })).toBeVisible();
    await settle();
    await expect.element(chatBox()).toHaveFocus();
    await userEvent.keyboard(" more{Enter} ");
    await expect.element(chatBox()).toHaveValue("hello! more\n ");
    expect(onRespond).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
  });

  test("axe finds nothing, before consent and while waiting", async () => {
    const { card } = renderInline({ status: "waiting" });
    await expect.element(card).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(openButton());
    await expect.element(card.getByRole("status")).toHaveTextContent("Continue in the new tab");
    expect(await axeViolations()).toEqual([]);
  });
});

describe("Escape", () => {
  test("inside the card cancels, exactly once, and the card empties", async () => {
    const { card, onRespond, opened } = renderInline();
    await expect.element(card).toBeVisible();
    // Tab from the chat box into the card, as a person would.
    await userEvent.click(chatBox());
    await userEvent.keyboard("{Tab}");
    await expect.element(card.getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await settle();
    await userEvent.keyboard("{Escape}");
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
    expect(opened).toEqual([]);
    expect(page.getByRole("region").elements()).toHaveLength(0);
    expect(cardElement().getAttribute("data-state")).toBe("answered");
    expect(cardElement().querySelectorAll("button")).toHaveLength(0);
  });

  test("outside the card does nothing", async () => {
    const { card, onRespond } = renderInline();
    await userEvent.click(chatBox());
    await userEvent.keyboard("{Escape}");
    await settle();
    expect(onRespond).not.toHaveBeenCalled();
    await expect.element(card).toBeVisible();
  });

  test("already handled by something inside the card does nothing", async () => {
    const { card, onRespond } = renderInline();
    const decline = card.getByRole("button", { name: "Decline" });
    await expect.element(decline).toBeVisible();
    decline.element().addEventListener("keydown", (event) => {
      if ((event as KeyboardEvent).key === "Escape") event.preventDefault();
    });
    (decline.element() as HTMLElement).focus();
    await userEvent.keyboard("{Escape}");
    await settle();
    expect(onRespond).not.toHaveBeenCalled();
    await expect.element(card).toBeVisible();
  });
});

describe("answering", () => {
  test("Open accepts once and opens the URL in a new tab with no opener; nothing opened before", async () => {
    const { card, onRespond, opened } = renderInline();
    await expect.element(card).toBeVisible();
    await settle();
    expect(opened).toEqual([]);
    await userEvent.click(openButton());
    await settle();
    await userEvent.keyboard("{Escape}");
    await settle();
    expect(opened).toEqual([[HREF, ...NO_OPENER]]);
    expect(onRespond.mock.calls).toEqual([[{ action: "accept" }]]);
    expect(page.getByRole("region").elements()).toHaveLength(0);
  });

  test("Decline declines once and opens nothing", async () => {
    const { card, onRespond, opened } = renderInline();
    await userEvent.dblClick(card.getByRole("button", { name: "Decline" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
    expect(opened).toEqual([]);
    expect(page.getByRole("region").elements()).toHaveLength(0);
  });

  test("the Close button cancels", async () => {
    const { card, onRespond } = renderInline();
    await userEvent.click(card.getByRole("button", { name: "Close" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
  });
});

describe("after consent", () => {
  test('status="waiting": the card waits with Cancel and Done, keeps focus, and Escape gives up once', async () => {
    const onDone = vi.fn();
    const onCancelWaiting = vi.fn();
    const { card, onRespond, opened } = renderInline({ status: "waiting", onDone, onCancelWaiting });
    await userEvent.click(openButton());
    await expect.element(card.getByText("Continue in the new tab")).toBeVisible();
    expect(buttonNames()).toEqual(["Close", "Cancel", "Done"]);
    expect(opened).toEqual([[HREF, ...NO_OPENER]]);
    // The Open button is gone; focus stays in the card, on its heading, so Escape still reaches it.
    await expect.element(card.getByRole("heading", { name: TITLE })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await settle();
    await userEvent.keyboard("{Escape}");
    await settle();
    expect(onCancelWaiting).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept" }]]);
    expect(page.getByRole("region").elements()).toHaveLength(0);
  });

  test('rerendering with status="complete" says so; Done calls onDone', async () => {
    const onDone = vi.fn();
    const onCancelWaiting = vi.fn();
    const { card, rerender, onRespond } = renderInline({ status: "waiting", onDone, onCancelWaiting });
    await userEvent.click(openButton());
    await expect.element(card.getByText("Continue in the new tab")).toBeVisible();
    rerender({ status: "complete" });
    await expect.element(card.getByText("Finished: the server has confirmed.")).toBeVisible();
    expect(buttonNames()).toEqual(["Close", "Done"]);
    await userEvent.click(card.getByRole("button", { name: "Done" }));
    await settle();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onCancelWaiting).not.toHaveBeenCalled();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept" }]]);
    expect(page.getByRole("region").elements()).toHaveLength(0);
  });

  test('status="waiting" given before consent: Decline shows no waiting screen', async () => {
    const onCancelWaiting = vi.fn();
    const { card, onRespond } = renderInline({ status: "waiting", onCancelWaiting });
    await userEvent.click(card.getByRole("button", { name: "Decline" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
    expect(page.getByText("Continue in the new tab").elements()).toHaveLength(0);
    expect(onCancelWaiting).not.toHaveBeenCalled();
  });
});
