// A tool call that the server makes a task of (the tasks extension, 2026-07-28), live: a real v2 Client and
// the task server of the library's own tests (test/tasksServer.ts) in the page, joined as stackV2.ts joins
// them. The host's code is one call, callToolWithTasks with the provider's elicit; the list beside it is the
// host's own progress line, from onStatus.
//
// The provider's default modal makes the page behind it inert, the Stop button too, while a question is
// open; with the inline presentation the question waits in the page (<ElicitationOutlet />) and Stop stays
// in reach.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { createMcpHandler } from "@modelcontextprotocol/server";
import { useEffect, useRef, useState } from "react";
import { tasksServer } from "../../test/tasksServer.ts";
import { ElicitationOutlet, ElicitationProvider, useElicitation } from "../../src/index.ts";
import { callToolWithTasks, elicitationCapability, TaskError, type TaskState } from "../../src/sdk/index.ts";
import { clientInfo } from "./stack.ts";

export interface TaskDemoProps {
  /** Where the task's questions are answered: the provider's modal dialog, or inline in the page. */
  presentation?: "modal" | "inline";
}

export function TaskDemo({ presentation = "modal" }: TaskDemoProps) {
  return (
    <ElicitationProvider presentation={presentation}>
      <Host />
    </ElicitationProvider>
  );
}

/** The client and server in the page; the server's fetch handler answers the client, with no network. */
function inPage() {
  // Brisk for a demo: the server suggests this interval between polls of tasks/get.
  const server = tasksServer({ pollIntervalMs: 100 }).build();
  const handler = createMcpHandler(() => server);
  const client = new Client(clientInfo, { capabilities: elicitationCapability(), versionNegotiation: { mode: "auto" } });
  const transport = new StreamableHTTPClientTransport(new URL("http://in-page.invalid/mcp"), {
    fetch: (url, init) => handler.fetch(new Request(url, init)),
  });
  return {
    client,
    connected: client.connect(transport),
    async close() {
      await client.close();
      await handler.close();
      await server.close();
    },
  };
}

const describeStatus = (task: TaskState) => (task.statusMessage ? `${task.status} — ${task.statusMessage}` : task.status);

function textOf(result: Record<string, unknown>): string {
  const first = (result.content as { type: string; text?: string }[] | undefined)?.[0];
  return first?.text ?? JSON.stringify(result);
}

function Host() {
  const elicit = useElicitation();
  const [client, setClient] = useState<Client>();
  const [steps, setSteps] = useState<string[]>([]);
  const [result, setResult] = useState("");
  const [running, setRunning] = useState(false);
  const stop = useRef<AbortController>(undefined);

  useEffect(() => {
    let live = true;
    const stack = inPage();
    stack.connected.then(
      () => live && setClient(stack.client),
      (error: Error) => live && setResult(`Could not connect: ${error.message}`),
    );
    return () => {
      live = false;
      stop.current?.abort();
      setClient(undefined);
      void stack.close().catch(() => {});
    };
  }, []);

  async function run() {
    if (!client) return;
    const controller = new AbortController();
    stop.current = controller;
    setSteps([]);
    setResult("Running…");
    setRunning(true);
    // Each poll reports the task again; the list keeps a line only when its status or message changes.
    const onStatus = (task: TaskState) => setSteps((lines) => (lines.at(-1) === describeStatus(task) ? lines : [...lines, describeStatus(task)]));
    try {
      setResult(textOf(await callToolWithTasks(client, { name: "deploy" }, { elicit, signal: controller.signal, onStatus })));
    } catch (error) {
      // Stopped: the call rejects with the signal's reason, and the question on screen is withdrawn.
      if (controller.signal.aborted) setResult("Stopped");
      else if (error instanceof TaskError) setResult(`Task ${error.status}: ${error.message}`);
      else setResult(`Failed: ${(error as Error).message}`);
    } finally {
      stop.current = undefined;
      setRunning(false);
    }
  }

  return (
    <main style={{ padding: 24, fontFamily: "system-ui, sans-serif", display: "grid", gap: 16, maxWidth: 900 }}>
      <h1 style={{ fontSize: 20, margin: 0 }}>A task that asks: a real MCP server and client in this page</h1>
      <p style={{ margin: 0 }}>The server runs deploy as a task. It asks for approval, then for a reason, then finishes.</p>
      {/* A named region: what the stories' axe specs wait for before they look (e2e/story.ts). */}
      <section aria-label="Task controls" style={{ display: "flex", gap: 8 }}>
        <button type="button" disabled={!client || running} onClick={() => void run()}>
          Run deploy
        </button>
        <button type="button" disabled={!running} onClick={() => stop.current?.abort(new Error("Stopped by the host"))}>
          Stop
        </button>
      </section>
      <ol aria-label="Task progress" style={{ fontFamily: "ui-monospace, monospace", fontSize: 13, paddingInlineStart: 24, margin: 0 }}>
        {steps.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
      {/* Shows nothing with the modal presentation. */}
      <ElicitationOutlet />
      <p style={{ margin: 0 }}>
        Result: <output aria-label="Result">{result}</output>
      </p>
    </main>
  );
}
