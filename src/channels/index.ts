// react-mcp-elicitation/channels: the relay over a message channel, for both ends (React-free, DOM-free on the
// host's side). `relay.connect(channel)` where the MCP client runs (an extension host, Electron's main process,
// a service worker, a worker); `<ElicitationRelayClient channel>` in the page. docs/guides/channels.md says how
// for each platform.
export { fromMessagePort } from "./messagePort.ts";
export type { EmitterPort, EventTargetPort, MessagePortLike } from "./messagePort.ts";
export { fromChromePort } from "./chromePort.ts";
export type { ChromePort, FromChromePortOptions } from "./chromePort.ts";
export { fromVsCodeApi, fromVsCodeWebview, VSCODE_STATE_KEY } from "./vsCode.ts";
export type { VsCodeApi, VsCodeWebview, VsCodeWebviewHolder } from "./vsCode.ts";
export type { ChannelSource, ElicitationChannel } from "../core/relay/elicitationChannel.ts";
export { CHANNEL_VERSION, ENVELOPE } from "../core/relay/channel.ts";
