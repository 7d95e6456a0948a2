// @vitest-environment node
// A real third-party server's task tool: server-everything's `simulate-research-query` (built on the v1
// SDK) speaks the 2025-11-25 tasks protocol and, for an ambiguous topic, asks mid-task which meaning is
// meant. callToolWithTasks drives it on both SDK lines; the request reaches the queue through the
// registered adapter, naming its task, and the report follows the answer.
import { Client as V2Client, StreamableHTTPClientTransport as V2Http } from "@modelcontextprotocol/client";
import { Client as V1Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as V1Http } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterEach, describe, expect, test, vi } from "vitest";
import { startEverything, type EverythingServer } from "../../../e2e/everything/server.ts";
import { ElicitationQueue } from "../../core/queue/queue.ts";
import { elicitationCapability } from "../capabilities.ts";
import type { McpSdkClient } from "../clients.ts";
import { registerElicitationHandler } from "../registerElicitationHandler.ts";
import { callToolWithTasks } from "./callToolWithTasks.ts";
import type { TaskState } from "./taskShapes.ts";

const TOOL = "simulate-research-query";

let server: EverythingServer | undefined;
const clients: { close(): Promise<void> }[] = [];
afterEach(async () => {
  while (clients.length) await clients.pop()!.close();
  await server?.stop();
  server = undefined;
});

const lines: { title: string; connect: (url: URL) => Promise<McpSdkClient & { close(): Promise<void> }> }[] = [
  {
    title: "v1",
    connect: async (url) => {
      const client = new V1Client({ name: "host", version: "1.0.0" }, { capabilities: elicitationCapability() });
      await client.connect(new V1Http(url));
      return client as never;
    },
  },
  {
    title: "v2, legacy era",
    connect: async (url) => {
      const client = new V2Client({ name: "host", version: "1.0.0" }, { capabilities: elicitationCapability() });
      await client.connect(new V2Http(url));
      return client as never;
    },
  },
];

describe.each(lines)("server-everything's task tool, $title client", ({ connect }) => {
  test("the task asks which topic is meant; the request names the task; the report follows the answer", async () => {
    server = await startEverything("streamableHttp");
    const client = await connect(new URL(server.url));
    clients.push(client);
    const queue = new ElicitationQueue();
    registerElicitationHandler(client, (params, options) => queue.elicit(params, options));
    const statuses: TaskState["status"][] = [];
    const call = callToolWithTasks(
      client,
      { name: TOOL, arguments: { topic: "python", ambiguous: true } },
      { elicit: (params, options) => queue.elicit(params, options), key: "chat-9", onStatus: (task) => statuses.push(task.status) },
    );

    const entry = await vi.waitFor(
      () => {
        const [shown] = queue.getSnapshot().entries;
        if (!shown) throw new Error("nothing shown yet");
        return shown;
      },
      { timeout: 15_000 },
    );
    expect(entry.server).toMatchObject({ title: "Everything Reference Server" });
    expect(entry.task).toMatchObject({ toolName: TOOL });
    expect(entry.key).toBe("chat-9");
    expect(entry.task!.taskId).toBeTruthy();
    queue.respond(entry.id, { action: "accept", content: { interpretation: "snake" } });

    const result = await call;
    const text = (result.content as { text: string }[])[0]!.text;
    expect(text).toContain("# Research Report: python (snake)");
    expect(statuses[0]).toBe("working");
    expect(queue.getSnapshot().history[0]).toMatchObject({ action: "accept", task: { taskId: entry.task!.taskId, toolName: TOOL } });
  }, 40_000);
});
