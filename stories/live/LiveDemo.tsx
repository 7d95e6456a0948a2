// The live demo: a real SDK Client connected to a real server in the page (stacks.ts), with this library as
// its elicitation UI — the integration a host writes, in full, and the same for every stack.
import { useEffect, useState } from "react";
import { ElicitationProvider, useElicitation } from "../../src/index.ts";
import { registerElicitationHandler, withUrlElicitation } from "../../src/sdk/index.ts";
import { createStack, stackTools, type Stack, type StackName } from "./stacks.ts";
import type { DemoTool } from "./tools.ts";

interface LogLine {
  id: number;
  source: "server" | "host";
  text: string;
}

let lineId = 0;

export interface LiveDemoProps {
  /** Which SDK line, and for v2 which protocol era, the client and server in the page run. */
  stack: StackName;
}

export function LiveDemo({ stack }: LiveDemoProps) {
  return (
    <ElicitationProvider>
      <Host stackName={stack} />
    </ElicitationProvider>
  );
}

function Host({ stackName }: { stackName: StackName }) {
  const elicit = useElicitation();
  const [stack, setStack] = useState<Stack>();
  const [identity, setIdentity] = useState("Client: connecting…");
  const [log, setLog] = useState<LogLine[]>([]);
  const { tools, absent, urlElicitationRequired } = stackTools[stackName];
  const append = (source: LogLine["source"], text: string) => setLog((lines) => [...lines, { id: lineId++, source, text }]);

  useEffect(() => {
    let live = true;
    let teardown = () => {};
    void createStack(stackName, (text) => append("server", text)).then(async (stack) => {
      if (!live) return;
      // The one line a host writes to show elicitation requests, whichever SDK line and era.
      const unregister = registerElicitationHandler(stack.client, elicit);
      teardown = () => {
        unregister();
        void stack.close();
      };
      const negotiated = await stack.connect();
      if (!live) return;
      append("host", "connected to Demo Server");
      setIdentity(negotiated);
      setStack(stack);
    }).catch((error: Error) => {
      if (live) append("host", `could not connect: ${error.message}`);
    });
    return () => {
      live = false;
      teardown();
      setStack(undefined);
      setIdentity("Client: connecting…");
    };
  }, [elicit, stackName]);

  async function run(tool: DemoTool) {
    if (!stack) return;
    const { name, hostTimeoutMs } = tool;
    const server = stack.client.getServerVersion() ?? { name: "demo-server" };
    // Where the server cannot withdraw a question (2026-07-28), the host's own timeout does.
    const signal = hostTimeoutMs === undefined ? undefined : AbortSignal.timeout(hostTimeoutMs);
    const call = () => stack.callTool(name, signal);
    try {
      const result = await (urlElicitationRequired ? withUrlElicitation(call, elicit, { server }) : call());
      const first = (result.content as { type: string; text?: string }[])[0];
      append("host", `${name} returned: ${first?.text ?? JSON.stringify(result)}`);
    } catch (error) {
      if (signal?.aborted) append("host", `${name} withdrawn: the host stopped waiting after ${hostTimeoutMs! / 1000} seconds`);
      else append("host", `${name} failed: ${(error as Error).message}`);
    }
  }

  return (
    <div style={{ padding: 24, fontFamily: "system-ui, sans-serif", display: "grid", gap: 16, maxWidth: 900 }}>
      <h1 style={{ fontSize: 20, margin: 0 }}>Live demo: a real MCP server and client in this page</h1>
      <p style={{ margin: 0 }}>Each button calls a tool; the server elicits through this library and validates the answer itself.</p>
      <p style={{ margin: 0, fontFamily: "ui-monospace, monospace", fontSize: 13 }}>{identity}</p>
      <ul style={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: 8 }}>
        {tools.map((tool) => (
          <li key={tool.name}>
            <button type="button" disabled={!stack} onClick={() => void run(tool)}>
              Run {tool.name}
            </button>{" "}
            <span>{tool.description}</span>
          </li>
        ))}
      </ul>
      {absent.map((note) => (
        <p key={note} style={{ margin: 0 }}>
          {note}
        </p>
      ))}
      <section aria-labelledby="log-heading">
        <h2 id="log-heading" style={{ fontSize: 16 }}>
          Log
        </h2>
        <ol style={{ fontFamily: "ui-monospace, monospace", fontSize: 13, paddingInlineStart: 24 }}>
          {log.map((line) => (
            <li key={line.id}>
              <strong>{line.source}:</strong> {line.text}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
