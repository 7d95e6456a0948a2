// The three stacks the live demo runs: a real SDK Client and McpServer in the page, joined the way a host
// joins them. v2 in the 2026-07-28 era: the server's own fetch handler answers the client's Streamable HTTP
// requests, with no network. v2 in the 2025-11-25 era, and v1: the SDK's in-memory transport. Each story
// loads only its own SDK line, as an app bundles only the SDK it uses (stackV1.ts, stackV2.ts).
import type { McpSdkClient } from "../../src/sdk/index.ts";
import { legacyTools, modernAbsent, modernTools, type DemoTool, type ServerLog } from "./tools.ts";

export type StackName = "v2-modern" | "v2-legacy" | "v1";

/** What the page reads of a tool's result (v1's type also allows the old `toolResult` shape). */
export interface ToolResult {
  content?: unknown;
  [key: string]: unknown;
}

export interface StackTools {
  tools: readonly DemoTool[];
  /** One line each: a tool of the other era, and why it is not here. */
  absent: readonly string[];
  /** Whether this era has -32042 URLElicitationRequired (the host then wraps its calls in withUrlElicitation). */
  urlElicitationRequired: boolean;
}

const legacy: StackTools = { tools: legacyTools, absent: [], urlElicitationRequired: true };
export const stackTools: Record<StackName, StackTools> = {
  "v2-modern": { tools: modernTools, absent: modernAbsent, urlElicitationRequired: false },
  "v2-legacy": legacy,
  v1: legacy,
};

export interface Stack {
  /** The SDK's own Client, for the host to register its elicitation handler on. */
  client: McpSdkClient;
  /** Connects, and says which client and protocol version it negotiated. */
  connect(): Promise<string>;
  callTool(name: string, signal?: AbortSignal): Promise<ToolResult>;
  close(): Promise<void>;
}

export const clientInfo = { name: "demo-host", version: "1.0.0" };

export async function createStack(name: StackName, log: ServerLog): Promise<Stack> {
  if (name === "v1") return (await import("./stackV1.ts")).v1Stack(log);
  return (await import("./stackV2.ts")).v2Stack(name === "v2-modern" ? "modern" : "legacy", log);
}
