// A host app written from the README's quick start, pointed at a real third-party server by its query string:
//   ?server=<MCP endpoint URL>&transport=streamableHttp|sse&args=<JSON: arguments for each tool, by name>
// It connects, lists the server's tools, offers a button per tool, and shows each tool's result as text, so
// a test reads what the server answered, as the person would.
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { Client, SSEClientTransport, StreamableHTTPClientTransport, type CallToolResult, type Tool } from "@modelcontextprotocol/client";
import { displayName, ElicitationProvider, useElicitation, type Elicit, type ServerIdentity } from "react-mcp-elicitation";
import { callToolWithTasks, elicitationCapability, registerElicitationHandler, withUrlElicitation } from "react-mcp-elicitation/sdk";
import "react-mcp-elicitation/styles.css";

const query = new URLSearchParams(location.search);
const serverUrl = new URL(query.get("server") ?? "http://127.0.0.1:3001/mcp");
const transportKind = query.get("transport") === "sse" ? "sse" : "streamableHttp";
const toolArguments = JSON.parse(query.get("args") ?? "{}") as Record<string, Record<string, unknown>>;

/** How long a person may take to answer. */
const ANSWER_TIME_MS = 30 * 60_000;

// `auto`: the 2026-07-28 protocol where the server has it, the 2025 handshake where it does not.
const client = new Client(
  { name: "everything-e2e-host", version: "1.0.0" },
  { capabilities: elicitationCapability(), versionNegotiation: { mode: "auto" } },
);
const transport = transportKind === "sse" ? new SSEClientTransport(serverUrl) : new StreamableHTTPClientTransport(serverUrl);
const connected = client.connect(transport);

// In the 2025 protocol the server asks while the call is open: give the person more than the default minute.
const callOptions = () => (client.getProtocolEra() === "modern" ? {} : { timeout: ANSWER_TIME_MS });

const server = (): ServerIdentity => client.getServerVersion() ?? { name: "MCP server" };

/** A tool call as docs/guides/url-mode.md shows it, retried once after a -32042 URL elicitation the person completed. */
const callTool = (elicit: Elicit, name: string) =>
  withUrlElicitation(() => client.callTool({ name, arguments: toolArguments[name] ?? {} }, callOptions()), elicit, { server: server() });

/**
 * A tool whose `execution.taskSupport` is "required" answers a plain call with an error. The v2 client has no
 * task API of its own; the library's `callToolWithTasks` runs it as a task in whichever tasks protocol the
 * server speaks (2025-11-25 here) and shows each question with the task it belongs to.
 */
const runAsTask = (elicit: Elicit, name: string) =>
  callToolWithTasks(client, { name, arguments: toolArguments[name] ?? {} }, { elicit }) as Promise<CallToolResult>;

const describe = (result: CallToolResult) => {
  const text = result.content.map((block) => (block.type === "text" ? block.text : `[${block.type}]`)).join("\n");
  return result.isError ? `Tool error:\n${text}` : text;
};

function describeFailure(error: unknown) {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return `Call failed${code === undefined ? "" : ` (${String(code)})`}: ${message}`;
}

function Host() {
  const elicit = useElicitation(); // shows each request, one at a time, and answers it exactly once
  useEffect(() => registerElicitationHandler(client, elicit), [elicit]);
  const [tools, setTools] = useState<Tool[]>();
  const [connection, setConnection] = useState("Connecting…");
  const [results, setResults] = useState<Record<string, string>>({});

  useEffect(() => {
    connected
      .then(() => client.listTools())
      .then(
        ({ tools }) => {
          const version = client.getNegotiatedProtocolVersion();
          setConnection(`Connected to ${displayName(server())} over ${transportKind}, protocol ${version}`);
          setTools(tools);
        },
        (error: unknown) => setConnection(`Could not connect: ${describeFailure(error)}`),
      );
  }, []);

  const run = async (key: string, call: () => Promise<CallToolResult>) => {
    setResults((shown) => ({ ...shown, [key]: "Running…" }));
    let text: string;
    try {
      text = describe(await call());
    } catch (error) {
      text = describeFailure(error);
    }
    setResults((shown) => ({ ...shown, [key]: text }));
  };

  return (
    <main>
      <h1>MCP host</h1>
      <output aria-label="Connection">{connection}</output>
      <ul aria-label="Tools">
        {(tools ?? []).map((tool) => {
          const asTask = `${tool.name} as a task`;
          const taskSupport = tool.execution?.taskSupport;
          return (
            <li key={tool.name}>
              <button type="button" onClick={() => void run(tool.name, () => callTool(elicit, tool.name))}>
                Call {tool.name}
              </button>
              {taskSupport === "required" || taskSupport === "optional" ? (
                <button type="button" onClick={() => void run(asTask, () => runAsTask(elicit, tool.name))}>
                  Run {asTask}
                </button>
              ) : null}
              <output aria-label={`Result of ${tool.name}`} style={{ display: "block", whiteSpace: "pre-wrap" }}>
                {results[tool.name]}
              </output>
              {results[asTask] === undefined ? null : (
                <output aria-label={`Result of ${asTask}`} style={{ display: "block", whiteSpace: "pre-wrap" }}>
                  {results[asTask]}
                </output>
              )}
            </li>
          );
        })}
      </ul>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <ElicitationProvider>
    <Host />
  </ElicitationProvider>,
);
