// How a followed task that did not complete settles the caller's promise: the task's own JSON-RPC error
// when it failed, or a cancellation the caller did not ask for. With the extension's name, the part of the
// tasks code that `/sdk` loads at once; the rest loads with the first call (callToolWithTasks.ts).

/** The tasks extension's identifier: the key a client lists in its per-request capabilities' `extensions`. */
export const TASKS_EXTENSION = "io.modelcontextprotocol/tasks";

export class TaskError extends Error {
  readonly taskId: string;
  /** `failed`: the task's JSON-RPC error; `cancelled`: the server (or another client) cancelled it. */
  readonly status: "failed" | "cancelled";
  /** The JSON-RPC error code of a failed task. */
  readonly code?: number;
  readonly data?: unknown;

  constructor(taskId: string, status: TaskError["status"], message: string, code?: number, data?: unknown) {
    super(message);
    this.name = "TaskError";
    this.taskId = taskId;
    this.status = status;
    if (code !== undefined) this.code = code;
    if (data !== undefined) this.data = data;
  }
}
