// react-mcp-elicitation/sdk: the adapter for the official TypeScript SDK, both lines: `@modelcontextprotocol/client`
// 2.x (either era) and `@modelcontextprotocol/sdk` 1.24+. A separate entry point so that the main one never
// loads an SDK; this one imports none either (it recognises each client by its shape).
export { registerElicitationHandler } from "./registerElicitationHandler.ts";
export type { ElicitFn, RegisterOptions } from "./elicitFn.ts";
export type { McpSdkClient, McpSdkV2Client } from "./clients.ts";
export { elicitationCapability } from "./capabilities.ts";
export type { ElicitationCapability } from "./capabilities.ts";
export { URL_ELICITATION_REQUIRED, urlElicitationsOf, withUrlElicitation } from "./urlElicitationRequired.ts";
export type { UrlElicit } from "./urlElicitationRequired.ts";
export { answerInputRequests, isInputRequiredResult } from "../core/elicit/inputRequests.ts";
export type { AnsweredInputRequests } from "../core/elicit/inputRequests.ts";
export { callToolWithTasks, resumeTask } from "./tasks/callToolWithTasks.ts";
export type { ToolCall, ToolResult } from "./tasks/taskShapes.ts";
export type { FollowTaskOptions } from "./tasks/followTask.ts";
export type { TaskInputRequest, TaskState, TaskStatus } from "./tasks/taskShapes.ts";
export { TaskError, TASKS_EXTENSION } from "./tasks/TaskError.ts";
export type { TaskInfo } from "../core/elicit/elicit.ts";
