// The relay's page half in Chromium: <ElicitationRelayClient> and useElicitationRelay inside the provider, each
// request shown exactly as a local one. The relay's server half runs in the page too (it needs only the Fetch
// API, web streams and Web Crypto), and the page's fetch for its URL goes to `relay.handle` with the tab's
// session, so everything between the two halves is their real code and real HTTP messages.
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../../styles.css";
import { ElicitationOutlet, ElicitationProvider, ElicitationRelayClient, useElicitationRelay, type Locale, type RelayStatus } from "../../index.ts";
import { createElicitationRelay, type ElicitationRelay } from "../../relay/index.ts";
import { axeViolations } from "../../../test/browserHelpers.ts";

const URL_PATH = "/api/elicitation";
const bookings = { name: "bookings", title: "Bookings", version: "2.0.0" };
const guests = {
  message: "How many guests?",
  requestedSchema: { type: "object", properties: { guests: { type: "integer", title: "Guests", minimum: 1, maximum: 12 } }, required: ["guests"] },
};

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  cleanup();
  while (cleanups.length) await cleanups.pop()!();
  vi.restoreAllMocks();
});

/** A relay in the page; each tab's fetch of its URL reaches `handle` as its person (the bearer token it sends). */
function pageRelay(): ElicitationRelay {
  const relay = createElicitationRelay({ audience: (request) => request.headers.get("authorization")?.replace(/^Bearer /, "") ?? null, heartbeatMs: 1000 });
  cleanups.push(() => relay.close());
  const original = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname !== URL_PATH) return original(input, init);
    return relay.handle(new Request(url, init));
  });
  return relay;
}

function Status({ token }: { token: string }) {
  const status: RelayStatus = useElicitationRelay(URL_PATH, { headers: () => ({ Authorization: `Bearer ${token}` }) });
  return <p data-testid={`status-${token}`}>{status.state}</p>;
}

describe("modal, the provider's default", () => {
  test("a request from the server-side client is the same dialog; Submit sends the typed answer back", async () => {
    const relay = pageRelay();
    render(
      <ElicitationProvider warmUp={false}>
        <Status token="alice" />
      </ElicitationProvider>,
    );
    await expect.element(page.getByTestId("status-alice")).toHaveTextContent("open");
    const answer = relay.elicitFor("alice")(guests, { server: bookings });
    const dialog = page.getByRole("dialog", { name: /Bookings/ });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription(/How many guests\?/);
    await userEvent.fill(dialog.getByRole("spinbutton", { name: "Guests" }), "4");
    await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
    await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 4 } });
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test.each([
    ["headers as an object", { Authorization: "Bearer alice" }],
    ["headers from a function", () => ({ Authorization: "Bearer alice" })],
  ] as const)("Submit's POST leaves before the form re-renders as Sending… (%s): the answer waits on no frame", async (_, headers) => {
    const relay = pageRelay();
    const fetched = vi.mocked(globalThis.fetch);
    render(
      <ElicitationProvider warmUp={false}>
        <ElicitationRelayClient url={URL_PATH} headers={headers} />
      </ElicitationProvider>,
    );
    const answer = relay.elicitFor("alice")(guests, { server: bookings });
    const dialog = page.getByRole("dialog", { name: /Bookings/ });
    await userEvent.fill(dialog.getByRole("spinbutton", { name: "Guests" }), "2");
    // What the page showed at the moment its answer left.
    let shownWhenSent: string | undefined;
    const forward = fetched.getMockImplementation()!;
    fetched.mockImplementation((input, init) => {
      if (init?.method === "POST") shownWhenSent ??= dialog.element().querySelector("button[type=submit]")?.textContent ?? "";
      return forward(input, init);
    });
    await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
    await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 2 } });
    expect(shownWhenSent).toBe("Submit");
  });

  test("withdrawn by the MCP side: the dialog leaves with the same notice as a local request", async () => {
    const relay = pageRelay();
    render(
      <ElicitationProvider warmUp={false}>
        <ElicitationRelayClient url={URL_PATH} headers={{ Authorization: "Bearer alice" }} />
      </ElicitationProvider>,
    );
    const controller = new AbortController();
    const answer = relay.elicitFor("alice")(guests, { server: bookings, signal: controller.signal });
    await expect.element(page.getByRole("dialog", { name: /Bookings/ })).toBeVisible();
    controller.abort("cancelled by the server");
    await expect(answer).rejects.toBe("cancelled by the server");
    await expect.element(page.getByRole("status").filter({ hasText: "withdrew" })).toHaveTextContent("Bookings withdrew its request.");
    expect([...document.querySelectorAll("dialog")].filter((d) => d.open)).toEqual([]);
  });
});

