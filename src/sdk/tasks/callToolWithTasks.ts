// The task calls as `/sdk` exports them: each loads its implementation (follow.ts, with the follower and both
// tasks protocols) on its first call, so a host that never calls a task tool does not load it, and the
// adapters carry only what names a request's task (relatedTasks.ts).
import type { McpSdkClient } from "../clients.ts";
import type { FollowTaskOptions } from "./followTask.ts";
import type { ToolCall, ToolResult } from "./taskShapes.ts";

/**
 * Calls a tool and, when the server makes a task of it, follows the task to its end: each question it asks
 * goes through `options.elicit` (on v1 and in the 2025-11-25 era, through the handler
 * `registerElicitationHandler` registered), and the promise settles with the tool's result or a `TaskError`.
 */
export async function callToolWithTasks(client: McpSdkClient, call: ToolCall, options: Omit<FollowTaskOptions, "toolName">): Promise<ToolResult> {
  return (await import("./follow.ts")).callToolWithTasks(client, call, options);
}

/** Follows a task made earlier (its id kept across a reload or a restart): a v2 client in the 2026-07-28 era. */
export async function resumeTask(client: McpSdkClient, taskId: string, options: FollowTaskOptions): Promise<ToolResult> {
  return (await import("./follow.ts")).resumeTask(client, taskId, options);
}
