// callToolWithTasks and resumeTask, loaded on their first call (callToolWithTasks.ts). One call for a tool
// that may run as a task: the tool's result whether the server answers at once or makes
// a task of it; each request the task asks for shown through the host's elicit function on the way.
//
// - v2 `Client`, 2026-07-28 era: the tasks extension (`tasks/get`, `tasks/update`, `tasks/cancel`), declared
//   on this call's requests only (v2Tasks.ts), followed by followTask.ts.
// - v1 `Client` (`@modelcontextprotocol/sdk`): the 2025-11-25 tasks protocol through the SDK's own
//   `experimental.tasks.callToolStream`. The server sends each request as an ordinary `elicitation/create`,
//   which reaches `elicit` through `registerElicitationHandler`; this call tells that handler which task it is.
// - v2 `Client`, legacy era: the same 2025-11-25 protocol, driven here (legacyTasks.ts): v2 has no task
//   driver of its own.
import type { ServerIdentity } from "../../core/protocol/types.ts";
import { describeValue, isAiSdkClient, isSdkClient, isSdkV2Client, type McpSdkClient } from "../clients.ts";
import { UNNAMED_SERVER } from "../elicitFn.ts";
import { followTask, type FollowTaskOptions } from "./followTask.ts";
import { legacyCallTool } from "./legacyTasks.ts";
import { forgetTask, noteTask } from "./relatedTasks.ts";
import { TaskError } from "./TaskError.ts";
import { isCreateTaskResult, parseTaskState } from "./taskShapes.ts";
import { v2CallTool, v2TaskChannel } from "./v2Tasks.ts";
import type { ToolCall, ToolResult } from "./taskShapes.ts";

type Options = Omit<FollowTaskOptions, "toolName">;

export async function callToolWithTasks(client: McpSdkClient, call: ToolCall, options: Options): Promise<ToolResult> {
  if (isAiSdkClient(client)) {
    throw new TypeError("callToolWithTasks cannot follow tasks on an AI SDK MCP client (@ai-sdk/mcp), which sends no tasks/* request: use the official SDK's Client.");
  }
  if (!isSdkClient(client)) throw new TypeError(`callToolWithTasks expects an official SDK Client, but was given ${describeValue(client)}.`);
  const server: ServerIdentity = options.server ?? client.getServerVersion() ?? UNNAMED_SERVER;
  const toolName = call.name;
  if (!isSdkV2Client(client)) return v1CallTool(client as unknown as V1Client, call, options);
  if (client.getProtocolEra() !== "modern") return legacyCallTool(client as unknown as Parameters<typeof legacyCallTool>[0], call, { ...options, toolName });
  const v2 = client as unknown as Parameters<typeof v2CallTool>[0];
  const result = await v2CallTool(v2, call, options.signal);
  if (!isCreateTaskResult(result)) return result as ToolResult;
  return followTask(v2TaskChannel(v2), parseTaskState(result), server, { ...options, toolName });
}

/** Follows a task made earlier (its id kept across a reload or a restart), on a v2 client in the 2026-07-28 era. */
export async function resumeTask(client: McpSdkClient, taskId: string, options: FollowTaskOptions): Promise<ToolResult> {
  if (!isSdkClient(client) || !isSdkV2Client(client) || client.getProtocolEra() !== "modern") {
    throw new TypeError("resumeTask needs a v2 Client (@modelcontextprotocol/client) connected in the 2026-07-28 era: the tasks extension's tasks/get.");
  }
  const channel = v2TaskChannel(client as unknown as Parameters<typeof v2TaskChannel>[0]);
  const server = options.server ?? client.getServerVersion() ?? UNNAMED_SERVER;
  return followTask(channel, await channel.get(taskId, options.signal ?? new AbortController().signal), server, options);
}

type StreamMessage =
  | { type: "taskCreated" | "taskStatus"; task: { taskId: string; status: string; statusMessage?: string } }
  | { type: "result"; result: ToolResult }
  | { type: "error"; error: unknown };
interface V1Client {
  listTools(): Promise<unknown>;
  isToolTask?(name: string): boolean;
  experimental?: { tasks?: { callToolStream(params: ToolCall, schema?: undefined, options?: { signal?: AbortSignal }): AsyncIterable<StreamMessage> } };
  callTool(params: ToolCall, schema?: undefined, options?: { signal?: AbortSignal }): Promise<ToolResult>;
}
const listed = new WeakSet<object>();

async function v1CallTool(client: V1Client, call: ToolCall, options: Options): Promise<ToolResult> {
  const tasks = client.experimental?.tasks;
  if (!tasks) return client.callTool(call, undefined, { signal: options.signal });
  // v1 makes a task of a call only for a tool it has listed as one (`execution.taskSupport`).
  if (!listed.has(client) && !client.isToolTask?.(call.name)) {
    await client.listTools();
    listed.add(client);
  }
  let taskId: string | undefined;
  try {
    for await (const message of tasks.callToolStream(call, undefined, { signal: options.signal })) {
      if (message.type === "taskCreated" || message.type === "taskStatus") {
        taskId = message.task.taskId;
        noteTask(client, taskId, call.name, message.task.statusMessage, options.key);
        options.onStatus?.(parseTaskState(message.task));
      } else if (message.type === "result") {
        return message.result;
      } else if (message.type === "error") {
        throw message.error;
      }
    }
  } finally {
    if (taskId !== undefined) forgetTask(client, taskId);
  }
  throw new TaskError(taskId ?? "", "cancelled", "The task ended without a result");
}
