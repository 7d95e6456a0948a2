// Recipe: a 2026-07-28 client. A server no longer sends elicitation/create; it answers tools/call with
// `InputRequiredResult { inputRequests, requestState? }`. The client asks the person, then retries the same
// call with `inputResponses` and the `requestState` echoed, until the server returns the real result.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ResultSchema } from "@modelcontextprotocol/sdk/types.js";
import type { Elicit, ServerIdentity } from "react-mcp-elicitation";
import { answerInputRequests, isInputRequiredResult } from "react-mcp-elicitation/sdk";

/** At most this many rounds of questions for one call: a server that keeps asking is stopped. */
const MAX_ROUNDS = 5;

export async function callToolAskingForInput(
  client: Client,
  elicit: Elicit,
  server: ServerIdentity,
  name: string,
  args: Record<string, unknown>,
  signal?: AbortSignal,
) {
  let retry: Record<string, unknown> = {};
  for (let round = 0; round <= MAX_ROUNDS; round++) {
    const result = await client.request({ method: "tools/call", params: { name, arguments: args, ...retry } }, ResultSchema, { signal });
    if (!isInputRequiredResult(result)) return result;
    // Every elicitation in the round goes through the provider's queue; other methods come back unhandled.
    const { inputResponses, unhandled } = await answerInputRequests(result.inputRequests, elicit, { server, signal });
    if (Object.keys(unhandled).length > 0) throw new Error(`This host cannot answer: ${Object.keys(unhandled).join(", ")}`);
    retry = { inputResponses, ...(result.requestState === undefined ? {} : { requestState: result.requestState }) };
  }
  throw new Error(`${server.title ?? server.name} asked for input more than ${MAX_ROUNDS} times`);
}
