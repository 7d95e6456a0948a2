// The keys that take a person from wherever they are typing (a chat composer) to the request waiting in the
// transcript: a request arriving inline never takes focus by itself, so there must be a way to it that does
// not need a mouse.
import { useEffect } from "react";

/** Modifiers and a letter or digit joined by "+", as "Alt+Shift+E"; `false` for none. */
export type FocusShortcut = string | false;

/** Marks the element an inline request is drawn in (ElicitationOutlet.tsx). */
export const CARD_ATTRIBUTE = "data-elicitation-card";

/** The element the inline request of queue entry `id` is drawn in, if an outlet shows it. */
export const cardOf = (id: number): Element | null => document.querySelector(`[${CARD_ATTRIBUTE}="${id}"]`);

interface Keys {
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** By the key's place (`code`), not the character it types: Alt+Shift+E types "´" on a Mac. */
export function parseShortcut(shortcut: string): Keys | undefined {
  const parts = shortcut.split("+").map((part) => part.trim().toLowerCase());
  const key = parts.pop() ?? "";
  const code = /^[a-z]$/.test(key) ? `Key${key.toUpperCase()}` : /^[0-9]$/.test(key) ? `Digit${key}` : undefined;
  if (!code) return undefined;
  return { code, altKey: parts.includes("alt"), ctrlKey: parts.includes("ctrl"), metaKey: parts.includes("meta"), shiftKey: parts.includes("shift") };
}

const pressed = (keys: Keys, event: KeyboardEvent) =>
  event.code === keys.code && event.altKey === keys.altKey && event.ctrlKey === keys.ctrlKey && event.metaKey === keys.metaKey && event.shiftKey === keys.shiftKey;

/** Moves focus into an inline request (the first on the page by default): its first field, else its heading, else its main action. */
export function focusInlineRequest(card?: Element | null, options?: FocusOptions): boolean {
  const target = card ?? document.querySelector(`[${CARD_ATTRIBUTE}]`);
  const focusable = ["[data-focus-target]", "[data-autofocus]", '[data-action="accept"]', "[data-action]"]
    .map((selector) => target?.querySelector<HTMLElement>(selector))
    .find(Boolean);
  if (!focusable) return false;
  focusable.focus({ preventScroll: true });
  if (!options?.preventScroll) focusable.scrollIntoView({ block: "nearest" });
  return true;
}

export function useFocusShortcut(shortcut: FocusShortcut) {
  useEffect(() => {
    const keys = shortcut ? parseShortcut(shortcut) : undefined;
    if (!keys) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !pressed(keys, event)) return;
      if (focusInlineRequest()) event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [shortcut]);
}
