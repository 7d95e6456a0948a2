// Hostile text from a server, in real Chromium: markup, script, event handlers, `javascript:`
// strings, Markdown links and bare URLs in the message, the titles, the descriptions, the options' titles and
// the server's name. A person sees the text as it was sent, and nothing in it runs, loads or becomes a link
// (docs/guides/components.md, "What the user sees"). Sizes and look-alike names have their own files beside this one.
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import {
  ElicitationDialog,
  UrlElicitationPrompt,
  type ElicitRequestFormParams,
  type ElicitResult,
  type ServerIdentity,
} from "../index.ts";
import { recordWindowOpen } from "../../test/browserHelpers.ts";
import { renderProvider } from "../../test/renderProvider.tsx";

afterEach(() => cleanup());

/** Set by any payload that manages to run. */
const FLAG = "__rmeHostileRan";
const ran = () => (window as unknown as Record<string, unknown>)[FLAG];
beforeEach(() => {
  delete (window as unknown as Record<string, unknown>)[FLAG];
});

/** Long enough for an image's error event, an iframe's load or a late render to have happened. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** Everything a renderer that interprets text would turn into elements, handlers or links. */
const payloads = [
  `<img src=x onerror="window.${FLAG}=1">`,
  `<script>window.${FLAG}=1</script>`,
  `<svg onload="window.${FLAG}=1"></svg>`,
  `<a href="javascript:window.${FLAG}=1">open</a>`,
  `javascript:window.${FLAG}=1`,
  `[open](javascript:window.${FLAG}=1)`,
  `https://evil.example/login`,
  `<iframe srcdoc="<script>parent.${FLAG}=1</script>"></iframe>`,
  // Entities, template syntax and the library's own placeholders stay as typed.
  `&lt;b&gt; &amp; {{constructor.constructor('window.${FLAG}=1')()}} \${window.${FLAG}=1} {server} {version}`,
];
/** One string with every payload, tagged so that each place it appears can be told apart. */
const hostile = (tag: string) => `${tag}: ${payloads.join(" ")}`;
/** The worst of them in the length of a name (a longer name is cut: hostileName.browser.test.tsx). */
const hostileName = (tag: string) => `${tag}: ${payloads[0]} ${payloads[3]} ${payloads[5]} https://evil.example {server}`;

/** Elements that only interpreted text could have made: no part of this library renders any of them. */
const FOREIGN = "a, img, script, svg, iframe, object, embed, link, style, [href], [src], [srcdoc], [style]";

/** Every attribute whose name starts with "on", anywhere under `root`: React never writes handlers as attributes. */
function handlerAttributes(root: Element): string[] {
  return [...root.querySelectorAll("*")].flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith("on")).map((a) => `${el.tagName} ${a.name}`));
}

/** Nothing a person could notice happened: nothing ran, no element was made, no link, nothing fetched. */
async function expectInert(dialog: Element) {
  await settle();
  expect(ran()).toBeUndefined();
  expect(dialog.querySelectorAll(FOREIGN)).toHaveLength(0);
  expect(handlerAttributes(dialog)).toEqual([]);
  expect(page.getByRole("link").elements()).toHaveLength(0);
  const fetched = performance.getEntriesByType("resource").map((entry) => entry.name);
  expect(fetched.filter((url) => url.includes("evil.example") || /\/x$/.test(url))).toEqual([]);
}

/** Five options: a native <select>. */
const manyOptions = (tag: string) =>
  Array.from({ length: 5 }, (_, i) => ({ const: `${tag.toLowerCase()}-${i}`, title: hostile(`${tag} ${i}`) }));

const server: ServerIdentity = {
  name: hostileName("Name"),
  title: hostileName("Title"),
  version: hostileName("Version"),
  websiteUrl: `javascript:window.${FLAG}=1`,
  icons: [{ src: "https://evil.example/icon.png" }, { src: `javascript:window.${FLAG}=1` }],
};

