// The provider's inline presentation: requests answered where the host puts <ElicitationOutlet> (a chat
// transcript). The card does not take focus from someone typing; its arrival is said once, and a button and a
// shortcut lead to it; Escape inside it dismisses; what no outlet shows falls back to the modal; and each
// answered request leaves a read-only summary of what was sent.
import { act, cleanup } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import { ElicitationOutlet, useElicitationHistory, type ElicitationOutletProps, type HistoryRecord } from "../index.ts";
import { axeViolations, recordWindowOpen } from "../../test/browserHelpers.ts";
import { stateOf } from "../../test/promises.ts";
import { renderProvider } from "../../test/renderProvider.tsx";
import { city, connect, github, weather } from "../../test/providerRequests.ts";

afterEach(() => cleanup());

const chat = () => page.getByRole("textbox", { name: "Chat" });
const transcript = () => page.getByTestId("transcript");
const cityField = () => transcript().getByRole("textbox", { name: "City" });
const arrival = () => [...document.querySelectorAll<HTMLElement>('[role="status"]')].find((e) => e.classList.contains("rme-arrival"))!;
const openDialogs = () => [...document.querySelectorAll("dialog")].filter((d) => d.open);
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

let history: readonly HistoryRecord[] = [];
function History() {
  history = useElicitationHistory();
  return null;
}

function inline(outlet: ElicitationOutletProps = {}, props = {}) {
  return renderProvider(
    { presentation: "inline", warmUp: false, ...props },
    {
      transcript: (
        <main data-testid="transcript">
          <ElicitationOutlet {...outlet} />
          <History />
        </main>
      ),
    },
  );
}

describe("arriving", () => {
  test("while the person types, the card appears in the transcript, focus stays, and the arrival is said once", async () => {
    const { ask } = inline();
    await userEvent.click(chat());
    await userEvent.type(chat(), "hello");
    void ask(city, github);
    await expect.element(cityField()).toBeVisible();
    expect(openDialogs()).toHaveLength(0);
    await expect.element(chat()).toHaveFocus();
    expect(arrival().textContent).toMatch(/^GitHub asks for information\. Go to the request$/);
    // Typing on does not repeat it.
    const said = arrival().textContent;
    await userEvent.type(chat(), " there");
    await expect.element(chat()).toHaveValue("hello there");
    expect(arrival().textContent).toBe(said);
  });

  test("the announcement's button takes focus to the request's first field, and the announcement goes", async () => {
    const { ask } = inline();
    await userEvent.click(chat());
    void ask(city, github);
    await userEvent.click(page.getByRole("button", { name: "Go to the request" }));
    await expect.element(cityField()).toHaveFocus();
    await expect.poll(() => arrival().textContent).toBe("");
  });

  test("Alt+Shift+E moves focus from the chat box to the request; another shortcut can be chosen, or none", async () => {
    const { ask } = inline();
    await userEvent.click(chat());
    void ask(city, github);
    await expect.element(cityField()).toBeVisible();
    await userEvent.keyboard("{Alt>}{Shift>}E{/Shift}{/Alt}");
    await expect.element(cityField()).toHaveFocus();
    cleanup();

    const custom = inline({}, { focusShortcut: "Ctrl+Alt+7" });
    await userEvent.click(chat());
    void custom.ask(city, github);
    await expect.element(cityField()).toBeVisible();
    await userEvent.keyboard("{Alt>}{Shift>}E{/Shift}{/Alt}");
    await expect.element(chat()).toHaveFocus();
    await userEvent.keyboard("{Control>}{Alt>}7{/Alt}{/Control}");
    await expect.element(cityField()).toHaveFocus();
    cleanup();

    const none = inline({}, { focusShortcut: false });
    await userEvent.click(chat());
    void none.ask(city, github);
    await expect.element(cityField()).toBeVisible();
    await userEvent.keyboard("{Alt>}{Shift>}E{/Shift}{/Alt}");
    await expect.element(chat()).toHaveFocus();
  });

  test("once answered, focus goes back to where the person came from", async () => {
    const { ask } = inline();
    await userEvent.click(chat());
    const answer = ask(city, github);
    await expect.element(cityField()).toBeVisible();
    await userEvent.keyboard("{Alt>}{Shift>}E{/Shift}{/Alt}");
    await expect.element(cityField()).toHaveFocus();
    await userEvent.keyboard("Lisbon");
    await expect.element(cityField()).toHaveValue("Lisbon");
    await userEvent.keyboard("{Enter}");
    await expect(answer).resolves.toEqual({ action: "accept", content: { city: "Lisbon" } });
    await expect.element(chat()).toHaveFocus();
  });

  test("other requests coming and going change nothing: the arrival stays said, focus still goes back", async () => {
    const { ask } = inline();
    await userEvent.click(chat());
    const answer = ask(city, github);
    await expect.element(cityField()).toBeVisible();
    await userEvent.keyboard("{Alt>}{Shift>}E{/Shift}{/Alt}");
    await userEvent.keyboard("Lisbon");
    await expect.poll(() => arrival().textContent).toBe("");
    const controller = new AbortController();
    const other = ask({ ...city, message: "Which town?" }, weather, controller.signal);
    await expect.element(transcript().getByText("Request 1 of 2")).toBeVisible();
    act(() => controller.abort(new Error("gone")));
    await expect(other).rejects.toThrow("gone");
    await settle();
    expect(arrival().textContent).toBe("");
    await expect.element(cityField()).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(answer).resolves.toEqual({ action: "accept", content: { city: "Lisbon" } });
    await expect.element(chat()).toHaveFocus();
  });

  test("when nothing has focus, the card's first field takes it and nothing is announced", async () => {
    const { ask } = inline();
    (document.activeElement as HTMLElement | null)?.blur();
    void ask(city, github);
    await expect.element(cityField()).toHaveFocus();
    expect(arrival().textContent).toBe("");
  });
});

