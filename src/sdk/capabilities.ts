// The elicitation capability a client declares: `{ elicitation: { form: {}, url: {} } }`, or only the modes
// the host shows (an empty `elicitation: {}` would mean form only, 2025-11-25).
//
// Pass it as the client's `capabilities` option, whichever SDK and era. In the 2025 eras the client declares
// it once, in `initialize`. In the 2026-07-28 era there is no handshake: the v2 client sends the same
// capabilities with every request, in `_meta["io.modelcontextprotocol/clientCapabilities"]`, and a server
// asks only for what the request that reached it declares.
import type { ElicitationModes } from "../core/elicit/parseParams.ts";

// A type alias, not an interface: the AI SDK's `capabilities` option is an index-signature type, which an
// interface is not assignable to.
export type ElicitationCapability = {
  elicitation: { form?: Record<string, never>; url?: Record<string, never> };
};

export function elicitationCapability(modes: ElicitationModes = { form: true, url: true }): ElicitationCapability {
  if (!modes.form && !modes.url) throw new Error("Declare at least one elicitation mode (form or url).");
  return { elicitation: { ...(modes.form ? { form: {} } : {}), ...(modes.url ? { url: {} } : {}) } };
}
