// The adapter for the official SDK's v2 line (`@modelcontextprotocol/client` 2.x), in either era it negotiates.
// Legacy (2025-11-25 and earlier): the server sends `elicitation/create` requests, and completion notices.
// Modern (2026-07-28): a tool answers `input_required`, and the client fulfils each embedded request through
// this same handler (several at once, each under its own key), then retries the call itself.
import type { ElicitResult } from "../core/protocol/types.ts";
import { linkedController, UNNAMED_SERVER, type ElicitFn, type RegisterOptions } from "./elicitFn.ts";
import type { McpSdkV2Client } from "./clients.ts";
import { watchConnection } from "./connection.ts";
import { extendWrapHandler } from "./privateMembers.ts";
import { refuseTaskAugmented } from "./refuse.ts";
import { standIn, type WireRequest } from "./standIn.ts";
import { relatedTaskOf } from "./tasks/relatedTasks.ts";
import { languagesFor, positional, sendLanguages } from "./acceptLanguage.ts";

interface Context {
  mcpReq: { signal: AbortSignal };
}
type Stored = (request: WireRequest, ctx: Context) => Promise<unknown>;

/** A Standard Schema that accepts anything: the handler receives the params exactly as the server sent them. */
const asSent = { "~standard": { version: 1, vendor: "react-mcp-elicitation", validate: (value: unknown) => ({ value }) } } as const;

/** v2's registration, as this adapter calls it. */
interface V2Client extends McpSdkV2Client {
  setRequestHandler(method: "elicitation/create", schemas: { params: typeof asSent }, handler: (params: unknown, ctx: Context) => Promise<ElicitResult>): void;
  setNotificationHandler(method: "notifications/elicitation/complete", handler: (notification: { params: { elicitationId: string } }) => void): void;
}

export function registerOnV2(sdkClient: McpSdkV2Client, elicit: ElicitFn, options: RegisterOptions): () => void {
  const client = sdkClient as V2Client;
  const inFlight = new Set<AbortController>();
  const languages = languagesFor(elicit, options.acceptLanguage);

  registerAsSent(client, async (params, ctx) => {
    refuseTaskAugmented(params);
    const { controller, dispose } = linkedController(ctx.mcpReq.signal);
    inFlight.add(controller);
    try {
      const related = relatedTaskOf(client, params);
      return await elicit(params, { server: options.server ?? client.getServerVersion() ?? UNNAMED_SERVER, signal: controller.signal, ...related });
    } finally {
      inFlight.delete(controller);
      dispose();
    }
  });
  client.setNotificationHandler("notifications/elicitation/complete", (notification) => elicit.complete?.(notification.params.elicitationId));
  const stopWatching = watchConnection(client, inFlight);
  const stopSending = languages ? sendLanguages(client, positional(true), languages) : undefined;

  return () => {
    stopSending?.();
    client.removeRequestHandler("elicitation/create");
    client.removeNotificationHandler("notifications/elicitation/complete");
    stopWatching();
    for (const controller of inFlight) controller.abort("The elicitation handler was unregistered");
  };
}

/**
 * Registers the handler so that it receives each request as the server sent it.
 *
 * Registered with a method name, v2 parses the request against the specification's field grammar and
 * hands over the parsed copy, without `pattern`, which the server still enforces. Registered with a schema
 * of our own (the three-argument form), the params arrive untouched. Either way the client's handler hook
 * (`_wrapHandler`, a private member: privateMembers.ts) then checks the request against that
 * grammar: it is given the stand-in (standIn.ts), and the handler the real request. Without the hook (a future
 * v2), the plain three-argument registration stands, and only v2's own checks apply.
 */
function registerAsSent(client: V2Client, handler: (params: unknown, ctx: Context) => Promise<ElicitResult>) {
  const restore = extendWrapHandler<Stored>(client, (wrap) => (method, stored) => (request, ctx) => wrap.call(client, method, () => stored(request, ctx))(standIn(request), ctx));
  try {
    client.setRequestHandler("elicitation/create", { params: asSent }, handler);
  } finally {
    restore?.();
  }
}
