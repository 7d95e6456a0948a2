// Connects an official TypeScript SDK `Client` to the UI: every `elicitation/create` goes to `elicit`
// with the server's identity and the request's abort signal, and completion notices go to the prompt.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { CancelledNotificationSchema, ElicitationCompleteNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { ElicitResult, ServerIdentity } from "../protocol/types.ts";
import type { ElicitOptions } from "../host/queue.ts";

export interface ElicitFn {
  (params: unknown, options: ElicitOptions): Promise<ElicitResult>;
  complete?: (elicitationId: string) => void;
}

export interface RegisterOptions {
  /** Who asks; by default the server's `Implementation` from initialisation (`client.getServerVersion()`). */
  server?: ServerIdentity;
}

// The SDK's own `ElicitRequestSchema` strips keywords it does not know (`pattern`, `$schema`,
// `additionalProperties`) that the server still enforces; this one hands the params over untouched.
// The SDK still checks the request against its schema and the declared modes before our handler runs.
const FullElicitRequestSchema = z.object({ method: z.literal("elicitation/create"), params: z.unknown() });

type Handler = (notification: unknown) => Promise<void>;
interface ProtocolInternals {
  _notificationHandlers?: Map<string, Handler>;
  _requestHandlerAbortControllers?: Map<string | number, AbortController>;
}

/**
 * Registers the `elicitation/create` handler (and the completion notice handler) on `client`, before or
 * after it connects. Returns a function that unregisters both.
 */
export function registerElicitationHandler(client: Client, elicit: ElicitFn, options: RegisterOptions = {}): () => void {
  const serverOf = (): ServerIdentity => options.server ?? client.getServerVersion() ?? { name: "MCP server" };
  // Our own abort per request id: SDK 1.x ignores `notifications/cancelled` for request id 0, and a
  // server's first request to the client has id 0 (upstream issues #2115, #2283).
  const inFlight = new Map<string | number, AbortController>();

  client.setRequestHandler(FullElicitRequestSchema, async (request, extra) => {
    const controller = new AbortController();
    const abort = () => controller.abort(extra.signal.reason);
    if (extra.signal.aborted) abort();
    else extra.signal.addEventListener("abort", abort, { once: true });
    inFlight.set(extra.requestId, controller);
    try {
      // The SDK's result type is a loose record; ours is the exact ElicitResult.
      return (await elicit(request.params, { server: serverOf(), signal: controller.signal })) as Record<string, unknown> & ElicitResult;
    } finally {
      inFlight.delete(extra.requestId);
      extra.signal.removeEventListener("abort", abort);
    }
  });

  const internals = client as unknown as ProtocolInternals;
  const previousCancel = internals._notificationHandlers?.get("notifications/cancelled");
  client.setNotificationHandler(CancelledNotificationSchema, async (notification) => {
    const { requestId, reason } = notification.params;
    if (requestId !== undefined && inFlight.has(requestId)) {
      const why = reason ?? "The server cancelled the request";
      inFlight.get(requestId)?.abort(why);
      // The SDK's own controller too: then it sends no response to the cancelled request (the
      // specification's SHOULD NOT), for id 0 as it already does for every other id.
      internals._requestHandlerAbortControllers?.get(requestId)?.abort(why);
    }
    await previousCancel?.(notification);
  });
  client.setNotificationHandler(ElicitationCompleteNotificationSchema, (notification) => {
    elicit.complete?.(notification.params.elicitationId);
  });

  return () => {
    client.removeRequestHandler("elicitation/create");
    client.removeNotificationHandler("notifications/elicitation/complete");
    if (previousCancel) internals._notificationHandlers?.set("notifications/cancelled", previousCancel);
    for (const controller of inFlight.values()) controller.abort("The elicitation handler was unregistered");
  };
}