const request: ElicitRequestFormParams = {
  mode: "form",
  message: hostile("Message") + "\nSecond line <br> https://evil.example",
  requestedSchema: {
    type: "object",
    properties: {
      text: { type: "string", title: hostile("Text title"), description: hostile("Text help") },
      radio: {
        type: "string",
        title: hostile("Radio title"),
        description: hostile("Radio help"),
        oneOf: [
          { const: "r0", title: hostile("Radio 0") },
          { const: "r1", title: hostile("Radio 1") },
        ],
      },
      select: { type: "string", title: hostile("Select title"), description: hostile("Select help"), oneOf: manyOptions("Select") },
      several: {
        type: "array",
        title: hostile("Several title"),
        description: hostile("Several help"),
        items: { anyOf: manyOptions("Several") },
      },
      legacy: { type: "string", title: hostile("Legacy title"), enum: ["l0", "l1"], enumNames: [hostile("Legacy 0"), hostile("Legacy 1")] },
      flag: { type: "boolean", title: hostile("Flag title"), description: hostile("Flag help") },
    },
    required: ["text", "radio"],
  } as ElicitRequestFormParams["requestedSchema"],
};

describe("in a form dialog", () => {
  test("every text a server sends is shown as that text, and nothing in it runs, loads or becomes a link", async () => {
    const onRespond = vi.fn<(r: ElicitResult) => void>();
    render(<ElicitationDialog server={server} request={request} onRespond={onRespond} />);
    const dialog = page.getByRole("dialog");
    await expect.element(dialog).toBeVisible();

    // Who asks: the library's words, then the title exactly; the version as sent, placeholders and all.
    await expect.element(dialog).toHaveAccessibleName(`Request from ${hostileName("Title")}`);
    expect(dialog.getByRole("heading", { level: 2 }).element().textContent).toBe(`Request from ${hostileName("Title")}`);
    await expect.element(dialog.getByText(`version ${hostileName("Version")}`, { exact: true })).toBeVisible();

    // The message: one paragraph of plain text with its line break, its description.
    const message = dialog.getByText(/^Message: /);
    expect(message.element().textContent).toBe(request.message);
    expect(message.element().childElementCount).toBe(0);
    expect((message.element() as HTMLElement).innerText.split("\n")).toHaveLength(2);
    await expect.element(dialog).toHaveAccessibleDescription(request.message.replace("\n", " "));

    // Labels, help and options, each exactly as sent.
    const text = page.getByRole("textbox", { name: hostile("Text title"), exact: true });
    await expect.element(text).toHaveAccessibleDescription(hostile("Text help"));
    const radios = page.getByRole("radiogroup", { name: hostile("Radio title"), exact: true });
    await expect.element(radios).toHaveAccessibleDescription(hostile("Radio help"));
    await expect.element(radios.getByRole("radio", { name: hostile("Radio 1"), exact: true })).toBeVisible();
    const select = page.getByRole("combobox", { name: hostile("Select title"), exact: true });
    await expect.element(select).toHaveAccessibleDescription(hostile("Select help"));
    expect([...(select.element() as HTMLSelectElement).options].slice(1).map((o) => o.textContent)).toEqual(manyOptions("Select").map((o) => o.title));
    const several = page.getByRole("group", { name: hostile("Several title"), exact: true });
    await expect.element(several.getByRole("checkbox", { name: hostile("Several 4"), exact: true })).toBeVisible();
    const legacy = page.getByRole("radiogroup", { name: hostile("Legacy title"), exact: true });
    await expect.element(legacy.getByRole("radio", { name: hostile("Legacy 0"), exact: true })).toBeVisible();
    await expect.element(page.getByRole("checkbox", { name: hostile("Flag title"), exact: true })).toHaveAccessibleDescription(hostile("Flag help"));

    // Hovering and clicking what holds the payloads runs nothing either.
    await userEvent.hover(message);
    await userEvent.click(message);
    await userEvent.fill(text, `<img src=x onerror="window.${FLAG}=1">`);
    await userEvent.click(radios.getByRole("radio", { name: hostile("Radio 1"), exact: true }));
    await userEvent.selectOptions(select, hostile("Select 3"));
    await userEvent.click(several.getByRole("checkbox", { name: hostile("Several 4"), exact: true }));
    await userEvent.click(legacy.getByRole("radio", { name: hostile("Legacy 1"), exact: true }));
    await expectInert(dialog.element());

    // What is sent: the consts behind the titles, and what was typed, as typed.
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect.poll(() => onRespond.mock.calls).toEqual([
      [
        {
          action: "accept",
          content: { text: `<img src=x onerror="window.${FLAG}=1">`, radio: "r1", select: "select-3", several: ["several-4"], legacy: "l1", flag: false },
        },
      ],
    ]);
    await expectInert(document.body);
  });

  test("property keys shown in words, and in the alert about a schema that cannot be shown, stay text", async () => {
    const key = `<img src=x onerror="window.${FLAG}=1">`;
    const onRespond = vi.fn<(r: ElicitResult) => void>();
    const properties = { [key]: { type: "object" }, [`javascript:window.${FLAG}=1`]: { type: "string" } };
    render(
      <ElicitationDialog
        server={server}
        request={{ mode: "form", message: "m", requestedSchema: { type: "object", properties } as ElicitRequestFormParams["requestedSchema"] }}
        onRespond={onRespond}
      />,
    );
    const alert = page.getByRole("alert");
    await expect.element(alert).toHaveTextContent(`“${key}” is a nested object.`);
    await expectInert(page.getByRole("dialog").element());
    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    expect(onRespond.mock.calls).toEqual([[{ action: "decline" }]]);
  });
});

