// A task's description as it may travel (the relay's wire) and be shown: only its three strings, so that
// whatever else a caller or a page's stream put beside them is neither stored nor rendered.
import { isRecord } from "../guards.ts";
import type { TaskInfo } from "./elicit.ts";

/** The `TaskInfo` in `value`, or `undefined` when it has no string `taskId`. */
export function taskInfoOf(value: unknown): TaskInfo | undefined {
  if (!isRecord(value) || typeof value.taskId !== "string") return undefined;
  const { taskId, toolName, statusMessage } = value;
  return {
    taskId,
    ...(typeof toolName === "string" ? { toolName } : {}),
    ...(typeof statusMessage === "string" ? { statusMessage } : {}),
  };
}