describe("inline, by the host's key, in two tabs of one person", () => {
  /** Two tabs side by side: each its own provider and connection, as two browser tabs have. */
  function twoTabs(locale: Locale = "en") {
    const tab = (name: string) => (
      <section aria-label={name}>
        <ElicitationProvider presentation="inline" warmUp={false} locale={locale}>
          <ElicitationRelayClient url={URL_PATH} headers={{ Authorization: "Bearer alice" }} />
          <ElicitationOutlet requestKey="chat-1" />
        </ElicitationProvider>
      </section>
    );
    render(
      <main>
        <h1>Chat</h1>
        {tab("First tab")}
        {tab("Second tab")}
      </main>,
    );
    return [page.getByRole("region", { name: "First tab" }), page.getByRole("region", { name: "Second tab" })] as const;
  }

  test.each([
    ["en", "Submit", "The request from Bookings was answered in another tab or window.", "You answered Bookings in another tab or window."],
    ["zh-CN", "提交", "来自 Bookings 的请求已在另一个标签页或窗口中回复。", "您已在另一个标签页或窗口中回复 Bookings。"],
  ] as const)("%s: answered in one, the other says it was answered elsewhere, and the server gets one answer", async (locale, submit, notice, summary) => {
    const relay = pageRelay();
    const [first, second] = twoTabs(locale);
    const answer = relay.elicitFor("alice", { key: "chat-1" })(guests, { server: bookings });
    const field = (tab: typeof first) => tab.getByRole("spinbutton");
    await expect.element(field(first)).toBeVisible();
    await expect.element(field(second)).toBeVisible();
    expect([...document.querySelectorAll("dialog")].filter((d) => d.open)).toEqual([]);
    await userEvent.fill(field(first), "3");
    await userEvent.click(first.getByRole("button", { name: submit }));
    await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 3 } });
    await expect.element(second.getByText(summary)).toBeVisible();
    await expect.element(field(second)).not.toBeInTheDocument();
    const notices = [...document.querySelectorAll('[role="status"]')].map((e) => e.textContent);
    expect(notices).toContain(notice);
    expect(await axeViolations()).toEqual([]);
  });

  test("a request of another key is not this outlet's: it falls back to the modal", async () => {
    const relay = pageRelay();
    twoTabs();
    void relay.elicitFor("alice", { key: "chat-2" })(guests, { server: bookings });
    await expect.element(page.getByRole("dialog", { name: /Bookings/ }).first()).toBeVisible();
  });
});

test("another person's page is shown nothing, and the headers are read again for each request", async () => {
  const relay = pageRelay();
  const seen: string[] = [];
  const headers = () => {
    seen.push("read");
    return { Authorization: "Bearer bob" };
  };
  render(
    <ElicitationProvider warmUp={false}>
      <ElicitationRelayClient url={URL_PATH} headers={headers} />
    </ElicitationProvider>,
  );
  await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
  void relay.elicitFor("alice")(guests, { server: bookings });
  const answer = relay.elicitFor("bob")(guests, { server: bookings });
  const dialog = page.getByRole("dialog", { name: /Bookings/ });
  await expect.element(dialog).toBeVisible();
  await userEvent.click(dialog.getByRole("button", { name: "Decline" }));
  await expect(answer).resolves.toEqual({ action: "decline" });
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(document.querySelectorAll("dialog[open]")).toHaveLength(0);
  expect(seen.length).toBeGreaterThanOrEqual(2);
});
