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

/** The body as text, or undefined when it is longer than `limit` bytes (said by Content-Length, or found reading). */
export async function readLimited(request: Request, limit: number): Promise<string | undefined> {
  const header = request.headers.get("content-length");
  const declared = header === null ? NaN : Number(header);
  if (declared > limit) {
    await discardBody(request);
    return undefined;
  }
  if (!request.body) return "";
  // A declared length within the limit is what the HTTP layer reads, no more: read it whole, the fast way.
  if (Number.isInteger(declared) && declared >= 0) {
    const bytes = await request.arrayBuffer();
    return bytes.byteLength > limit ? undefined : new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}
