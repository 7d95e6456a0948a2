// <UrlElicitationPrompt> in real Chromium, driven by real input and read by role and label: who asks,
// the whole URL with its owner highlighted, every warning, one explicit click to open it in a new tab
// with no opener and no referrer, and exactly one answer (the specification's security rules for URL mode;
// docs/guides/url-mode.md and docs/guides/components.md, "What the user sees").
import { cleanup, render } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import { UrlElicitationPrompt, type ElicitResult, type UrlElicitationPromptProps } from "../index.ts";
import { inspectUrl } from "../core/url/inspectUrl.ts";
import { servers, urlRequests } from "../../stories/fixtures.ts";
import { recordWindowOpen, clickBackdropOf } from "../../test/browserHelpers.ts";

afterEach(() => cleanup());

type Fixture = Pick<UrlElicitationPromptProps, "server" | "request">;
type FixtureName = keyof typeof urlRequests;

/** Long enough for any late, second answer (a re-render, a close event) to arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** A host page with something focusable behind the prompt, as in a chat client. */
function hostPage(props: UrlElicitationPromptProps) {
  return (
    <main>
      <label>
        Chat
        <textarea />
      </label>
      <UrlElicitationPrompt {...props} />
    </main>
  );
}

function renderPrompt(fixture: Fixture, ui: Partial<UrlElicitationPromptProps> = {}) {
  const onRespond = vi.fn<(r: ElicitResult) => void>();
  const opened = recordWindowOpen();
  const props = { server: fixture.server, request: fixture.request, onRespond, ...ui };
  const view = render(hostPage(props));
  /** The same page re-rendered with some props changed, as a host passing new status. */
  const rerender = (changes: Partial<UrlElicitationPromptProps>) => view.rerender(hostPage({ ...props, ...changes }));
  return { ...view, rerender, onRespond, opened, dialog: page.getByRole("dialog") };
}

/** The one dialog element, open or not (a closed <dialog> leaves the accessibility tree). */
const dialogElement = () => document.querySelector("dialog")!;

/** Every button's accessible name in the open dialog. */
const buttonNames = () =>
  page
    .getByRole("dialog")
    .getByRole("button")
    .elements()
    .map((button) => button.getAttribute("aria-label") ?? button.textContent);

const ordinary = urlRequests.ordinary;
const href = (fixture: Fixture) => inspectUrl(fixture.request.url).href!;
const openButton = (host = "mcp.example.com") => page.getByRole("button", { name: `Open ${host}`, exact: true });
const NO_OPENER = ["_blank", "noopener,noreferrer"];

const openable: FixtureName[] = ["ordinary", "subdomain", "localhost", "punycode", "mixedScripts", "ipHost", "credentials", "port", "invisible", "long"];
const blocked: FixtureName[] = ["javascript", "data", "file", "blob", "vbscript", "about", "insecureHttp", "unparsable", "empty"];

