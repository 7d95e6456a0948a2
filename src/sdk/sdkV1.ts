// The adapter for the official SDK's v1 line (`@modelcontextprotocol/sdk` 1.24+): every `elicitation/create`
// goes to `elicit` with the server's identity and an abort signal; completion notices go to the prompt.
// v1's `setRequestHandler` takes a zod schema; these are built here so that this module imports no SDK code.
import { z } from "zod";
import type { ElicitResult } from "../protocol/types.ts";
import { linkedController, UNNAMED_SERVER, type ElicitFn, type RegisterOptions } from "./elicitFn.ts";
import type { McpSdkClient } from "./clients.ts";
import { refuseTaskAugmented } from "./refuse.ts";

// The SDK's own `ElicitRequestSchema` strips keywords it does not know (`pattern`, `$schema`,
// `additionalProperties`) that the server still enforces; this one hands the params over untouched.
// The SDK still checks the request against its schema and the declared modes before this handler runs.
const FullElicitRequestSchema = z.object({ method: z.literal("elicitation/create"), params: z.unknown() });
const CancelledSchema = z.object({
  method: z.literal("notifications/cancelled"),
  params: z.object({ requestId: z.union([z.string(), z.number()]).optional(), reason: z.string().optional() }).passthrough(),
});
const CompleteSchema = z.object({
  method: z.literal("notifications/elicitation/complete"),
  params: z.object({ elicitationId: z.string() }).passthrough(),
});

type RequestId = string | number;
interface HandlerExtra {
  signal: AbortSignal;
  requestId: RequestId;
}
/** v1's handler registration, as this adapter calls it. */
interface V1Client {
  setRequestHandler(schema: typeof FullElicitRequestSchema, handler: (request: { params: unknown }, extra: HandlerExtra) => Promise<ElicitResult>): void;
  setNotificationHandler<S extends typeof CancelledSchema | typeof CompleteSchema>(schema: S, handler: (notification: z.infer<S>) => void | Promise<void>): void;
}
type Handler = (notification: unknown) => Promise<void>;
interface ProtocolInternals {
  _notificationHandlers?: Map<string, Handler>;
  _requestHandlerAbortControllers?: Map<RequestId, AbortController>;
}

export function registerOnV1(sdkClient: McpSdkClient, elicit: ElicitFn, options: RegisterOptions): () => void {
  const client = sdkClient as unknown as V1Client & McpSdkClient;
  const serverOf = () => options.server ?? client.getServerVersion() ?? UNNAMED_SERVER;
  // Our own abort per request id: SDK 1.x ignores `notifications/cancelled` for request id 0, and a
  // server's first request to the client has id 0 (upstream issues #2115, #2283).
  const inFlight = new Map<RequestId, AbortController>();

  client.setRequestHandler(FullElicitRequestSchema, async (request, extra) => {
    refuseTaskAugmented(request.params);
    const { controller, dispose } = linkedController(extra.signal);
    inFlight.set(extra.requestId, controller);
    try {
      return await elicit(request.params, { server: serverOf(), signal: controller.signal });
    } finally {
      inFlight.delete(extra.requestId);
      dispose();
    }
  });

  const internals = client as unknown as ProtocolInternals;
  const previousCancel = internals._notificationHandlers?.get("notifications/cancelled");
  client.setNotificationHandler(CancelledSchema, async (notification) => {
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
  client.setNotificationHandler(CompleteSchema, (notification) => {
    elicit.complete?.(notification.params.elicitationId);
  });

  return () => {
    client.removeRequestHandler("elicitation/create");
    client.removeNotificationHandler("notifications/elicitation/complete");
    if (previousCancel) internals._notificationHandlers?.set("notifications/cancelled", previousCancel);
    for (const controller of inFlight.values()) controller.abort("The elicitation handler was unregistered");
  };
}
