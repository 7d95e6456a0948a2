// Shared steps for the e2e specs: open a story of the built Storybook, and read what the stand-in host
// (stories/Harness.tsx) received, as a person would see it on the page.
import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";

/** A full story id ("form-mode-fields--text"), or the tail of an ElicitationDialog story ("spec-structured"). */
export const storyId = (story: string) => (story.includes("--") ? story : `form-mode-elicitationdialog--${story}`);

// The addon-a11y panel run is switched off (a11y.manual): axe runs here only where a spec asks for it.
export const storyUrl = (story: string) => `/iframe.html?id=${storyId(story)}&viewMode=story&globals=a11y.manual:!true`;

/** Opens a story and waits for its request dialog to be shown. */
export async function openStory(page: Page, story: string, dialogName?: string | RegExp): Promise<Locator> {
  await page.goto(storyUrl(story));
  const dialog = page.getByRole("dialog", dialogName === undefined ? {} : { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Stories whose play function drives the form on load: what shows that it has finished. */
const playDone: Record<string, (form: Locator) => Promise<void>> = {
  "form-mode-states--invalid": (form) => expect(form.getByLabel("Username")).toHaveAttribute("aria-invalid", "true"),
  "form-mode-states--sending": (form) => expect(form.getByRole("button", { name: "Sending…" })).toBeDisabled(),
};

/**
 * Opens any form-mode story: the modal dialog, or the inline form (a region named by its heading).
 * Waits for a play function, if the story has one, to finish.
 */
export async function openForm(page: Page, story: string): Promise<Locator> {
  const id = storyId(story);
  await page.goto(storyUrl(id));
  const form = page.getByRole("dialog").or(page.getByRole("region"));
  await expect(form).toBeVisible();
  const entry = builtStories().find((s) => s.id === id);
  if (entry?.tags?.includes("play-fn")) {
    const done = playDone[id];
    if (!done) throw new Error(`story ${id} has a play function: add how to see it finish to playDone in e2e/story.ts`);
    await done(form);
  }
  return form;
}

export interface BuiltStory {
  id: string;
  title: string;
  name: string;
  importPath: string;
  exportName: string;
  type: string;
  tags?: string[];
}

let index: BuiltStory[] | undefined;

/** The stories of the built Storybook, from storybook-static/index.json. */
export function builtStories(): BuiltStory[] {
  if (!index) {
    let text: string;
    try {
      text = readFileSync(new URL("../storybook-static/index.json", import.meta.url), "utf8");
    } catch {
      throw new Error("storybook-static/index.json is missing: run `npm run build:storybook` before the e2e suite");
    }
    const entries = (JSON.parse(text) as { entries: Record<string, BuiltStory> }).entries;
    index = Object.values(entries).filter((entry) => entry.type === "story");
  }
  return index;
}

/** Every story under "Form mode/". */
export const formStories = () => builtStories().filter((story) => story.title.startsWith("Form mode/"));

export const answerCount = (page: Page) => page.getByLabel("Answer count", { exact: true });

/** Waits until the host has received exactly `count` answers. */
export async function expectAnswerCount(page: Page, count: number) {
  await expect(answerCount(page)).toHaveText(String(count));
}

/**
 * The last ElicitResult the host received, parsed from the JSON it prints, once there is one: a submit answers
 * after its validation, which waits for the validator on a page that has not loaded it yet.
 */
export async function lastAnswer(page: Page): Promise<unknown> {
  const last = page.getByLabel("Last answer", { exact: true });
  await expect(last).not.toHaveText(/^\(none/);
  return JSON.parse((await last.textContent()) ?? "") as unknown;
}

/** The host received exactly one answer, and it is this one (compared exactly: no extra keys). */
export async function expectSingleAnswer(page: Page, expected: unknown) {
  await expectAnswerCount(page, 1);
  expect(await lastAnswer(page)).toStrictEqual(expected);
}

/** A point on the backdrop: the page's corner, checked to be outside the dialog's box. */
export async function clickBackdrop(page: Page, dialog: Locator) {
  const box = await dialog.boundingBox();
  expect(box, "the dialog has a box").not.toBeNull();
  const point = { x: 5, y: 5 };
  const inside = box!.x <= point.x && point.x <= box!.x + box!.width && box!.y <= point.y && point.y <= box!.y + box!.height;
  expect(inside, "the click lands outside the dialog box").toBe(false);
  await page.mouse.click(point.x, point.y);
}
