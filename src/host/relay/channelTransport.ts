// The page's side of the relay over a message channel (core/relay/channel.ts): a stream is a hello and what
// follows it, until the channel closes; a post is a numbered message sent again until the host acknowledges it.
// The page's number for itself and each post's number stay the same across reconnections, so that a post sent
// again on a new channel, after its first ack was lost, is recognised and not taken twice.
import { envelope, KEEPALIVE_MS, readHostMessage, type HostMessage, type PageMessage } from "../../core/relay/channel.ts";
import type { ChannelSource, ElicitationChannel } from "../../core/relay/elicitationChannel.ts";
import type { RelayPost } from "../../core/relay/wire.ts";
import { postUntilHeard, retryDelay } from "./backoff.ts";
import type { PostOptions, RelayTransport, StreamEnd, TransportContext } from "./transport.ts";

/** How long an ack may take before the post is sent again (a host that was busy, a message lost). */
const ACK_WAIT_MS = 5_000;

interface Link {
  channel: ElicitationChannel;
  open: boolean;
  /** The host said it opens URLs the person consents to (its welcome). */
  opensUrls: boolean;
  /** Everything the host sends on this link, read. */
  hear: Set<(message: HostMessage) => void>;
  /** Hears the link closing. */
  gone: Set<() => void>;
  /** The link is gone: the host said so, the platform did, or a send threw. */
  lose(): void;
  release(): void;
}

const warn = (problem: string) => console.warn(`react-mcp-elicitation: a message from the host was dropped: ${problem}.`);

function linkTo(channel: ElicitationChannel, owned: boolean): Link {
  const link: Link = { channel, open: true, opensUrls: false, hear: new Set(), gone: new Set(), lose, release };
  const unlisten = channel.listen((raw) => {
    const read = readHostMessage(raw);
    if ("foreign" in read) return;
    if ("malformed" in read) return warn(read.malformed);
    if (read.message.type === "closed") return lose();
    if (read.message.type === "welcome") link.opensUrls = read.message.opensUrls;
    for (const hear of [...link.hear]) hear(read.message);
  });
  const offClose = channel.onClose?.(lose);
  function lose() {
    if (!link.open) return;
    link.open = false;
    for (const gone of [...link.gone]) gone();
  }
  function release() {
    lose();
    unlisten();
    offClose?.();
    if (owned) channel.close?.();
  }
  return link;
}

export function channelTransport(source: ChannelSource, context: TransportContext): RelayTransport {
  const { stopped, busy } = context;
  /** This page, the same on every channel it opens. */
  const page = crypto.randomUUID();
  let nextSeq = 1;
  let link: Link | undefined;
  /** A plain channel is listened to once, for good; a function's channel is opened again for each stream. */
  let plain: Link | undefined;

  function send(target: Link, message: PageMessage): boolean {
    if (!target.open) return false;
    try {
      target.channel.send(envelope(message));
      return true;
    } catch {
      // A port that is gone throws: the link is lost, and the next stream opens another.
      target.lose();
      return false;
    }
  }

  function open(): Link {
    if (typeof source !== "function") {
      if (!plain?.open) {
        plain?.release();
        plain = linkTo(source, false);
      }
      return plain;
    }
    link?.release();
    return linkTo(source(), true);
  }

  stopped.addEventListener("abort", () => {
    if (link) send(link, { type: "bye" });
    link?.release();
    plain?.release();
  });

  return {
    stream(signal: AbortSignal, onEvent: (event: string, data: unknown) => void): Promise<StreamEnd> {
      let current: Link;
      try {
        current = link = open();
      } catch (error) {
        return Promise.resolve({ error: `The channel could not be opened: ${error instanceof Error ? error.message : String(error)}` });
      }
      return new Promise<StreamEnd>((resolve) => {
        let ready = false;
        let helloTimer: ReturnType<typeof setTimeout> | undefined;
        let tries = 0;
        // Said again until the backlog comes: the host may not listen yet (a webview loads before its extension does).
        const hello = () => {
          clearTimeout(helloTimer);
          if (ready || !send(current, { type: "hello", view: page, languages: [...context.languages()] })) return;
          helloTimer = setTimeout(hello, Math.max(1_000, retryDelay(tries++)));
        };
        const hear = (message: HostMessage) => {
          if (message.type === "relay") hello();
          else if (message.type === "event") {
            if (message.event === "ready") ready = true;
            onEvent(message.event, message.data);
          }
        };
        // A request on screen keeps an MV3 service worker awake: a message at most every 20 s (KEEPALIVE_MS).
        const keepAlive = setInterval(() => busy() && send(current, { type: "ping" }), KEEPALIVE_MS);
        const finish = (end: StreamEnd) => {
          clearTimeout(helloTimer);
          clearInterval(keepAlive);
          current.hear.delete(hear);
          current.gone.delete(lost);
          signal.removeEventListener("abort", aborted);
          resolve(end);
        };
        const lost = () => finish({ error: "The channel closed", lost: true });
        const aborted = () => finish({ error: "Stopped" });
        current.hear.add(hear);
        current.gone.add(lost);
        signal.addEventListener("abort", aborted, { once: true });
        if (!current.open) return lost();
        hello();
      });
    },

    post(body: RelayPost, options?: PostOptions): Promise<number | undefined> {
      const seq = nextSeq++;
      return postUntilHeard(() => ackOf(seq, body), stopped, options);
    },

    opener() {
      const current = typeof source === "function" ? link : plain;
      if (!current?.opensUrls) return undefined;
      // The link the request came on: the host that holds the request opens its URL.
      return (url: string) => void send(current, { type: "open", url });
    },
  };

  /** Sends the post once on the link open now: the ack's status, or undefined when none came in time. */
  function ackOf(seq: number, body: RelayPost): Promise<number | undefined> {
    const current = typeof source === "function" ? link : plain;
    if (!current?.open) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const done = (status: number | undefined) => {
        clearTimeout(timer);
        current.hear.delete(hear);
        current.gone.delete(gone);
        resolve(status);
      };
      const hear = (message: HostMessage) => message.type === "ack" && message.seq === seq && done(message.status);
      const gone = () => done(undefined);
      const timer = setTimeout(gone, ACK_WAIT_MS);
      current.hear.add(hear);
      current.gone.add(gone);
      if (!send(current, { type: "post", view: page, seq, body })) done(undefined);
    });
  }
}
