// The record of what each request ended with, for the transcript's summaries and the host's own use: who
// asked, what, when it ended, what the person chose and, for an accepted form, what was sent, with the values
// of fields that look like secrets masked. In memory only, as long as the queue lives; a host that wants it
// kept stores it itself.
import type { ElicitContent, ElicitRequestParams, ElicitResult, ServerIdentity } from "../protocol/types.ts";
import type { EndReason } from "../elicit/ended.ts";
import type { TaskInfo } from "../elicit/elicit.ts";
import { schemaToFields } from "../schema/schemaToFields.ts";
import { findSensitiveFields, type SensitiveRule } from "../schema/sensitive.ts";

/**
 * How a request ended: the person's answer, `withdrawn` (by its server, its connection, the host or the relay),
 * or `answered-elsewhere` (the same person answered it in another tab or window, through the relay).
 */
export type HistoryAction = ElicitResult["action"] | Extract<EndReason, "withdrawn" | "answered-elsewhere">;

/** How a request that ended without this page's answer is recorded. */
export const historyActionOf = (why: EndReason): HistoryAction => (why === "answered-elsewhere" ? why : "withdrawn");

export interface HistoryRecord {
  /** The queue's id of the request, unique in the page. */
  id: number;
  server: ServerIdentity;
  /** The key the host passed with the request (`ElicitOptions.key`), if any. */
  key?: string;
  /** The task that asked (`ElicitOptions.task`), if any: its id, tool and status message then. */
  task?: TaskInfo;
  /** The request as it was shown. */
  params: ElicitRequestParams;
  /** When it ended, in milliseconds since the epoch. */
  time: number;
  action: HistoryAction;
  /** For an accepted form: the content sent, each value that looks like a secret replaced by `MASKED`. */
  content?: ElicitContent;
  /** The properties whose values are masked in `content`. */
  masked?: string[];
}

/** What a masked value reads as in a record. */
export const MASKED = "••••••";

/** The content as it may be kept and shown again: values of fields that look like secrets masked. */
export function maskContent(params: ElicitRequestParams, content: ElicitContent, rules?: readonly SensitiveRule[]): { content: ElicitContent; masked: string[] } {
  let secret: Set<string>;
  try {
    secret = params.mode === "url" ? new Set() : new Set(findSensitiveFields(schemaToFields(params.requestedSchema), rules).map((field) => field.key));
  } catch {
    // A schema the form could not read cannot say which values are secrets: keep none of them.
    secret = new Set(Object.keys(content));
  }
  const kept: ElicitContent = {};
  const masked: string[] = [];
  for (const [key, value] of Object.entries(content)) {
    const hidden = secret.has(key);
    if (hidden) masked.push(key);
    // Defined, not assigned: a property named "__proto__" is kept like any other.
    Object.defineProperty(kept, key, { value: hidden ? MASKED : value, enumerable: true, writable: true, configurable: true });
  }
  return { content: kept, masked };
}
