// Where the arrival notice goes: at the top of the window, as styles.css puts it, unless it would sit over the
// heading of the card it announces (in a short conversation or a side bar the card can arrive right under it).
// Then at the bottom, unless that covers what the person is typing in; else it steps aside. Checked as the page
// or any scrolling container moves and as the window changes size, only while there is an arrival to show.
import { useLayoutEffect, useState, type RefObject } from "react";
import { cardOf } from "./focusShortcut.ts";
import { onWindow } from "./attention.ts";

export type ArrivalPlace = "start" | "end" | "aside";

export function useArrivalPlace(notice: RefObject<HTMLElement | null>, cardId: number | undefined): ArrivalPlace {
  const [place, setPlace] = useState<ArrivalPlace>("start");
  useLayoutEffect(() => {
    if (cardId === undefined) return setPlace("start");
    const check = () => {
      const heading = cardOf(cardId)?.querySelector(".rme-title");
      if (!notice.current || !heading) return;
      setPlace((now) => choose(notice.current!, now, heading.getBoundingClientRect()));
    };
    check();
    // Captured: a scrolling container's own scroll does not bubble to the window.
    return onWindow(["scroll", "resize", "focusin"], check, { capture: true, passive: true });
  }, [notice, cardId]);
  return place;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function choose(notice: HTMLElement, now: ArrivalPlace, heading: DOMRect): ArrivalPlace {
  const box = notice.getBoundingClientRect();
  // Its box at the top and at the bottom: the same insets from either edge, so one is the other's mirror.
  const mirrored = { left: box.left, right: box.right, top: innerHeight - box.bottom, bottom: innerHeight - box.top };
  const [start, end] = now === "end" ? [mirrored, box] : [box, mirrored];
  if (!overlap(start, heading)) return "start";
  const typing = document.activeElement;
  // Its own button, once pressed, is not somewhere the person types: the notice must not move from under it.
  const busy = typing && typing !== document.body && !notice.contains(typing) ? typing.getBoundingClientRect() : undefined;
  if (!overlap(end, heading) && !(busy && overlap(end, busy))) return "end";
  return "aside";
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
