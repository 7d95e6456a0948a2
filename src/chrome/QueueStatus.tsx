// When a host has several requests waiting (<ElicitationProvider>): which one this is, and a way to
// refuse everything one server asks for the rest of the session (the specification's rate-limiting advice).
// Its words avoid "Decline" and "Close", so that each of those names exactly one button.
import type { ServerIdentity } from "../core/protocol/types.ts";
import type { Translate } from "../core/i18n/translate.ts";
import { withServerName } from "./ServerHeading.tsx";

export interface QueueInfo {
  /** 1-based position of this request. */
  position: number;
  total: number;
  /** Declines this request and every other from the same server, now and later. */
  onDeclineAll?: () => void;
}

export function QueuePosition({ queue, t }: { queue?: QueueInfo; t: Translate }) {
  if (!queue || queue.total < 2) return null;
  return (
    <p className="rme-queue" data-position={queue.position} data-total={queue.total}>
      {t("queuePosition", { position: queue.position, total: queue.total })}
    </p>
  );
}

export function DeclineAll({ queue, server, t, disabled }: { queue?: QueueInfo; server?: ServerIdentity; t: Translate; disabled?: boolean }) {
  if (!queue?.onDeclineAll || !server) return null;
  return (
    <button type="button" className="rme-link-button rme-decline-all" disabled={disabled} onClick={queue.onDeclineAll}>
      {withServerName(t, "declineAll", server)}
    </button>
  );
}
