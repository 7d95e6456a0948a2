// Tasks on the official SDK's v2 `Client` in the 2026-07-28 era: the extension declared on the task's own
// requests only (`tools/call`, `tasks/get`, `tasks/update`, `tasks/cancel`), so that a server never answers
// the host's other calls with a task its `callTool` cannot read.
import type { ElicitResult } from "../../core/protocol/types.ts";
import type { TaskChannel } from "./followTask.ts";
import { parseTaskState, TASKS_EXTENSION } from "./taskShapes.ts";
import { ANY_RESULT, taskAwareCodec, v2Internals } from "./v2Internals.ts";

const CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";

interface V2Client {
  request(request: { method: string; params?: unknown }, schema: unknown, options?: { signal?: AbortSignal }): Promise<unknown>;
  getProtocolEra(): "legacy" | "modern" | undefined;
}

/** The `_meta` that declares the client's own capabilities and the tasks extension, for one request. */
function declaringTasks(client: object) {
  const capabilities = v2Internals(client)._capabilities ?? {};
  const extensions = (capabilities.extensions as Record<string, unknown> | undefined) ?? {};
  return { [CLIENT_CAPABILITIES]: { ...capabilities, extensions: { ...extensions, [TASKS_EXTENSION]: {} } } };
}

export function v2TaskChannel(client: V2Client): TaskChannel {
  const send = (method: string, params: Record<string, unknown>, signal?: AbortSignal) =>
    client.request({ method, params: { ...params, _meta: declaringTasks(client) } }, ANY_RESULT, signal ? { signal } : undefined);
  return {
    get: async (taskId, signal) => parseTaskState(await send("tasks/get", { taskId }, signal)),
    update: async (taskId, inputResponses: Record<string, ElicitResult>) => void (await send("tasks/update", { taskId, inputResponses })),
    cancel: async (taskId) => void (await send("tasks/cancel", { taskId })),
  };
}

/** `tools/call` with the extension declared: the tool's result, or the task handle the server made instead. */
export function v2CallTool(client: V2Client, params: { name: string; arguments?: Record<string, unknown> }, signal?: AbortSignal): Promise<unknown> {
  const internals = v2Internals(client);
  const codec = taskAwareCodec(internals._resolveOutboundCodec("tools/call"));
  const request = { method: "tools/call", params: { ...params, _meta: declaringTasks(client) } };
  return internals._requestWithSchemaViaCodec(codec, request, ANY_RESULT, signal ? { signal } : undefined);
}
