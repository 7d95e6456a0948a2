// Steps the browser tests share: a real click on a modal's backdrop, a recorder for window.open, a render
// the way a host renders, the text as painted, and axe's findings.
import axe from "axe-core";
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { expect, onTestFinished } from "vitest";
import { page, userEvent } from "vitest/browser";

/**
 * A real click on the backdrop: above the dialog box, where only the ::backdrop is. The point is checked
 * to land on the backdrop (the event targets the <dialog> itself), so a mis-aimed click fails loudly.
 */
export async function clickBackdropOf(dialog: HTMLElement) {
  const box = dialog.getBoundingClientRect();
  expect(box.top).toBeGreaterThan(4);
  const targets: EventTarget[] = [];
  const record = (event: Event) => targets.push(event.target!);
  window.addEventListener("pointerdown", record, true);
  try {
    await userEvent.click(page.elementLocator(document.documentElement), {
      position: { x: Math.round(box.left + box.width / 2), y: Math.floor(box.top / 2) },
      force: true,
    });
  } finally {
    window.removeEventListener("pointerdown", record, true);
  }
  expect(targets).toEqual([dialog]);
}

/** Replaces window.open with a recorder for this test only, restored when it ends. Returns the calls. */
export function recordWindowOpen() {
  const calls: unknown[][] = [];
  const original = window.open;
  window.open = ((...args: unknown[]) => {
    calls.push(args);
    return null;
  }) as typeof window.open;
  onTestFinished(() => {
    window.open = original;
  });
  return calls;
}

/**
 * Renders as a host app does, with createRoot and no act(), so that what React schedules after the first
 * frame is not flushed early (first-frame tests). Unmounted and removed when the test ends, if not before.
 */
export function renderAsHost(node: ReactNode): { container: HTMLElement; unmount: () => void } {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement("div"));
  const root = createRoot(container);
  root.render(node);
  let mounted = true;
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
    container.remove();
  };
  onTestFinished(unmount);
  return { container, unmount };
}

/**
 * The text of `root` as painted, read the way a person reads it: line by line, left to right, a new line
 * read as a space. Characters that take no room are skipped; the stylesheet's marks are not text, so
 * they are skipped too.
 */
export function paintedText(root: Element): string {
  const painted: { char: string; x: number; y: number }[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    for (let i = 0; i < text.length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const box = range.getBoundingClientRect();
      if (box.width > 0) painted.push({ char: text[i]!, x: box.left, y: Math.round(box.top) });
    }
  }
  return painted
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((p, i, all) => (i > 0 && p.y !== all[i - 1]!.y ? ` ${p.char}` : p.char))
    .join("")
    .replace(/\s+/g, " ");
}

/** What axe finds in `context` under WCAG 2.2 AA and its best practices, one line per rule broken. */
export async function axeViolations(context: axe.ElementContext = document): Promise<string[]> {
  const results = await axe.run(context, { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
