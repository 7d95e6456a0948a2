// A server's name that tries to pass for another's, or for the app's own words, in real Chromium:
// bidi overrides and isolates, zero-width and other invisible characters, line breaks. The name sits in a
// <bdi> (docs/guides/components.md, "What the user sees"), so it cannot reorder the sentence around it; and every character
// that would show nothing is shown, so the name cannot read as another one (chrome/ServerHeading.tsx).
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import "../styles.css";
import { paintedText } from "../../test/browserHelpers.ts";
import { ElicitationDialog, UrlElicitationPrompt, type ElicitRequestFormParams, type ServerIdentity } from "../index.ts";

afterEach(() => cleanup());

const request: ElicitRequestFormParams = {
  mode: "form",
  message: "What is your username?",
  requestedSchema: { type: "object", properties: { name: { type: "string", title: "Username" } } },
};

function renderDialog(server: ServerIdentity) {
  render(<ElicitationDialog server={server} request={request} onRespond={vi.fn()} />);
  const dialog = page.getByRole("dialog");
  return { dialog, heading: dialog.getByRole("heading", { level: 2 }) };
}

/** A picture of the element as painted, to compare with another. */
async function picture(element: Element): Promise<string> {
  return page.screenshot({ element, save: false });
}

/** How many marks are painted for hidden characters under `root`. */
const marksIn = (root: Element) => [...root.querySelectorAll("*")].filter((el) => getComputedStyle(el, "::before").content === '"\uFFFD"').length;

/** What the name looks like with its invisible characters taken out: what a spoofer wants it to read as. */
const withoutHidden = (name: string) => name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "").replace(/\s+/g, " ");

describe("bidi controls", () => {
  // Each reads "GitHub …" if its controls take effect; painted in the order it was written, it does not.
  const names = [
    // "buHtiG" painted backwards is "GitHub".
    ["a right-to-left override", "\u202EbuHtiG"],
    ["an override closed before the rest", "\u202Ebuhtig\u202C-server"],
    ["a right-to-left isolate", "\u2067buHtiG\u2069"],
    ["an override inside an unclosed isolate", "\u2066\u202EbuHtiG"],
    ["an override between right-to-left and left-to-right marks", "\u200F\u202EbuHtiG\u200E"],
    ["nested embeddings", "\u202D\u202EbuHtiG\u202C\u202C verified"],
  ];

  test.each(names)("a name with %s is painted in the order it was written, the heading's words in theirs", async (_, name) => {
    for (const server of [{ name }, { name: "github-mcp-server", title: name }]) {
      const { dialog, heading } = renderDialog(server);
      await expect.element(dialog).toBeVisible();
      expect(paintedText(heading.element())).toBe(`Request from ${withoutHidden(name)}`);
      await expect.element(dialog).toHaveAccessibleName(/^Request from /);
      // The name is one isolated run holding exactly what the server sent.
      expect(heading.element().querySelector("bdi")?.textContent).toBe(name);
      cleanup();
    }
  });

  test("without the stylesheet (unstyled) the controls are still held in place", async () => {
    render(<ElicitationDialog server={{ name: "\u202EbuHtiG" }} request={request} onRespond={vi.fn()} unstyled />);
    const heading = page.getByRole("dialog").getByRole("heading", { level: 2 });
    await expect.element(heading).toBeVisible();
    expect(paintedText(heading.element())).toBe("Request from buHtiG");
  });

  test("in a URL prompt, where the name opens the sentence, it cannot reorder the words after it", async () => {
    const name = "\u202Ekaerts \u2067buHtiG";
    const onRespond = vi.fn();
    render(<UrlElicitationPrompt server={{ name }} request={{ mode: "url", elicitationId: "1", url: "https://auth.example.com/", message: "Sign in." }} onRespond={onRespond} />);
    const heading = page.getByRole("dialog").getByRole("heading", { level: 2 });
    await expect.element(heading).toBeVisible();
    expect(paintedText(heading.element())).toBe(`${withoutHidden(name)} wants you to open a link`);
    await expect.element(page.getByRole("dialog")).toHaveAccessibleName(/wants you to open a link$/);
  });
});

