// An answer on its way through the relay, as the person sees it: "Sending…" while the relay has not taken it
// (and that it waits, after a few seconds), the form shown again with what was typed and why when the relay
// refuses the body (a proxy on the way made it too large, changed its type or broke it), the limit said before
// anything is sent, and a plain notice when the request ends before the answer arrives. The relay's server
// half runs in the page (see relay.browser.test.tsx); what goes wrong between the two is done to the real
// request the page sends, as a proxy would do it.
import { cleanup, render } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../../styles.css";
import { ElicitationOutlet, ElicitationProvider, ElicitationRelayClient, type Locale } from "../../index.ts";
import { createElicitationRelay } from "../../relay/index.ts";
import { axeViolations } from "../../../test/browserHelpers.ts";

const URL_PATH = "/api/elicitation";
const bookings = { name: "bookings", title: "Bookings", version: "2.0.0" };
const guests = {
  message: "How many guests?",
  requestedSchema: {
    type: "object",
    properties: { guests: { type: "integer", title: "Guests", minimum: 1 }, note: { type: "string", title: "Note" } },
    required: ["guests"],
  },
};

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  cleanup();
  while (cleanups.length) await cleanups.pop()!();
  vi.restoreAllMocks();
});

/** What happens to a page's POST on its way, like a proxy: changed, held, or passed on as it is. */
type OnTheWay = (init: RequestInit) => RequestInit | Promise<RequestInit>;

/** A relay in the page whose answers pass through `onTheWay` first; every POST it got, with its status. */
function pageRelay(onTheWay: OnTheWay = (init) => init) {
  const relay = createElicitationRelay({ audience: () => "alice", heartbeatMs: 1000 });
  cleanups.push(() => relay.close());
  const posts: number[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname !== URL_PATH) return original(input, init);
    if (init?.method !== "POST") return relay.handle(new Request(url, init));
    const response = await relay.handle(new Request(url, await onTheWay(init)));
    posts.push(response.status);
    return response;
  });
  return { relay, posts };
}

function host(presentation: "modal" | "inline" = "modal", locale: Locale = "en") {
  render(
    <ElicitationProvider warmUp={false} presentation={presentation} locale={locale}>
      <ElicitationRelayClient url={URL_PATH} />
      {presentation === "inline" ? <ElicitationOutlet /> : null}
    </ElicitationProvider>,
  );
}

const once = (change: OnTheWay): OnTheWay => {
  let done = false;
  return (init) => (done ? init : ((done = true), change(init)));
};

test.each([
  ["grew past the relay's limit (413)", (init: RequestInit) => ({ ...init, body: `${init.body as string}${" ".repeat(1_000_001)}` }), 413,
    "Your answer was not sent: it is larger than this app can send. Shorten it and submit again."],
  ["its type changed (415)", (init: RequestInit) => ({ ...init, headers: { "Content-Type": "text/plain" } }), 415,
    "Your answer was not sent: it could not be read on the way. Submit it again, or decline."],
  ["cut short (400)", (init: RequestInit) => ({ ...init, body: (init.body as string).slice(0, 20) }), 400,
    "Your answer was not sent: it could not be read on the way. Submit it again, or decline."],
] as const)("a body that %s: the dialog shows again with what was typed and why; sent again, it reaches the MCP side once", async (_, change, status, why) => {
  const { relay, posts } = pageRelay(once(change));
  host();
  const answer = relay.elicitFor("alice")(guests, { server: bookings });
  const dialog = page.getByRole("dialog", { name: /Bookings/ });
  await userEvent.fill(dialog.getByRole("spinbutton", { name: "Guests" }), "4");
  await userEvent.fill(dialog.getByRole("textbox", { name: "Note" }), "A table by the window");
  await userEvent.click(dialog.getByRole("button", { name: "Submit" }));

  await expect.element(dialog.getByRole("alert")).toHaveTextContent(why);
  expect(posts).toEqual([status]);
  await expect.element(dialog.getByRole("spinbutton", { name: "Guests" })).toHaveValue(4);
  await expect.element(dialog.getByRole("textbox", { name: "Note" })).toHaveValue("A table by the window");
  expect(await axeViolations()).toEqual([]);

  await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
  await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 4, note: "A table by the window" } });
  await expect.element(dialog).not.toBeInTheDocument();
  expect(posts).toEqual([status, 200]);
});

