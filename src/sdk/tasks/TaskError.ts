// How a followed task that did not complete settles the caller's promise: the task's own JSON-RPC error
// when it failed, or a cancellation the caller did not ask for.

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
