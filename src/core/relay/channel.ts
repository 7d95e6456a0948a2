// The relay over a message channel (a VS Code webview, an Electron or DOM MessagePort, a chrome.runtime.Port, a
// worker): what each half sends the other, shared by both. The events are the HTTP stream's (wire.ts); answers
// travel as the HTTP POST's bodies, each with a number the host acknowledges, so that a page can send one again
// until it is heard and the host takes it once. Every message is a plain JSON object (VS Code passes JSON only)
// in an envelope of its own, so that the library's messages share a channel with the host's: anything without
// the envelope is the host's and is left alone; a message in the envelope with a wrong shape is dropped with one
// console warning naming what was wrong. docs/guides/channels.md documents it for hosts.
import { isRecord } from "../guards.ts";
import type { RelayErrorBody, RelayEventName, RelayEvents, RelayPost } from "./wire.ts";

/** The envelope's key; its value is the version of what follows. */
export const ENVELOPE = "react-mcp-elicitation";
export const CHANNEL_VERSION = 1;

/** How often a page with a request on screen says it is there: within MV3's 30 s, so the worker stays. */
export const KEEPALIVE_MS = 20_000;

/** What a page sends. */
export type PageMessage =
  /**
   * Send this view every pending request, then `ready`. `view` names the page, the same on every channel it opens;
   * `languages`, the person's, most wanted first (the provider's locale), for the host's MCP calls (SEP-2792).
   */
  | { type: "hello"; view: string; languages?: string[] }
  /**
   * An answer (a result, a URL flow's end, a refusal), sent until `ack` with the same `seq` arrives: the same
   * `view` and `seq` on every try, on whichever channel, so that the host takes it once.
   */
  | { type: "post"; view: string; seq: number; body: RelayPost }
  /** A request is on screen: keeps an MV3 service worker awake. Needs no reply. */
  | { type: "ping" }
  /** The page stops listening (its provider unmounted). */
  | { type: "bye" }
  /** The person consented to open a URL request's URL, which the page cannot open itself: the host opens it. */
  | { type: "open"; url: string };

/** An event of the HTTP stream, as one message. */
export type EventMessage = { [E in RelayEventName]: { type: "event"; event: E; data: RelayEvents[E] } }[RelayEventName];

/** What the host sends. */
export type HostMessage =
  /** A relay listens on this channel now (it may have connected after the page said hello): say it again. */
  | { type: "relay" }
  /** The answer to hello, before the backlog: whether the host opens URLs the person consents to (`open`). */
  | { type: "welcome"; opensUrls: boolean }
  | EventMessage
  /** The post with this `seq` was heard: `status` is what HTTP would answer, `error` why it was refused. */
  | { type: "ack"; seq: number; status: number; error?: RelayErrorBody["error"] }
  /** The host disconnected this channel: what it showed is no longer its to answer. */
  | { type: "closed" };

export type ChannelMessage = PageMessage | HostMessage;

/** A message in the envelope, ready to send. */
export const envelope = (message: ChannelMessage): Record<string, unknown> => ({ [ENVELOPE]: CHANNEL_VERSION, ...message });

/** What came in: the host's own message (not ours), ours, or ours with what is wrong with it. */
export type Read<M> = { foreign: true } | { message: M } | { malformed: string };

const FOREIGN = { foreign: true } as const;
const isText = (value: unknown): value is string => typeof value === "string";
const END_REASONS = new Set(["answered", "withdrawn", "disconnected", "taken-back", "abandoned"]);

function opened(raw: unknown): Record<string, unknown> | Read<never> {
  if (!isRecord(raw) || !(ENVELOPE in raw)) return FOREIGN;
  if (raw[ENVELOPE] !== CHANNEL_VERSION) return { malformed: `version ${JSON.stringify(raw[ENVELOPE])} is not ${CHANNEL_VERSION}` };
  return raw;
}

const isRead = (value: Record<string, unknown> | Read<never>): value is Read<never> => "foreign" in value || "malformed" in value;

/** A page's message as the host reads it. */
export function readPageMessage(raw: unknown): Read<PageMessage> {
  const message = opened(raw);
  if (isRead(message)) return message;
  switch (message.type) {
    case "hello":
      if (!isText(message.view) || message.view === "") return { malformed: "hello without its view" };
      // Languages a page of an older release does not send, or sends wrong, are none: they only inform.
      return { message: { type: "hello", view: message.view, ...(Array.isArray(message.languages) && { languages: message.languages.filter(isText).slice(0, 10) }) } };
    case "post":
      if (!isText(message.view) || !Number.isSafeInteger(message.seq)) return { malformed: "post without its view and a whole-number seq" };
      if (!isRecord(message.body)) return { malformed: "post without a body object" };
      return { message: { type: "post", view: message.view, seq: message.seq as number, body: message.body as RelayPost } };
    case "ping":
    case "bye":
      return { message: { type: message.type } };
    case "open":
      return isText(message.url) ? { message: { type: "open", url: message.url } } : { malformed: "open without its url" };
    default:
      return { malformed: `unknown type ${JSON.stringify(message.type)} from a page` };
  }
}

/** The host's message as a page reads it. */
export function readHostMessage(raw: unknown): Read<HostMessage> {
  const message = opened(raw);
  if (isRead(message)) return message;
  switch (message.type) {
    case "relay":
    case "closed":
      return { message: { type: message.type } };
    case "welcome":
      return typeof message.opensUrls === "boolean" ? { message: { type: "welcome", opensUrls: message.opensUrls } } : { malformed: "welcome without opensUrls" };
    case "ack": {
      if (!Number.isSafeInteger(message.seq) || !Number.isInteger(message.status)) return { malformed: "ack without a whole-number seq and status" };
      const error = isRecord(message.error) ? (message.error as RelayErrorBody["error"]) : undefined;
      return { message: { type: "ack", seq: message.seq as number, status: message.status as number, ...(error && { error }) } };
    }
    case "event": {
      const problem = eventProblem(message.event, message.data);
      return problem ? { malformed: problem } : { message: message as unknown as EventMessage };
    }
    default:
      return { malformed: `unknown type ${JSON.stringify(message.type)} from the host` };
  }
}

/** What is wrong with an event's data, if anything: the page shows what it is given, so it must be whole. */
function eventProblem(event: unknown, data: unknown): string | undefined {
  if (!isRecord(data)) return `event ${JSON.stringify(event)} without a data object`;
  switch (event) {
    case "request":
      return isText(data.id) && isRecord(data.server) && isText(data.server.name) && isRecord(data.params) ? undefined : "request without id, server or params";
    case "ended":
      return isText(data.id) && END_REASONS.has(data.reason as string) ? undefined : "ended without an id and a known reason";
    case "complete":
      return isText(data.elicitationId) ? undefined : "complete without an elicitationId";
    case "ready":
      return Array.isArray(data.pending) && data.pending.every(isText) ? undefined : "ready without a list of pending ids";
    default:
      return `unknown event ${JSON.stringify(event)}`;
  }
}
