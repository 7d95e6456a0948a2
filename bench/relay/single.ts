// The relay's own time for one request, with nothing else pending: what the latency run's steps through the host
// (latency.ts) would be without Chromium and the network. One audience's stream read in process, straight from
// `relay.handle`'s Response; requests made one at a time and answered at once, each answer either handed to
// `relay.handle` as a Request (no HTTP) or posted over HTTP on loopback with Node's fetch, alternately.
import { SseParser } from "../../src/core/relay/sse.ts";
import type { ElicitationRelay } from "../../src/relay/index.ts";
import { now } from "./clock.ts";
import { requestParams, token } from "./people.ts";
import { summarize, type Summary } from "./stats.ts";

export interface SingleResults {
  /** From the elicit call to its event read from the stream, in process. */
  deliveryInProcess: Summary;
  /** From handing the answer to `relay.handle` to the MCP-side promise resolving. */
  answerInProcess: Summary;
  /** From Node's fetch posting the answer to the MCP-side promise resolving. */
  answerOverHttp: Summary;
}

const server = { name: "bench-server", version: "1.0.0" };
const WARM_UP = 20;

export async function measureSingle(relay: ElicitationRelay, url: string, times = 200): Promise<SingleResults> {
  const cookie = "user=solo";
  const stream = new AbortController();
  const response = await relay.handle(new Request(url, { headers: { cookie }, signal: stream.signal }));
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new SseParser();
  let onRequest: ((id: string, at: number) => void) | undefined;
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (done || value === undefined) return;
      const at = now();
      for (const { event, data } of parser.feed(value)) if (event === "request") onRequest?.((JSON.parse(data) as { id: string }).id, at);
    }
  })();
  const elicit = relay.elicitFor("solo");
  const delivery: number[] = [];
  const inProcess: number[] = [];
  const overHttp: number[] = [];
  for (let i = 0; i < WARM_UP + times; i++) {
    const arrived = new Promise<{ id: string; at: number }>((resolve) => (onRequest = (id, at) => resolve({ id, at })));
    const params = requestParams(i, 0);
    const calledAt = now();
    const answer = elicit(params, { server });
    const { id, at } = await arrived;
    const init = {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ id, result: { action: "accept", content: { field_0: `${token(i)}x` } } }),
    };
    const http = i % 2 === 1;
    const start = now();
    const posted = http ? fetch(url, init).then((r) => r.arrayBuffer()) : relay.handle(new Request(url, init));
    await answer;
    const took = now() - start;
    await posted;
    if (i < WARM_UP) continue;
    delivery.push(at - calledAt);
    (http ? overHttp : inProcess).push(took);
  }
  stream.abort();
  return { deliveryInProcess: summarize(delivery), answerInProcess: summarize(inProcess), answerOverHttp: summarize(overHttp) };
}
