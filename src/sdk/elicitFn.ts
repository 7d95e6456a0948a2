// What every adapter hands a request to, and the options every adapter takes.
import type { ServerIdentity } from "../core/protocol/types.ts";
import type { ElicitFn } from "../core/elicit/elicit.ts";

export type { ElicitFn };

export interface RegisterOptions {
  /** Who asks; by default the server's `Implementation` as the client learnt it when it connected. */
  server?: ServerIdentity;
  /**
   * Send the person's languages on every request the client sends (`tools/call` and the rest), as the draft
   * SEP-2792 has it: `_meta["io.modelcontextprotocol/acceptLanguage"]`, so that a server that reads it words its
   * message and fields in them. `true`: the elicit function's (`useElicitation()`: the provider's locale;
   * `relay.elicitFor`: the person's page's); or a function of your own. Off by default (docs/guides/i18n.md).
   */
  acceptLanguage?: boolean | (() => readonly string[] | Promise<readonly string[]>);
}

/** Shown when a server did not say who it is (a 2026-07-28 server may leave its identity out). */
export const UNNAMED_SERVER: ServerIdentity = { name: "MCP server" };

/** An abort signal that follows `outer` (with `outer`'s reason, or `reason`) and can also be aborted on its own. */
export function linkedController(
  outer: AbortSignal | undefined,
  reason: () => unknown = () => outer?.reason,
): { controller: AbortController; dispose: () => void } {
  const controller = new AbortController();
  const abort = () => controller.abort(reason());
  if (outer?.aborted) abort();
  else outer?.addEventListener("abort", abort, { once: true });
  return { controller, dispose: () => outer?.removeEventListener("abort", abort) };
}
