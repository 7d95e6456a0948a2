// Every private member of an MCP client that this library reaches, and the one file that reaches them. The
// clients offer no public way to do a few things the library must do: hand a request over as sent, abort what
// a server cancels, notice a connection that closes or dies, follow a task on v2. Each member is listed below
// with its SDK line, the class that holds it, why the library needs it (the comment above its entry) and what
// happens on a client that lacks it, as a release that renames it would: most members degrade to what the SDK
// does on its own; the two that following a task on v2 needs throw an error naming the member. The adapters
// call the accessors below the list, never the member itself.
//
// "Checked" is the versions privateMembers.test.ts finds each member in, on a real client: the ends of each
// peer range, installed for the tests (package.json: `mcp-sdk-oldest` and `@modelcontextprotocol/sdk`,
// `mcp-client-oldest` and `@modelcontextprotocol/client`). That test also fails when another file in src/
// reaches a listed member, and when an installed version is not listed here. This module is in the /sdk entry,
// whose size is counted (scripts/check-size.mjs): the reasons are comments, not strings.

// Each SDK line, its package, and the versions each member of it was checked against. One constant a line, so
// that a bundle keeps only the line an error names.
const V1 = { package: "@modelcontextprotocol/sdk", checked: ["1.24.0", "1.32.2"] } as const;
const V2 = { package: "@modelcontextprotocol/client", checked: ["2.0.0", "2.4.0"] } as const;
const AI_SDK = { package: "@ai-sdk/mcp", checked: ["2.0.99"] } as const;
export const SDK_LINES = { v1: V1, v2: V2, "AI SDK": AI_SDK } as const;
export type SdkLine = keyof typeof SDK_LINES;

interface Listed {
  lines: readonly SdkLine[];
  /** The class that holds it (a `Client` inherits the `Protocol`'s). */
  owner: string;
  kind: "function" | "Map" | "object" | "AbortController";
  missing: "degrades" | "throws";
  /** Public on the official SDK's lines, so its name is everywhere in src/ (the test finds uses by name otherwise). */
  publicOnSdk?: true;
}

