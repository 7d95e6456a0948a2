// What a person sees, as pictures: the stories they meet, at 320, 560 and 1024 px, in light, dark and Arabic (right
// to left, on a page its host sets right to left), some of them in Hebrew, Japanese and German (its long words in
// the buttons), and one in Simplified Chinese, each compared with its reference in docs/gallery/ (which
// docs/gallery.md shows). A difference fails, and Playwright keeps the expected, actual and diff images in test-results/.
// After a change that is meant to look different: `npm run screenshots:update`, then look at the new images
// before committing them. They are drawn by Debian's Chromium with Debian's fonts (.ci/run installs them).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { storyUrl } from "./story.ts";
import { en } from "../src/core/i18n/en.ts";
import type { Messages } from "../src/core/i18n/messages.ts";
import { messages as ar } from "../src/core/i18n/locales/ar-AE.ts";
import { messages as de } from "../src/core/i18n/locales/de-DE.ts";
import { messages as he } from "../src/core/i18n/locales/he-IL.ts";
import { messages as ja } from "../src/core/i18n/locales/ja-JP.ts";

const WIDTHS = [320, 560, 1024] as const;
// A phone's height; the chat's is taller so that a whole card is in view: Chromium paints nothing of an
// element's picture that lies below the viewport.
const HEIGHT = 720;
const CHAT_HEIGHT = 1100;
type Look = "light" | "dark" | "ar" | "he" | "ja" | "de";
/** Each look in a locale: the Storybook's locale global, and the words a person finds on screen in it. */
const locales: Partial<Record<Look, { tag: string; words: Messages }>> = {
  ar: { tag: "ar-AE", words: ar },
  he: { tag: "he-IL", words: he },
  ja: { tag: "ja-JP", words: ja },
  de: { tag: "de-DE", words: de },
};
const wordsOf = (look: Look) => locales[look]?.words ?? en;
const word = (look: Look, key: keyof Messages, params: Record<string, string> = {}) =>
  (wordsOf(look)[key] as string).replace(/\{(\w+)\}/g, (_, name: string) => params[name]!);

interface Subject {
  /** The images' name: docs/gallery/<name>-<look>-<width>.png. */
  name: string;
  story: string;
  /** The host page is the inline chat (stories/ChatHost.tsx): its own theme, set by the story's args. */
  chat?: boolean;
  /** What brings the subject on screen once the story has loaded, and the part of the page to picture (none: the viewport). */
  show(page: Page, look: Look): Promise<Locator | undefined>;
}

/** The modal dialog over the host page: the whole viewport, as the person sees it. */
const dialog =
  (name?: RegExp) =>
  async (page: Page): Promise<undefined> => {
    await expect(page.getByRole("dialog", name ? { name } : {})).toBeVisible();
  };

/** A card the chat's button (the host's own, in English) asks for, gone to from its arrival notice: the card, in the transcript. */
const card = (button: string, title: RegExp) => async (page: Page, look: Look) => {
  await page.getByRole("button", { name: button }).click();
  await page.getByRole("button", { name: word(look, "inlineGoTo") }).click();
  const found = page.getByRole("region", { name: title });
  await expect(found).toBeVisible();
  return found;
};

const subjects: Subject[] = [
  { name: "dialog-every-kind", story: "form-mode-elicitationdialog--every-kind", show: dialog() },
  { name: "dialog-sensitive-warning", story: "form-mode-sensitive-fields--warn", show: dialog() },
  { name: "dialog-unsupported", story: "form-mode-elicitationdialog--unsupported", show: dialog() },
  { name: "dialog-long-message", story: "form-mode-elicitationdialog--long-message", show: dialog() },
  { name: "inline-form", story: "host-integration-inline-transcript--light", chat: true, show: card("Ask from GitHub", /GitHub/) },
  { name: "inline-url", story: "host-integration-inline-transcript--light", chat: true, show: card("Ask for a URL", /Travel Agent/) },
  { name: "inline-task", story: "host-integration-inline-transcript--light", chat: true, show: card("Ask from a running task", /GitHub/) },
  {
    name: "inline-answered",
    story: "host-integration-inline-transcript--answered",
    chat: true,
    // The story's play function answers GitHub's form; it has finished once GitHub's next request has focus.
    show: async (page) => {
      await expect(page.getByRole("textbox", { name: /^Name/ })).toBeFocused();
      return page.getByRole("article");
    },
  },
  { name: "url-ordinary", story: "url-mode-urlelicitationprompt--ordinary", show: dialog(/GitHub/) },
  { name: "url-blocked", story: "url-mode-urlelicitationprompt--blocked-javascript", show: dialog() },
  {
    name: "url-waiting",
    story: "url-mode-urlelicitationprompt--waiting",
    show: async (page, look) => {
      // The person consents: the page opens in a new tab (answered here, never fetched), and the prompt waits.
      await page.context().route("https://mcp.example.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Sign in</title>" }));
      const opened = page.context().waitForEvent("page");
      await page.getByRole("button", { name: word(look, "urlOpen", { host: "mcp.example.com" }) }).click();
      await (await opened).close();
      await expect(page.getByText(word(look, "urlWaitingTitle"))).toBeVisible();
      return undefined;
    },
  },
  { name: "queue-line", story: "host-integration-elicitationprovider--two-servers", show: dialog(/GitHub/) },
];

/** The story's address in a look: dark is the system's scheme (or the chat's theme); a locale, the Storybook's global. */
function address(subject: Subject, look: Look): string {
  const url = storyUrl(subject.story);
  const locale = locales[look];
  if (locale) return url.replace("globals=", `globals=locale:${locale.tag};`);
  if (look === "dark" && subject.chat) return `${url}&args=theme:dark`;
  return url;
}

/** Pictures the subject at each width, from one load of its story. */
async function picture(page: Page, subject: Subject, look: Look, widths: readonly number[] = WIDTHS, suffix: string = look) {
  const height = subject.chat ? CHAT_HEIGHT : HEIGHT;
  await page.setViewportSize({ width: widths[0]!, height });
  await page.goto(address(subject, look));
  const target = await subject.show(page, look);
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    const name = `${subject.name}-${suffix}-${width}.png`;
    await (target ? expect(target).toHaveScreenshot(name) : expect(page).toHaveScreenshot(name));
  }
}

// Arabic pictures every subject: right to left is where a layout breaks. Hebrew, Japanese and German picture the
// subjects with the most of the library's own words.
const inSome = new Set(["dialog-every-kind", "inline-form", "url-ordinary", "queue-line"]);
for (const look of ["light", "dark", "ar", "he", "ja", "de"] as const) {
  test.describe(look, () => {
    test.use({ colorScheme: look === "dark" ? "dark" : "light" });
    for (const subject of subjects.filter((s) => ["light", "dark", "ar"].includes(look) || inSome.has(s.name))) {
      test(subject.name, async ({ page }) => picture(page, subject, look));
    }
  });
}

test("simplified chinese: a dialog with constraints", async ({ page }) => {
  const subject = { ...subjects[0]!, name: "dialog-constrained", story: "form-mode-elicitationdialog--simplified-chinese" };
  await picture(page, subject, "light", [560], "zh-CN");
});
