// Connects the MCP client a host already uses to the UI: every `elicitation/create` goes to `elicit` with
// the server's identity and an abort signal, and, where the protocol has them, completion notices go to the
// URL prompt. One call for both lines of the official TypeScript SDK; the AI SDK's client has its own entry
// point (`react-mcp-elicitation/ai-sdk`), because registering on it needs the AI SDK's own code.
import { describeValue, isAiSdkClient, isSdkClient, isSdkV2Client, type McpSdkClient } from "./clients.ts";
import type { ElicitFn, RegisterOptions } from "./elicitFn.ts";
import { registerOnV1 } from "./sdkV1.ts";
import { registerOnV2 } from "./sdkV2.ts";

/**
 * Registers the elicitation handler (and the completion notice handler) on `client`, before or after it
 * connects. Returns a function that unregisters them. Throws a `TypeError`, at once, for anything that is
 * not an official SDK `Client`.
 */
export function registerElicitationHandler(client: McpSdkClient, elicit: ElicitFn, options: RegisterOptions = {}): () => void {
  if (isAiSdkClient(client)) {
    throw new TypeError(
      "registerElicitationHandler from react-mcp-elicitation/sdk was given an AI SDK MCP client (@ai-sdk/mcp): " +
        'import registerElicitationHandler from "react-mcp-elicitation/ai-sdk" instead.',
    );
  }
  if (!isSdkClient(client)) {
    throw new TypeError(
      "registerElicitationHandler from react-mcp-elicitation/sdk expects a Client from @modelcontextprotocol/client (2.x) " +
        `or @modelcontextprotocol/sdk (1.24 or later), but was given ${describeValue(client)}.`,
    );
  }
  if (typeof elicit !== "function") {
    throw new TypeError(`registerElicitationHandler expects an elicit function (useElicitation()), but was given ${describeValue(elicit)}.`);
  }
  return isSdkV2Client(client) ? registerOnV2(client, elicit, options) : registerOnV1(client, elicit, options);
}
