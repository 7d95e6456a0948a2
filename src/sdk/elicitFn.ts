// What every adapter hands a request to, and the options every adapter takes.
import type { ElicitResult, ServerIdentity } from "../core/protocol/types.ts";
import type { ElicitOptions } from "../core/queue/queue.ts";

/** `useElicitation()`'s function, or any other: shows a request and resolves with the person's answer. */
export interface ElicitFn {
  (params: unknown, options: ElicitOptions): Promise<ElicitResult>;
  /** Forwards `notifications/elicitation/complete` (2025-11-25), where the client receives it. */
  complete?: (elicitationId: string) => void;
}

export interface RegisterOptions {
  /** Who asks; by default the server's `Implementation` as the client learnt it when it connected. */
  server?: ServerIdentity;
}

/** Shown when a server did not say who it is (a 2026-07-28 server may leave its identity out). */
export const UNNAMED_SERVER: ServerIdentity = { name: "MCP server" };

/** An abort signal that follows `outer` and can also be aborted on its own. */
export function linkedController(outer: AbortSignal | undefined): { controller: AbortController; dispose: () => void } {
  const controller = new AbortController();
  const abort = () => controller.abort(outer?.reason);
  if (outer?.aborted) abort();
  else outer?.addEventListener("abort", abort, { once: true });
  return { controller, dispose: () => outer?.removeEventListener("abort", abort) };
}
