// Requests every adapter refuses before anything is shown, with JSON-RPC -32602 and a reason the server
// can log, rather than an answer the person would give for nothing.
import { ElicitationError, INVALID_PARAMS } from "../core/elicit/ElicitationError.ts";

/**
 * A task-augmented request (`params.task`, 2025-11-25 tasks) expects a task handle back at once and the
 * answer later through `tasks/result`. This library answers directly, so it does not declare
 * `tasks.requests.elicitation`, and an SDK server asks without a task; one that asks with a task anyway is
 * told so here, instead of having the person's answer rejected by the client after they gave it.
 */
export function refuseTaskAugmented(params: unknown): void {
  if (typeof params === "object" && params !== null && (params as { task?: unknown }).task !== undefined) {
    throw new ElicitationError(
      INVALID_PARAMS,
      "Task-augmented elicitation is not supported by this client: send elicitation/create without params.task",
    );
  }
}
