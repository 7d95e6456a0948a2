// When nobody is looking: a request that arrives while the page is hidden or unfocused counts in the page's
// title until the person is back, then the host's title comes back exactly; where the person has allowed
// notifications, one per request says who asks, and a click on it leads to the request; an inline request's
// arrival is said when the page is shown again. The page is hidden and unfocused by the browser itself:
// another tab brought to the front (test/attention.ts).
import { act, cleanup, render } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import {
  ElicitationOutlet,
  ElicitationProvider,
  RequestEnded,
  requestNotificationPermission,
  useElicitation,
  type ElicitFn,
  type ElicitMethods,
  type ElicitationProviderProps,
} from "../index.ts";
import { axeViolations } from "../../test/browserHelpers.ts";
import { allowNotifications, leavePage, lookAtPage, recordNotifications, returnToPage } from "../../test/attention.ts";
import { renderProvider } from "../../test/renderProvider.tsx";
import { city, connect, github, weather } from "../../test/providerRequests.ts";

const titleElement = () => document.querySelector("title")!;
let pageTitle: string | null;

beforeEach(() => {
  pageTitle = document.querySelector("title")?.textContent ?? null;
  if (!document.querySelector("title")) document.head.append(document.createElement("title"));
  // Spaces document.title would collapse: what comes back must be exactly this.
  titleElement().textContent = "  My chat ";
});

afterEach(() => {
  cleanup();
  if (pageTitle === null) document.querySelector("title")?.remove();
  else if (document.querySelector("title")) titleElement().textContent = pageTitle;
  else document.title = pageTitle;
});

const modal = (props: Partial<ElicitationProviderProps> = {}) => renderProvider({ warmUp: false, ...props });
const inline = () =>
  renderProvider({ presentation: "inline", warmUp: false }, { transcript: <main data-testid="transcript"><ElicitationOutlet /></main> });
