// A request that arrived inline while the person was busy elsewhere: said once through a polite live region,
// with a button that takes them to it (the keyboard shortcut does the same, focusShortcut.ts). It goes
// when they reach the request or it ends.
import { useSyncExternalStore } from "react";
import type { Translate } from "../core/i18n/translate.ts";
import { rootClassName } from "../chrome/rootClassName.ts";
import { withServerName } from "../chrome/ServerHeading.tsx";
import type { OutletRegistry } from "./outlets.ts";
import { CARD_ATTRIBUTE, focusInlineRequest } from "./focusShortcut.ts";

interface InlineArrivalProps {
  outlets: OutletRegistry;
  t: Translate;
  unstyled?: boolean;
  /** The keys that do what the button does, for assistive technology to tell. */
  shortcut?: string;
}

export function InlineArrival({ outlets, t, unstyled, shortcut }: InlineArrivalProps) {
  const arrival = useSyncExternalStore(outlets.subscribe, outlets.getArrival, outlets.getArrival);
  // Always present: a live region must exist before it speaks.
  return (
    <div className={rootClassName(unstyled, "rme-arrival")} role="status">
      {arrival ? (
        <>
          <span>{withServerName(t, "inlineArrived", arrival.server)}</span>{" "}
          <button
            type="button"
            className="rme-button"
            aria-keyshortcuts={shortcut || undefined}
            onClick={() => focusInlineRequest(document.querySelector(`[${CARD_ATTRIBUTE}="${arrival.id}"]`))}
          >
            {t("inlineGoTo")}
          </button>
        </>
      ) : null}
    </div>
  );
}
