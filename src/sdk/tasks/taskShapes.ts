// The tasks extension's wire shapes (`io.modelcontextprotocol/tasks`, for protocol revision 2026-07-28),
// read defensively: a task comes from a server, so each field is checked before the follower acts on it.
// Field names and statuses as the extension's schema defines them: `Task`, `DetailedTask`, `CreateTaskResult`.
import { isRecord } from "../../core/guards.ts";

export { TASKS_EXTENSION } from "./TaskError.ts";

/** A tool call: `tools/call`'s params. */
export interface ToolCall {
  name: string;
  arguments?: Record<string, unknown>;
}

/** What a tool call returns (`CallToolResult`), as the server sent it. */
export type ToolResult = Record<string, unknown>;

export type TaskStatus = "working" | "input_required" | "completed" | "failed" | "cancelled";

/** One server-to-client request inside an `input_required` task, keyed in `inputRequests`. */
export interface TaskInputRequest {
  method: string;
  params?: unknown;
}

/** A task as `tasks/get` (and `notifications/tasks`) describes it, with what its status carries. */
export interface TaskState {
  taskId: string;
  status: TaskStatus;
  statusMessage?: string;
  /** The interval the server suggests between polls, in milliseconds. */
  pollIntervalMs?: number;
  /** `input_required`: what the server waits for, by key. */
  inputRequests?: Record<string, TaskInputRequest>;
  /** `completed`: what the original request would have returned. */
  result?: Record<string, unknown>;
  /** `failed`: the JSON-RPC error. */
  error?: { code: number; message: string; data?: unknown };
}

const STATUSES: readonly string[] = ["working", "input_required", "completed", "failed", "cancelled"];

/** The result schema the follower's requests pass (a Standard Schema): any value as it is, read by `parseTaskState`. */
export const ANY_RESULT = { "~standard": { version: 1, vendor: "react-mcp-elicitation", validate: (value: unknown) => ({ value }) } } as const;

/** Whether a request's result is a task handle (`resultType: "task"`) rather than its own result. */
export const isCreateTaskResult = (value: unknown): boolean => isRecord(value) && value.resultType === "task";

/** The task in `value`, or a `TypeError` naming what is wrong with it. */
export function parseTaskState(value: unknown): TaskState {
  if (!isRecord(value) || typeof value.taskId !== "string" || typeof value.status !== "string" || !STATUSES.includes(value.status)) {
    throw new TypeError(`Not a task: expected a taskId and one of the statuses ${STATUSES.join(", ")}, got ${JSON.stringify(value)?.slice(0, 200)}`);
  }
  const task: TaskState = { taskId: value.taskId, status: value.status as TaskStatus };
  if (typeof value.statusMessage === "string") task.statusMessage = value.statusMessage;
  if (typeof value.pollIntervalMs === "number" && Number.isFinite(value.pollIntervalMs)) task.pollIntervalMs = value.pollIntervalMs;
  if (task.status === "input_required" && isRecord(value.inputRequests)) {
    task.inputRequests = {};
    for (const [key, request] of Object.entries(value.inputRequests)) {
      if (isRecord(request) && typeof request.method === "string") task.inputRequests[key] = { method: request.method, params: request.params };
    }
  }
  if (task.status === "completed") task.result = isRecord(value.result) ? value.result : {};
  if (task.status === "failed") {
    const error = isRecord(value.error) ? value.error : {};
    task.error = {
      code: typeof error.code === "number" ? error.code : -32603,
      message: typeof error.message === "string" ? error.message : (task.statusMessage ?? "The task failed"),
      ...(error.data === undefined ? {} : { data: error.data }),
    };
  }
  return task;
}
