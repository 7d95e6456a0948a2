// The 2025-11-25 tasks protocol, which servers on the v1 line speak (server-everything's task tools): the
// client asks for a task with `params.task`, the server answers with `{ task }`, and `tasks/result` waits
// for the tool's result, carrying on its stream each `elicitation/create` the task sends (with the task's id
// in its related-task metadata, which the registered adapter reads: relatedTasks.ts). Meanwhile `tasks/get`
// says how the task is doing, for its status message beside each request.
import { isRecord } from "../../core/guards.ts";
import type { ToolCall, ToolResult } from "./taskShapes.ts";
import type { FollowTaskOptions } from "./followTask.ts";
import { forgetTask, noteTask } from "./relatedTasks.ts";
import { ANY_RESULT, parseTaskState } from "./taskShapes.ts";

interface LegacyClient {
  request(request: { method: string; params?: unknown }, schema: unknown, options?: { signal?: AbortSignal; timeout?: number }): Promise<unknown>;
  callTool(call: ToolCall, options?: { signal?: AbortSignal }): Promise<ToolResult>;
  listTools(): Promise<{ tools: { name: string; execution?: { taskSupport?: string } }[] }>;
}

/** How long `tasks/result` may wait: as long as the person may take, which is the task's to bound. */
const RESULT_TIMEOUT_MS = 24 * 60 * 60 * 1000;

export async function legacyCallTool(client: LegacyClient, call: ToolCall, options: FollowTaskOptions): Promise<ToolResult> {
  const { signal, onStatus } = options;
  const tool = (await client.listTools()).tools.find((candidate) => candidate.name === call.name);
  const support = tool?.execution?.taskSupport;
  if (support !== "required" && support !== "optional") return client.callTool(call, signal ? { signal } : undefined);

  const created = await client.request({ method: "tools/call", params: { ...call, task: {} } }, ANY_RESULT, signal ? { signal } : undefined);
  const first = isRecord(created) && isRecord(created.task) ? parseTaskState(created.task) : undefined;
  if (!first) return created as ToolResult;
  const taskId = first.taskId;
  const note = (statusMessage?: string) => noteTask(client, taskId, call.name, statusMessage, options.key);
  note(first.statusMessage);
  onStatus?.(first);

  const watching = new AbortController();
  const watch = async () => {
    let interval = first.pollIntervalMs ?? 1000;
    while (!watching.signal.aborted) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(50, interval)));
      if (watching.signal.aborted) return;
      const task = parseTaskState(await client.request({ method: "tasks/get", params: { taskId } }, ANY_RESULT, { signal: watching.signal }));
      note(task.statusMessage);
      onStatus?.(task);
      interval = task.pollIntervalMs ?? interval;
    }
  };
  const onAbort = () => void client.request({ method: "tasks/cancel", params: { taskId } }, ANY_RESULT).catch(() => {});
  signal?.addEventListener("abort", onAbort, { once: true });
  void watch().catch(() => {});
  try {
    const result = await client.request({ method: "tasks/result", params: { taskId } }, ANY_RESULT, { timeout: RESULT_TIMEOUT_MS, ...(signal ? { signal } : {}) });
    return result as ToolResult;
  } finally {
    watching.abort();
    signal?.removeEventListener("abort", onAbort);
    forgetTask(client, taskId);
  }
}
