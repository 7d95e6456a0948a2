// The members of the official SDK's v2 `Client` (`@modelcontextprotocol/client`) that following a task
// needs and its public surface does not offer, each checked before use so that a release that renames one
// fails with an error naming it, not deep inside a call. Present in 2.0.0 to 2.4.0; the tasks tests
// (src/sdk/tasks/tasks.test.ts) were run with 2.1.0 and 2.4.0 as the client (2.0.0 sends no `Mcp-Name` on a
// task's requests: v2Tasks.ts).
//
// - `_capabilities`: what the client declares. A request that declares the tasks extension must carry the
//   rest of the client's capabilities beside it, because the request's own `_meta` replaces the envelope's
//   capabilities key whole.
// - `_resolveOutboundCodec` and `_requestWithSchemaViaCodec`: the request funnel with its codec. v2 decodes
//   every result by its `resultType` and refuses `"task"` (UnsupportedResultType, with the task's id lost),
//   so `tools/call` goes through the same funnel with a codec that lets a task handle through and leaves
//   every other result, `input_required` included, to the SDK's own codec.
interface Codec {
  decodeResult(method: string, raw: unknown): unknown;
}

export interface V2Internals {
  _capabilities?: Record<string, unknown>;
  _resolveOutboundCodec(method: string): Codec;
  _requestWithSchemaViaCodec(codec: Codec, request: { method: string; params?: unknown }, schema: unknown, options?: { signal?: AbortSignal }): Promise<unknown>;
}

const MEMBERS = ["_resolveOutboundCodec", "_requestWithSchemaViaCodec"] as const;

/** The client's internals, or a `TypeError` naming the member this SDK release lacks. */
export function v2Internals(client: object): V2Internals {
  for (const member of MEMBERS) {
    if (typeof (client as Record<string, unknown>)[member] !== "function") {
      throw new TypeError(
        `Following a task needs the v2 Client's ${member}, which this release of @modelcontextprotocol/client does not have ` +
          "(present in 2.0.0 to 2.4.0): report it to react-mcp-elicitation.",
      );
    }
  }
  return client as unknown as V2Internals;
}

/** A Standard Schema that takes any value as it is: results are read by `parseTaskState`. */
export const ANY_RESULT = { "~standard": { version: 1, vendor: "react-mcp-elicitation", validate: (value: unknown) => ({ value }) } } as const;

/** A codec that lets a task handle through as a complete result, and decodes every other one as `codec` does. */
export function taskAwareCodec(codec: Codec): Codec {
  return Object.create(codec, {
    decodeResult: {
      value: (method: string, raw: unknown) =>
        typeof raw === "object" && raw !== null && (raw as { resultType?: unknown }).resultType === "task"
          ? { kind: "complete", result: raw }
          : codec.decodeResult(method, raw),
    },
  }) as Codec;
}
