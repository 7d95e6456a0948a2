// The relay over a message channel, live: a Worker holds a real v2 MCP server and client and the relay
// (channelWorker.ts), as a VS Code extension host, Electron's main process or an MV3 service worker would; the
// page has two views of the same person (a side bar and an editor tab), each an <ElicitationProvider> with
// <ElicitationRelayClient channel> on a MessagePort of its own. Answer in one view, and the other says it was
// answered elsewhere.
import { useEffect, useState } from "react";
import { ElicitationOutlet, ElicitationProvider, ElicitationRelayClient, type ElicitationChannel } from "../../src/index.ts";
import { fromMessagePort } from "../../src/channels/index.ts";

export interface ChannelDemoProps {
  presentation: "inline" | "modal";
}

/** The worker and a port to it for each view, made once per mounted demo. */
function useWorker() {
  const [state, setState] = useState<{ worker: Worker; views: ElicitationChannel[] }>();
  useEffect(() => {
    const worker = new Worker(new URL("./channelWorker.ts", import.meta.url), { type: "module" });
    const views = [0, 1].map(() => {
      const { port1, port2 } = new MessageChannel();
      worker.postMessage({ type: "view" }, [port2]);
      return fromMessagePort(port1);
    });
    setState({ worker, views });
    return () => worker.terminate();
  }, []);
  return state;
}

export function ChannelDemo({ presentation }: ChannelDemoProps) {
  const state = useWorker();
  const [log, setLog] = useState<string[]>([]);
  const [said, setSaid] = useState<string>();
  const [calling, setCalling] = useState(false);
  useEffect(() => {
    if (!state) return;
    const hear = (event: MessageEvent) => {
      const message = event.data as { type?: string; line?: string; said?: string };
      if (message.type === "log") setLog((lines) => [...lines, message.line!]);
      else if (message.type === "connected") setSaid(message.said);
      else if (message.type === "idle") setCalling(false);
    };
    state.worker.addEventListener("message", hear);
    return () => state.worker.removeEventListener("message", hear);
  }, [state]);
  const call = (name: string) => {
    setCalling(true);
    state?.worker.postMessage({ type: "call", name });
  };

  return (
    <main style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))", gap: "1rem", padding: "1rem" }}>
      <h1 style={{ gridColumn: "1 / -1", margin: 0, fontSize: "1.25rem" }}>MCP client in a worker, the views in the page</h1>
      <section aria-label="Worker">
        <h2 style={{ fontSize: "1rem" }}>Worker</h2>
        <p>{said ?? "Connecting…"}</p>
        <button type="button" disabled={!said || calling} onClick={() => call("github_username")}>
          Call github_username
        </button>{" "}
        <button type="button" disabled={!calling} onClick={() => state?.worker.postMessage({ type: "stop" })}>
          Stop the call
        </button>
        <ol aria-label="Worker log" style={{ fontFamily: "monospace", fontSize: "0.8rem", overflowWrap: "anywhere" }}>
          {log.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ol>
      </section>
      {state?.views.map((channel, i) => (
        <div key={i} role="group" aria-label={i === 0 ? "Side bar" : "Editor tab"}>
          <h2 style={{ fontSize: "1rem" }}>{i === 0 ? "Side bar" : "Editor tab"}</h2>
          <ElicitationProvider presentation={presentation} warmUp={false}>
            <ElicitationRelayClient channel={channel} />
            <ElicitationOutlet requestKey="chat-1" />
          </ElicitationProvider>
        </div>
      ))}
    </main>
  );
}
