// A page connected over a message channel (relay.connect): the host's side of core/relay/channel.ts. The page
// says hello (again each time it connects, or when this side says a relay listens now) and gets its audience's
// backlog, then the news, as an HTTP stream would. Its answers arrive as numbered posts, each taken as an HTTP
// POST would be (answers.ts) and acknowledged with what HTTP would answer; a post heard twice (the page sent it
// again, on this channel or a new one, before the first ack reached it) gets the first one's ack and is not
// taken again: the acks are the relay's, across its channels.
import { envelope, readPageMessage, type HostMessage } from "../core/relay/channel.ts";
import type { ElicitationChannel } from "../core/relay/elicitationChannel.ts";
import { MAX_ANSWER_BYTES, type RelayEvents } from "../core/relay/wire.ts";
import { takePost, type PostDeps, type PostOutcome } from "./answers.ts";
import type { Acks } from "./acks.ts";
import type { Pages } from "./pages.ts";

export interface ChannelDeps {
  pages: Pages;
  /** What posts are taken with, once the relay has started; rejects while its store is unavailable. */
  posts(): Promise<PostDeps>;
  /** Tells that a message in the envelope was malformed: once per message, never thrown into the host's handler. */
  warn(problem: string): void;
  /** The outcome of each post heard lately, by audience, page and number (acks.ts). */
  acks: Acks;
}

/** Serves one channel for `audience` until the returned function is called or the channel closes. */
export function connectChannel(channel: ElicitationChannel, audience: string, { pages, posts, warn, acks }: ChannelDeps, openUrl?: (url: string) => void): () => void {
  let detach: (() => void) | undefined;
  let open = true;
  /** The URLs of the URL-mode requests this page was sent: the only ones it may ask the host to open. */
  const openable = new Set<string>();

  const send = (message: HostMessage) => {
    if (!open) return;
    try {
      channel.send(envelope(message));
    } catch {
      // The channel is gone (a disconnected port): the page reconnects on its own.
      stop(false);
    }
  };

  function hello(languages?: readonly string[]) {
    // The same page again (a retry), or a new one (a reload, a view recreated): either way it gets the whole backlog.
    detach?.();
    send({ type: "welcome", opensUrls: openUrl !== undefined });
    detach = pages.attach(audience, {
      send(event, data) {
        if (event === "request") {
          const { params } = data as RelayEvents["request"];
          if (params.mode === "url") openable.add(params.url);
        }
        send({ type: "event", event, data } as HostMessage);
      },
      close: () => stop(true),
    }, languages);
  }

  /** Opens a URL the person consented to, if a request sent to this page asked for it, once. */
  function openFor(url: string) {
    if (!openUrl) return warn("open, but this channel was connected without openUrl");
    if (!openable.delete(url)) return warn("open for a URL that no request sent to this page asked to open");
    try {
      openUrl(url);
    } catch (error) {
      warn(`openUrl threw: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function post(view: string, seq: number, body: unknown) {
    const { status, error } = await acks.once(audience, view, seq, () => take(body));
    send({ type: "ack", seq, status, ...(error && { error }) });
  }

  async function take(body: unknown): Promise<PostOutcome> {
    // The same limit as over HTTP, on the JSON it would be: a channel carries no bytes to count.
    if (JSON.stringify(body).length > MAX_ANSWER_BYTES) {
      return { status: 413, error: { code: "too-large", message: `The body is larger than ${MAX_ANSWER_BYTES} bytes.` } };
    }
    try {
      return await takePost(body, audience, await posts());
    } catch {
      return { status: 503, error: { code: "unavailable", message: "The store is unavailable; try again." } };
    }
  }

  const unlisten = channel.listen((raw) => {
    const read = readPageMessage(raw);
    if ("foreign" in read) return;
    if ("malformed" in read) return warn(read.malformed);
    const { message } = read;
    if (message.type === "hello") hello(message.languages);
    else if (message.type === "post") void post(message.view, message.seq, message.body);
    else if (message.type === "open") openFor(message.url);
    else if (message.type === "bye") {
      detach?.();
      detach = undefined;
    }
    // "ping" needs nothing: hearing it is what keeps an MV3 service worker awake.
  });
  const offClose = channel.onClose?.(() => stop(false));

  /** Stops serving the channel; `tell`: the page hears that what it shows is no longer this relay's. */
  function stop(tell: boolean) {
    if (!open) return;
    if (tell) send({ type: "closed" });
    open = false;
    detach?.();
    detach = undefined;
    unlisten();
    offClose?.();
  }

  // The page may have said hello before this side listened: tell it a relay is here now.
  send({ type: "relay" });
  return () => stop(true);
}