describe("scrolling", () => {
  function scrolling() {
    const view = renderProvider(
      { presentation: "inline", warmUp: false },
      {
        transcript: (
          <main data-testid="transcript" style={{ height: "300px", overflowY: "auto" }}>
            {Array.from({ length: 40 }, (_, i) => (
              <p key={i}>Message {i + 1}</p>
            ))}
            <ElicitationOutlet />
          </main>
        ),
      },
    );
    const scroller = document.querySelector<HTMLElement>('[data-testid="transcript"]')!;
    return { ...view, scroller };
  }
  const cardTop = () => document.querySelector("[data-elicitation-card]")!.getBoundingClientRect().top;

  test("at the end of the transcript, the card is brought into view", async () => {
    const { ask, scroller } = scrolling();
    scroller.scrollTop = scroller.scrollHeight;
    await userEvent.click(chat());
    void ask(city, github);
    await expect.element(cityField()).toBeInTheDocument();
    await expect.poll(() => cardTop() < scroller.getBoundingClientRect().bottom).toBe(true);
    await expect.element(chat()).toHaveFocus();
  });

  test("scrolled up to read earlier messages, the person is not pulled down", async () => {
    const { ask, scroller } = scrolling();
    scroller.scrollTop = 0;
    await userEvent.click(chat());
    void ask(city, github);
    await expect.element(cityField()).toBeInTheDocument();
    await settle();
    expect(scroller.scrollTop).toBe(0);
    expect(cardTop()).toBeGreaterThan(scroller.getBoundingClientRect().bottom);
    // The announcement's button still takes them there.
    await userEvent.click(page.getByRole("button", { name: "Go to the request" }));
    await expect.element(cityField()).toHaveFocus();
    expect(cardTop()).toBeLessThan(scroller.getBoundingClientRect().bottom);
  });
});

