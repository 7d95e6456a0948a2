// A page connected over HTTP: its GET is answered with an event stream (text/event-stream) that carries what
// pages.ts sends it, until the page goes or the relay closes.
import { encodeEvent, HEARTBEAT } from "../core/relay/sse.ts";
import type { Pages } from "./pages.ts";

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-store, no-transform",
  // nginx and some hosting proxies buffer responses unless told not to.
  "X-Accel-Buffering": "no",
};

const encoder = new TextEncoder();

/** The response that carries one page's stream. */
export function openStream(pages: Pages, audience: string, signal: AbortSignal): Response {
  let close!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      let detach: (() => void) | undefined;
      const write = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      close = () => {
        if (!open) return;
        open = false;
        detach?.();
        try {
          controller.close();
        } catch {
          // Already cancelled by the reader.
        }
      };
      detach = pages.attach(audience, {
        send: (event, data) => write(encodeEvent(event, JSON.stringify(data))),
        beat: () => write(HEARTBEAT),
        close,
      });
    },
    cancel() {
      close();
    },
  });
  signal.addEventListener("abort", () => close(), { once: true });
  return new Response(body, { status: 200, headers: STREAM_HEADERS });
}
