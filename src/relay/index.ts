// react-mcp-elicitation/relay: the MCP client on the host's server, the person in the browser. No React and no
// DOM: the Fetch API, web streams and Web Crypto only. docs/relay.md has the wire format and the security model.
export { createElicitationRelay } from "./createElicitationRelay.ts";
export type { ConnectOptions, ElicitationRelay } from "./createElicitationRelay.ts";
export type { ElicitationRelayOptions } from "./options.ts";
export { TOO_MANY_PENDING } from "./holder.ts";
export type { RelayElicit } from "./holder.ts";
export { memoryStore } from "./memoryStore.ts";
export type { ChannelSource, ElicitationChannel } from "../core/relay/elicitationChannel.ts";
export type { RelayAnswer, RelayMessage, RelayRecord, RelayStore, RequestRef } from "./store.ts";
export { MAX_ANSWER_BYTES } from "../core/relay/wire.ts";
export type {
  RelayCompleteEvent,
  RelayCompletion,
  RelayEndedEvent,
  RelayEndReason,
  RelayErrorBody,
  RelayErrorCode,
  RelayEvents,
  RelayPost,
  RelayReadyEvent,
  RelayRequestEvent,
} from "../core/relay/wire.ts";
export type { ElicitFn, ElicitOptions, CompletionOutcome, TaskInfo } from "../core/elicit/elicit.ts";
export { ElicitationError } from "../core/elicit/ElicitationError.ts";
export type * from "../core/protocol/types.ts";