const chat = () => page.getByRole("textbox", { name: "Chat" });
const cityField = () => page.getByTestId("transcript").getByRole("textbox", { name: "City" });
// The test page's own chat box stands outside any landmark, as the host's page decides; all else is ours.
const inlineViolations = () => axeViolations({ include: [["body"]], exclude: [[`label:has(${CSS.escape("textarea")})`]] });
const dialogShown = () => expect.poll(() => [...document.querySelectorAll("dialog")].some((d) => d.open)).toBe(true);
/** Long enough for whatever a request's arrival sets off (a part loaded on demand) to have happened. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("the title", () => {
  test("counts the requests that arrived while the page was hidden, follows the host's own title, and gives it back exactly", async () => {
    await lookAtPage();
    const { ask } = modal();
    void ask(city, github);
    await dialogShown();
    await settle();
    // Arrived while the person looked: no count.
    expect(titleElement().textContent).toBe("  My chat ");

    await leavePage();
    const fromWeather = new AbortController();
    void ask(city, weather).catch(() => {});
    await expect.poll(() => document.title).toBe("(1) My chat");
    void ask(connect(), weather, fromWeather.signal).catch(() => {});
    await expect.poll(() => document.title).toBe("(2) My chat");

    // The host names its chat meanwhile: the count goes before the new name, not over it.
    document.title = "Lisbon trip";
    await expect.poll(() => document.title).toBe("(2) Lisbon trip");
    // A request that ends unseen (here withdrawn by its server) is no longer counted.
    act(() => fromWeather.abort());
    await expect.poll(() => document.title).toBe("(1) Lisbon trip");

    await returnToPage();
    await expect.poll(() => document.title).toBe("Lisbon trip");
    await settle();
    expect(document.title).toBe("Lisbon trip");
    expect(await axeViolations()).toEqual([]);
  });

  test("gives back the host's title character for character, and lowers the count for a request answered in another tab", async () => {
    await lookAtPage();
    const { ask } = modal();
    await leavePage();
    const elsewhere = new AbortController();
    void ask(city, github, elsewhere.signal).catch(() => {});
    void ask(city, weather).catch(() => {});
    await expect.poll(() => document.title).toBe("(2) My chat");
    act(() => elsewhere.abort(new RequestEnded("answered-elsewhere")));
    await expect.poll(() => document.title).toBe("(1) My chat");
    await returnToPage();
    await expect.poll(() => titleElement().textContent).toBe("  My chat ");
  });

  test("a page without a title has none again once the person is back", async () => {
    titleElement().remove();
    await lookAtPage();
    const { ask } = modal();
    await leavePage();
    void ask(city, github);
    await expect.poll(() => document.title).toBe("(1)");
    await returnToPage();
    await expect.poll(() => document.querySelector("title")).toBeNull();
  });

  test("counts a request that arrives while the page shows but its window has no focus, until it has", async () => {
    await lookAtPage();
    const { ask } = modal();
    await leavePage("shown");
    void ask(city, github);
    await expect.poll(() => document.title).toBe("(1) My chat");
    await returnToPage();
    await expect.poll(() => titleElement().textContent).toBe("  My chat ");
  });

  test("the words are messages: the host's own, or another locale's", async () => {
    await allowNotifications();
    const made = recordNotifications();
    await lookAtPage();
    const { ask } = modal({ messages: { titleWaiting: "[{count} waiting] {title}", notifyTitle: "{server} needs you" } });
    await leavePage();
    void ask(city, github);
    await expect.poll(() => document.title).toBe("[1 waiting] My chat");
    await expect.poll(() => made.map((m) => m.notification.title)).toEqual(["\u2068GitHub\u2069 needs you"]);
    await returnToPage();
    cleanup();

    await lookAtPage();
    const chinese = modal({ locale: "zh-CN" });
    await leavePage();
    void chinese.ask(city, github);
    await expect.poll(() => document.title).toBe("(1) My chat");
    await expect.poll(() => made.map((m) => m.notification.title)).toEqual(["\u2068GitHub\u2069 needs you", "\u2068GitHub\u2069 请您提供信息"]);
    expect(made[1]!.notification.lang).toBe("zh-CN");
  });

  test('notify={{ title: false }} leaves the title alone; notify={false} does nothing at all', async () => {
    await allowNotifications();
    const made = recordNotifications();
    await lookAtPage();
    const { ask } = modal({ notify: { title: false } });
    await leavePage();
    void ask(city, github);
    await expect.poll(() => made.length).toBe(1);
    await settle();
    expect(titleElement().textContent).toBe("  My chat ");
    await returnToPage();
    cleanup();

    await lookAtPage();
    const none = modal({ notify: false });
    await leavePage();
    void none.ask(city, weather);
    await dialogShown();
    await settle();
    expect(titleElement().textContent).toBe("  My chat ");
    expect(made).toHaveLength(1);
  });
});

describe("system notifications", () => {
  test("one per request that arrives unseen, saying who asks and what, closed when the person is back", async () => {
    await allowNotifications();
    const made = recordNotifications();
    await lookAtPage();
    // In strict mode, and re-rendered with new props below: effects run twice, and neither repeats a notification.
    let elicit!: ElicitFn & ElicitMethods;
    function Host() {
      elicit = useElicitation();
      return null;
    }
    const host = (props: Partial<ElicitationProviderProps>) => (
      <StrictMode>
        <ElicitationProvider warmUp={false} {...props}>
          <Host />
        </ElicitationProvider>
      </StrictMode>
    );
    const { rerender } = render(host({}));
    const ask = (params: unknown, server: typeof github) => act(() => void elicit(params, { server }));
    ask(city, github);
    await dialogShown();
    await settle();
    // Seen as it arrived: no notification.
    expect(made).toHaveLength(0);

    await leavePage();
    ask(city, weather);
    ask(connect(), github);
    await expect.poll(() => made.length).toBe(2);
    const [first, second] = made.map((m) => m.notification);
    // The name isolated (U+2068, U+2069), so that right-to-left characters in it cannot reorder the sentence.
    expect(first!.title).toBe("\u2068weather\u2069 asks for your input");
    expect(first!.body).toBe("Which city?");
    expect(second!.title).toBe("\u2068GitHub\u2069 asks for your input");
    expect(second!.body).toBe("Connect your Example account.");
    expect(first!.tag).not.toBe(second!.tag);
    expect(first!.tag).not.toBe("");

    // Whatever the host's page does meanwhile, no request is notified twice.
    rerender(host({ messages: { submit: "Send" }, notify: { title: true } }));
    await settle();
    expect(made).toHaveLength(2);
    expect(made.every((m) => !m.closed)).toBe(true);

    await returnToPage();
    await expect.poll(() => made.every((m) => m.closed)).toBe(true);
    expect(made).toHaveLength(2);
  });

  test("a request that ends unseen takes its notification with it", async () => {
    await allowNotifications();
    const made = recordNotifications();
    await lookAtPage();
    const { ask } = modal();
    await leavePage();
    const withdrawn = new AbortController();
    void ask(city, github, withdrawn.signal).catch(() => {});
    void ask(city, weather);
    await expect.poll(() => made.length).toBe(2);
    act(() => withdrawn.abort());
    await expect.poll(() => made[0]!.closed).toBe(true);
    expect(made[1]!.closed).toBe(false);
  });

  test("none without the person's permission, and none with notify={{ system: false }}", async () => {
    const made = recordNotifications();
    await lookAtPage();
    const { ask } = modal();
    await leavePage();
    void ask(city, github);
    await expect.poll(() => document.title).toBe("(1) My chat");
    await settle();
    expect(made).toHaveLength(0);
    await returnToPage();
    cleanup();

    await allowNotifications();
    await lookAtPage();
    const titleOnly = modal({ notify: { system: false } });
    await leavePage();
    void titleOnly.ask(city, github);
    await expect.poll(() => document.title).toBe("(1) My chat");
    await settle();
    expect(made).toHaveLength(0);
  });

  test("plain text: a long message cut, a server's name with hidden characters shown as such", async () => {
    await allowNotifications();
    const made = recordNotifications();
    await lookAtPage();
    const { ask } = modal();
    await leavePage();
    const long = { ...city, message: `Which city?\n\n${"Tell us where you are going. ".repeat(20)}` };
    void ask(long, { name: "\u202EbuHtiG" });
    await expect.poll(() => made.length).toBe(1);
    const { title, body } = made[0]!.notification;
    expect(title).toBe("\u2068\uFFFDbuHtiG\u2069 asks for your input");
    expect([...body]).toHaveLength(180);
    expect(body).toMatch(/^Which city\? Tell us where you are going\. .*…$/);
  });

  test("a click brings the person to the request: the window is focused, and focus is in the inline request", async () => {
    await allowNotifications();
    const made = recordNotifications();
    const { ask } = inline();
    await userEvent.click(chat());
    await leavePage();
    void ask(city, github);
    await expect.poll(() => made.length).toBe(1);
    const field = cityField();
    await expect.element(field).toBeInTheDocument();
    // Arrived while the person was typing: the request took no focus.
    await expect.element(chat()).toHaveFocus();

    const focusWindow = vi.spyOn(window, "focus");
    made[0]!.notification.dispatchEvent(new Event("click"));
    expect(focusWindow).toHaveBeenCalled();
    focusWindow.mockRestore();
    await expect.element(field).toHaveFocus();
    expect(made[0]!.closed).toBe(true);

    await returnToPage();
    await expect.element(field).toHaveFocus();
    expect(await inlineViolations()).toEqual([]);
  });

  test("requestNotificationPermission: the browser's answer, or \"unsupported\" without notifications", async () => {
    await allowNotifications();
    await expect(requestNotificationPermission()).resolves.toBe("granted");
    vi.stubGlobal("Notification", undefined);
    try {
      await expect(requestNotificationPermission()).resolves.toBe("unsupported");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("inline: the arrival said", () => {
  const arrival = () => [...document.querySelectorAll<HTMLElement>('[role="status"]')].find((e) => e.classList.contains("rme-arrival"))!;
  test("a request that arrives while the page is hidden is said when the page is shown again, not before", async () => {
    const { ask } = inline();
    await userEvent.click(chat());
    await leavePage();
    void ask(city, github);
    await expect.element(cityField()).toBeInTheDocument();
    await settle();
    expect(arrival().textContent).toBe("");

    await returnToPage();
    await expect.poll(() => arrival().textContent).toBe("GitHub asks for information. Go to the request");
    expect(await inlineViolations()).toEqual([]);
  });

  test("one said before the person left is not said again when they come back", async () => {
    const { ask } = inline();
    await userEvent.click(chat());
    void ask(city, github);
    await expect.poll(() => arrival().textContent).toBe("GitHub asks for information. Go to the request");
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(arrival(), { childList: true, subtree: true, characterData: true });
    await leavePage();
    await returnToPage();
    await settle();
    observer.disconnect();
    expect(changes).toEqual([]);
    expect(arrival().textContent).toBe("GitHub asks for information. Go to the request");
  });
});
