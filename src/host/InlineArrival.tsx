// A request that arrived inline while the person was busy elsewhere: said once through a polite live region,
// with a button that takes them to it (the keyboard shortcut does the same, focusShortcut.ts). It goes
// when they reach the request or it ends. One that arrives while the page is hidden is said when it is shown
// again: a screen reader speaks for the tab in front, and what a background tab says is lost.
import { useRef, useSyncExternalStore } from "react";
import type { Translate } from "../core/i18n/translate.ts";
import { rootProps } from "../chrome/rootClassName.ts";
import { withServerName } from "../chrome/ServerHeading.tsx";
import type { OutletRegistry } from "./outlets.ts";
import { cardOf, focusInlineRequest } from "./focusShortcut.ts";
import { onWindow } from "./attention.ts";
import { useArrivalPlace } from "./useArrivalPlace.ts";

const onVisibility = (onChange: () => void) => onWindow(["visibilitychange"], onChange);

interface InlineArrivalProps {
  outlets: OutletRegistry;
  t: Translate;
  unstyled?: boolean;
  /** The keys that do what the button does, for assistive technology to tell. */
  shortcut?: string;
}

export function InlineArrival({ outlets, t, unstyled, shortcut }: InlineArrivalProps) {
  const latest = useSyncExternalStore(outlets.subscribe, outlets.getArrival, outlets.getArrival);
  const hidden = useSyncExternalStore(onVisibility, () => document.hidden, () => false);
  // The arrival said last, kept while the page is hidden again: coming back does not say it twice.
  const said = useRef<typeof latest>(undefined);
  if (!hidden) said.current = latest;
  const arrival = latest === said.current ? latest : undefined;
  // Never over the heading of the request it announces: at the bottom then, or, where that is where the person
  // types, out of sight (still said, and shown again when its button has focus, as a skip link is).
  const notice = useRef<HTMLDivElement>(null);
  const place = useArrivalPlace(notice, arrival?.id);
  // Always present: a live region must exist before it speaks.
  return (
    <div ref={notice} {...rootProps(t, unstyled, "rme-arrival")} role="status" data-place={place}>
      {arrival ? (
        <>
          <span>{withServerName(t, "inlineArrived", arrival.server)}</span>{" "}
          <button
            type="button"
            className="rme-button"
            aria-keyshortcuts={shortcut || undefined}
            onClick={() => focusInlineRequest(cardOf(arrival.id))}
          >
            {t("inlineGoTo")}
          </button>
        </>
      ) : null}
    </div>
  );
}
