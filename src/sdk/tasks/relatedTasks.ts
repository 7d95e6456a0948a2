// Which task an `elicitation/create` belongs to, in the 2025-11-25 tasks protocol: the server sends the
// request itself, with the task's id in `_meta["io.modelcontextprotocol/related-task"]`. The adapter reads
// the id there; what the follower knows of that task (its tool, its status message, the host's key for the
// call) it notes here, per client.
import { isRecord } from "../../core/guards.ts";
import type { TaskInfo } from "../../core/elicit/elicit.ts";

const RELATED_TASK = "io.modelcontextprotocol/related-task";
/** What a request of a followed task is shown with. */
export interface RelatedTask {
  task: TaskInfo;
  key?: string;
}

const followed = new WeakMap<object, Map<string, RelatedTask>>();

/** Notes (or updates) what is known of a task the follower is following on `client`. */
export function noteTask(client: object, taskId: string, toolName: string, statusMessage: string | undefined, key: string | undefined): void {
  let tasks = followed.get(client);
  if (!tasks) followed.set(client, (tasks = new Map()));
  const task: TaskInfo = { taskId, toolName, ...(statusMessage === undefined ? {} : { statusMessage }) };
  tasks.set(taskId, { task, ...(key === undefined ? {} : { key }) });
}

/** Forgets a task that has ended. */
export function forgetTask(client: object, taskId: string): void {
  followed.get(client)?.delete(taskId);
}

/** The task a request's params name as related, with what the follower knows of it, as elicit options. */
export function relatedTaskOf(client: object, params: unknown): RelatedTask | undefined {
  const meta = isRecord(params) && isRecord(params._meta) ? params._meta[RELATED_TASK] : undefined;
  if (!isRecord(meta) || typeof meta.taskId !== "string") return undefined;
  return followed.get(client)?.get(meta.taskId) ?? { task: { taskId: meta.taskId } };
}
