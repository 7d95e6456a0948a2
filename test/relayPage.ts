// A page of the relay, in Node: the provider's real queue (ElicitationQueue) and the page's real connection
// (connectRelay), talking to a relay through real Fetch API Requests and Responses. The relay is reached in
// process (`relay.handle`) or over HTTP (`url`); the person's session is a cookie, as most hosts have it.
import { vi } from "vitest";
import type { ElicitResult } from "../src/core/protocol/types.ts";
import { ElicitationQueue, type QueueEntry, type QueueOptions } from "../src/core/queue/queue.ts";
import { connectOverHttp } from "../src/host/relay/connect.ts";
import type { RelayConnection, RelayPageElicit, RelayStatus } from "../src/host/relay/connectRelay.ts";
import { SseParser, type SseEvent } from "../src/core/relay/sse.ts";

export const RELAY_URL = "http://host.test/api/elicitation";

/** The audience of a request: the `user` cookie, as a host's session would say. */
export const audienceFromCookie = (request: Request) => request.headers.get("cookie")?.match(/(?:^|;\s*)user=([^;]+)/)?.[1] ?? null;

export type Handler = (request: Request) => Promise<Response>;

/** A fetch that sends every request to `handler` with the person's cookie, and can drop the open streams. */
export function cookieFetch(handler: Handler | string, user: string) {
  /** Each open stream's pipe, by the function that breaks it. */
  const open = new Set<(reason: Error) => void>();
  const posts: { status: number; body: unknown; sent: unknown }[] = [];
  /** Every event the page's streams carried, in order. */
  const events: SseEvent[] = [];
  let offline = false;
  const fetchImpl: typeof fetch = async (input, init) => {
    if (offline) throw new TypeError("fetch failed: offline");
    const headers = new Headers(init?.headers);
    headers.set("cookie", `user=${user}`);
    const target = typeof handler === "string" ? handler : RELAY_URL;
    const request = new Request(target, { ...init, headers, ...(init?.body ? { duplex: "half" } : {}) } as RequestInit);
    const response = typeof handler === "string" ? await fetch(request) : await handler(request);
    if (request.method === "POST") {
      const sent: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      const body: unknown = await response.clone().json().catch(() => undefined);
      posts.push({ status: response.status, body, sent });
      return response;
    }
    if (!response.body) return response;
    // The stream passes through a pipe the test can break, as a network drop breaks it.
    let breakPipe!: (reason: Error) => void;
    const pipe = new TransformStream<Uint8Array, Uint8Array>({
      start: (controller) => void (breakPipe = (reason) => controller.error(reason)),
    });
    open.add(breakPipe);
    const parser = new SseParser();
    const decoder = new TextDecoder();
    const record = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        events.push(...parser.feed(decoder.decode(chunk, { stream: true })));
        controller.enqueue(chunk);
      },
    });
    void response.body.pipeThrough(record).pipeTo(pipe.writable).catch(() => {}).finally(() => open.delete(breakPipe));
    return new Response(pipe.readable, { status: response.status, headers: response.headers });
  };
  return {
    fetch: fetchImpl,
    posts,
    events,
    /** The relay ids of the requests this page received, in order. */
    requestIds: () => events.filter((e) => e.event === "request").map((e) => (JSON.parse(e.data) as { id: string }).id),
    /** Breaks every open stream; with `offline`, fetches fail until `online()`. */
    drop(goOffline = false) {
      offline = goOffline;
      for (const breakPipe of open) breakPipe(new Error("network dropped"));
      open.clear();
    },
    online() {
      offline = false;
    },
    get streams() {
      return open.size;
    },
  };
}

/** One page of `user`: the queue it shows requests in, and its connection to the relay. */
export function openPage(handler: Handler | string, user: string, queueOptions: QueueOptions = {}, languages?: string[]) {
  const network = cookieFetch(handler, user);
  const page = pageWith((elicit, onStatus) => connectOverHttp(RELAY_URL, elicit, { fetch: network.fetch, onStatus }), queueOptions, languages);
  return { ...page, network };
}

/** One page connected by `connect` (over HTTP, or a channel): the queue it shows requests in, and the connection. */
export function pageWith(connect: (elicit: RelayPageElicit, onStatus: (status: RelayStatus) => void) => RelayConnection, queueOptions: QueueOptions = {}, languages?: string[]) {
  const queue = new ElicitationQueue(queueOptions);
  // The provider's locale, as `useElicitation().languages()` says it.
  if (languages) queue.languages = languages;
  const statuses: RelayStatus[] = [];
  const elicit = Object.assign((params: unknown, options: Parameters<ElicitationQueue["elicit"]>[1]) => queue.elicit(params, options), {
    complete: (id: string) => queue.complete(id),
    waitForCompletion: (id: string, signal?: AbortSignal) => queue.waitForCompletion(id, signal),
    overruled: (params: unknown, options: Parameters<ElicitationQueue["overruled"]>[1]) => queue.overruled(params, options),
    languages: () => queue.languages,
  });
  const connection = connect(elicit, (status) => statuses.push(status));
  // Waiting for the person: an answer on its way (`sending`) is given already.
  const pending = () => queue.getSnapshot().entries.filter((entry) => entry.phase === "pending" && !entry.sending);
  return {
    queue,
    connection,
    statuses,
    pending,
    /** Waits until `count` requests are on screen, and returns them. */
    async shown(count = 1): Promise<QueueEntry[]> {
      return vi.waitFor(() => {
        const entries = pending();
        if (entries.length < count) throw new Error(`${entries.length} requests shown, not ${count}`);
        return entries;
      });
    },
    /** Waits until the connection has its backlog. */
    async open() {
      await vi.waitFor(() => {
        if (statuses.at(-1)?.state !== "open") throw new Error(`connection ${JSON.stringify(statuses.at(-1))}`);
      });
    },
    /** The person answers the first request on screen. */
    async answer(result: ElicitResult) {
      const [entry] = await this.shown();
      queue.respond(entry!.id, result);
    },
    notice: () => queue.getSnapshot().notice,
    close() {
      connection.close();
      queue.close();
    },
  };
}

export type Page = ReturnType<typeof openPage>;
export type ChannelPage = ReturnType<typeof pageWith>;
