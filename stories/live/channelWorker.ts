// The worker of the channel demo (ChannelDemo.tsx): a real v2 MCP server and client (stackV2.ts) and the relay,
// off the page's main thread, as an extension host, a main process or a service worker would hold them. Each
// view of the page sends a MessagePort of its own ({ type: "view" }); the page's own messages (call a tool, stop
// the call) travel on the worker's port beside the relay's, which leaves them alone.
import { fromMessagePort } from "../../src/channels/index.ts";
import { createElicitationRelay } from "../../src/relay/index.ts";
import { registerElicitationHandler } from "../../src/sdk/index.ts";
import { v2Stack } from "./stackV2.ts";

const scope = self as unknown as Pick<Worker, "postMessage" | "addEventListener">;
const relay = createElicitationRelay();
const log = (line: string) => scope.postMessage({ type: "log", line });
const stack = v2Stack("modern", (line) => log(`server: ${line}`));
registerElicitationHandler(stack.client, relay.elicitFor("default", { key: "chat-1" }));
const connected = stack.connect().then((said) => scope.postMessage({ type: "connected", said }));
let calling: AbortController | undefined;

scope.addEventListener("message", (event: MessageEvent) => {
  const message = event.data as { type?: string; name?: string };
  if (message.type === "view" && event.ports[0]) relay.connect(fromMessagePort(event.ports[0]));
  else if (message.type === "stop") calling?.abort("The host stopped the call");
  else if (message.type === "call" && message.name) {
    const { name } = message;
    calling = new AbortController();
    void connected
      .then(() => stack.callTool(name, calling!.signal))
      .then(
        (result) => log(`${name} returned: ${(result.content as { text?: string }[])[0]?.text ?? ""}`),
        (error: unknown) => log(`${name} stopped: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => scope.postMessage({ type: "idle" }));
  }
});
