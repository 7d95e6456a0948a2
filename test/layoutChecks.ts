// What a person would see as broken at a narrow width, found in the page itself: parts drawn over by something
// else, and sideways scrolling. Self-contained functions, so that Playwright can run them in a page
// (`page.evaluate(coveredParts)`) and browser tests can call them directly.

/** Every heading, list item, label, control and link under `root` that something else is drawn over. */
export function coveredParts(root: ParentNode = document): string[] {
  const parts = [...root.querySelectorAll<HTMLElement>("h1, h2, li, label, button, input, textarea, select, a[href]")].filter(
    (el) => el.getClientRects().length > 0 && !el.closest(".rme-visually-hidden") && getComputedStyle(el).visibility !== "hidden",
  );
  return parts.flatMap((el) => {
    el.scrollIntoView({ block: "center", inline: "center" });
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return [];
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const control = el instanceof HTMLLabelElement ? el.control : null;
    return hit && (el.contains(hit) || hit === control) ? [] : [`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}" under ${hit?.tagName.toLowerCase()}.${hit?.className}`];
  });
}