describe("answering inline", () => {
  test("Escape inside the card dismisses it exactly once; Escape in the chat box does nothing", async () => {
    const { ask } = inline();
    await userEvent.click(chat());
    const answer = ask(city, github);
    await expect.element(cityField()).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await settle();
    expect(await stateOf(answer)).toBe("pending");
    await userEvent.click(cityField());
    await userEvent.keyboard("{Escape}");
    await expect(answer).resolves.toEqual({ action: "cancel" });
    await expect.element(transcript().getByRole("article")).toHaveTextContent(/You closed the request from GitHub without answering\./);
  });

  test("submitting sends the content, and the card becomes a summary of exactly what was sent", async () => {
    const { ask } = inline();
    const answer = ask(city, github);
    await userEvent.fill(cityField(), "Lisbon");
    await userEvent.click(transcript().getByRole("button", { name: "Submit" }));
    await expect(answer).resolves.toEqual({ action: "accept", content: { city: "Lisbon" } });
    const summary = transcript().getByRole("article");
    await expect.element(summary).toHaveTextContent(/You answered GitHub\./);
    await expect.element(summary).toHaveTextContent(/City\s*Lisbon/);
    expect(transcript().getByRole("textbox").elements()).toHaveLength(0);
    expect(history.map((r) => [r.action, r.server.name, r.content])).toEqual([["accept", github.name, { city: "Lisbon" }]]);
  });

  test("a secret sent is masked in the summary and in the history", async () => {
    const { ask } = inline();
    const schema = { type: "object", properties: { api_key: { type: "string", title: "API key" } } };
    const answer = ask({ mode: "form", message: "Your key?", requestedSchema: schema }, github);
    await userEvent.fill(transcript().getByLabelText("API key"), "sk-live-123");
    await userEvent.click(transcript().getByRole("button", { name: "Submit" }));
    await expect(answer).resolves.toEqual({ action: "accept", content: { api_key: "sk-live-123" } });
    await expect.element(transcript().getByRole("article")).toHaveTextContent(/API key\s*Hidden/);
    expect(document.body.textContent).not.toContain("sk-live-123");
    expect(JSON.stringify(history)).not.toContain("sk-live-123");
  });

  test("a URL request is answered inline, and its summary says the link was opened", async () => {
    const opened = recordWindowOpen();
    const { ask } = inline();
    const answer = ask(connect(), github);
    await userEvent.click(transcript().getByRole("button", { name: "Open auth.example.com" }));
    await expect(answer).resolves.toEqual({ action: "accept" });
    expect(opened).toHaveLength(1);
    await expect.element(transcript().getByRole("article")).toHaveTextContent(/You opened the link from GitHub\./);
  });

  test("a withdrawn request leaves a summary that says so; summaries={false} leaves none", async () => {
    const controller = new AbortController();
    const { ask } = inline();
    const answer = ask(city, github, controller.signal);
    await expect.element(cityField()).toBeVisible();
    act(() => controller.abort(new Error("gone")));
    await expect(answer).rejects.toThrow("gone");
    await expect.element(transcript().getByRole("article")).toHaveTextContent(/The request from GitHub was withdrawn\./);
    cleanup();

    const quiet = inline({ summaries: false });
    const declined = quiet.ask(city, github);
    await userEvent.click(transcript().getByRole("button", { name: "Decline" }));
    await expect(declined).resolves.toEqual({ action: "decline" });
    await settle();
    expect(transcript().getByRole("article").elements()).toHaveLength(0);
    expect(history.map((r) => r.action)).toEqual(["decline"]);
  });
});

