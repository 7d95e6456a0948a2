// The adapter for the official SDK's v1 line (`@modelcontextprotocol/sdk` 1.24+): every `elicitation/create`
// goes to `elicit` with the server's identity and an abort signal; completion notices go to the prompt.
import type { ElicitResult } from "../core/protocol/types.ts";
import { linkedController, UNNAMED_SERVER, type ElicitFn, type RegisterOptions } from "./elicitFn.ts";
import type { McpSdkClient } from "./clients.ts";
import { watchConnection } from "./connection.ts";
import { v1NotificationHandlers, v1RequestAbortControllers } from "./privateMembers.ts";
import { refuseTaskAugmented } from "./refuse.ts";
import { standIn } from "./standIn.ts";
import { relatedTaskOf } from "./tasks/relatedTasks.ts";
import { languagesFor, positional, sendLanguages } from "./acceptLanguage.ts";

/**
 * v1 registers a handler with a zod object schema: it reads the method from the schema's `method` literal
 * and parses each message with the schema's `safeParse`, telling zod 3 from zod 4 by shape (1.24 onwards).
 * These are the least schemas of zod 3's shape, so `/sdk` needs no zod (a host on v2 may have none this
 * package can import). The SDK's own `ElicitRequestSchema` would strip keywords it does not know
 * (`pattern`, `$schema`, `additionalProperties`) that the server still enforces. Then v1 checks what the
 * schema parsed against the field grammar, and hands that same object to the handler: so the elicitation
 * schema "parses" a request into its stand-in (standIn.ts), and the handler looks the request up as sent.
 */
type ZodShaped = ReturnType<typeof zodShaped>;
function zodShaped(method: string, parse: (data: Message) => Message = (data) => data) {
  return { shape: { method: { _def: { value: method }, value: method } }, safeParse: (data: Message) => ({ success: true, data: parse(data) }) };
}
const asSent = new WeakMap<Message, Message>();
const ElicitRequest = zodShaped("elicitation/create", (request) => {
  const checked = standIn(request);
  asSent.set(checked, request);
  return checked;
});
const Cancelled = zodShaped("notifications/cancelled");
const Complete = zodShaped("notifications/elicitation/complete");

interface Message {
  params?: Record<string, unknown>;
}
type RequestId = string | number;
interface HandlerExtra {
  signal: AbortSignal;
  requestId: RequestId;
}
/** v1's handler registration, as this adapter calls it. */
interface V1Client {
  setRequestHandler(schema: ZodShaped, handler: (request: Message, extra: HandlerExtra) => Promise<ElicitResult>): void;
  setNotificationHandler(schema: ZodShaped, handler: (notification: Message) => void | Promise<void>): void;
}

export function registerOnV1(sdkClient: McpSdkClient, elicit: ElicitFn, options: RegisterOptions): () => void {
  const client = sdkClient as unknown as V1Client & McpSdkClient;
  const serverOf = () => options.server ?? client.getServerVersion() ?? UNNAMED_SERVER;
  // Our own abort per request id: SDK 1.x ignores `notifications/cancelled` for request id 0, and a
  // server's first request to the client has id 0 (upstream issues #2115, #2283).
  const inFlight = new Map<RequestId, AbortController>();
  const languages = languagesFor(elicit, options.acceptLanguage);

  client.setRequestHandler(ElicitRequest, async (checked, extra) => {
    const { params } = asSent.get(checked) ?? checked;
    refuseTaskAugmented(params);
    const { controller, dispose } = linkedController(extra.signal);
    inFlight.set(extra.requestId, controller);
    try {
      const related = relatedTaskOf(client, params);
      return await elicit(params, { server: serverOf(), signal: controller.signal, ...related });
    } finally {
      inFlight.delete(extra.requestId);
      dispose();
    }
  });

  // The SDK's own cancel handler, which ours replaces: called after ours, and put back on unregister.
  const previousCancel = v1NotificationHandlers(client)?.get("notifications/cancelled");
  client.setNotificationHandler(Cancelled, async (notification) => {
    const { requestId, reason } = notification.params ?? {};
    if ((typeof requestId === "string" || typeof requestId === "number") && inFlight.has(requestId)) {
      const why = typeof reason === "string" ? reason : "The server cancelled the request";
      inFlight.get(requestId)?.abort(why);
      // The SDK's own controller too: then it sends no response to the cancelled request (the
      // specification's SHOULD NOT), for id 0 as it already does for every other id.
      v1RequestAbortControllers(client)?.get(requestId)?.abort(why);
    }
    await previousCancel?.(notification);
  });
  client.setNotificationHandler(Complete, (notification) => {
    const elicitationId = notification.params?.elicitationId;
    if (typeof elicitationId === "string") elicit.complete?.(elicitationId);
  });

  const stopWatching = watchConnection(client, inFlight);
  const stopSending = languages ? sendLanguages(client, positional(false), languages) : undefined;

  return () => {
    stopWatching();
    stopSending?.();
    client.removeRequestHandler("elicitation/create");
    client.removeNotificationHandler("notifications/elicitation/complete");
    if (previousCancel) v1NotificationHandlers(client)?.set("notifications/cancelled", previousCancel);
    for (const controller of inFlight.values()) controller.abort("The elicitation handler was unregistered");
  };
}
