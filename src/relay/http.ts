// The relay's HTTP plumbing: JSON responses, the refusals every one of which names its problem, and a body
// read with a size limit before any of it is parsed.
import type { RelayErrorBody, RelayErrorCode } from "../core/relay/wire.ts";

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

export function refuse(status: number, code: RelayErrorCode, message: string, extra: Partial<RelayErrorBody["error"]> = {}, headers?: Record<string, string>): Response {
  return json(status, { error: { code, message, ...extra } } satisfies RelayErrorBody, headers);
}

/** Lets go of a body the relay will not read (a refusal), so the connection is not left holding it. */
export const discardBody = (request: Request) => request.body?.cancel().catch(() => {});

/** Whether the request says its body is JSON: `application/json`, with any parameters. */
export function isJson(request: Request): boolean {
  const type = request.headers.get("content-type");
  return type !== null && type.split(";")[0]!.trim().toLowerCase() === "application/json";
}

/** How long a body may take to arrive: ample for 1 MB on a slow mobile link, and a bound on one sent slowly. */
export const BODY_TIMEOUT_MS = 30_000;

/**
 * The body as text; or why it was not read whole: longer than `limit` bytes (said by Content-Length, or found
 * while reading, whatever Content-Length said, on every runtime), or still arriving after `timeoutMs`. Throws on
 * bytes that are not UTF-8.
 */
export async function readLimited(request: Request, limit: number, timeoutMs = BODY_TIMEOUT_MS): Promise<{ text: string } | { refused: "too-large" | "too-slow" }> {
  const header = request.headers.get("content-length");
  if (header !== null && Number(header) > limit) {
    await discardBody(request);
    return { refused: "too-large" };
  }
  if (!request.body) return { text: "" };
  const reader = request.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"too-slow">((resolve) => (timer = setTimeout(resolve, timeoutMs, "too-slow")));
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), late]);
      if (next === "too-slow") {
        await reader.cancel().catch(() => {});
        return { refused: "too-slow" };
      }
      if (next.done) break;
      length += next.value.byteLength;
      if (length > limit) {
        await reader.cancel().catch(() => {});
        return { refused: "too-large" };
      }
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
}
