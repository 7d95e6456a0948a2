// A page connected over HTTP: its GET is answered with an event stream (text/event-stream) that carries what
// pages.ts sends it, until the page goes or the relay closes.
import { encodeEvent, HEARTBEAT } from "../core/relay/sse.ts";
import { languagesOf } from "../core/i18n/languagesOf.ts";
import { refuse } from "./http.ts";
import type { ResolvedOptions } from "./options.ts";
import type { Pages } from "./pages.ts";

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-store, no-transform",
  // nginx and some hosting proxies buffer responses unless told not to.
  "X-Accel-Buffering": "no",
};

const encoder = new TextEncoder();

/**
 * What a stream may hold that its page has not read: past it, the page is not reading (a tab frozen in the
 * background, a client that connected and stopped), and the stream is closed rather than buffer everything sent
 * to it. A page that reads again connects again, and gets its backlog.
 */
export const UNREAD_LIMIT_BYTES = 1024 * 1024;

/** The response that carries one page's stream. `onClose` runs once, when it ends for any reason. */
export function openStream(pages: Pages, audience: string, request: Request, onClose: () => void = () => {}): Response {
  const { signal } = request;
  // The person's languages, as the page's provider shows them (it sends them as Accept-Language).
  const languages = languagesOf(request.headers.get("accept-language"));
  let close!: () => void;
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let open = true;
        let detach: (() => void) | undefined;
        const write = (text: string) => {
          if (!open) return;
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            close();
            return;
          }
          // desiredSize falls below zero by what is queued past the limit: the page has stopped reading. What it
          // did not read is dropped with the stream.
          if ((controller.desiredSize ?? 0) < 0) end(() => controller.error(new Error("The page stopped reading its stream.")));
        };
        const end = (finish: () => void) => {
          if (!open) return;
          open = false;
          detach?.();
          onClose();
          try {
            finish();
          } catch {
            // Already cancelled by the reader.
          }
        };
        close = () => end(() => controller.close());
        // A request that was aborted before its stream opened: nothing to attach.
        if (signal.aborted) {
          close();
          return;
        }
        detach = pages.attach(audience, {
          send: (event, data) => write(encodeEvent(event, JSON.stringify(data))),
          beat: () => write(HEARTBEAT),
          close,
        }, languages);
      },
      cancel() {
        close();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: UNREAD_LIMIT_BYTES }),
  );
  signal.addEventListener("abort", () => close(), { once: true });
  return new Response(body, { status: 200, headers: STREAM_HEADERS });
}

/**
 * The streams open on this instance, per audience and in all, against the relay's limits. Past an audience's
 * limit the newest stream is refused (429), not the oldest closed: a closed page connects again at once, and would
 * close the next oldest, round and round.
 */
export function streamCounts({ maxStreamsPerAudience, maxStreams }: Pick<ResolvedOptions, "maxStreamsPerAudience" | "maxStreams">) {
  const byAudience = new Map<string, number>();
  let total = 0;
  return {
    /** Why a new stream of `audience` is refused now, or undefined. */
    refusal(audience: string): Response | undefined {
      if ((byAudience.get(audience) ?? 0) >= maxStreamsPerAudience) {
        return refuse(429, "too-many-streams", `You have ${maxStreamsPerAudience} streams open already: close a tab, or try again.`, {}, { "Retry-After": "30" });
      }
      if (total >= maxStreams) return refuse(503, "unavailable", "This server has as many streams open as it takes; try again.", {}, { "Retry-After": "30" });
      return undefined;
    },
    /** Counts a stream of `audience` as open; returns what to call once it ends. */
    opened(audience: string): () => void {
      byAudience.set(audience, (byAudience.get(audience) ?? 0) + 1);
      total += 1;
      return () => {
        const left = (byAudience.get(audience) ?? 1) - 1;
        if (left === 0) byAudience.delete(audience);
        else byAudience.set(audience, left);
        total -= 1;
      };
    },
  };
}
