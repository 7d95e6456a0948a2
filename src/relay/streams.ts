// The pages connected to this relay instance: one event stream per page, filtered by audience. A stream starts
// with its audience's backlog (every pending request, then `ready`), then carries what the store's messages say
// about that audience, and a heartbeat that also tells the store a page of the audience is still here.
import { encodeEvent, HEARTBEAT } from "../core/relay/sse.ts";
import type { RelayEventName, RelayEvents } from "../core/relay/wire.ts";
import type { ResolvedOptions } from "./options.ts";
import type { RelayMessage, RelayRecord, RelayStore } from "./store.ts";

interface Sink {
  audience: string;
  /** The requests this stream has sent that are still pending: what its page may hold. */
  sent: Set<string>;
  write(text: string): void;
  close(): void;
}

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-store, no-transform",
  // nginx and some hosting proxies buffer responses unless told not to.
  "X-Accel-Buffering": "no",
};

const encoder = new TextEncoder();

export function createStreams({ store, options }: { store: RelayStore; options: ResolvedOptions }) {
  const byAudience = new Map<string, Set<Sink>>();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  /** Long enough that an audience's last sighting outlives the wait before its requests are abandoned. */
  const keepMs = options.abandonAfterMs + 2 * options.heartbeatMs;
  const seen = (audience: string) => void store.markSeen(audience, keepMs).catch(() => {});

  function send<E extends RelayEventName>(sink: Sink, event: E, data: RelayEvents[E]) {
    sink.write(encodeEvent(event, JSON.stringify(data)));
  }

  function sendRequest(sink: Sink, { id, server, params, key, task }: RelayRecord) {
    if (sink.sent.has(id)) return;
    sink.sent.add(id);
    send(sink, "request", { id, server, params, ...(key === undefined ? {} : { key }), ...(task === undefined ? {} : { task }) });
  }

  /** Every pending request the page does not have yet, then `ready`. Again after a resync: then what ended meanwhile goes. */
  async function backlog(sink: Sink) {
    seen(sink.audience);
    const before = new Set(sink.sent);
    try {
      const records = await store.list(sink.audience);
      const pending = new Set(records.map((record) => record.id));
      for (const id of before) if (!pending.has(id) && sink.sent.delete(id)) send(sink, "ended", { id, reason: "withdrawn" });
      for (const record of records) sendRequest(sink, record);
      send(sink, "ready", { pending: [...sink.sent] });
    } catch {
      // The store cannot be read: the page reconnects and asks again.
      sink.close();
    }
  }

  function remove(sink: Sink) {
    const sinks = byAudience.get(sink.audience);
    if (!sinks?.delete(sink)) return;
    if (sinks.size === 0) byAudience.delete(sink.audience);
    seen(sink.audience);
    if (byAudience.size === 0) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  function beat() {
    for (const [audience, sinks] of byAudience) {
      for (const sink of [...sinks]) sink.write(HEARTBEAT);
      seen(audience);
    }
  }

  return {
    /** The response that carries one page's stream, until the page goes or the relay closes. */
    open(audience: string, signal: AbortSignal): Response {
      let sink!: Sink;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          let open = true;
          sink = {
            audience,
            sent: new Set(),
            write(text) {
              if (!open) return;
              try {
                controller.enqueue(encoder.encode(text));
              } catch {
                sink.close();
              }
            },
            close() {
              if (!open) return;
              open = false;
              remove(sink);
              try {
                controller.close();
              } catch {
                // Already cancelled by the reader.
              }
            },
          };
          const sinks = byAudience.get(audience) ?? new Set();
          sinks.add(sink);
          byAudience.set(audience, sinks);
          if (!heartbeat) {
            heartbeat = setInterval(beat, options.heartbeatMs);
            (heartbeat as { unref?: () => void }).unref?.();
          }
          void backlog(sink);
        },
        cancel() {
          sink.close();
        },
      });
      signal.addEventListener("abort", () => sink.close(), { once: true });
      return new Response(body, { status: 200, headers: STREAM_HEADERS });
    },
    /** What a store message means for the streams here. */
    hear(message: RelayMessage) {
      if (message.type === "request") {
        for (const sink of byAudience.get(message.record.audience) ?? []) sendRequest(sink, message.record);
      } else if (message.type === "ended") {
        for (const sink of byAudience.get(message.audience) ?? []) {
          if (sink.sent.delete(message.id)) send(sink, "ended", { id: message.id, reason: message.reason });
        }
      } else if (message.type === "complete") {
        for (const sink of byAudience.get(message.audience) ?? []) send(sink, "complete", { elicitationId: message.elicitationId });
      } else if (message.type === "resync") {
        for (const sinks of byAudience.values()) for (const sink of sinks) void backlog(sink);
      }
    },
    connectedHere: (audience: string) => byAudience.has(audience),
    close() {
      for (const sinks of [...byAudience.values()]) for (const sink of [...sinks]) sink.close();
    },
  };
}
