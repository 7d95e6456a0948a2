// Whether what a server sent is an `elicitation/create` request this host can show, before anything is
// put on screen: a malformed request or a mode the host did not enable is an error to the server, and
// nothing is shown (the specification answers a mode the client did not declare with JSON-RPC error -32602).
import type { ElicitRequestParams } from "../protocol/types.ts";
import { ElicitationError, INVALID_PARAMS } from "./ElicitationError.ts";
import { isRecord } from "../guards.ts";

export interface ElicitationModes {
  form?: boolean;
  url?: boolean;
}

export function parseElicitParams(params: unknown, modes: ElicitationModes = { form: true, url: true }): ElicitRequestParams {
  const invalid = (message: string) => new ElicitationError(INVALID_PARAMS, message);
  if (!isRecord(params)) throw invalid("Invalid elicitation request: params must be an object");
  if (typeof params.message !== "string") throw invalid("Invalid elicitation request: message must be a string");
  const mode = params.mode ?? "form";
  if (mode === "form") {
    if (!modes.form) throw invalid("Client does not support form-mode elicitation requests");
    if (!isRecord(params.requestedSchema)) throw invalid("Invalid elicitation request: form mode needs a requestedSchema object");
    return params as unknown as ElicitRequestParams;
  }
  if (mode === "url") {
    if (!modes.url) throw invalid("Client does not support URL-mode elicitation requests");
    if (typeof params.url !== "string") throw invalid("Invalid elicitation request: URL mode needs a url string");
    if (params.elicitationId !== undefined && typeof params.elicitationId !== "string") {
      throw invalid("Invalid elicitation request: elicitationId must be a string");
    }
    return params as unknown as ElicitRequestParams;
  }
  throw invalid(`Invalid elicitation request: unknown mode ${JSON.stringify(mode)}`);
}