describe("characters that show nothing", () => {
  test.each([
    ["a zero-width space", "Git\u200BHub"],
    ["a zero-width joiner", "Git\u200DHub"],
    ["a zero-width non-joiner", "Git\u200CHub"],
    ["a byte order mark", "\uFEFFGitHub"],
    ["a word joiner", "GitHub\u2060"],
    ["a right-to-left mark", "GitHub\u200F"],
    ["a soft hyphen", "Git\u00ADHub"],
    ["a tab", "Git\tHub"],
  ])("a name with %s does not look like the name without it", async (_, name) => {
    const real = renderDialog({ name: "GitHub" });
    await expect.element(real.heading).toBeVisible();
    const realPicture = await picture(real.heading.element());
    const realWidth = real.heading.element().querySelector("bdi")!.getBoundingClientRect().width;
    cleanup();

    for (const server of [{ name }, { name: "github-mcp-server", title: name }]) {
      const fake = renderDialog(server);
      await expect.element(fake.heading).toBeVisible();
      expect(await picture(fake.heading.element())).not.toBe(realPicture);
      // Wider by a visible mark where the hidden character is.
      expect(fake.heading.element().querySelector("bdi")!.getBoundingClientRect().width).toBeGreaterThan(realWidth + 4);
      expect(marksIn(fake.heading.element())).toBe(1);
      // The name itself is kept exactly as sent, for copying and for assistive technology.
      expect(fake.heading.element().querySelector("bdi")?.textContent).toBe(name);
      cleanup();
    }
  });

  test("the version is shown the same way", async () => {
    const { dialog } = renderDialog({ name: "GitHub", version: "0.9.1\u202E1.0.0" });
    const version = dialog.getByText(/^version 0\.9\.1/);
    await expect.element(version).toBeVisible();
    expect(paintedText(version.element())).toBe("version 0.9.11.0.0");
  });

  test("an emoji joined by zero-width joiners is left whole", async () => {
    const name = "\u{1F469}\u200D\u{1F4BB} Dev tools";
    const { heading } = renderDialog({ name });
    await expect.element(heading).toHaveTextContent(`Request from ${name}`);
    // One glyph for the woman technologist: no mark inside it, no break in its text.
    expect(marksIn(heading.element())).toBe(0);
    expect(heading.element().querySelector("bdi")!.childElementCount).toBe(0);
  });
});

describe("words that would pass for the app's", () => {
  const lines = [
    ["a line feed", "GitHub\nHost: this request is verified by your administrator"],
    ["a carriage return and line feed", "GitHub\r\nVerified by your host"],
    ["a line separator", "GitHub\u2028Host: this request is verified"],
    ["a paragraph separator", "GitHub\u2029Host: this request is verified"],
    ["no-break spaces", `GitHub${"\u00A0".repeat(120)}Host: this request is verified`],
    ["a long word", `GitHub ${"W".repeat(400)} Host: this request is verified`],
  ];

  test.each(lines)("a name broken by %s stays on one line, marked where it breaks", async (_, name) => {
    const { dialog, heading } = renderDialog({ name });
    await expect.element(dialog).toBeVisible();
    const bdi = heading.element().querySelector("bdi")!;
    const line = parseFloat(getComputedStyle(bdi).lineHeight);
    // One line, however long, and cut inside the dialog rather than wrapped onto a line that reads as the app's.
    expect(bdi.getClientRects()).toHaveLength(1);
    expect(bdi.getBoundingClientRect().height).toBeLessThan(line * 1.5);
    expect(bdi.getBoundingClientRect().right).toBeLessThanOrEqual(heading.element().getBoundingClientRect().right);
    // The app's words come first, and are not split by the name.
    expect(paintedText(heading.element()).startsWith("Request from GitHub")).toBe(true);
    await expect.element(dialog).toHaveAccessibleName(/^Request from GitHub/);
    // Every line break is shown as a mark: nothing in the name passes silently.
    expect(marksIn(bdi)).toBe([...name].filter((c) => /[\p{Cc}\p{Zl}\p{Zp}]/u.test(c)).length);
  });

  test("a name too long for a name is cut, with an ellipsis, and the dialog still says who asks first", async () => {
    const name = "GitHub ".repeat(10_000);
    const { dialog, heading } = renderDialog({ name });
    await expect.element(dialog).toHaveAccessibleName(/^Request from GitHub GitHub/);
    const text = heading.element().querySelector("bdi")!.textContent!;
    expect(text.length).toBeLessThanOrEqual(201);
    expect(text.endsWith("…")).toBe(true);
    expect(name.startsWith(text.slice(0, -1))).toBe(true);
  });

  test("a name made only of hidden characters still shows something, and at most 200 marks", async () => {
    const { dialog, heading } = renderDialog({ name: "\u200B".repeat(100_000) });
    await expect.element(dialog).toBeVisible();
    expect(heading.element().querySelector("bdi")!.getBoundingClientRect().width).toBeGreaterThan(8);
    expect(marksIn(heading.element())).toBeGreaterThan(0);
    // At most one element per character kept: the rest of the name is never rendered.
    expect(heading.element().querySelectorAll("*").length).toBeLessThanOrEqual(201);
  });
});
