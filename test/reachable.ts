// What a person in a narrow panel would notice about a request's controls, measured in the real layout: a
// control cut off or pushed sideways, one hidden under something else, two buttons on top of each other, or
// content scrolled sideways. Returns one line per problem, so that a failure names the control and the numbers.

const CONTROLS = "button, input, select, textarea";

/** A name for a message: the control's accessible name as far as it can be read here, else its tag. */
function describe(element: Element | null): string {
  if (!element) return "nothing";
  const label = element.getAttribute("aria-label") ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent;
  const text = label?.trim().replace(/\s+/g, " ").slice(0, 40);
  return `<${element.tagName.toLowerCase()}${element.className ? ` .${String(element.className).split(" ")[0]}` : ""}>${text ? ` "${text}"` : ""}`;
}

/** The part of an element's box that shows: its box cut by every ancestor that clips what overflows it. */
function shownBox(element: Element): DOMRect {
  let { left, top, right, bottom } = element.getBoundingClientRect();
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (getComputedStyle(node).overflow === "visible") continue;
    const clip = node.getBoundingClientRect();
    left = Math.max(left, clip.left);
    top = Math.max(top, clip.top);
    right = Math.min(right, clip.right);
    bottom = Math.min(bottom, clip.bottom);
  }
  return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 && b.width > 0 && Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/**
 * Every control in `root`, each scrolled into view (a dialog's body scrolls vertically), must show, lie
 * within 0 to `width` across and within the viewport down, be what a click at its centre lands on, and,
 * for a button, not overlap another button; nothing in `root` may scroll or cut its content sideways (a
 * name cut on purpose, with an ellipsis, aside), and the page must not scroll sideways.
 */
export function layoutProblems(root: HTMLElement, width: number): string[] {
  const problems: string[] = [];
  const controls = [...root.querySelectorAll<HTMLElement>(CONTROLS)].filter((c) => !c.closest(".rme-visually-hidden"));
  const buttons = controls.filter((c) => c instanceof HTMLButtonElement);
  for (const control of controls) {
    const name = describe(control);
    control.scrollIntoView({ block: "center", inline: "nearest" });
    const box = control.getBoundingClientRect();
    if (!control.checkVisibility({ visibilityProperty: true }) || box.width === 0 || box.height === 0) {
      problems.push(`${name}: not shown`);
      continue;
    }
    if (box.left < 0 || box.right > width) problems.push(`${name}: spans ${box.left} to ${box.right} across, outside 0 to ${width}`);
    if (box.top < 0 || box.bottom > window.innerHeight) problems.push(`${name}: out of view down the page even when scrolled to`);
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || !control.contains(hit)) problems.push(`${name}: its centre is covered by ${describe(hit)}`);
    if (!(control instanceof HTMLButtonElement)) continue;
    const shown = shownBox(control);
    for (const other of buttons) {
      if (other !== control && overlaps(shown, shownBox(other))) problems.push(`${name}: overlaps ${describe(other)}`);
    }
  }
  for (const element of [root, ...root.querySelectorAll<HTMLElement>("*")]) {
    if (element.matches(CONTROLS) || element.closest(".rme-visually-hidden")) continue;
    const style = getComputedStyle(element);
    if (style.overflowX === "visible" || style.textOverflow === "ellipsis") continue;
    if (element.scrollWidth > element.clientWidth) {
      problems.push(`${describe(element)}: ${element.scrollWidth}px of content in ${element.clientWidth}px, cut off or scrolled sideways`);
    }
  }
  const page = document.documentElement.scrollWidth;
  if (page > width) problems.push(`the page is ${page}px wide: it scrolls sideways`);
  return problems;
}