describe("several requests, several outlets", () => {
  test("one card at a time with its place in line, or all stacked", async () => {
    const { ask } = inline();
    void ask(city, github);
    void ask({ ...city, message: "Which town?" }, weather);
    await expect.element(transcript().getByText("Request 1 of 2")).toBeVisible();
    expect(transcript().getByRole("textbox", { name: "City" }).elements()).toHaveLength(1);
    cleanup();

    const stacked = inline({ stacked: true });
    void stacked.ask(city, github);
    void stacked.ask({ ...city, message: "Which town?" }, weather);
    await expect.poll(() => transcript().getByRole("textbox", { name: "City" }).elements().length).toBe(2);
    await expect.element(transcript().getByText("Request 2 of 2")).toBeVisible();
  });

  test("an outlet shows only its server's or its key's requests; the rest falls back to the modal", async () => {
    const byServer = inline({ server: github.name });
    void byServer.ask(city, weather);
    await expect.poll(() => openDialogs().length).toBe(1);
    void byServer.ask(city, github);
    await expect.element(cityField()).toBeVisible();
    cleanup();

    const byKey = inline({ requestKey: "chat-2" });
    void byKey.ask(city, github, undefined, "chat-1");
    await expect.poll(() => openDialogs().length).toBe(1);
    expect(transcript().getByRole("textbox").elements()).toHaveLength(0);
    void byKey.ask({ ...city, message: "Which town?" }, github, undefined, "chat-2");
    await expect.element(cityField()).toBeVisible();
  });

  test("an outlet's own filter chooses too, and its className is on the outlet", async () => {
    const { ask } = inline({ filter: (entry) => entry.params.mode === "form", className: "chat-requests" });
    void ask(connect(), github);
    await expect.poll(() => openDialogs().length).toBe(1);
    void ask(city, weather);
    await expect.element(cityField()).toBeVisible();
    expect(cityField().element().closest(".chat-requests")).not.toBeNull();
  });

  test("with no outlet mounted, or once its outlet goes, a request is shown in the modal with what was typed", async () => {
    let hide!: () => void;
    function Conversation() {
      const [shown, setShown] = useState(true);
      hide = () => setShown(false);
      return <div data-testid="transcript">{shown ? <ElicitationOutlet /> : null}</div>;
    }
    const { ask } = renderProvider({ presentation: "inline", warmUp: false }, { transcript: <Conversation /> });
    const answer = ask(city, github);
    await userEvent.fill(cityField(), "Lis");
    act(() => hide());
    const dialog = page.getByRole("dialog");
    await expect.element(dialog.getByRole("textbox", { name: "City" })).toHaveValue("Lis");
    await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
    await expect(answer).resolves.toEqual({ action: "accept", content: { city: "Lis" } });
  });

  test('presentation="modal" (the default) ignores outlets', async () => {
    const { ask } = renderProvider({ warmUp: false }, { transcript: <div data-testid="transcript"><ElicitationOutlet /></div> });
    void ask(city, github);
    await expect.poll(() => openDialogs().length).toBe(1);
    expect(transcript().getByRole("textbox").elements()).toHaveLength(0);
  });
});

describe("axe", () => {
  // The test page's own chat box stands outside any landmark, as the host's page decides; all else is ours.
  const violations = () => axeViolations({ include: [["body"]], exclude: [[`label:has(${CSS.escape("textarea")})`]] });

  test("finds nothing with a card announced, nor with summaries, in light and dark, English and Chinese", async () => {
    for (const [theme, locale] of [["light", "en"], ["dark", "zh-CN"]] as const) {
      document.documentElement.dataset.theme = theme;
      const { ask } = inline({}, { locale });
      await userEvent.click(chat());
      const answer = ask(city, github);
      await expect.element(transcript().getByRole("textbox")).toBeVisible();
      expect(await violations()).toEqual([]);
      await userEvent.fill(transcript().getByRole("textbox"), "Lisbon");
      await userEvent.keyboard("{Enter}");
      await answer;
      await expect.element(transcript().getByRole("article")).toBeVisible();
      expect(await violations()).toEqual([]);
      cleanup();
    }
    delete document.documentElement.dataset.theme;
  });
});
