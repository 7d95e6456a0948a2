// What the relay needs of a message channel, on either end: the adapters of react-mcp-elicitation/channels make
// one from a platform's port, and a host implements it for any other (JCEF, Tauri's events, an iframe's
// postMessage with its origin checked). Both halves use it: relay.connect on the host's side, the page's
// <ElicitationRelayClient channel> on the other.

export interface ElicitationChannel {
  /**
   * Sends one message to the other end: a plain object of JSON values. May throw when the channel is gone (a
   * disconnected port): the relay then treats it as closed.
   */
  send(message: Record<string, unknown>): void;
  /**
   * Hears every message from the other end, the host's own among them (the relay reads only its envelope and
   * leaves the rest alone). Returns a function that stops listening.
   */
  listen(listener: (message: unknown) => void): () => void;
  /** Hears the other end go away, where the platform says so (a port's disconnect or close). Returns a function that stops. */
  onClose?(listener: () => void): () => void;
  /** Lets the channel go: the page calls it on a channel it opened itself (a function's) when it opens another or stops. */
  close?(): void;
  /**
   * A JSON value that outlives the page (a VS Code webview's state, which survives the webview being deallocated
   * while hidden): the provider's drafts are kept there as they are typed, so a form opens again with them.
   * Without it, drafts live in the page's memory only.
   */
  state?: {
    get(): unknown;
    set(value: unknown): void;
  };
}

/** A channel, or a function that opens one: the page calls it again to reconnect after the other end went away. */
export type ChannelSource = ElicitationChannel | (() => ElicitationChannel);