test("inline, in Simplified Chinese: the card shows again with the answer and why, and the person may decline instead", async () => {
  const { relay } = pageRelay(once((init) => ({ ...init, body: (init.body as string).slice(0, 20) })));
  host("inline", "zh-CN");
  const answer = relay.elicitFor("alice")(guests, { server: bookings });
  const guestsField = page.getByRole("spinbutton", { name: /Guests/ });
  await userEvent.fill(guestsField, "2");
  await userEvent.click(page.getByRole("button", { name: "提交" }));
  await expect.element(page.getByRole("alert")).toHaveTextContent("您的回答未发送：传送途中无法读取。请重新提交，或拒绝。");
  await expect.element(guestsField).toHaveValue(2);
  await userEvent.click(page.getByRole("button", { name: "拒绝" }));
  await expect(answer).resolves.toEqual({ action: "decline" });
});

test('held on its way: the dialog reads "Sending…", says after a few seconds that it waits, and leaves once the answer is in', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const { relay } = pageRelay(async (init) => (await held, init));
  host();
  const answer = relay.elicitFor("alice")(guests, { server: bookings });
  const dialog = page.getByRole("dialog", { name: /Bookings/ });
  await userEvent.fill(dialog.getByRole("spinbutton", { name: "Guests" }), "3");
  await userEvent.click(dialog.getByRole("button", { name: "Submit" }));

  await expect.element(dialog.getByRole("button", { name: "Sending…" })).toBeDisabled();
  await expect.element(dialog.getByRole("button", { name: "Decline" })).toBeDisabled();
  const waiting = "Not sent yet: waiting for the connection. Your answer is kept.";
  // Said to a screen reader by the form's status region, and shown above the buttons.
  await expect.element(dialog.getByRole("status"), { timeout: 5000 }).toHaveTextContent(waiting);
  await expect.element(dialog.getByText(waiting).first()).toBeVisible();
  expect(dialog.getByText(waiting).first().element().closest("[aria-hidden]")).not.toBeNull();
  // Escape does not throw the answer away while it is on its way.
  await userEvent.keyboard("{Escape}");
  await expect.element(dialog).toBeVisible();
  release();
  await expect(answer).resolves.toEqual({ action: "accept", content: { guests: 3 } });
  await expect.element(dialog).not.toBeInTheDocument();
});

test("the request withdrawn while its answer is held: the dialog leaves, and the notice says the answer did not reach the server", async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const { relay, posts } = pageRelay(async (init) => (await held, init));
  host();
  const controller = new AbortController();
  const answer = relay.elicitFor("alice")(guests, { server: bookings, signal: controller.signal });
  const dialog = page.getByRole("dialog", { name: /Bookings/ });
  await userEvent.fill(dialog.getByRole("spinbutton", { name: "Guests" }), "3");
  await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
  await expect.element(dialog.getByRole("button", { name: "Sending…" })).toBeVisible();

  controller.abort(new Error("timed out"));
  await expect(answer).rejects.toThrow("timed out");
  await expect.element(page.getByRole("status").filter({ hasText: "did not reach" })).toHaveTextContent(
    "Your answer did not reach Bookings: the request ended before it arrived.",
  );
  await expect.element(dialog).not.toBeInTheDocument();
  release();
  // It arrives after the request ended: the relay refuses it as no longer pending.
  await vi.waitFor(() => expect(posts).toEqual([409]));
});

test("the limit is said before anything is sent: a field over it says so when left, and Submit stops on it", async () => {
  const { relay, posts } = pageRelay();
  host();
  void relay.elicitFor("alice")(guests, { server: bookings });
  const dialog = page.getByRole("dialog", { name: /Bookings/ });
  await userEvent.fill(dialog.getByRole("spinbutton", { name: "Guests" }), "2");
  const note = dialog.getByRole("textbox", { name: "Note" });
  await userEvent.fill(note, "x".repeat(1_000_000));
  await userEvent.tab();
  await expect.element(note).toHaveAccessibleDescription(/Too long to send: an answer can hold at most 990 kB in all\./);
  await userEvent.click(dialog.getByRole("button", { name: "Submit" }));
  await expect.element(note).toHaveFocus();
  await expect.element(note).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
});
