// A host app as the README's quick start writes it, for the browser tests of the SDK adapters: one
// <ElicitationProvider>, and per MCP connection a component that registers the handler in an effect with
// the function useElicitation() returns. Rendered with createRoot and no act(), as an app renders: requests
// arrive from a real client at their own time, and the screen follows as it would in the app.
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { afterEach } from "vitest";
import { ElicitationProvider, useElicitation, type Elicit, type ElicitationProviderProps } from "../src/index.ts";

/** `registerElicitationHandler` from /sdk or /ai-sdk: registers, and returns the function that unregisters. */
export type Register<C> = (client: C, elicit: Elicit) => () => void;

const mounted: (() => void)[] = [];
// Unmounted after each test, so that a request still on screen cannot reach the next test's page.
afterEach(() => {
  while (mounted.length) mounted.pop()!();
});

export interface HostApp<C> {
  /** Adds a connection; resolves once its handler is registered (the effect has run). */
  connect(client: C): Promise<void>;
  /** The function useElicitation() returned, for the host's own calls (withUrlElicitation). */
  elicit(): Elicit;
}

export function renderHostApp<C extends object>(register: Register<C>, props: Partial<ElicitationProviderProps> = {}): HostApp<C> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement("div"));
  const root = createRoot(container);
  const clients: C[] = [];
  const registered = new Map<C, () => void>();
  let elicit: Elicit | undefined;

  function Connection({ client }: { client: C }) {
    const fromHook = useElicitation();
    useEffect(() => {
      const unregister = register(client, fromHook);
      registered.get(client)?.();
      return unregister;
    }, [client, fromHook]);
    return null;
  }
  function Chat() {
    elicit = useElicitation();
    return null;
  }
  const draw = () =>
    root.render(
      <ElicitationProvider {...props}>
        <Chat />
        {clients.map((client, i) => (
          <Connection key={i} client={client} />
        ))}
      </ElicitationProvider>,
    );

  draw();
  mounted.push(() => {
    root.unmount();
    container.remove();
  });
  return {
    connect(client) {
      const done = new Promise<void>((resolve) => registered.set(client, resolve));
      clients.push(client);
      draw();
      return done;
    },
    elicit() {
      if (!elicit) throw new Error("The host app has not rendered yet.");
      return elicit;
    },
  };
}
