// Follows one task to its end, whichever client carries it (the channel): polls `tasks/get` at the interval
// the server suggests; shows each input request of an `input_required`
// status through the host's elicit function, once; answers it with `tasks/update`; and settles with the
// task's result or error. The host's signal stops it, with one `tasks/cancel`.
import type { ElicitResult, ServerIdentity } from "../../core/protocol/types.ts";
import type { ElicitFn, TaskInfo } from "../../core/elicit/elicit.ts";
import { ElicitationError } from "../../core/elicit/ElicitationError.ts";
import { TaskError } from "./TaskError.ts";
import type { TaskInputRequest, TaskState } from "./taskShapes.ts";

/** The three methods of the extension, as one client sends them. */
export interface TaskChannel {
  get(taskId: string, signal: AbortSignal): Promise<TaskState>;
  update(taskId: string, inputResponses: Record<string, ElicitResult>): Promise<void>;
  cancel(taskId: string): Promise<void>;
}

export interface FollowTaskOptions {
  /** Shows each request the task asks for: `useElicitation()`, or the relay's `elicitFor(audience)`. */
  elicit: ElicitFn;
  /** Who asks; by default the server's identity as the client learnt it. */
  server?: ServerIdentity;
  /** Stops following: the requests on screen are withdrawn and the task is cancelled (`tasks/cancel`, once). */
  signal?: AbortSignal;
  /** Passed with each request, for `<ElicitationOutlet requestKey>` (a conversation's id). */
  key?: string;
  /** The tool whose call became the task, shown with each request. */
  toolName?: string;
  /** Called with each state the task is seen in: for a progress line of the host's own. */
  onStatus?: (task: TaskState) => void;
  /**
   * Answers an input request that is not an elicitation (`sampling/createMessage`, `roots/list`): without it,
   * such a request fails the follow with an error naming it, and the task is cancelled.
   */
  onInputRequest?: (request: TaskInputRequest, key: string) => Promise<unknown>;
}

/** Between polls when the server suggests no interval, and the least the follower waits whatever it says. */
const DEFAULT_POLL_MS = 1000;
const MIN_POLL_MS = 50;

export function followTask(channel: TaskChannel, first: TaskState, server: ServerIdentity, options: FollowTaskOptions): Promise<Record<string, unknown>> {
  const { elicit, signal, key, toolName, onStatus, onInputRequest } = options;
  const taskId = first.taskId;
  // Keys on screen now, and keys that are done with (answered, withdrawn, refused): each request shows once,
  // however many polls still list it before the server takes in its answer.
  const shown = new Map<string, AbortController>();
  const done = new Set<string>();
  let wake = () => {};

  return new Promise((resolve, reject) => {
    let ended = false;
    const end = (settle: () => void, reason: unknown) => {
      if (ended) return;
      ended = true;
      signal?.removeEventListener("abort", onAbort);
      for (const controller of shown.values()) controller.abort(reason);
      shown.clear();
      wake();
      settle();
    };
    const fail = (error: unknown) => end(() => reject(error), error);
    const onAbort = () => {
      // Cooperative on the server's side: the answer to tasks/cancel says nothing of the task's end.
      void channel.cancel(taskId).catch(() => {});
      fail(signal!.reason);
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener("abort", onAbort, { once: true });

    const info = (task: TaskState): TaskInfo => ({
      taskId,
      ...(toolName === undefined ? {} : { toolName }),
      ...(task.statusMessage === undefined ? {} : { statusMessage: task.statusMessage }),
    });

    const answer = (inputKey: string, response: ElicitResult | unknown) => {
      done.add(inputKey);
      channel.update(taskId, { [inputKey]: response as ElicitResult }).then(() => wake(), fail);
    };

    const show = (inputKey: string, request: TaskInputRequest, task: TaskState) => {
      const controller = new AbortController();
      shown.set(inputKey, controller);
      const mine = () => shown.get(inputKey) === controller && !ended;
      const asked =
        request.method === "elicitation/create"
          ? elicit(request.params, { server, signal: controller.signal, task: info(task), ...(key === undefined ? {} : { key }) })
          : onInputRequest
            ? onInputRequest(request, inputKey)
            : Promise.reject(
                new ElicitationError(-32601, `Task ${taskId} asks for "${request.method}" (input request "${inputKey}"), which only an onInputRequest option can answer`),
              );
      asked.then(
        (response) => {
          if (!mine()) return;
          shown.delete(inputKey);
          answer(inputKey, response);
        },
        (error: unknown) => {
          if (!mine()) return;
          shown.delete(inputKey);
          if (request.method !== "elicitation/create") {
            void channel.cancel(taskId).catch(() => {});
            return fail(error);
          }
          // Not shown (its params were not a request this page can show): the person never saw it, so the
          // honest answer is that nobody answered. The task goes on with it.
          answer(inputKey, { action: "cancel" });
        },
      );
    };

    // What this state asks for, against what is on screen: a request no longer listed was answered
    // elsewhere or timed out, and is withdrawn with the usual notice; a new one is shown.
    const reconcile = (task: TaskState) => {
      const asked = task.status === "input_required" ? (task.inputRequests ?? {}) : {};
      for (const [inputKey, controller] of shown) {
        if (inputKey in asked) continue;
        shown.delete(inputKey);
        done.add(inputKey);
        controller.abort(new Error(`Task ${taskId} no longer waits for this request`));
      }
      for (const [inputKey, request] of Object.entries(asked)) if (!shown.has(inputKey) && !done.has(inputKey)) show(inputKey, request, task);
    };

    const settleOn = (task: TaskState): boolean => {
      if (task.status === "completed") end(() => resolve(task.result ?? {}), new Error(`Task ${taskId} completed`));
      else if (task.status === "failed") fail(new TaskError(taskId, "failed", task.error?.message ?? "The task failed", task.error?.code, task.error?.data));
      else if (task.status === "cancelled") fail(new TaskError(taskId, "cancelled", task.statusMessage ?? "The task was cancelled"));
      else return false;
      return true;
    };

    const loop = async () => {
      let task = first;
      while (!ended) {
        onStatus?.(task);
        if (settleOn(task)) return;
        reconcile(task);
        await new Promise<void>((woken) => {
          const timer = setTimeout(woken, Math.max(MIN_POLL_MS, task.pollIntervalMs ?? DEFAULT_POLL_MS));
          wake = () => {
            clearTimeout(timer);
            woken();
          };
        });
        if (ended) return;
        task = await channel.get(taskId, signal ?? new AbortController().signal);
      }
    };
    loop().catch(fail);
  });
}
