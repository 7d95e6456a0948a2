// How the page's connection (connectRelay.ts) reaches the relay: HTTP (relayHttp.ts) or a message channel
// (channelTransport.ts). Each carries the same events one way and the same posts the other (core/relay/wire.ts).
import type { RelayPost } from "../../core/relay/wire.ts";

export interface PostOptions {
  /** Keep trying, past the usual tries, while this holds (an answer, while its request waits). */
  keepTrying?: () => boolean;
  /** Hears the function that ends the current wait between tries, so the caller can try again at once. */
  onPause?: (wake: () => void) => void;
}

/** Why a stream stopped; `lost`: the other end is gone with what it held (a stopped service worker). */
export interface StreamEnd {
  error: string;
  lost?: boolean;
}

export interface RelayTransport {
  /** Sends `body` until the relay answers it (a 5xx or 429 is tried again); its status, or undefined once it stops trying. */
  post(body: RelayPost, options?: PostOptions): Promise<number | undefined>;
  /** Reads one stream of events until it fails, ends or `signal` aborts, handing each on; why it stopped. */
  stream(signal: AbortSignal, onEvent: (event: string, data: unknown) => void): Promise<StreamEnd>;
  /** How the other end opens a URL the person consented to, where it does (a channel's host); the page's own otherwise. */
  opener?(): ((url: string) => void) | undefined;
}

/** What a transport is given: when the page stops, and whether a request is on screen or on its way. */
export interface TransportContext {
  stopped: AbortSignal;
  busy(): boolean;
  /** The person's languages (the provider's locale), which each stream tells the relay's host half. */
  languages(): readonly string[];
}
