// The instances' messages over Redis pub/sub, with what pub/sub lacks: knowing when some were missed. Pub/sub
// drops what is sent while a subscriber's connection is down, and not every client says when it is back (a
// node-redis 5 cluster reconnects a shard's subscriber without a word). So each store numbers what it sends, and
// sends a heartbeat when it has nothing to say: a listener that sees a number skipped has missed something, and
// says so (the relay then looks again at what it holds and what its pages show). A listener that stops hearing
// even its own heartbeats, while they are sent, is deaf: it subscribes again on a new connection.
import type { RedisConnection } from "./connection.ts";

/** How often each listening store says it is there. A missed message is noticed within about this. */
const HEARTBEAT_MS = 2_000;
/** Own heartbeats sent but not heard for this long: the subscription is deaf. */
const DEAF_AFTER_MS = 3 * HEARTBEAT_MS;
/** A sender not heard from for this long is forgotten (an instance that stopped). */
const FORGET_AFTER_MS = 10 * HEARTBEAT_MS;

/** What goes over the channel: who sent it, its number among theirs, and the message (none for a heartbeat). */
interface Envelope {
  from: string;
  n: number;
  body?: unknown;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === "object" && value !== null && typeof (value as Envelope).from === "string" && Number.isSafeInteger((value as Envelope).n);

export interface WatchedChannel {
  publish(body: unknown): Promise<void>;
  /**
   * Hears every message, and `onMissed` whenever some may have been missed; resolves once listening, with a
   * function that stops.
   */
  subscribe(onMessage: (body: unknown) => void, onMissed: () => void): Promise<() => Promise<void>>;
}

export function watchedChannel(redis: RedisConnection, channel: string): WatchedChannel {
  const self = crypto.randomUUID();
  let sent = 0;
  const send = (body?: unknown) => {
    const envelope: Envelope = body === undefined ? { from: self, n: ++sent } : { from: self, n: ++sent, body };
    return redis.publish(channel, JSON.stringify(envelope));
  };

  return {
    publish: (body) => send(body),

    async subscribe(onMessage, onMissed) {
      const last = new Map<string, { n: number; at: number }>();
      /** When the oldest heartbeat sent and not yet heard went out. */
      let unheardSince: number | undefined;
      let stopped = false;
      let renewing = false;

      function hear(text: string) {
        let envelope: unknown;
        try {
          envelope = JSON.parse(text);
        } catch {
          return;
        }
        if (!isEnvelope(envelope)) return;
        const now = Date.now();
        const before = last.get(envelope.from);
        // A number skipped, or a sender first heard mid-count: its earlier messages may have gone missing (or
        // were sent before this listener started, which a look at the store costs little to rule out). One that
        // comes late, after a later one, is passed on as it is.
        if (!before || envelope.n > before.n) {
          if (envelope.n !== (before?.n ?? 0) + 1) onMissed();
          last.set(envelope.from, { n: envelope.n, at: now });
        }
        if (envelope.from === self) unheardSince = undefined;
        if ("body" in envelope) onMessage(envelope.body);
      }

      let stop = await redis.subscribe(channel, hear, onMissed);

      async function renew() {
        renewing = true;
        try {
          await stop();
          const next = await redis.subscribe(channel, hear, onMissed);
          if (stopped) await next();
          else {
            stop = next;
            unheardSince = undefined;
            onMissed();
          }
        } catch {
          // Redis cannot be reached: the next beat tries again.
        } finally {
          renewing = false;
        }
      }

      const timer = setInterval(() => {
        const now = Date.now();
        for (const [from, { at }] of last) if (now - at > FORGET_AFTER_MS) last.delete(from);
        if (unheardSince !== undefined && now - unheardSince > DEAF_AFTER_MS && !renewing) void renew();
        send().then(
          () => void (unheardSince ??= now),
          () => {},
        );
      }, HEARTBEAT_MS);
      // Heartbeats must not keep a Node process alive by themselves.
      (timer as { unref?: () => void }).unref?.();

      return async () => {
        stopped = true;
        clearInterval(timer);
        await stop();
      };
    },
  };
}
