// WCAG 2.2 AA layout: usable at 320 CSS pixels wide and at 200% zoom without scrolling sideways, and every
// target at least 24 by 24 pixels or spaced so that a 24-pixel circle on it touches no other target.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { openForm, openStory, storyUrl } from "./story.ts";
import { coveredParts as coveredIn } from "../test/layoutChecks.ts";

const stories = [
  "every-kind",
  "constrained",
  "fifty-fields",
  "long-message",
  "url-mode-urlelicitationprompt--very-long",
  "url-mode-urlelicitationprompt--credentials",
  "form-mode-sensitive-fields--warn",
  "form-mode-sensitive-fields--block",
];

/** The page does not scroll sideways; returns its width. */
async function expectPageNoSidewaysScroll(page: Page): Promise<number> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
  return width;
}

async function expectNoSidewaysScroll(page: Page, dialog: Locator) {
  const width = await expectPageNoSidewaysScroll(page);
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
  // Nothing inside the dialog scrolls sideways either.
  const overflowing = await dialog.evaluate((root) =>
    [root, ...root.querySelectorAll("*")]
      // Screen-reader-only text is clipped to one pixel on purpose.
      .filter((el) => !el.classList.contains("rme-visually-hidden"))
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible")
      .map((el) => el.className),
  );
  expect(overflowing).toEqual([]);
}

for (const [label, viewport] of [
  ["320 CSS pixels wide", { width: 320, height: 640 }],
  ["200% zoom of a 1280-pixel window", { width: 640, height: 400 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport, deviceScaleFactor: 2 });
    for (const story of stories) {
      test(`${story}: no sideways scrolling`, async ({ page }) => {
        const dialog = await openForm(page, story);
        await expectNoSidewaysScroll(page, dialog);
        // With every error showing too, where the form has required fields.
        if (story === "constrained" || story === "fifty-fields") {
          await dialog.getByRole("button", { name: "Submit" }).click();
          await expect(dialog.locator("[aria-invalid=true]").first()).toBeVisible();
          await expectNoSidewaysScroll(page, dialog);
        }
      });
    }
  });
}

test("every target is at least 24 by 24 pixels, or spaced as if it were", async ({ page }) => {
  for (const story of ["every-kind", "constrained", "url-mode-urlelicitationprompt--ordinary", "form-mode-fields--radio-untitled", "form-mode-sensitive-fields--warn"]) {
    const dialog = await openForm(page, story);
    if (story.endsWith("radio-untitled")) await dialog.getByRole("radio", { name: "Green" }).check();
    const rects = await dialog.evaluate((root) =>
      [...root.querySelectorAll("button, input, select, a[href]")]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => {
          const r = el.getBoundingClientRect();
          return { name: el.getAttribute("aria-label") ?? el.textContent ?? el.id, x: r.x, y: r.y, w: r.width, h: r.height };
        }),
    );
    expect(rects.length).toBeGreaterThan(2);
    for (const target of rects) {
      if (target.w >= 24 && target.h >= 24) continue;
      // WCAG 2.5.8 spacing: a 24-pixel circle centred on the target intersects no other target.
      const cx = target.x + target.w / 2;
      const cy = target.y + target.h / 2;
      for (const other of rects) {
        if (other === target) continue;
        const dx = Math.max(other.x - cx, 0, cx - (other.x + other.w));
        const dy = Math.max(other.y - cy, 0, cy - (other.y + other.h));
        expect(Math.hypot(dx, dy), `${story}: "${target.name}" is too close to "${other.name}"`).toBeGreaterThanOrEqual(12);
      }
    }
  }
});

test("the dialog still opens and answers at 320 pixels, keyboard only", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  const dialog = await openStory(page, "spec-simple-text");
  await page.keyboard.type("octocat");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Last answer")).toContainText('"octocat"');
});

test.describe("forced colours", () => {
  test.use({ forcedColors: "active" });
  test("focus stays visible as a system-coloured outline", async ({ page }) => {
    const dialog = await openStory(page, "constrained");
    const username = dialog.getByRole("textbox", { name: "Username" });
    await expect(username).toBeFocused();
    const outline = await username.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe("solid");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("nothing animates", async ({ page }) => {
    const dialog = await openStory(page, "constrained");
    const durations = await dialog.evaluate((root) =>
      [...root.querySelectorAll("*")].map((el) => getComputedStyle(el).transitionDuration).filter((d) => d.split(",").some((x) => parseFloat(x) > 0)),
    );
    expect(durations).toEqual([]);
  });
});

test("with motion allowed, buttons do ease their colour (so the reduced-motion test can fail)", async ({ page }) => {
  const dialog = await openStory(page, "constrained");
  const duration = await dialog.getByRole("button", { name: "Submit" }).evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(parseFloat(duration)).toBeGreaterThan(0);
});

test("a form that does not scroll: its fields end where the buttons end, with no scrollbar's room kept", async ({ page }) => {
  const dialog = await openForm(page, "constrained");
  const field = await dialog.getByRole("textbox", { name: "Username" }).boundingBox();
  const submit = await dialog.getByRole("button", { name: "Submit" }).boundingBox();
  expect(Math.abs(field!.x + field!.width - (submit!.x + submit!.width))).toBeLessThanOrEqual(1);
});

/** Every heading, message, label, control and button of the page that is drawn over by something else. */
const coveredParts = (page: Page): Promise<string[]> => page.evaluate(coveredIn as () => string[]);

// Each width its own block: test.use applies to the whole block it is called in.
for (const width of [320, 390]) {
  test.describe(`the Storybook's host pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 720 } });
    for (const look of ["light", "dark", "right-to-left", "simplified-chinese"]) {
      test(`the inline transcript (${look}) with a card in it: no sideways scrolling, nothing drawn over anything`, async ({ page }) => {
        await page.goto(storyUrl(`host-integration-inline-transcript--${look}`));
        await page.getByRole("button", { name: "Ask from GitHub" }).click();
        await page.getByRole("button", { name: /Go to the request|前往该请求/ }).click();
        await expect(page.getByRole("region", { name: /GitHub/ }).getByRole("textbox").first()).toBeFocused();
        expect(await page.evaluate(() => innerWidth)).toBe(width);
        await expectPageNoSidewaysScroll(page);
        expect(await coveredParts(page)).toEqual([]);
      });
    }
    test("the provider's host page, with its two requests and once they are answered", async ({ page }) => {
      await page.goto(storyUrl("host-integration-elicitationprovider--two-servers"));
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expectPageNoSidewaysScroll(page);
      await dialog.getByRole("button", { name: "Decline" }).click();
      await dialog.getByRole("button", { name: "Decline" }).click();
      await expect(dialog).toBeHidden();
      await expectPageNoSidewaysScroll(page);
      expect(await coveredParts(page)).toEqual([]);
    });
  });
}
