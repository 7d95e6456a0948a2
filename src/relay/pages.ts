// The pages connected to this relay instance, by audience, however each is connected: an HTTP event stream
// (sseStream.ts) or a message channel (channels.ts). A page starts with its audience's backlog (every pending
// request, then `ready`), then hears what the store's messages say about that audience. A heartbeat keeps HTTP
// streams open through proxies and tells the store that a page of the audience is still here.
import type { RelayEventName, RelayEvents } from "../core/relay/wire.ts";
import { prepareJudge } from "./judge.ts";
import type { ResolvedOptions } from "./options.ts";
import type { RelayMessage, RelayRecord, RelayStore } from "./store.ts";

/** How one page is reached: an event at a time, a heartbeat where the transport needs one, and its end. */
export interface PageTransport {
  send<E extends RelayEventName>(event: E, data: RelayEvents[E]): void;
  beat?(): void;
  /** Ends the connection (the store cannot be read, or the relay closes); the page connects again. */
  close(): void;
}

interface Page {
  audience: string;
  /** The person's languages, most wanted first, as this page said them (its stream's Accept-Language, its hello). */
  languages?: readonly string[];
  /** The requests this page was sent that are still pending: what it may hold. */
  sent: Set<string>;
  transport: PageTransport;
}

/**
 * How long after sending a request its judgement is prepared: after the page's first frame (a compile on a
 * worker's thread slows the page's own first frame of the request, on a machine of two cores), long before
 * anyone can have read the form and answered it. An answer sooner is judged all the same, only not as fast.
 */
const PREPARE_AFTER_MS = 250;

export function createPages({ store, options }: { store: RelayStore; options: ResolvedOptions }) {
  const byAudience = new Map<string, Set<Page>>();
  /** Per audience connected here, the languages of its page that connected last. */
  const languages = new Map<string, readonly string[]>();
  /** Until when the store is being restored (instances putting back what they hold): no backlog is sent before. */
  let restoringUntil = 0;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  /** Long enough that an audience's last sighting outlives the wait before its requests are abandoned. */
  const keepMs = options.abandonAfterMs + 2 * options.heartbeatMs;
  const seen = (audience: string) => void store.markSeen(audience, keepMs, languages.get(audience)).catch(() => {});

  function sendRequest(page: Page, { id, server, params, key, task }: RelayRecord) {
    if (page.sent.has(id)) return;
    page.sent.add(id);
    page.transport.send("request", { id, server, params, ...(key === undefined ? {} : { key }), ...(task === undefined ? {} : { task }) });
    // The answer will most likely be judged here: ready for it while the person reads the request.
    const timer = setTimeout(() => prepareJudge(params), PREPARE_AFTER_MS);
    (timer as { unref?: () => void }).unref?.();
  }

  /** Every pending request the page does not have yet, then `ready`. Again after a resync: then what ended meanwhile goes. */
  async function backlog(page: Page) {
    seen(page.audience);
    // A store still being refilled would make what it lacks look ended: the page keeps what it shows until then.
    const wait = restoringUntil - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const before = new Set(page.sent);
    try {
      const [records, endings] = await Promise.all([store.list(page.audience), store.endings(page.audience).catch(() => new Map())]);
      const pending = new Set(records.map((record) => record.id));
      for (const id of before) if (!pending.has(id) && page.sent.delete(id)) page.transport.send("ended", { id, reason: endings.get(id) ?? "withdrawn" });
      for (const record of records) sendRequest(page, record);
      // How the requests that ended lately ended: a page that showed one while it was away says how.
      page.transport.send("ready", { pending: [...page.sent], ...(endings.size > 0 ? { ended: Object.fromEntries(endings) } : {}) });
    } catch {
      // The store cannot be read: the page connects again and asks again.
      page.transport.close();
    }
  }

  function beat() {
    for (const [audience, pages] of byAudience) {
      for (const page of [...pages]) page.transport.beat?.();
      seen(audience);
    }
  }

  return {
    /**
     * A page of `audience` connects, reading `pageLanguages`: it gets the backlog, then the news. Returns the
     * function that takes it off.
     */
    attach(audience: string, transport: PageTransport, pageLanguages?: readonly string[]): () => void {
      const page: Page = { audience, sent: new Set(), transport, ...(pageLanguages?.length && { languages: pageLanguages }) };
      if (page.languages) languages.set(audience, page.languages);
      const pages = byAudience.get(audience) ?? new Set();
      pages.add(page);
      byAudience.set(audience, pages);
      if (!heartbeat) {
        heartbeat = setInterval(beat, options.heartbeatMs);
        (heartbeat as { unref?: () => void }).unref?.();
      }
      void backlog(page);
      return () => {
        const pages = byAudience.get(audience);
        if (!pages?.delete(page)) return;
        if (pages.size === 0) byAudience.delete(audience);
        // The languages of the pages still here, or, with none, as the store remembers them.
        const still = [...(byAudience.get(audience) ?? [])].reverse().find((other) => other.languages)?.languages;
        if (still) languages.set(audience, still);
        else languages.delete(audience);
        seen(audience);
        if (byAudience.size === 0) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      };
    },
    /** What a store message means for the pages here. */
    hear(message: RelayMessage) {
      if (message.type === "request") {
        for (const page of byAudience.get(message.record.audience) ?? []) sendRequest(page, message.record);
      } else if (message.type === "ended") {
        for (const page of byAudience.get(message.audience) ?? []) {
          if (page.sent.delete(message.id)) page.transport.send("ended", { id: message.id, reason: message.reason });
        }
      } else if (message.type === "complete") {
        for (const page of byAudience.get(message.audience) ?? []) page.transport.send("complete", { elicitationId: message.elicitationId });
      } else if (message.type === "resync") {
        for (const pages of byAudience.values()) for (const page of pages) void backlog(page);
      }
    },
    connectedHere: (audience: string) => byAudience.has(audience),
    /** The languages of the audience's page that connected here last, if one did and said them. */
    languagesHere: (audience: string) => languages.get(audience),
    /** The store is being restored until `until`: backlogs wait for it, then every page looks again. */
    restoring(until: number) {
      const again = restoringUntil < until;
      restoringUntil = Math.max(restoringUntil, until);
      if (again) this.hear({ type: "resync" });
    },
    /** The relay closes: every page's connection ends. */
    close() {
      for (const pages of [...byAudience.values()]) for (const page of [...pages]) page.transport.close();
    },
  };
}

export type Pages = ReturnType<typeof createPages>;
