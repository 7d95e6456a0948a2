// The three stacks the live demo runs: a real SDK Client and McpServer in the page, joined the way a host
// joins them. v2 in the 2026-07-28 era: the server's own fetch handler answers the client's Streamable HTTP
// requests, with no network. v2 in the 2025-11-25 era, and v1: the SDK's in-memory transport. Each story
// loads only its own SDK line, as an app bundles only the SDK it uses (stackV1.ts, stackV2.ts).
import type { Stack, ToolResult } from "./stack.ts";
import { legacyTools, modernAbsent, modernTools, type DemoTool, type ServerLog } from "./tools.ts";

export type { Stack, ToolResult };

export type StackName = "v2-modern" | "v2-legacy" | "v1";

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

export async function createStack(name: StackName, log: ServerLog): Promise<Stack> {
  if (name === "v1") return (await import("./stackV1.ts")).v1Stack(log);
  return (await import("./stackV2.ts")).v2Stack(name === "v2-modern" ? "modern" : "legacy", log);
}
