// The extension's own messages between its pages and its service worker, beside the relay's.

/** A page asks the worker to call a tool. */
export interface CallToolMessage {
  type: "call-tool";
  id: string;
  serverUrl: string;
  name: string;
  arguments?: Record<string, unknown>;
}

/** The worker tells every page how a call ended. */
export interface ToolResultMessage {
  type: "tool-result";
  id: string;
  text: string;
}
