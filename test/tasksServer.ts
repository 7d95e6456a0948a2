// A real v2 server (`@modelcontextprotocol/server`) that speaks the tasks extension
// (`io.modelcontextprotocol/tasks`, 2026-07-28) with the SDK's own request handling: v2 ships no task engine,
// so the extension's three methods are registered here as the extension's page describes them. Its tools:
// - `deploy` becomes a task that asks twice (confirm, then a reason) before it completes;
// - `flaky` becomes a task that fails with a JSON-RPC error;
// - `slow_question` asks once and, after `dropAfterMs`, stops waiting (the server timed the question out);
// - `summarise` asks the client for a sampling (`sampling/createMessage`), not the person;
// - any tool called without the extension declared answers at once, as a plain tool call.
// `log` records what the server received, for the tests' assertions.
import { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";

const TASKS = "io.modelcontextprotocol/tasks";

interface Step {
  status: "working" | "input_required" | "completed" | "failed" | "cancelled";
  statusMessage?: string;
  inputRequests?: Record<string, { method: string; params: unknown }>;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
}
interface Task extends Step {
  taskId: string;
  createdAt: string;
  lastUpdatedAt: string;
  answers: Record<string, unknown>;
}

export interface TasksLog {
  declared: boolean[];
  updates: { taskId: string; inputResponses: Record<string, unknown> }[];
  cancels: string[];
  gets: number;
}

const form = (message: string, properties: Record<string, unknown>, required: string[] = []) => ({
  method: "elicitation/create",
  params: { mode: "form", message, requestedSchema: { type: "object", properties, required } },
});

export function tasksServer({ pollIntervalMs = 20, dropAfterMs = 200 } = {}) {
  const tasks = new Map<string, Task>();
  const log: TasksLog = { declared: [], updates: [], cancels: [], gets: 0 };
  let next = 1;

  const set = (task: Task, step: Step) => {
    if (task.status === "cancelled" || task.status === "completed" || task.status === "failed") return;
    Object.assign(task, { inputRequests: undefined, statusMessage: undefined, ...step, lastUpdatedAt: new Date().toISOString() });
  };
  const later = (ms: number, then: () => void) => setTimeout(then, ms);

  const scripts: Record<string, (task: Task) => void> = {
    deploy(task) {
      later(30, () => set(task, { status: "input_required", statusMessage: "Waiting for approval", inputRequests: { confirm: form("Deploy to production?", { go: { type: "boolean", title: "Deploy now" } }) } }));
    },
    flaky(task) {
      later(30, () => set(task, { status: "failed", statusMessage: "Rate limited", error: { code: -32603, message: "API rate limit exceeded" } }));
    },
    summarise(task) {
      later(30, () =>
        set(task, {
          status: "input_required",
          inputRequests: { draft: { method: "sampling/createMessage", params: { messages: [{ role: "user", content: { type: "text", text: "Summarise" } }], maxTokens: 50 } } },
        }),
      );
    },
    slow_question(task) {
      later(30, () => set(task, { status: "input_required", statusMessage: "One question", inputRequests: { colour: form("Favourite colour?", { colour: { type: "string" } }, ["colour"]) } }));
      later(30 + dropAfterMs, () => set(task, { status: "completed", statusMessage: "Gave up waiting", result: { content: [{ type: "text", text: "No answer" }] } }));
    },
  };
  const onAnswer: Record<string, (task: Task, key: string, answer: { action?: string; content?: Record<string, unknown> }) => void> = {
    deploy(task, key, answer) {
      if (key === "confirm") {
        if (answer.action !== "accept" || answer.content?.go !== true) return set(task, { status: "completed", result: { content: [{ type: "text", text: "Not deployed" }] } });
        set(task, { status: "working", statusMessage: "Deploying" });
        later(30, () => set(task, { status: "input_required", statusMessage: "Almost done", inputRequests: { reason: form("Why deploy today?", { reason: { type: "string", title: "Reason", minLength: 1 } }, ["reason"]) } }));
      } else if (key === "reason") {
        set(task, { status: "working", statusMessage: "Finishing" });
        const text = answer.action === "accept" ? `Deployed: ${String(answer.content?.reason)}` : `Deployed without a reason (${String(answer.action)})`;
        later(30, () => set(task, { status: "completed", statusMessage: "Done", result: { content: [{ type: "text", text }] } }));
      }
    },
    summarise(task, _key, answer) {
      const text = (answer as { content?: { text?: string } }).content?.text;
      set(task, { status: "completed", result: { content: [{ type: "text", text: `Summary: ${String(text)}` }] } });
    },
    slow_question(task, _key, answer) {
      set(task, { status: "completed", result: { content: [{ type: "text", text: `Colour: ${String(answer.content?.colour ?? answer.action)}` }] } });
    },
  };

  const declaresTasks = (ctx: unknown) => {
    const envelope = (ctx as { mcpReq?: { envelope?: Record<string, { extensions?: Record<string, unknown> }> } }).mcpReq?.envelope;
    return envelope?.["io.modelcontextprotocol/clientCapabilities"]?.extensions?.[TASKS] !== undefined;
  };
  const missing = () => Object.assign(new Error("Missing required client capability"), { code: -32021 });
  // A task as the wire carries it: the fields its status has, and no key for what it has not (the SDK
  // reads a tools/call result with an `inputRequests` key, even an undefined one, as another kind of result).
  const wire = (task: Task) => {
    const { answers: _answers, tool: _tool, ...rest } = task as Task & { tool?: string };
    const shown: Record<string, unknown> = { ...rest, ttlMs: 3_600_000, pollIntervalMs };
    for (const key of Object.keys(shown)) if (shown[key] === undefined) delete shown[key];
    return shown;
  };

  function build() {
    const mcp = new McpServer({ name: "task-runner", title: "Task Runner", version: "1.0.0" }, { capabilities: { tools: {}, extensions: { [TASKS]: {} } } });
    mcp.server.setRequestHandler("tools/list", () => ({ tools: Object.keys(scripts).map((name) => ({ name, inputSchema: { type: "object" as const } })) }));
    mcp.server.setRequestHandler("tools/call", (request, ctx) => {
      const declared = declaresTasks(ctx);
      log.declared.push(declared);
      const name = request.params.name;
      if (!declared || !scripts[name]) return { content: [{ type: "text" as const, text: `${name} ran at once` }] };
      const now = new Date().toISOString();
      const task: Task = { taskId: `task-${next++}-${crypto.randomUUID()}`, status: "working", statusMessage: "Starting", createdAt: now, lastUpdatedAt: now, answers: {} };
      tasks.set(task.taskId, task);
      scripts[name](task);
      (task as Task & { tool: string }).tool = name;
      return { resultType: "task", ...wire(task) } as never;
    });
    const taskParams = z.object({ taskId: z.string() }).passthrough();
    const find = (taskId: string) => {
      const task = tasks.get(taskId);
      if (!task) throw Object.assign(new Error("Failed to retrieve task: Task not found"), { code: -32602 });
      return task;
    };
    mcp.server.setRequestHandler("tasks/get", { params: taskParams, result: z.any() }, (params, ctx) => {
      if (!declaresTasks(ctx)) throw missing();
      log.gets++;
      return wire(find(params.taskId)) as never;
    });
    mcp.server.setRequestHandler("tasks/update", { params: taskParams, result: z.any() }, (params, ctx) => {
      if (!declaresTasks(ctx)) throw missing();
      const task = find(params.taskId);
      // The SDK lifts `inputResponses` off every request's params into the context.
      const inputResponses = ((ctx as { mcpReq: { inputResponses?: Record<string, unknown> } }).mcpReq.inputResponses ?? {}) as Record<string, { action?: string }>;
      log.updates.push({ taskId: task.taskId, inputResponses });
      for (const [key, answer] of Object.entries(inputResponses)) {
        // Unknown or already answered keys are ignored, as the extension says.
        if (!task.inputRequests?.[key] || key in task.answers) continue;
        task.answers[key] = answer;
        onAnswer[(task as Task & { tool: string }).tool]?.(task, key, answer);
      }
      return {} as never;
    });
    mcp.server.setRequestHandler("tasks/cancel", { params: taskParams, result: z.any() }, (params, ctx) => {
      if (!declaresTasks(ctx)) throw missing();
      log.cancels.push(params.taskId);
      set(find(params.taskId), { status: "cancelled", statusMessage: "Cancelled by the client" });
      return {} as never;
    });
    return mcp;
  }

  return { build, log, tasks };
}