export const PRIVATE_MEMBERS = {
  // v1 replaces a notification handler when another is set: the SDK's own `notifications/cancelled` handler is
  // kept, called after ours, and put back on unregister (sdkV1.ts). Missing: ours replaces it for the client's
  // life, and the SDK no longer aborts its other handlers (sampling, roots) when a server cancels them.
  _notificationHandlers: { lines: ["v1"], owner: "Protocol", kind: "Map", missing: "degrades" },
  // v1 ignores a cancel of request id 0 (a server's first request): aborting its own controller for that id keeps
  // it from answering the cancelled request, as the specification asks (sdkV1.ts). Missing: it answers.
  _requestHandlerAbortControllers: { lines: ["v1"], owner: "Protocol", kind: "Map", missing: "degrades" },
  // The close hook, private in both lines (the transport calls it): neither line tells a handler that its connection closed, so the request
  // on screen is withdrawn from here (connection.ts). Missing: it stays until answered or the call times out.
  _onclose: { lines: ["v1", "v2"], owner: "Protocol", kind: "function", missing: "degrades" },
  // The error hook, private in both lines: a server that dies shows only as a transport error, after which the
  // watch pings it and withdraws the request if it does not answer (connection.ts). Missing: as `_onclose`.
  _onerror: { lines: ["v1", "v2"], owner: "Protocol", kind: "function", missing: "degrades" },
  // v2 checks each `elicitation/create` against the field grammar inside this hook: extended while the handler
  // is registered, it checks the stand-in and the handler gets the request as sent (sdkV2.ts, standIn.ts).
  // Missing: the plain registration stands, with only v2's own checks.
  _wrapHandler: { lines: ["v2"], owner: "Client", kind: "function", missing: "degrades" },
  // A request's own `_meta` replaces the client's declared capabilities whole, so a task's requests copy them
  // beside the tasks extension they declare (tasks/v2Tasks.ts). Missing: only the extension is declared.
  _capabilities: { lines: ["v2"], owner: "Client", kind: "object", missing: "degrades" },
  // v2 decodes every result by its `resultType` and refuses `"task"` (UnsupportedResultType, the task's id lost):
  // a task's requests go through v2's own funnel with the method's codec, wrapped to let a task handle through
  // and leave every other result, `input_required` included, to the SDK (tasks/v2Tasks.ts). Present from
  // 2.0.0, but a task is followed over Streamable HTTP only from 2.1 (2.0 sends no `Mcp-Name` header).
  _resolveOutboundCodec: { lines: ["v2"], owner: "Protocol", kind: "function", missing: "throws" },
  // The funnel itself, given that codec (tasks/v2Tasks.ts).
  _requestWithSchemaViaCodec: { lines: ["v2"], owner: "Protocol", kind: "function", missing: "throws" },
  // The AI SDK's client aborts this on close and offers no other signal, so a request on screen leaves when
  // the client closes (src/ai-sdk/registerElicitationHandler.ts). Missing: it stays until answered.
  closeController: { lines: ["AI SDK"], owner: "DefaultMCPClient", kind: "AbortController", missing: "degrades" },
  // The AI SDK's client sends every request through this method and has no way to add to a request's `_meta`:
  // the person's languages go in through it while a handler is registered with `acceptLanguage`
  // (src/sdk/acceptLanguage.ts). Public on v1 and v2, where the same accessor reaches it. Missing: none are sent.
  request: { lines: ["AI SDK"], owner: "DefaultMCPClient", kind: "function", missing: "degrades", publicOnSdk: true },
} as const satisfies Record<string, Listed>;
export type PrivateMemberName = keyof typeof PRIVATE_MEMBERS;

type Hook = (...args: unknown[]) => unknown;
/** v2's handler hook: given a method and its stored handler, the handler it runs. */
export type WrapHandler<H> = (method: string, handler: H) => H;
/** How v2 decodes one method's result. */
export interface Codec {
  decodeResult(method: string, raw: unknown): unknown;
}
interface WireRequest {
  method: string;
  params?: unknown;
}
/** Each member's type, as the accessors give it. */
interface Members {
  _notificationHandlers: Map<string, (notification: unknown) => Promise<void>>;
  _requestHandlerAbortControllers: Map<string | number, AbortController>;
  _onclose: Hook;
  _onerror: Hook;
  _wrapHandler: WrapHandler<Hook>;
  _capabilities: Record<string, unknown>;
  _resolveOutboundCodec: (method: string) => Codec;
  _requestWithSchemaViaCodec: (codec: Codec, request: WireRequest, schema: unknown, options?: { signal?: AbortSignal }) => Promise<unknown>;
  closeController: AbortController;
  request: (...args: unknown[]) => Promise<unknown>;
}
type Holder = { [N in PrivateMemberName]?: Members[N] };

const read = <N extends PrivateMemberName>(client: object, name: N) => (client as Holder)[name];

/** Whether `client` has the member, of the kind listed (for the test: the accessors check as they need). */
export function hasPrivateMember(client: object, name: PrivateMemberName): boolean {
  const value: unknown = read(client, name);
  const { kind } = PRIVATE_MEMBERS[name];
  if (kind === "function") return typeof value === "function";
  if (kind === "Map") return value instanceof Map;
  if (kind === "AbortController") return value instanceof AbortController;
  return typeof value === "object" && value !== null;
}

/**
 * The error for a client that lacks `name`: `holder` says where it was ("v2 Protocol"), `line` is that line's
 * `SDK_LINES` entry. Both passed, not looked up, so that the list (which the test reads) stays out of the
 * bundle; the test checks that they agree with it.
 */
