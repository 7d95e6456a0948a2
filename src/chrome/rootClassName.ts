// The root element's classes. `rme-root` is what the default stylesheet hangs on: leave it out
// (`unstyled`) and only structure renders, with every part's class name and data-* state kept for the
// host's own CSS.
import type { Translate } from "../core/i18n/translate.ts";

export function rootClassName(unstyled: boolean | undefined, ...names: (string | undefined)[]): string {
  return [unstyled ? undefined : "rme-root", ...names].filter(Boolean).join(" ");
}

/**
 * A root that shows the library's words: its classes, and the language and direction of those words, whatever
 * the page's (an English card on a right-to-left page reads left to right; an Arabic one mirrors on any page).
 */
export function rootProps(t: Translate, unstyled: boolean | undefined, ...names: (string | undefined)[]) {
  return { className: rootClassName(unstyled, ...names), lang: t.lang, dir: t.dir };
}
