// What a host may set on a relay, and what each setting is by default (docs/relay.md repeats these).
import type { ElicitationModes } from "../core/elicit/parseParams.ts";
import type { RelayStore } from "./store.ts";

export interface ElicitationRelayOptions {
  /**
   * Who an HTTP request belongs to, from the host's own session or auth (a user's id). `null` answers 401.
   * A page sees, and may answer, only the requests made with `elicitFor` for its audience. Not needed by a
   * relay that serves only message channels (`connect`), whose audience each channel is given.
   */
  audience?: (request: Request) => string | null | undefined | Promise<string | null | undefined>;
  /** Where pending requests live: this process's memory by default; `redisStore(client)` for several. */
  store?: RelayStore;
  /** With no page of the request's audience connected for this long, the request is answered `cancel`. 10 minutes by default. */
  abandonAfterMs?: number;
  /** Pending requests one audience may have at once; `elicitFor` refuses more with an `ElicitationError`. 20 by default. */
  maxPendingPerAudience?: number;
  /**
   * Event streams (pages over HTTP) one audience may have open on this instance at once: a further one is refused
   * with 429 and tried again by its page, while the open ones go on. 20 by default.
   */
  maxStreamsPerAudience?: number;
  /** Event streams open on this instance at once, of all audiences: a further one is refused with 503. 10,000 by default. */
  maxStreams?: number;
  /** Which modes the relay passes on; a request in another mode is refused with -32602 before anything is sent. Both by default. */
  modes?: ElicitationModes;
  /** How often an open stream gets a heartbeat, and a page's presence is renewed in the store. 15 seconds by default. */
  heartbeatMs?: number;
  /** Where instances can die (a shared store), a request whose instance stopped renewing it lapses after this. 60 seconds by default. */
  leaseMs?: number;
  /**
   * Hears what went wrong on the relay's side that no page is told in full: the store unreachable (pages get a
   * plain 503). `console.error` by default.
   */
  onError?: (error: unknown) => void;
}

/** The audience of a channel connected without one: a host whose pages are all one person's. */
export const DEFAULT_AUDIENCE = "default";

export const DEFAULTS = {
  abandonAfterMs: 10 * 60_000,
  maxPendingPerAudience: 20,
  maxStreamsPerAudience: 20,
  maxStreams: 10_000,
  heartbeatMs: 15_000,
  leaseMs: 60_000,
} as const;

export type ResolvedOptions = Required<Omit<ElicitationRelayOptions, "store" | "modes" | "audience">> & Pick<ElicitationRelayOptions, "modes" | "audience">;

const logError = (error: unknown) => console.error("react-mcp-elicitation relay:", error);

export function resolveOptions(options: ElicitationRelayOptions): ResolvedOptions {
  if (options.audience !== undefined && typeof options.audience !== "function") {
    throw new TypeError("createElicitationRelay: audience must be a function, (request: Request) => the user's id, or null for 401.");
  }
  if (options.onError !== undefined && typeof options.onError !== "function") throw new TypeError("createElicitationRelay: onError must be a function.");
  const positive = (name: keyof typeof DEFAULTS) => {
    const value = options[name] ?? DEFAULTS[name];
    if (typeof value !== "number" || !(value > 0)) throw new TypeError(`createElicitationRelay: ${name} must be a positive number, not ${String(value)}.`);
    return value;
  };
  return {
    ...(options.audience ? { audience: options.audience } : {}),
    onError: options.onError ?? logError,
    abandonAfterMs: positive("abandonAfterMs"),
    maxPendingPerAudience: positive("maxPendingPerAudience"),
    maxStreamsPerAudience: positive("maxStreamsPerAudience"),
    maxStreams: positive("maxStreams"),
    heartbeatMs: positive("heartbeatMs"),
    leaseMs: positive("leaseMs"),
    ...(options.modes ? { modes: options.modes } : {}),
  };
}