export function missingMemberError(name: PrivateMemberName, holder: string, line: (typeof SDK_LINES)[SdkLine], purpose: string): TypeError {
  return new TypeError(
    `react-mcp-elicitation needs the SDK's private member \`${name}\` (${holder}) ${purpose}, which this version of ${line.package} ` +
      `does not have (checked against ${line.checked.join(" and ")}): report it to react-mcp-elicitation.`,
  );
}

/** Sets `name` on the client itself; returns a function that puts back what was there, unless it was replaced since. */
function shadow<N extends "_onclose" | "_onerror" | "_wrapHandler" | "request">(client: object, name: N, value: Members[N]): () => void {
  const holder = client as Holder;
  const own = Object.getOwnPropertyDescriptor(client, name);
  holder[name] = value;
  return () => {
    if (holder[name] !== value) return;
    if (own) Object.defineProperty(client, name, own);
    else delete holder[name];
  };
}

// v1

export const v1NotificationHandlers = (client: object) => read(client, "_notificationHandlers");
export const v1RequestAbortControllers = (client: object) => read(client, "_requestHandlerAbortControllers");

// v1 and v2

/**
 * Runs `close` and `error` ahead of the client's own close and error hooks, each where the client has one.
 * Returns a function that puts the hooks back.
 */
export function beforeConnectionHooks(client: object, before: { close: () => void; error: () => void }): () => void {
  const extend = (name: "_onclose" | "_onerror", run: () => void) => {
    const inherited = read(client, name);
    if (typeof inherited !== "function") return () => {};
    return shadow(client, name, function (this: unknown, ...args: unknown[]) {
      run();
      return inherited.apply(this, args);
    });
  };
  const restoreClose = extend("_onclose", before.close);
  const restoreError = extend("_onerror", before.error);
  return () => {
    restoreClose();
    restoreError();
  };
}

// v2

/**
 * Replaces v2's handler hook with `extension(inherited)` until the returned function is called; `undefined`,
 * and nothing replaced, where the client has no such hook.
 */
export function extendWrapHandler<H>(client: object, extension: (inherited: WrapHandler<H>) => WrapHandler<H>): (() => void) | undefined {
  const inherited = read(client, "_wrapHandler") as WrapHandler<H> | undefined;
  return typeof inherited === "function" ? shadow(client, "_wrapHandler", extension(inherited) as unknown as WrapHandler<Hook>) : undefined;
}

/** What the client declares, `{}` where it does not say. */
export const v2DeclaredCapabilities = (client: object): Record<string, unknown> => read(client, "_capabilities") ?? {};

/** v2's request funnel, both members checked before either is used: a `TypeError` naming the one missing. */
export function v2RequestFunnel(client: object) {
  const missing = (name: PrivateMemberName) => missingMemberError(name, "v2 Protocol", V2, "to follow a task");
  const resolve = read(client, "_resolveOutboundCodec");
  const send = read(client, "_requestWithSchemaViaCodec");
  if (typeof resolve !== "function") throw missing("_resolveOutboundCodec");
  if (typeof send !== "function") throw missing("_requestWithSchemaViaCodec");
  return {
    codecFor: (method: string) => resolve.call(client, method),
    send: (codec: Codec, request: WireRequest, schema: unknown, options?: { signal?: AbortSignal }) => send.call(client, codec, request, schema, options),
  };
}

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

// Every line

/**
 * Replaces the method every request of the client goes through with `extension(inherited)` until the returned
 * function is called (public `request` on v1 and v2, a private one on the AI SDK); nothing where it has none.
 */
export function extendRequest(client: object, extension: (inherited: Members["request"]) => Members["request"]): () => void {
  const inherited = read(client, "request");
  return typeof inherited === "function" ? shadow(client, "request", extension(inherited)) : () => {};
}

// AI SDK

/** The signal the AI SDK's client aborts on close, where it has one. */
export const aiSdkCloseSignal = (client: object): AbortSignal | undefined => read(client, "closeController")?.signal;
