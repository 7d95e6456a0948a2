// Connects the AI SDK's MCP client (`@ai-sdk/mcp`'s `createMCPClient`) to the UI. That client takes an
// elicitation handler only through `onElicitationRequest(ElicitationRequestSchema, handler)`, with its own
// schema object, so this entry point imports the AI SDK, and the `/sdk` one does not.
//
// What that client offers, and so what a host gets: form mode only (it refuses URL requests itself, in both
// eras; the check below is a backstop), and no completion notices; the server's identity from its
// `serverInfo`; no word to a handler when a server cancels a request or the host aborts its call, so a request
// leaves the screen only when the client closes. It answers a handler's error with -32603, whatever its code.
import { ElicitationRequestSchema, type MCPClient } from "@ai-sdk/mcp";
import { connectionClosed, ElicitationError, INVALID_PARAMS } from "../core/elicit/ElicitationError.ts";
import { describeValue, isAiSdkClient, isSdkClient } from "../sdk/clients.ts";
import { linkedController, UNNAMED_SERVER, type ElicitFn, type RegisterOptions } from "../sdk/elicitFn.ts";
import { aiSdkCloseSignal } from "../sdk/privateMembers.ts";
import { refuseTaskAugmented } from "../sdk/refuse.ts";
import { aiSdkShape, languagesFor, sendLanguages } from "../sdk/acceptLanguage.ts";

/** The part of an AI SDK MCP client this adapter uses. */
export type AiSdkMcpClient = Pick<MCPClient, "onElicitationRequest" | "serverInfo">;

/**
 * Registers the elicitation handler on an AI SDK MCP client. Returns a function that unregisters it (the
 * client then answers elicitation requests with "no handler registered"). Throws a `TypeError`, at once, for
 * anything else.
 */
export function registerElicitationHandler(client: AiSdkMcpClient, elicit: ElicitFn, options: RegisterOptions = {}): () => void {
  if (!isAiSdkClient(client)) {
    const hint = isSdkClient(client) ? ' This looks like an official SDK Client: import registerElicitationHandler from "react-mcp-elicitation/sdk".' : "";
    throw new TypeError(
      "registerElicitationHandler from react-mcp-elicitation/ai-sdk expects an MCP client from @ai-sdk/mcp's createMCPClient, " +
        `but was given ${describeValue(client)}.${hint}`,
    );
  }
  if (typeof elicit !== "function") {
    throw new TypeError(`registerElicitationHandler expects an elicit function (useElicitation()), but was given ${describeValue(elicit)}.`);
  }
  // The client's own abort on close, where it has one: it is not part of its declared interface
  // (src/sdk/privateMembers.ts). Its reason becomes a connection-closed error, so the notice says the connection closed.
  const closeSignal = aiSdkCloseSignal(client);
  const closed = closeSignal && linkedController(closeSignal, () => connectionClosed()).controller.signal;
  const serverOf = () => options.server ?? (client.serverInfo?.name ? client.serverInfo : UNNAMED_SERVER);
  const languages = languagesFor(elicit, options.acceptLanguage);

  client.onElicitationRequest(ElicitationRequestSchema, (request) => {
    const { params } = request;
    refuseTaskAugmented(params);
    if ((params as { mode?: unknown }).mode === "url") {
      throw new ElicitationError(INVALID_PARAMS, "URL-mode elicitation is not supported by this client (the AI SDK's MCP client handles form mode only)");
    }
    return elicit(params, { server: serverOf(), ...(closed ? { signal: closed } : {}) });
  });
  const stopSending = languages ? sendLanguages(client, aiSdkShape, languages) : undefined;
  return () => {
    stopSending?.();
    client.onElicitationRequest(ElicitationRequestSchema, undefined as never);
  };
}
