// How many requests wait unseen, before the page's title: "(2) My chat". Once none does, the host's own title
// comes back exactly, character for character. The host may set another title while the count shows (a chat
// named after its first message): that one becomes the title the count goes before, and the one that comes back.
import type { Translate } from "../core/i18n/translate.ts";

// The page's <title>, the one document.title reads and writes, not an SVG image's.
const titleElement = () => document.querySelector("title:not(svg *)");
// Its text as written: document.title collapses spaces, and what comes back must be exactly the host's.
const current = () => titleElement()?.textContent ?? null;

/** Returns the function that shows `count` (0: the host's title alone), in the words of `t`'s `titleWaiting`. */
export function titleCount(): (count: number, t: Translate) => void {
  // The host's title while a count shows (null: the page had none); undefined while no count shows.
  let base: string | null | undefined;
  let shown = "";
  let count = 0;
  let t: Translate;

  const apply = () => {
    // Anything but this that wrote the title is the host.
    if (base !== undefined && current() !== shown) base = current();
    if (count > 0) {
      if (base === undefined) {
        base = current();
        observer.observe(document.head, { childList: true, subtree: true, characterData: true });
      }
      shown = t("titleWaiting", { count, title: base ?? "" });
      if (current() !== shown) document.title = shown;
    } else if (base !== undefined) {
      observer.disconnect();
      const element = titleElement();
      // A page without a title had none until the count gave it one.
      if (base === null) element?.remove();
      else if (element) element.textContent = base;
      base = undefined;
    }
  };
  const observer = new MutationObserver(apply);

  return (next, translate) => {
    count = next;
    t = translate;
    apply();
  };
}