describe("in a URL prompt", () => {
  const url = "https://auth.example.com/connect";

  test("the server's name and the message are text; the only way out to the web is the Open button", async () => {
    const opened = recordWindowOpen();
    const onRespond = vi.fn<(r: ElicitResult) => void>();
    // No title: the name, with a right-to-left override in it, is the display name.
    const name = `\u202E${hostileName("Name")}`;
    const message = `${hostile("Message")}\nSign in at [https://auth.example.com](javascript:window.${FLAG}=1) or https://evil.example`;
    render(<UrlElicitationPrompt server={{ name, version: hostileName("Version") }} request={{ mode: "url", elicitationId: "1", url, message }} onRespond={onRespond} />);
    const dialog = page.getByRole("dialog");
    await expect.element(dialog).toBeVisible();

    // The library's words stay after the name, however the name is written.
    const heading = dialog.getByRole("heading", { level: 2 });
    expect(heading.element().textContent).toBe(`${name} wants you to open a link`);
    expect(heading.element().querySelector("bdi")?.textContent).toBe(name);
    await expect.element(dialog).toHaveAccessibleName(new RegExp(`wants you to open a link$`));
    const paragraph = dialog.getByText(/^Message: /);
    expect(paragraph.element().textContent).toBe(message);
    expect(paragraph.element().childElementCount).toBe(0);
    await userEvent.click(paragraph);
    await expectInert(dialog.element());
    expect(opened).toEqual([]);

    await userEvent.click(page.getByRole("button", { name: "Open auth.example.com" }));
    expect(opened).toEqual([[url, "_blank", "noopener,noreferrer"]]);
    expect(onRespond.mock.calls).toEqual([[{ action: "accept" }]]);
    expect(ran()).toBeUndefined();
  });
});

describe("in the provider's queue", () => {
  const renderQueue = () => {
    const { ask } = renderProvider();
    return ask;
  };

  const ask = { mode: "form", message: "Which city?", requestedSchema: { type: "object", properties: { city: { type: "string", title: "City" } } } };
  const hostileServer: ServerIdentity = { name: hostileName("Name") };
  const other: ServerIdentity = { name: "weather" };

  test('"Block requests from <server>" and "<server> withdrew its request." hold the name as text', async () => {
    const elicit = renderQueue();
    const withdrawn = new AbortController();
    const first = elicit(ask, hostileServer, withdrawn.signal);
    const second = elicit(ask, hostileServer);
    const third = elicit(ask, other);
    const block = page.getByRole("button", { name: `Block requests from ${hostileName("Name")}`, exact: true });
    await expect.element(block).toBeVisible();
    await expect.element(page.getByText("Request 1 of 3", { exact: true })).toBeVisible();
    await expectInert(page.getByRole("dialog").element());

    act(() => withdrawn.abort(new Error("withdrawn")));
    await expect(first).rejects.toThrow("withdrawn");
    const notice = page.getByRole("status").filter({ hasText: "withdrew its request." });
    await expect.element(notice).toHaveTextContent(`${hostileName("Name")} withdrew its request.`);
    expect(notice.element().querySelector("bdi")?.textContent).toBe(hostileName("Name"));
    await expectInert(document.body);

    await userEvent.click(page.getByRole("button", { name: `Block requests from ${hostileName("Name")}`, exact: true }));
    await expect(second).resolves.toEqual({ action: "decline" });
    await expect.element(page.getByRole("dialog")).toHaveAccessibleName("Request from weather");
    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    await expect(third).resolves.toEqual({ action: "decline" });
    expect(ran()).toBeUndefined();
  });
});
