// react-mcp-elicitation/ai-sdk: the adapter for the AI SDK's MCP client (`@ai-sdk/mcp` 2.x). A separate entry
// point because it imports the AI SDK, which hosts on the official SDK do not install.
import { elicitationCapability as declare } from "../sdk/capabilities.ts";

export { registerElicitationHandler } from "./registerElicitationHandler.ts";
export type { AiSdkMcpClient } from "./registerElicitationHandler.ts";
export type { ElicitFn, RegisterOptions } from "../sdk/elicitFn.ts";

/** The capability to pass to `createMCPClient({ capabilities })`: form mode, the only one that client handles. */
export const elicitationCapability = () => declare({ form: true });
