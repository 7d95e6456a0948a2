// <ElicitationProvider> and useElicitation() in real Chromium, driven by real input and read by role and
// label: one request on screen at a time, first come first served, who asks, the flood rules, withdrawal,
// URL completion, and one settled promise per request whatever happens (docs/guides/inline.md).
import { act, cleanup, render, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import {
  ElicitationProvider,
  useBlockedServers,
  useElicitation,
  type ElicitFn,
  type ElicitMethods,
  type ElicitationProviderProps,
} from "../index.ts";
import { axeViolations, recordWindowOpen } from "../../test/browserHelpers.ts";
import { renderProvider } from "../../test/renderProvider.tsx";
import { city, connect, github, weather } from "../../test/providerRequests.ts";
import { stateOf } from "../../test/promises.ts";

afterEach(() => cleanup());


const username = { message: "Please provide your GitHub username", requestedSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } };

/** Long enough for any late, second answer or re-render to arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

const dialog = () => page.getByRole("dialog");
/** Every open <dialog> (a closed one leaves the accessibility tree but may stay in the document). */
const openDialogs = () => [...document.querySelectorAll("dialog")].filter((d) => d.open);
const position = (text: string) => page.getByText(text, { exact: true });

describe("one at a time, first come first served", () => {
  test('three requests from two servers: "Request 1 of 3", who asks, answered in order, each promise its own answer', async () => {
    const { ask } = renderProvider();
    const first = ask(username, github);
    const second = ask(city, weather);
    const third = ask({ ...username, message: "And your GitHub organisation?" }, github);

    await expect.element(dialog()).toHaveAccessibleName(/GitHub/);
    await expect.element(dialog()).toHaveAccessibleDescription("Please provide your GitHub username");
    await expect.element(position("Request 1 of 3")).toBeVisible();
    expect(openDialogs()).toHaveLength(1);
    await userEvent.fill(page.getByRole("textbox", { name: "Name" }), "octocat");
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect(first).resolves.toEqual({ action: "accept", content: { name: "octocat" } });

    await expect.element(dialog()).toHaveAccessibleName(/weather/);
    await expect.element(position("Request 1 of 2")).toBeVisible();
    // A fresh form: nothing typed for the first request carries over.
    await expect.element(page.getByRole("textbox", { name: "City" })).toHaveValue("");
    await userEvent.click(page.getByRole("button", { name: "Decline", exact: true }));
    await expect(second).resolves.toEqual({ action: "decline" });

    await expect.element(dialog()).toHaveAccessibleDescription("And your GitHub organisation?");
    // The last one alone: no count.
    expect(page.getByText(/^Request \d+ of \d+$/).elements()).toHaveLength(0);
    await userEvent.click(page.getByRole("button", { name: "Close" }));
    await expect(third).resolves.toEqual({ action: "cancel" });

    await settle();
    expect(openDialogs()).toHaveLength(0);
  });

  test("a request arriving while one is shown waits its turn and the count grows", async () => {
    const { ask } = renderProvider();
    const first = ask(username, github);
    await expect.element(dialog()).toHaveAccessibleName(/GitHub/);
    expect(page.getByText(/^Request \d+ of \d+$/).elements()).toHaveLength(0);
    const second = ask(city, weather);
    await expect.element(position("Request 1 of 2")).toBeVisible();
    await expect.element(dialog()).toHaveAccessibleName(/GitHub/);
    await userEvent.click(page.getByRole("button", { name: "Decline", exact: true }));
    await expect.element(dialog()).toHaveAccessibleName(/weather/);
    expect(await stateOf(first)).toEqual({ resolved: { action: "decline" } });
    expect(await stateOf(second)).toBe("pending");
  });

  test("URL mode, then form mode", async () => {
    const opened = recordWindowOpen();
    const { ask } = renderProvider();
    const link = ask(connect(), github);
    const form = ask(city, weather);
    await expect.element(dialog()).toHaveAccessibleName("GitHub wants you to open a link");
    await expect.element(position("Request 1 of 2")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Open auth.example.com" }));
    await expect(link).resolves.toEqual({ action: "accept" });
    expect(opened).toEqual([["https://auth.example.com/connect", "_blank", "noopener,noreferrer"]]);

    // Without an elicitationId there is nothing to wait for: the form comes next.
    await expect.element(dialog()).toHaveAccessibleName(/weather/);
    await userEvent.fill(page.getByRole("textbox", { name: "City" }), "Lisbon");
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect(form).resolves.toEqual({ action: "accept", content: { city: "Lisbon" } });
  });

  test("works under React's StrictMode (effects run twice in development)", async () => {
    const { ask } = renderProvider({}, { strict: true });
    const answer = ask(username, github);
    await expect.element(dialog()).toHaveAccessibleName(/GitHub/);
    await userEvent.fill(page.getByRole("textbox", { name: "Name" }), "octocat");
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect(answer).resolves.toEqual({ action: "accept", content: { name: "octocat" } });
  });

  test("the function is the same across re-renders, so a host's effect that registers it does not run again", () => {
    const seen = new Set<ElicitFn & ElicitMethods>();
    function Host() {
      seen.add(useElicitation());
      return null;
    }
    const { rerender } = render(
      <ElicitationProvider>
        <Host />
      </ElicitationProvider>,
    );
    rerender(
      <ElicitationProvider maxPendingPerServer={1} locale="zh-CN">
        <Host />
      </ElicitationProvider>,
    );
    expect(seen.size).toBe(1);
  });

  test("useElicitation() outside the provider says where it belongs", () => {
    expect(() => renderHook(() => useElicitation())).toThrow(/inside <ElicitationProvider>/);
  });
});

describe("withdrawn: the server's signal aborts", () => {
  test("the request leaves the screen with a short notice, the promise rejects with the reason, the next is shown", async () => {
    const { ask } = renderProvider({ noticeDuration: 1500 });
    const controller = new AbortController();
    const withdrawn = ask(username, github, controller.signal);
    const next = ask(city, weather);
    await expect.element(dialog()).toHaveAccessibleName(/GitHub/);
    await userEvent.type(page.getByRole("textbox", { name: "Name" }), "octo");

    const reason = new Error("Request timed out");
    act(() => controller.abort(reason));
    await expect(withdrawn).rejects.toBe(reason);
    const notice = page.getByText("GitHub withdrew its request.");
    await expect.element(notice).toBeVisible();
    expect(notice.element().closest('[role="status"]')).not.toBeNull();
    await expect.element(dialog()).toHaveAccessibleName(/weather/);
    expect(page.getByText(/^Request \d+ of \d+$/).elements()).toHaveLength(0);

    // Short: it goes by itself; the next request stays.
    await expect.poll(() => page.getByText("GitHub withdrew its request.").elements().length, { timeout: 6000 }).toBe(0);
    await expect.element(dialog()).toHaveAccessibleName(/weather/);
    expect(await stateOf(next)).toBe("pending");
  });

  test("a request withdrawn while waiting its turn: the shown one stays, the count drops", async () => {
    const { ask } = renderProvider();
    const controller = new AbortController();
    ask(username, github);
    const waiting = ask(city, weather, controller.signal);
    await expect.element(position("Request 1 of 2")).toBeVisible();
    act(() => controller.abort("gone"));
    await expect(waiting).rejects.toBe("gone");
    await expect.element(page.getByText("weather withdrew its request.")).toBeVisible();
    await expect.element(dialog()).toHaveAccessibleName(/GitHub/);
    expect(page.getByText(/^Request \d+ of \d+$/).elements()).toHaveLength(0);
  });

  test("an abort in the same task as the Submit click: the abort wins, and no accept follows", async () => {
    const { ask } = renderProvider();
    const controller = new AbortController();
    const answer = ask(username, github, controller.signal);
    const next = ask(city, weather);
    await userEvent.type(page.getByRole("textbox", { name: "Name" }), "octocat");
    // The submit has started (validation is asynchronous) when the server withdraws the request.
    act(() => {
      page.getByRole("button", { name: "Submit" }).element().dispatchEvent(new MouseEvent("click", { bubbles: true }));
      controller.abort("withdrawn");
    });
    await expect(answer).rejects.toBe("withdrawn");
    await expect.element(dialog()).toHaveAccessibleName(/weather/);
    await settle();
    expect(await stateOf(next)).toBe("pending");
    await userEvent.click(page.getByRole("button", { name: "Decline", exact: true }));
    await expect(next).resolves.toEqual({ action: "decline" });
  });

  test("an answer given before the abort stands", async () => {
    const { ask } = renderProvider();
    const controller = new AbortController();
    const answer = ask(username, github, controller.signal);
    await userEvent.click(page.getByRole("button", { name: "Decline", exact: true }));
    act(() => controller.abort("late"));
    await expect(answer).resolves.toEqual({ action: "decline" });
    await settle();
    expect(page.getByText(/withdrew its request/).elements()).toHaveLength(0);
  });
});

describe("flood control", () => {
  test.each<[string, number | undefined, number]>([
    ["the default limit of 3", undefined, 3],
    ["maxPendingPerServer={1}", 1, 1],
  ])("%s: more pending requests from one server are declined without being shown; another server is unaffected", async (_name, limit, shown) => {
    const { ask } = renderProvider(limit === undefined ? {} : { maxPendingPerServer: limit });
    const fromGithub = Array.from({ length: shown + 2 }, (_, i) => ask({ ...username, message: `GitHub question ${i + 1}` }, github));
    const fromWeather = ask(city, weather);
    for (const extra of fromGithub.slice(shown)) await expect(extra).resolves.toEqual({ action: "decline" });
    await expect.element(position(`Request 1 of ${shown + 1}`)).toBeVisible();
    for (const kept of fromGithub.slice(0, shown)) expect(await stateOf(kept)).toBe("pending");
    expect(await stateOf(fromWeather)).toBe("pending");

    // Answered ones free their places.
    await userEvent.click(page.getByRole("button", { name: "Decline", exact: true }));
    await expect(fromGithub[0]!).resolves.toEqual({ action: "decline" });
    const later = ask({ ...username, message: "One more" }, github);
    await expect.element(position(`Request 1 of ${shown + 1}`)).toBeVisible();
    expect(await stateOf(later)).toBe("pending");
  });

  test("Block requests from <server> declines its pending requests and every later one, not the other server's", async () => {
    const { ask } = renderProvider();
    const g1 = ask(username, github);
    const w1 = ask(city, weather);
    const g2 = ask(connect("e1"), github);
    await expect.element(position("Request 1 of 3")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Block requests from GitHub" }));
    await expect(g1).resolves.toEqual({ action: "decline" });
    await expect(g2).resolves.toEqual({ action: "decline" });
    await expect.element(dialog()).toHaveAccessibleName(/weather/);
    expect(page.getByText(/^Request \d+ of \d+$/).elements()).toHaveLength(0);

    // For the rest of the session.
    await expect(ask({ ...username, message: "Again?" }, github)).resolves.toEqual({ action: "decline" });
    const w2 = ask({ ...city, message: "Which country?" }, weather);
    await expect.element(position("Request 1 of 2")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Block requests from weather" })).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect(w1).resolves.toEqual({ action: "accept", content: {} });
    await expect.element(dialog()).toHaveAccessibleDescription("Which country?");
    expect(await stateOf(w2)).toBe("pending");
  });
});

describe("a block the person can see and undo", () => {
  const notice = () => page.getByRole("status").filter({ hasText: "are blocked" });

  test("the notice says GitHub is blocked; Undo shows its next request again, and nothing declined meanwhile comes back", async () => {
    const { ask } = renderProvider();
    const first = ask(username, github);
    await userEvent.click(page.getByRole("button", { name: "Block requests from GitHub" }));
    await expect(first).resolves.toEqual({ action: "decline" });
    await expect.element(notice()).toHaveTextContent("Requests from GitHub are blocked: each is declined without asking you.");
    expect(await axeViolations(document.querySelector<HTMLElement>(".rme-notice")!)).toEqual([]);
    await expect(ask({ ...username, message: "Again?" }, github)).resolves.toEqual({ action: "decline" });
    await expect.element(notice()).toBeVisible();

    await userEvent.click(page.getByRole("button", { name: "Undo" }));
    await expect.element(notice()).not.toBeInTheDocument();
    const after = ask({ ...username, message: "Once more?" }, github);
    await expect.element(dialog()).toHaveAccessibleDescription("Once more?");
    expect(await stateOf(after)).toBe("pending");
  });

  test("Close keeps the block; a host's settings list it with useBlockedServers, and lift it", async () => {
    function Settings() {
      const { blocked, unblock } = useBlockedServers();
      return (
        <ul aria-label="Blocked servers">
          {blocked.map((server) => (
            <li key={server.name}>
              {server.title ?? server.name} <button onClick={() => unblock(server)}>Allow {server.name}</button>
            </li>
          ))}
        </ul>
      );
    }
    const { ask } = renderProvider({}, { transcript: <Settings /> });
    const list = page.getByRole("list", { name: "Blocked servers" });
    ask(username, github);
    await userEvent.click(page.getByRole("button", { name: "Block requests from GitHub" }));
    await userEvent.click(page.getByRole("button", { name: "Close" }));
    await expect.element(notice()).not.toBeInTheDocument();
    await expect.element(list.getByRole("listitem")).toHaveTextContent("GitHub");
    await expect(ask({ ...username, message: "Again?" }, github)).resolves.toEqual({ action: "decline" });

    await userEvent.click(list.getByRole("button", { name: `Allow ${github.name}` }));
    expect(list.getByRole("listitem").elements()).toHaveLength(0);
    const after = ask({ ...username, message: "Once more?" }, github);
    await expect.element(dialog()).toHaveAccessibleDescription("Once more?");
    expect(await stateOf(after)).toBe("pending");
  });

  test("allowBlocking={false}: no request offers it", async () => {
    const { ask } = renderProvider({ allowBlocking: false });
    ask(username, github);
    ask(city, weather);
    await expect.element(position("Request 1 of 2")).toBeVisible();
    expect(page.getByRole("button", { name: /^Block requests/ }).elements()).toHaveLength(0);
  });
});

describe("-32602: not elicitation params, or a mode the host did not enable", () => {
  test.each<[string, Partial<ElicitationProviderProps>, unknown, RegExp]>([
    ["URL mode with modes={{ form: true }}", { modes: { form: true } }, connect("e1"), /URL-mode/],
    ["form mode with modes={{ url: true }}", { modes: { url: true } }, username, /form-mode/],
    ["no message", {}, { requestedSchema: username.requestedSchema }, /message/],
    ["a form without a schema", {}, { message: "Hi" }, /requestedSchema/],
    ["not an object", {}, "please fill this in", /object/],
  ])("%s: rejects with code -32602 and shows nothing", async (_name, props, params, message) => {
    const { ask } = renderProvider(props);
    const answer = ask(params, github);
    await expect(answer).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(message) });
    await settle();
    expect(openDialogs()).toHaveLength(0);
    expect(page.getByRole("dialog").elements()).toHaveLength(0);
  });

  test("a refused request does not disturb the one on screen", async () => {
    const { ask } = renderProvider({ modes: { form: true } });
    const shown = ask(username, github);
    await expect(ask(connect(), weather)).rejects.toMatchObject({ code: -32602 });
    await expect.element(dialog()).toHaveAccessibleName(/GitHub/);
    expect(page.getByText(/^Request \d+ of \d+$/).elements()).toHaveLength(0);
    expect(await stateOf(shown)).toBe("pending");
  });
});

describe("unmount", () => {
  test("unmounting in the same task as the Submit click settles the promise as cancel", async () => {
    const { ask, unmount } = renderProvider();
    const answer = ask(username, github);
    await userEvent.type(page.getByRole("textbox", { name: "Name" }), "octocat");
    act(() => {
      page.getByRole("button", { name: "Submit" }).element().dispatchEvent(new MouseEvent("click", { bubbles: true }));
      unmount();
    });
    await expect(answer).resolves.toEqual({ action: "cancel" });
  });

  test("every pending request is answered cancel, and later ones too: nothing is left unsettled", async () => {
    const { ask, unmount, elicit } = renderProvider();
    const answers = [ask(username, github), ask(city, weather), ask(connect("e1"), github)];
    const completion = elicit().waitForCompletion("e1");
    await expect.element(position("Request 1 of 3")).toBeVisible();
    unmount();
    await expect(Promise.all(answers)).resolves.toEqual([{ action: "cancel" }, { action: "cancel" }, { action: "cancel" }]);
    await expect(completion).resolves.toBe("cancelled");
    await expect(elicit()(username, { server: github })).resolves.toEqual({ action: "cancel" });
    expect(document.querySelectorAll("dialog")).toHaveLength(0);
  });
});

// The background card, the default, is in urlWaiting.browser.test.tsx.
describe('URL mode with an elicitationId, urlWaiting="modal": consent, then completion in the prompt', () => {
  const renderModal = (props: Partial<ElicitationProviderProps> = {}) => renderProvider({ urlWaiting: "modal", ...props });
  test('stays "waiting" after Open; elicit.complete(id) switches it to complete and waitForCompletion resolves', async () => {
    const opened = recordWindowOpen();
    const { ask, elicit } = renderModal({ noticeDuration: 1500 });
    const answer = ask(connect("e1"), github);
    const next = ask(city, weather);
    const completion = elicit().waitForCompletion("e1");
    await userEvent.click(page.getByRole("button", { name: "Open auth.example.com" }));
    await expect(answer).resolves.toEqual({ action: "accept" });
    expect(opened).toHaveLength(1);

    await expect.element(page.getByText("Continue in the new tab")).toBeVisible();
    await expect.element(dialog()).toHaveAccessibleName("GitHub wants you to open a link");
    await expect.element(page.getByRole("button", { name: "Done" })).toBeVisible();
    await settle();
    expect(await stateOf(completion)).toBe("pending");
    expect(openDialogs()).toHaveLength(1);

    act(() => elicit().complete("e1"));
    await expect(completion).resolves.toBe("complete");
    await expect.element(page.getByText("Finished: the server has confirmed.")).toBeVisible();
    // An unknown id changes nothing.
    act(() => elicit().complete("someone-else"));

    // After a moment the confirmation makes way for the next request.
    await expect.element(dialog(), { timeout: 6000 }).toHaveAccessibleName(/weather/);
    expect(await stateOf(next)).toBe("pending");
  });

  test("the confirmation makes way on time even while other requests keep arriving", async () => {
    recordWindowOpen();
    const { ask, elicit } = renderModal({ noticeDuration: 400 });
    void ask(connect("busy"), github);
    await userEvent.click(page.getByRole("button", { name: "Open auth.example.com" }));
    act(() => elicit().complete("busy"));
    await expect.element(page.getByText("Finished: the server has confirmed.")).toBeVisible();
    // A new request every 150 ms, each from its own server (so no flood rule applies), for 1.5 s.
    const arrivals = Array.from({ length: 10 }, (_, i) => i);
    for (const i of arrivals) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      void ask({ ...city, message: `Question ${i}` }, { name: `server-${i}` });
    }
    // Well past the 400 ms, while they were still arriving, the first of them took its place.
    expect(page.getByText("Finished: the server has confirmed.").elements()).toHaveLength(0);
    await expect.element(dialog()).toHaveAccessibleDescription("Question 0");
  });

  test("Done while waiting: waitForCompletion says done and the next request is shown", async () => {
    recordWindowOpen();
    const { ask, elicit } = renderModal();
    void ask(connect("e2"), github);
    ask(city, weather);
    const completion = elicit().waitForCompletion("e2");
    await userEvent.click(page.getByRole("button", { name: "Open auth.example.com" }));
    await userEvent.click(page.getByRole("button", { name: "Done" }));
    await expect(completion).resolves.toBe("done");
    await expect.element(dialog()).toHaveAccessibleName(/weather/);
  });

  test("Cancel while waiting: waitForCompletion says cancelled", async () => {
    recordWindowOpen();
    const { ask, elicit } = renderModal();
    void ask(connect("e3"), github);
    const completion = elicit().waitForCompletion("e3");
    await userEvent.click(page.getByRole("button", { name: "Open auth.example.com" }));
    await userEvent.click(page.getByRole("button", { name: "Cancel" }));
    await expect(completion).resolves.toBe("cancelled");
    await expect.poll(() => openDialogs().length).toBe(0);
  });

  test("trackUrlCompletion={false}: the prompt closes on consent and the next is shown", async () => {
    recordWindowOpen();
    const { ask } = renderModal({ trackUrlCompletion: false });
    const answer = ask(connect("e4"), github);
    ask(city, weather);
    await userEvent.click(page.getByRole("button", { name: "Open auth.example.com" }));
    await expect(answer).resolves.toEqual({ action: "accept" });
    await expect.element(dialog()).toHaveAccessibleName(/weather/);
  });
});
