// What each stack gives the live demo's page (stackV1.ts, stackV2.ts), and the name its client goes by.
import type { McpSdkClient } from "../../src/sdk/index.ts";

/** What the page reads of a tool's result (v1's type also allows the old `toolResult` shape). */
export interface ToolResult {
  content?: unknown;
  [key: string]: unknown;
}

export interface Stack {
  /** The SDK's own Client, for the host to register its elicitation handler on. */
  client: McpSdkClient;
  /** Connects, and says which client and protocol version it negotiated. */
  connect(): Promise<string>;
  callTool(name: string, signal?: AbortSignal): Promise<ToolResult>;
  close(): Promise<void>;
}

export const clientInfo = { name: "demo-host", version: "1.0.0" };

