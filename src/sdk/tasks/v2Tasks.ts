// Tasks on the official SDK's v2 `Client` in the 2026-07-28 era: the extension declared on the task's own
// requests only (`tools/call`, `tasks/get`, `tasks/update`, `tasks/cancel`), so that a server never answers
// the host's other calls with a task its `callTool` cannot read.
import type { ElicitResult } from "../../core/protocol/types.ts";
import type { TaskChannel } from "./followTask.ts";
import { taskAwareCodec, v2DeclaredCapabilities, v2RequestFunnel } from "../privateMembers.ts";
import { ANY_RESULT, parseTaskState, TASKS_EXTENSION } from "./taskShapes.ts";

const CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";

interface V2Client {
  getProtocolEra(): "legacy" | "modern" | undefined;
}

/** The `_meta` that declares the client's own capabilities and the tasks extension, for one request. */
function declaringTasks(client: object) {
  const capabilities = v2DeclaredCapabilities(client);
  const extensions = (capabilities.extensions as Record<string, unknown> | undefined) ?? {};
  return { [CLIENT_CAPABILITIES]: { ...capabilities, extensions: { ...extensions, [TASKS_EXTENSION]: {} } } };
}

/**
 * Sends one of the task's requests with the extension declared, through v2's request funnel, which lets a
 * task handle through for `tools/call` (src/sdk/privateMembers.ts). Over Streamable HTTP the extension routes
 * a task's requests by an `Mcp-Name` header with its id, which v2's transport sets from 2.1: 2.0 cannot follow
 * a task on a server that requires the header.
 */
function send(client: V2Client, method: string, params: Record<string, unknown>, signal?: AbortSignal): Promise<unknown> {
  const funnel = v2RequestFunnel(client);
  const codec = taskAwareCodec(funnel.codecFor(method));
  return funnel.send(codec, { method, params: { ...params, _meta: declaringTasks(client) } }, ANY_RESULT, signal ? { signal } : undefined);
}

export function v2TaskChannel(client: V2Client): TaskChannel {
  return {
    get: async (taskId, signal) => parseTaskState(await send(client, "tasks/get", { taskId }, signal)),
    update: async (taskId, inputResponses: Record<string, ElicitResult>) => void (await send(client, "tasks/update", { taskId, inputResponses })),
    cancel: async (taskId) => void (await send(client, "tasks/cancel", { taskId })),
  };
}

/** `tools/call` with the extension declared: the tool's result, or the task handle the server made instead. */
export function v2CallTool(client: V2Client, params: { name: string; arguments?: Record<string, unknown> }, signal?: AbortSignal): Promise<unknown> {
  return send(client, "tools/call", params, signal);
}
