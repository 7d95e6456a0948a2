// The relay, live: the "host's server" (a real v2 McpServer and Client, and the relay's server half, all in
// this page for the demo) and two tabs of the same person, each an <ElicitationProvider> with
// <ElicitationRelayClient>. In a real host the left column runs in a route handler and the tabs are browser
// tabs; between them here are the relay's real HTTP messages, handed to `relay.handle`.
import { useEffect, useMemo, useState } from "react";
import { ElicitationOutlet, ElicitationProvider, ElicitationRelayClient, useElicitationHistory } from "../../src/index.ts";
import { createElicitationRelay } from "../../src/relay/index.ts";
import { registerElicitationHandler } from "../../src/sdk/index.ts";
import { v2Stack } from "./stackV2.ts";
import type { Stack } from "./stack.ts";

const PERSON = "you";
const CHAT = "chat-1";

export interface RelayDemoProps {
  /** Where the tabs show requests: inline at the end of their transcript, or in a modal dialog. */
  presentation: "inline" | "modal";
}

export function RelayDemo({ presentation }: RelayDemoProps) {
  const relay = useMemo(() => createElicitationRelay({ audience: (request) => request.headers.get("authorization")?.replace(/^Bearer /, "") ?? null }), []);
  // The tabs' fetch: to the relay's handler, as the browser's would reach the host's route.
  const relayFetch = useMemo<typeof fetch>(() => async (input, init) => relay.handle(new Request(new URL(String(input), location.href), init)), [relay]);
  useEffect(() => () => void relay.close(), [relay]);
  return (
    <main className="relay-demo" style={{ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: "1rem", padding: "1rem" }}>
      <h1 style={{ gridColumn: "1 / -1", margin: 0, fontSize: "1.25rem" }}>MCP client on the server, the person in the browser</h1>
      <ServerSide elicit={relay.elicitFor(PERSON, { key: CHAT })} />
      <Tab name="First tab" presentation={presentation} fetch={relayFetch} />
      <Tab name="Second tab" presentation={presentation} fetch={relayFetch} />
    </main>
  );
}

function ServerSide({ elicit }: { elicit: ReturnType<ReturnType<typeof createElicitationRelay>["elicitFor"]> }) {
  const [stack, setStack] = useState<Stack>();
  const [log, setLog] = useState<string[]>([]);
  const [calling, setCalling] = useState<AbortController>();
  const append = (line: string) => setLog((lines) => [...lines, line]);

  useEffect(() => {
    const created = v2Stack("modern", (line) => append(`server: ${line}`));
    // The host's one line on its server: this person's requests go through the relay.
    const unregister = registerElicitationHandler(created.client, elicit);
    let live = true;
    void created.connect().then(() => live && setStack(created));
    return () => {
      live = false;
      unregister();
      void created.close();
    };
  }, [elicit]);

  async function run(name: string) {
    if (!stack) return;
    const controller = new AbortController();
    setCalling(controller);
    try {
      const result = await stack.callTool(name, controller.signal);
      append(`${name} returned: ${(result.content as { text?: string }[])[0]?.text ?? ""}`);
    } catch (error) {
      append(`${name} stopped: ${(error as Error).message}`);
    } finally {
      setCalling(undefined);
    }
  }

  return (
    <section aria-label="Host's server">
      <h2 style={{ fontSize: "1rem" }}>Host's server</h2>
      <p>{stack ? "MCP client connected to Demo Server (v2, 2026-07-28)" : "Connecting…"}</p>
      <button type="button" disabled={!stack || calling !== undefined} onClick={() => void run("github_username")}>
        Call github_username
      </button>{" "}
      <button type="button" disabled={!stack || calling !== undefined} onClick={() => void run("every_field_kind")}>
        Call every_field_kind
      </button>{" "}
      <button type="button" disabled={calling === undefined} onClick={() => calling?.abort("The host stopped the call")}>
        Stop the call
      </button>
      <ol aria-label="Server log" style={{ fontFamily: "monospace", fontSize: "0.8rem", overflowWrap: "anywhere" }}>
        {log.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </section>
  );
}

function Tab({ name, presentation, fetch }: { name: string; presentation: RelayDemoProps["presentation"]; fetch: typeof globalThis.fetch }) {
  return (
    // A group, not a region: the page's one region is the host's server, as a story's e2e expects one.
    <div role="group" aria-label={name}>
      <h2 style={{ fontSize: "1rem" }}>{name}</h2>
      <ElicitationProvider presentation={presentation}>
        <ElicitationRelayClient url="/api/elicitation" headers={{ Authorization: `Bearer ${PERSON}` }} fetch={fetch} />
        <Transcript />
        <ElicitationOutlet requestKey={CHAT} />
      </ElicitationProvider>
    </div>
  );
}

function Transcript() {
  const count = useElicitationHistory().length;
  return <p>{count === 0 ? "No request answered yet." : `${count} request${count === 1 ? "" : "s"} ended in this tab.`}</p>;
}
