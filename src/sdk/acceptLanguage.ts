// The person's languages on every request a client sends while the handler is registered with `acceptLanguage`
// (SEP-2792, a draft: docs/guides/i18n.md): in the request's `_meta`, where a server reads them to word its
// message and its fields' titles; on v2 also as the HTTP header Accept-Language, which the draft asks a
// Streamable HTTP client to send alongside (v1 takes no header per request: a server then reads the `_meta`
// alone, which the draft allows). A request whose `_meta` already says its languages is sent as it is.
import { acceptLanguageOf, withAcceptLanguage } from "../core/i18n/acceptLanguage.ts";
import type { ElicitFn, RegisterOptions } from "./elicitFn.ts";
import { extendRequest } from "./privateMembers.ts";

type Languages = () => readonly string[] | Promise<readonly string[]>;
interface WireRequest {
  method: string;
  params?: Record<string, unknown>;
}
/** How a client's request method takes its arguments, and where a request and its headers go in them. */
export interface RequestShape {
  request(args: unknown[]): WireRequest;
  with(args: unknown[], request: WireRequest, value: string): unknown[];
}

/** v1 and v2: `request(request, schema?, options?)`; v2 takes the header in its options, after the schema if any. */
export function positional(headers: boolean): RequestShape {
  return {
    request: (args) => args[0] as WireRequest,
    with(args, request, value) {
      const [, ...rest] = args;
      if (!headers) return [request, ...rest];
      const at = typeof rest[0] === "object" && rest[0] !== null && "~standard" in rest[0] ? 1 : 0;
      const options = (rest[at] ?? {}) as { headers?: Record<string, string> };
      rest[at] = { ...options, headers: { ...options.headers, "Accept-Language": value } };
      return [request, ...rest];
    },
  };
}

/** Where the languages come from: the option's own function, or the elicit function's (`useElicitation()`, `relay.elicitFor`). */
export function languagesFor(elicit: ElicitFn, option: RegisterOptions["acceptLanguage"]): Languages | undefined {
  if (!option) return undefined;
  if (typeof option === "function") return option;
  if (typeof elicit.languages === "function") return () => elicit.languages!();
  throw new TypeError("acceptLanguage: true needs an elicit function that says the languages (useElicitation(), relay.elicitFor()); or pass a function of them.");
}

/**
 * Adds the languages to each request the client sends, until the returned function is called. `shape` says where
 * the request is among the method's arguments.
 */
export function sendLanguages(client: object, shape: RequestShape, languages: Languages): () => void {
  return extendRequest(client, (inherited) =>
    async function (this: unknown, ...args: unknown[]) {
      const request = shape.request(args);
      const value = acceptLanguageOf(await languages());
      if (!value || !request) return inherited.apply(this, args);
      return inherited.apply(this, shape.with(args, { ...request, params: withAcceptLanguage(request.params, value) }, value));
    },
  );
}

/** The AI SDK: `request({ request, resultSchema, options })`, and no header. */
export const aiSdkShape: RequestShape = {
  request: (args) => (args[0] as { request: WireRequest } | undefined)?.request as WireRequest,
  with: ([first, ...rest], request) => [{ ...(first as object), request }, ...rest],
};
