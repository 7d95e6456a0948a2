// What a form says about its answer on the way: while it has been sending for a few seconds (the relay's
// store is failing over, the network is down), that it is not sent yet and is kept; and when the request is
// shown again because its answer was not sent, why, above the fields.
import { useEffect, useState } from "react";
import type { Translate } from "../core/i18n/translate.ts";
import type { UnsentReason } from "../core/elicit/unsent.ts";

/** How long an answer may be on its way before the form says it is waiting. */
const SLOW_MS = 3000;

/** Whether an answer has been on its way for longer than a person waits without a word. */
export function useSlowSending(sending: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!sending) return setSlow(false);
    const timer = setTimeout(() => setSlow(true), SLOW_MS);
    return () => clearTimeout(timer);
  }, [sending]);
  return slow;
}

/** The words shown above the buttons; the form's one status region says them to a screen reader. */
export function SlowSending({ t }: { t: Translate }) {
  return (
    <p className="rme-sending" aria-hidden="true">
      {t("sendingSlow")}
    </p>
  );
}

export function UnsentAlert({ t, why }: { t: Translate; why: UnsentReason }) {
  return (
    <p className="rme-alert rme-unsent" role="alert">
      {t(`unsent.${why}`)}
    </p>
  );
}
