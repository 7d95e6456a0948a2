// A dedicated worker that holds the relay, as a page that keeps its MCP client off the main thread would: the
// page's channel is the worker's own scope. The test page drives it with messages of its own on the same channel
// (`ask`, answered by `answered`), which the relay leaves alone, as a host's would be.
import { fromMessagePort } from "../../src/channels/index.ts";
import { createElicitationRelay } from "../../src/relay/index.ts";

/** The worker's own scope, as much of it as this uses (the DOM's types have no worker scope). */
const scope = self as unknown as Pick<Worker, "postMessage" | "addEventListener" | "removeEventListener">;
const relay = createElicitationRelay();
relay.connect(fromMessagePort(scope));

scope.addEventListener("message", (event: MessageEvent) => {
  const message = event.data as { type?: string; id?: number; params?: unknown; server?: { name: string } };
  if (message.type !== "ask") return;
  relay
    .elicitFor("default")(message.params, { server: message.server! })
    .then(
      (result) => scope.postMessage({ type: "answered", id: message.id, result }),
      (error: unknown) => scope.postMessage({ type: "failed", id: message.id, error: String(error) }),
    );
});
