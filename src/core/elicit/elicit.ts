// The elicit function: the one contract between what receives a request (an SDK adapter, a host's own client
// code) and what shows it (<ElicitationProvider>'s queue, or a host's own UI). useElicitation() returns one
// with every method; an adapter needs only the call, and uses a method where the protocol has its message.
import type { ElicitResult, ServerIdentity } from "../protocol/types.ts";

export interface ElicitOptions {
  server: ServerIdentity;
  /** Aborts when the server cancels, times out, or the connection closes. */
  signal?: AbortSignal;
  /**
   * Which part of the host's page the request belongs to, such as a conversation's id: an
   * `<ElicitationOutlet requestKey>` shows the requests with its key, and the history keeps it.
   */
  key?: string;
  /** The task the request belongs to, when a task asks through its `input_required` status. */
  task?: TaskInfo;
  /**
   * URL mode: opens the URL once the person consents, where the page cannot open windows itself (a VS Code
   * webview); the relay over a channel whose host opens URLs passes its own. Without it, the page opens it.
   */
  openUrl?: (url: string) => void;
  /**
   * Sends the person's answer on from the UI, which keeps the request on screen reading "Sending…" until it
   * resolves; the elicit call then resolves with the answer. Rejecting with `AnswerNotSent` shows the request
   * again with what was typed and why. The relay's page passes one that posts the answer; without it, the
   * call resolves as soon as the person answers.
   */
  deliver?: (result: ElicitResult) => Promise<void>;
  /** The most an accepted answer's `content` may weigh, as UTF-8 JSON: a form says so before it is sent. */
  maxContentBytes?: number;
}

/** Which task asks: shown with the request and kept in its history record. */
export interface TaskInfo {
  /** The task's id, as its server made it. */
  taskId: string;
  /** The tool whose call became the task, when the caller knows it. */
  toolName?: string;
  /** The task's `statusMessage` when it asked, plain text from the server. */
  statusMessage?: string;
}

/** How a URL-mode flow ended after consent: the server said so, the person said Done, or gave up. */
export type CompletionOutcome = "complete" | "done" | "cancelled";

/**
 * What an elicit function can do besides showing a request: an adapter uses each where the protocol has its
 * message. `useElicitation()` returns an elicit function with all of them: `ElicitFn & ElicitMethods`.
 */
export interface ElicitMethods {
  /** `notifications/elicitation/complete` for a URL-mode request (2025-11-25); unknown ids are ignored. */
  complete(elicitationId: string): void;
  /** Settles when an accepted URL request is completed (the server's notice, or the person's Done) or given up. */
  waitForCompletion(elicitationId: string, signal?: AbortSignal): Promise<CompletionOutcome>;
  /**
   * Takes back the unanswered requests of `server` (all servers without it), as if withdrawn: for a call
   * that failed while a request it caused is on screen. What was typed is kept as a draft. Returns how many.
   */
  withdraw(server?: ServerIdentity, reason?: unknown): number;
  /**
   * An answer given here did not count: the relay took another first (the same person, another tab), or the
   * request ended before the answer arrived. `params` is the object the request was shown with; `reason` says
   * what happened instead, as a withdrawal's would. Its history record and a notice say so.
   */
  overruled(params: unknown, options: { server: ServerIdentity; reason: unknown }): void;
  /**
   * The languages the person reads, most wanted first: the provider's `locale` ("en" without one), or, from
   * the relay's `elicitFor`, the locale of that person's page. An adapter registered with `acceptLanguage`
   * sends them on the client's requests (SEP-2792, a draft).
   */
  languages(): readonly string[] | Promise<readonly string[]>;
}

/** Shows a request and resolves with the person's answer; rejects when it is withdrawn or invalid. */
export interface ElicitFn extends Partial<ElicitMethods> {
  (params: unknown, options: ElicitOptions): Promise<ElicitResult>;
}