describe("who asks, and where the link leads", () => {
  test("a modal dialog named after the server and described by the message", async () => {
    const { dialog } = renderPrompt(ordinary);
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().matches(":modal")).toBe(true);
    await expect.element(dialog).toHaveAccessibleName("GitHub wants you to open a link");
    await expect.element(dialog).toHaveAccessibleDescription("Please provide your API key to continue.");
    expect(dialog.element().querySelector("h2 bdi")?.textContent).toBe("GitHub");
    await expect.element(dialog.getByText("version 0.9.1")).toBeVisible();
    // The page behind is inert.
    const chat = page.getByRole("textbox", { name: "Chat" });
    (chat.element() as HTMLElement).focus();
    expect(document.activeElement).not.toBe(chat.element());
  });

  test("without a title the server's name is the display name, bidi characters isolated", async () => {
    renderPrompt({ ...ordinary, server: servers.weather });
    await expect.element(page.getByRole("dialog")).toHaveAccessibleName("weather wants you to open a link");

    cleanup();
    const { dialog } = renderPrompt({ ...ordinary, server: servers.untrusted });
    await expect.element(dialog).toBeVisible();
    const bdi = dialog.element().querySelector("h2 bdi");
    expect(bdi?.textContent).toBe(servers.untrusted.name);
    expect(bdi?.parentElement?.textContent?.replace(servers.untrusted.name, "")).toBe(" wants you to open a link");
  });

  test("the message is plain text: no markup, no links, nothing clickable but the buttons", async () => {
    const message = "Sign in <b>here</b>: [link](https://phish.example/) or https://phish.example/\nthen come back.";
    const { dialog } = renderPrompt({ ...ordinary, request: { ...ordinary.request, message } });
    await expect.element(dialog).toBeVisible();
    const paragraph = dialog.getByText(/^Sign in <b>here<\/b>/);
    expect(paragraph.element().textContent).toBe(message);
    expect(paragraph.element().querySelector("*")).toBeNull();
    expect(dialog.getByRole("link").elements()).toHaveLength(0);
    expect(dialog.element().querySelectorAll("a, [href], [src], iframe, img, link")).toHaveLength(0);
  });

  test("nothing is fetched or opened before the click: no preview, no favicon", async () => {
    const { dialog, opened } = renderPrompt(urlRequests.subdomain);
    await expect.element(dialog).toBeVisible();
    await settle();
    expect(opened).toEqual([]);
    expect(performance.getEntriesByType("resource").filter((entry) => entry.name.includes("example.co.uk"))).toEqual([]);
  });

  test.each(openable)("%s: the whole URL is shown as text, not cut, its registrable domain marked", async (name) => {
    const fixture = urlRequests[name];
    const inspection = inspectUrl(fixture.request.url);
    const { dialog } = renderPrompt(fixture);
    const url = dialog.getByText(inspection.href!, { exact: true });
    await expect.element(url).toBeVisible();
    const element = url.element() as HTMLElement;
    expect(element.textContent).toBe(inspection.href);
    // Not cut: nothing overflows its box and nothing clamps or ellipsises it.
    expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
    expect(element.scrollHeight).toBeLessThanOrEqual(element.clientHeight);
    const style = getComputedStyle(element);
    expect(style.textOverflow).not.toBe("ellipsis");
    expect(style.webkitLineClamp).toBe("none");
    expect(element.closest("a")).toBeNull();
    // The registrable domain (the host for IPs and localhost), in the form the URL carries, in one <mark>.
    const marks = dialog.element().querySelectorAll("mark");
    expect(marks).toHaveLength(1);
    const host = inspection.host!;
    const owner = inspection.registrableDomain ? host.split(".").slice(-inspection.registrableDomain.split(".").length).join(".") : host;
    expect(marks[0]!.textContent).toBe(owner);
    expect(element.contains(marks[0]!)).toBe(true);
    // Where it leads, by name, with the port when it is not the scheme's default.
    await expect.element(dialog.getByText("You will go to")).toHaveTextContent(`You will go to ${inspection.site}`);
  });

  test.each<[FixtureName, string]>([
    ["port", "pay.example.com:8443"],
    ["localhost", "localhost:3000"],
    ["ordinary", "mcp.example.com"],
  ])("%s: the destination and the Open button name the port unless it is the scheme's default", async (name, site) => {
    const { dialog } = renderPrompt(urlRequests[name]);
    await expect.element(dialog.getByText("You will go to")).toHaveTextContent(`You will go to ${site}`);
    await expect.element(openButton(site)).toBeVisible();
  });

  test.each<[FixtureName, string]>([
    ["ordinary", "example.com"],
    ["subdomain", "example.co.uk"],
    ["credentials", "evil.example"],
    ["port", "example.com"],
    ["punycode", "xn--80ak6aa92e.com"],
    ["ipHost", "203.0.113.7"],
    ["localhost", "localhost"],
  ])("%s: the <mark> holds %s", async (name, owner) => {
    const { dialog } = renderPrompt(urlRequests[name]);
    await expect.element(dialog).toBeVisible();
    expect([...dialog.element().querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([owner]);
  });

  test("hostile URLs that once broke the inspection still render: a malformed escape before the @, a trailing dot", async () => {
    const request = (url: string) => ({ ...ordinary, request: { ...ordinary.request, url } });
    const { dialog } = renderPrompt(request("https://%E0%A4%A@evil.example/"));
    await expect.element(dialog.getByText("“%E0%A4%A” before the @ is not the site: the site is evil.example.")).toBeVisible();
    await expect.element(openButton("evil.example")).toBeVisible();
    expect([...dialog.element().querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["evil.example"]);

    cleanup();
    const second = renderPrompt(request("https://www.example.com./login"));
    await expect.element(second.dialog.getByText("https://www.example.com./login", { exact: true })).toBeVisible();
    // The owner is example.com, not "com.".
    expect([...second.dialog.element().querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["example.com"]);
  });

  const longUrl = urlRequests.long.request.url;
  test.each<[FixtureName, string[]]>([
    ["ordinary", []],
    ["subdomain", []],
    ["localhost", ["A development address on this computer."]],
    [
      "punycode",
      [
        "International name: аррӏе.com is sent as xn--80ak6aa92e.com. Check that it is the site you expect.",
        "The name uses letters that imitate Latin ones (аррӏе.com).",
      ],
    ],
    [
      "mixedScripts",
      [
        "International name: p\u0430ypal.com is sent as xn--pypal-4ve.com. Check that it is the site you expect.",
        "The name mixes alphabets (p\u0430ypal.com), a common disguise.",
      ],
    ],
    ["ipHost", ["The address is a bare IP address (203.0.113.7), not a name."]],
    ["credentials", ["“bank.com” before the @ is not the site: the site is evil.example."]],
    ["port", ["The link uses an unusual port (8443)."]],
    ["invisible", ["The link contains invisible or text-direction characters."]],
    ["long", [`The link is very long (${new Intl.NumberFormat("en").format(longUrl.length)} characters): check the site name above.`]],
  ])("%s: findings shown", async (name, texts) => {
    const { dialog } = renderPrompt(urlRequests[name]);
    await expect.element(dialog).toBeVisible();
    expect(dialog.getByRole("listitem").elements().map((item) => item.textContent)).toEqual(texts);
    for (const text of texts) await expect.element(dialog.getByText(text, { exact: true })).toBeVisible();
  });
});

describe("opening the link", () => {
  test.each(openable)("%s: one click on Open opens it in a new tab with no opener, then accepts once and closes", async (name) => {
    const fixture = urlRequests[name];
    const inspection = inspectUrl(fixture.request.url);
    const { onRespond, opened } = renderPrompt(fixture);
    const open = openButton(inspection.site);
    await expect.element(open).toBeVisible();
    expect(opened).toEqual([]);
    await userEvent.click(open);
    await expect.poll(() => dialogElement().open).toBe(false);
    await settle();
    expect(opened).toEqual([[inspection.href, ...NO_OPENER]]);
    expect(onRespond.mock.calls).toEqual([[{ action: "accept" }]]);
  });

  test("the Open button names the host as sent, not the disguise before the @", async () => {
    renderPrompt(urlRequests.credentials);
    await expect.element(openButton("evil.example")).toBeVisible();
    expect(buttonNames()).toEqual(["Close", "Copy link", "Decline", "Open evil.example"]);
  });

  test("a double click on Open answers once and opens one tab", async () => {
    const { onRespond, opened } = renderPrompt(ordinary);
    await userEvent.dblClick(openButton());
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept" }]]);
    expect(opened).toEqual([[href(ordinary), ...NO_OPENER]]);
  });

  test("Enter held down on the Open button answers once and opens one tab", async () => {
    const { onRespond, opened } = renderPrompt(ordinary);
    await expect.element(openButton()).toBeVisible();
    (openButton().element() as HTMLElement).focus();
    await userEvent.keyboard("{Enter>5/}");
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept" }]]);
    expect(opened).toHaveLength(1);
  });

  test("Escape after Open does not answer again", async () => {
    const { onRespond, opened } = renderPrompt(ordinary);
    await userEvent.click(openButton());
    await userEvent.keyboard("{Escape}");
    await settle();
    await userEvent.keyboard("{Escape}");
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept" }]]);
    expect(opened).toHaveLength(1);
  });

  test("Open, then a click on the hidden controls of the closed dialog, answers once", async () => {
    const { onRespond, opened } = renderPrompt(ordinary);
    await userEvent.click(openButton());
    await expect.poll(() => dialogElement().open).toBe(false);
    for (const button of dialogElement().querySelectorAll("button")) button.click();
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept" }]]);
    expect(opened).toHaveLength(1);
  });

  test("the answer is given before the tab opens, so a refused tab still counts as consent", async () => {
    const order: string[] = [];
    const onRespond = vi.fn(() => void order.push("respond"));
    const opened = recordWindowOpen();
    const record = window.open;
    window.open = ((...args: Parameters<typeof window.open>) => {
      order.push("open");
      return record(...args);
    }) as typeof window.open;
    render(<UrlElicitationPrompt {...ordinary} onRespond={onRespond} />);
    await userEvent.click(openButton());
    await settle();
    expect(order).toEqual(["respond", "open"]);
    expect(opened).toHaveLength(1);
  });
});

describe("the other ways out", () => {
  test("Decline sends decline, opens nothing, and closes", async () => {
    const { onRespond, opened } = renderPrompt(ordinary);
    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
    expect(opened).toEqual([]);
    expect(dialogElement().open).toBe(false);
  });

  test("the Close button cancels", async () => {
    const { onRespond, opened } = renderPrompt(ordinary);
    await userEvent.click(page.getByRole("button", { name: "Close" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
    expect(opened).toEqual([]);
    expect(dialogElement().open).toBe(false);
  });

  test("Escape cancels", async () => {
    const { onRespond, dialog } = renderPrompt(ordinary);
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
    expect(dialogElement().open).toBe(false);
  });

  test("a click on the backdrop cancels", async () => {
    const { onRespond, dialog, opened } = renderPrompt(ordinary);
    await expect.element(dialog).toBeVisible();
    await clickBackdropOf(dialogElement());
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
    expect(opened).toEqual([]);
    expect(dialogElement().open).toBe(false);
  });

  test("a double click on Decline answers once", async () => {
    const { onRespond } = renderPrompt(ordinary);
    await userEvent.dblClick(page.getByRole("button", { name: "Decline" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
  });

  test("Decline, then Escape and Close, answers once with the decline", async () => {
    const { onRespond, opened } = renderPrompt(ordinary);
    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    await userEvent.keyboard("{Escape}");
    for (const button of dialogElement().querySelectorAll("button")) button.click();
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
    expect(opened).toEqual([]);
  });
});

describe("links that cannot be opened", () => {
  test.each(blocked)("%s: no Open button, an alert, the reason; Decline still answers", async (name) => {
    const fixture = urlRequests[name];
    const inspection = inspectUrl(fixture.request.url);
    const { onRespond, opened, dialog } = renderPrompt(fixture);
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole("alert")).toHaveTextContent("This link cannot be opened.");
    const names = buttonNames();
    expect(names.filter((button) => /open|打开/i.test(button ?? ""))).toEqual([]);
    expect(names).toContain("Decline");
    expect(names).toContain("Close");
    // The reason, in words.
    expect(dialog.getByRole("listitem").elements().length).toBe(inspection.findings.length);
    expect(inspection.findings.length).toBeGreaterThan(0);
    // What was sent is still shown, as text only.
    if (fixture.request.url) {
      await expect.element(dialog.getByText(inspection.href ?? fixture.request.url, { exact: true })).toBeVisible();
    }
    expect(dialog.getByRole("link").elements()).toHaveLength(0);

    // Enter and Space on the focused heading do nothing.
    await userEvent.keyboard("{Enter}{ }");
    await settle();
    expect(onRespond).not.toHaveBeenCalled();

    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
    expect(opened).toEqual([]);
    expect(dialogElement().open).toBe(false);
  });

  test.each(blocked)("%s: Close cancels", async (name) => {
    const { onRespond, opened } = renderPrompt(urlRequests[name]);
    await userEvent.click(page.getByRole("button", { name: "Close" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "cancel" }]]);
    expect(opened).toEqual([]);
    expect(dialogElement().open).toBe(false);
  });

  test.each<[FixtureName, string]>([
    ["javascript", "“javascript:” links are not opened: only https:// links are."],
    ["data", "“data:” links are not opened: only https:// links are."],
    ["file", "“file:” links are not opened: only https:// links are."],
    ["blob", "“blob:” links are not opened: only https:// links are."],
    ["vbscript", "“vbscript:” links are not opened: only https:// links are."],
    ["about", "“about:” links are not opened: only https:// links are."],
    ["insecureHttp", "Unencrypted http:// links are only opened for this computer (localhost)."],
    ["unparsable", "This is not a valid web address."],
    ["empty", "The server sent no link."],
  ])("%s: the reason reads %j", async (name, reason) => {
    const { dialog } = renderPrompt(urlRequests[name]);
    await expect.element(dialog).toBeVisible();
    expect(dialog.getByRole("listitem").elements().map((item) => item.textContent)).toEqual([reason]);
  });
});

describe("focus", () => {
  test("starts on the heading, not a button: Enter and Space meant for the chat box open nothing", async () => {
    const { onRespond, opened } = renderPrompt(ordinary);
    const heading = page.getByRole("heading", { name: "GitHub wants you to open a link" });
    await expect.element(heading).toHaveFocus();
    expect(document.activeElement?.tagName).toBe("H2");
    await userEvent.keyboard("{Enter}{Enter}{ }");
    await settle();
    expect(onRespond).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
    expect(dialogElement().open).toBe(true);
  });

  test("starts on the heading even when the person was typing in the chat box", async () => {
    const onRespond = vi.fn();
    const opened = recordWindowOpen();
    function Chat() {
      const [request, setRequest] = useState<Fixture["request"] | null>(null);
      return (
        <main>
          <label>
            Chat
            <textarea onKeyDown={(event) => event.key === "!" && setRequest(ordinary.request)} />
          </label>
          {request ? <UrlElicitationPrompt server={ordinary.server} request={request} onRespond={onRespond} /> : null}
        </main>
      );
    }
    render(<Chat />);
    await userEvent.click(page.getByRole("textbox", { name: "Chat" }));
    await userEvent.keyboard("hello!");
    await expect.element(page.getByRole("heading", { name: "GitHub wants you to open a link" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await settle();
    expect(onRespond).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
  });

  test("Tab reaches every button", async () => {
    renderPrompt(ordinary);
    await expect.element(page.getByRole("heading", { name: /GitHub/ })).toHaveFocus();
    const reached: string[] = [];
    for (let i = 0; i < 4; i++) {
      await userEvent.keyboard("{Tab}");
      const active = document.activeElement as HTMLElement;
      expect(dialogElement().contains(active)).toBe(true);
      reached.push(active.getAttribute("aria-label") ?? active.textContent ?? "");
    }
    expect(reached).toEqual(["Close", "Copy link", "Decline", "Open mcp.example.com"]);
  });

  test("returns to where it was when the prompt closes", async () => {
    const onRespond = vi.fn();
    recordWindowOpen();
    function Host() {
      const [open, setOpen] = useState(false);
      return (
        <main>
          <button type="button" onClick={() => setOpen(true)}>
            Review request
          </button>
          {open ? <UrlElicitationPrompt {...ordinary} onRespond={onRespond} /> : null}
        </main>
      );
    }
    render(<Host />);
    const opener = page.getByRole("button", { name: "Review request" });
    await userEvent.click(opener);
    await expect.element(page.getByRole("heading", { name: /GitHub/ })).toHaveFocus();
    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    await expect.element(opener).toHaveFocus();
  });
});

describe("after consent: waiting for the server", () => {
  test('status="waiting": Open keeps the dialog open with the waiting text, Done calls onDone and closes', async () => {
    const onDone = vi.fn();
    const onCancelWaiting = vi.fn();
    const { onRespond, opened, dialog } = renderPrompt(ordinary, { status: "waiting", onDone, onCancelWaiting });
    await userEvent.click(openButton());
    await expect.element(dialog.getByText("Continue in the new tab")).toBeVisible();
    await expect.element(dialog.getByText("When you have finished there, the server will let this app know. If nothing happens, choose Done.")).toBeVisible();
    await settle();
    expect(dialogElement().open).toBe(true);
    expect(onRespond.mock.calls).toEqual([[{ action: "accept" }]]);
    expect(opened).toEqual([[href(ordinary), ...NO_OPENER]]);
    expect(buttonNames()).toEqual(["Close", "Cancel", "Done"]);
    expect(dialog.getByRole("button", { name: /^Open/ }).elements()).toHaveLength(0);

    await userEvent.click(page.getByRole("button", { name: "Done" }));
    await expect.poll(() => dialogElement().open).toBe(false);
    await settle();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onCancelWaiting).not.toHaveBeenCalled();
    expect(onRespond).toHaveBeenCalledTimes(1);
  });

  test('status="waiting": Cancel calls onCancelWaiting and closes', async () => {
    const onDone = vi.fn();
    const onCancelWaiting = vi.fn();
    const { onRespond } = renderPrompt(ordinary, { status: "waiting", onDone, onCancelWaiting });
    await userEvent.click(openButton());
    await userEvent.click(page.getByRole("button", { name: "Cancel", exact: true }));
    await expect.poll(() => dialogElement().open).toBe(false);
    await settle();
    expect(onCancelWaiting).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept" }]]);
  });

  test('status="waiting": Escape gives up waiting once, and answers nothing more', async () => {
    const onDone = vi.fn();
    const onCancelWaiting = vi.fn();
    const { onRespond } = renderPrompt(ordinary, { status: "waiting", onDone, onCancelWaiting });
    await userEvent.click(openButton());
    await expect.element(page.getByText("Continue in the new tab")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect.poll(() => dialogElement().open).toBe(false);
    await userEvent.keyboard("{Escape}");
    await settle();
    expect(onCancelWaiting).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept" }]]);
  });

  test('rerendering with status="complete" shows the completion text; closing it calls onDone', async () => {
    const onDone = vi.fn();
    const onCancelWaiting = vi.fn();
    const { onRespond, rerender, dialog } = renderPrompt(ordinary, { status: "waiting", onDone, onCancelWaiting });
    await userEvent.click(openButton());
    await expect.element(dialog.getByText("Continue in the new tab")).toBeVisible();

    rerender({ status: "complete" });
    await expect.element(dialog.getByText("Finished: the server has confirmed.")).toBeVisible();
    expect(dialog.getByText("Continue in the new tab").elements()).toHaveLength(0);
    expect(dialogElement().open).toBe(true);
    // One button per name: the header's Close, and Done to finish.
    expect(buttonNames().filter((name) => name === "Close")).toHaveLength(1);
    expect(buttonNames().filter((name) => name === "Done")).toHaveLength(1);

    await userEvent.click(dialog.getByRole("button", { name: "Done" }));
    await expect.poll(() => dialogElement().open).toBe(false);
    await settle();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onCancelWaiting).not.toHaveBeenCalled();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept" }]]);
  });

  test("a host that starts tracking progress in its onRespond keeps the prompt open to wait", async () => {
    const onDone = vi.fn();
    const opened = recordWindowOpen();
    const answers: ElicitResult[] = [];
    function Host() {
      const [status, setStatus] = useState<"waiting" | "complete" | undefined>(undefined);
      return (
        <main>
          <UrlElicitationPrompt
            {...ordinary}
            status={status}
            onDone={onDone}
            onRespond={(result) => {
              answers.push(result);
              if (result.action === "accept") setStatus("waiting");
            }}
          />
        </main>
      );
    }
    render(<Host />);
    await userEvent.click(openButton());
    await expect.element(page.getByText("Continue in the new tab")).toBeVisible();
    expect(dialogElement().open).toBe(true);
    await userEvent.click(page.getByRole("button", { name: "Done" }));
    await expect.poll(() => dialogElement().open).toBe(false);
    expect(answers).toEqual([{ action: "accept" }]);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(opened).toHaveLength(1);
  });

  // A host that passes status="waiting" up front (as the WaitingThenComplete story does) must not see
  // "Continue in the new tab" after the person declined or closed: nothing was opened.
  test.each<[string, () => Promise<void>, ElicitResult]>([
    ["Decline", () => userEvent.click(page.getByRole("button", { name: "Decline" })), { action: "decline" }],
    ["Close", () => userEvent.click(page.getByRole("button", { name: "Close" })), { action: "cancel" }],
    ["Escape", () => userEvent.keyboard("{Escape}"), { action: "cancel" }],
  ])('status="waiting" given before consent: %s answers and closes, with no waiting screen', async (_, act, answer) => {
    const onDone = vi.fn();
    const onCancelWaiting = vi.fn();
    const { onRespond, opened, dialog } = renderPrompt(ordinary, { status: "waiting", onDone, onCancelWaiting });
    await expect.element(dialog).toBeVisible();
    await act();
    await settle();
    expect(onRespond.mock.calls).toEqual([[answer]]);
    expect(opened).toEqual([]);
    expect(page.getByText("Continue in the new tab").elements()).toHaveLength(0);
    expect(dialogElement().open).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
    expect(onCancelWaiting).not.toHaveBeenCalled();
  });
});

describe("Simplified Chinese", () => {
  test("打开 and 拒绝, and opening still accepts once", async () => {
    const { onRespond, opened, dialog } = renderPrompt(ordinary, { locale: "zh-CN" });
    await expect.element(dialog).toHaveAccessibleName("GitHub 请您打开一个链接");
    await expect.element(page.getByRole("button", { name: "拒绝" })).toBeVisible();
    await expect.element(page.getByRole("button", { name: "关闭" })).toBeVisible();
    const open = page.getByRole("button", { name: "打开 mcp.example.com" });
    await expect.element(open).toBeVisible();
    await userEvent.click(open);
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept" }]]);
    expect(opened).toEqual([[href(ordinary), ...NO_OPENER]]);
  });

  test("拒绝 declines, and a blocked link says so in Chinese", async () => {
    const { onRespond, dialog } = renderPrompt(urlRequests.javascript, { locale: "zh-CN" });
    await expect.element(dialog.getByRole("alert")).toHaveTextContent("无法打开此链接。");
    expect(buttonNames().filter((name) => /打开/.test(name ?? ""))).toEqual([]);
    await userEvent.click(page.getByRole("button", { name: "拒绝" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
  });
});

describe("Copy link", () => {
  test("puts the href on the clipboard, says so, and answers nothing", async () => {
    const fixture = urlRequests.credentials;
    const { onRespond, opened, dialog } = renderPrompt(fixture);
    await userEvent.click(page.getByRole("button", { name: "Copy link" }));
    await expect.element(dialog.getByRole("status")).toHaveTextContent("Link copied");
    await settle();
    expect(onRespond).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
    expect(dialogElement().open).toBe(true);

    // What is on the clipboard, pasted for real into the host's chat box once the prompt is gone.
    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    await expect.poll(() => dialogElement().open).toBe(false);
    const chat = page.getByRole("textbox", { name: "Chat" });
    await userEvent.click(chat);
    await userEvent.paste();
    await expect.element(chat).toHaveValue(href(fixture));
  });
});

describe("request lifecycle", () => {
  test("a new request object on the same mounted prompt gets a fresh dialog and a fresh exactly-once guard", async () => {
    const onRespond = vi.fn<(r: ElicitResult) => void>();
    const opened = recordWindowOpen();
    const first = { ...ordinary.request };
    const { rerender } = render(<UrlElicitationPrompt server={ordinary.server} request={first} onRespond={onRespond} />);
    await userEvent.click(openButton());
    await expect.poll(() => dialogElement().open).toBe(false);

    rerender(<UrlElicitationPrompt server={ordinary.server} request={first} onRespond={onRespond} />);
    await settle();
    expect(dialogElement().open).toBe(false);

    const second = urlRequests.subdomain.request;
    rerender(<UrlElicitationPrompt server={ordinary.server} request={second} onRespond={onRespond} />);
    await expect.element(page.getByRole("dialog")).toHaveAccessibleDescription(second.message);
    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    await settle();
    expect(onRespond.mock.calls).toEqual([[{ action: "accept" }], [{ action: "decline" }]]);
    expect(opened).toEqual([[href(ordinary), ...NO_OPENER]]);
  });
});
