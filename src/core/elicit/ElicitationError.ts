// An error the host's MCP client turns into a JSON-RPC error response: the official SDK uses an error's
// numeric `code` (and `data`) as they are, so a server sees -32602 rather than a generic internal error.

/** JSON-RPC "Invalid params": not elicitation params, or a mode the client did not declare. */
export const INVALID_PARAMS = -32602;

/**
 * MCP's "Connection closed" (the SDKs' `ConnectionClosed`): a request that can no longer be answered because
 * the connection it came on is gone. The client adapters withdraw requests with it; the queue then says so.
 */
export const CONNECTION_CLOSED = -32000;

/** Whether `reason` says the connection is gone (an error with code `CONNECTION_CLOSED`). */
export const isConnectionClosed = (reason: unknown): boolean =>
  typeof reason === "object" && reason !== null && (reason as { code?: unknown }).code === CONNECTION_CLOSED;

/** The reason a request is withdrawn with when its connection is gone. */
export const connectionClosed = (message = "Connection closed") => new ElicitationError(CONNECTION_CLOSED, message);

export class ElicitationError extends Error {
  readonly code: number;
  readonly data?: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = "ElicitationError";
    this.code = code;
    if (data !== undefined) this.data = data;
  }
}
