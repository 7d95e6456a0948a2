// Two ends of a message channel in one process, for the tests that must reach inside one: each message is
// delivered on a later task, as ports deliver, after a JSON round trip (VS Code carries JSON only); a test can
// drop messages one way (`drop`), watch both ways (`sent`), and close the channel (both ends hear it).
import type { ElicitationChannel } from "../src/core/relay/elicitationChannel.ts";

type Direction = "toPage" | "toHost";

export function channelPair() {
  const listeners = { toPage: new Set<(message: unknown) => void>(), toHost: new Set<(message: unknown) => void>() };
  const closers = new Set<() => void>();
  const sent: { direction: Direction; message: unknown }[] = [];
  let open = true;
  /** Return true to drop a message, as a hidden webview drops what it is sent. */
  const drop: Record<Direction, (message: Record<string, unknown>) => boolean> = { toPage: () => false, toHost: () => false };

  const end = (direction: Direction, from: Direction): ElicitationChannel => ({
    send(message) {
      if (!open) throw new Error("Attempting to use a disconnected port object");
      sent.push({ direction, message });
      if (drop[direction](message)) return;
      const copy = JSON.parse(JSON.stringify(message)) as unknown;
      setTimeout(() => open && listeners[direction].forEach((listener) => listener(copy)));
    },
    listen(listener) {
      listeners[from].add(listener);
      return () => listeners[from].delete(listener);
    },
    onClose(listener) {
      closers.add(listener);
      return () => closers.delete(listener);
    },
    close: () => pair.close(),
  });

  const pair = {
    host: end("toPage", "toHost"),
    page: end("toHost", "toPage"),
    drop,
    sent,
    /** Delivers a message to the page or the host as if the other end had sent it (the host's own, a forged one). */
    inject(direction: Direction, message: unknown) {
      listeners[direction].forEach((listener) => listener(message));
    },
    close() {
      if (!open) return;
      open = false;
      for (const closer of [...closers]) closer();
    },
  };
  return pair;
}
