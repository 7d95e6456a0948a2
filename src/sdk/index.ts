// react-mcp-elicitation/sdk: the adapter for the official TypeScript SDK (@modelcontextprotocol/sdk).
// A separate entry point so that the main one never loads the SDK.
export { registerElicitationHandler } from "./registerElicitationHandler.ts";
export type { ElicitFn, RegisterOptions } from "./registerElicitationHandler.ts";
export { elicitationCapability } from "./capabilities.ts";
export type { ElicitationCapability } from "./capabilities.ts";
export { URL_ELICITATION_REQUIRED, urlElicitationsOf, withUrlElicitation } from "./urlElicitationRequired.ts";
export type { UrlElicit } from "./urlElicitationRequired.ts";
export { answerInputRequests, isInputRequiredResult } from "../host/inputRequests.ts";
export type { AnsweredInputRequests } from "../host/inputRequests.ts";
