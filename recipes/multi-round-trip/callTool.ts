// Recipe: answering 2026-07-28 input requests by hand, with the official SDK's v2 client created with
// `inputRequired: { autoFulfill: false }` (the same steps suit another client).
// `npm install react-mcp-elicitation @modelcontextprotocol/client`.
// A 2026-07-28 server does not send elicitation/create; it answers tools/call with
// `InputRequiredResult { inputRequests?, requestState? }`. The host asks the person, then retries the same call
// with `inputResponses` and the `requestState` echoed, until the server returns the real result. (On a 2025
// connection no call returns that: the server asks through the handler `registerElicitationHandler` set.)
import {
  isInputRequiredResult,
  specTypeSchemas,
  withInputRequired,
  type CallToolResult,
  type Client,
} from "@modelcontextprotocol/client";
import type { Elicit, ServerIdentity } from "react-mcp-elicitation";
import { answerInputRequests } from "react-mcp-elicitation/sdk";

/** At most this many rounds of questions for one call: a server that keeps asking is stopped. */
const MAX_ROUNDS = 5;
/** How long a person may take to answer. */
const ANSWER_TIME_MS = 30 * 60_000;
/** A tools/call result, or the server's request for input: `allowInputRequired` hands the latter back. */
const CallToolOrInputRequired = withInputRequired(specTypeSchemas.CallToolResult);

export async function callToolAskingForInput(
  client: Client,
  elicit: Elicit,
  server: ServerIdentity,
  name: string,
  args: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<CallToolResult> {
  // Here the person answers between two requests, which no request's timeout counts, so each keeps the
  // default minute. On a 2025 connection the server asks while the call is open: that call must outlast the answer.
  const timeout = client.getProtocolEra() === "modern" ? undefined : ANSWER_TIME_MS;
  let retry: { inputResponses?: Record<string, unknown>; requestState?: string } = {};
  for (let round = 0; round <= MAX_ROUNDS; round++) {
    const request = { method: "tools/call", params: { name, arguments: args, ...retry } };
    const result = await client.request(request, CallToolOrInputRequired, { allowInputRequired: true, signal, timeout });
    // v2's own check: a server may send `requestState` alone, with no questions.
    if (!isInputRequiredResult(result)) return result;
    const { inputRequests = {}, requestState } = result;
    // Only state to echo: the server asks to be called again; not at once.
    if (Object.keys(inputRequests).length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
    // Every elicitation in the round goes through the provider's queue; other methods come back unhandled.
    const { inputResponses, unhandled } = await answerInputRequests(inputRequests, elicit, { server, signal });
    if (Object.keys(unhandled).length > 0) throw new Error(`This host cannot answer: ${Object.keys(unhandled).join(", ")}`);
    retry = {
      ...(Object.keys(inputResponses).length > 0 ? { inputResponses } : {}),
      ...(requestState === undefined ? {} : { requestState }),
    };
  }
  throw new Error(`${server.title ?? server.name} asked for input more than ${MAX_ROUNDS} times`);
}
