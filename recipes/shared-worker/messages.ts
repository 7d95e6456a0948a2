// The app's own messages between a tab and the SharedWorker, on the same port as the relay's, which leaves them alone.

/** A tab asks the worker to call a tool. */
export interface CallToolMessage {
  type: "call-tool";
  name: string;
}

/** The worker tells that tab how the call ended. */
export interface ToolResultMessage {
  type: "tool-result";
  text: string;
}
