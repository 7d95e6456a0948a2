// Exactly one answer per request, whatever the person does: double clicks, Enter held down, Escape
// after Submit, the dialog closing by itself. The first call wins; later ones are ignored.
import { useCallback, useRef, useState } from "react";
import type { ElicitResult } from "../core/protocol/types.ts";

export type RespondStatus = "open" | "sending" | "answered";

export type OnRespond = (result: ElicitResult) => void | Promise<unknown>;

export function useRespondOnce(onRespond: OnRespond) {
  const answered = useRef(false);
  const [status, setStatus] = useState<RespondStatus>("open");
  // The latest callback, so a host re-rendering with a new function is still the one called.
  const latest = useRef(onRespond);
  latest.current = onRespond;

  const respond = useCallback((result: ElicitResult): boolean => {
    if (answered.current) return false;
    answered.current = true;
    let pending: unknown;
    try {
      pending = latest.current(result);
    } finally {
      // A host whose callback returns a promise sees "sending" until it settles; the answer stands either way.
      if (pending instanceof Promise) {
        setStatus("sending");
        pending.then(
          () => setStatus("answered"),
          () => setStatus("answered"),
        );
      } else {
        setStatus("answered");
      }
    }
    return true;
  }, []);

  // Stable, like `respond`: the form's callbacks that read it (submit, decline, cancel) stay the same objects.
  const isAnswered = useCallback(() => answered.current, []);
  return { respond, status, isAnswered };
}
