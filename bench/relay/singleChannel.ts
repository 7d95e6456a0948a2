// The relay's own time for one request over a message channel, with nothing else pending (single.ts's
// counterpart): one audience's channel, a worker_threads MessageChannel read raw in process; requests made one at
// a time and answered at once with a post, as the page's channel transport posts. Beside it, the bare channel:
// a round trip over another MessageChannel whose far end echoes, with messages of the two sizes the relay sends
// (a request's event, an answer's post), so that what the relay adds to each message can be told from what the
// channel itself costs.
import { MessageChannel } from "node:worker_threads";
import { fromMessagePort, type EventTargetPort } from "../../src/channels/index.ts";
import { CHANNEL_VERSION, ENVELOPE, envelope } from "../../src/core/relay/channel.ts";
import type { ElicitationRelay } from "../../src/relay/index.ts";
import { now } from "./clock.ts";
import { requestParams, token } from "./people.ts";
import { summarize, type Summary } from "./stats.ts";

export interface SingleChannelResults {
  /** From the elicit call to its event arriving at the page's end of the channel. */
  delivery: Summary;
  /** From the answer's post leaving the page's end to the MCP-side promise resolving. */
  answer: Summary;
  /** From the answer's post leaving to its ack arriving back at the page's end. */
  ack: Summary;
  /** The bare channel's round trip, echoed at once: a message the size of an answer's post, and of a request's event. */
  roundTrip: { small: Summary; request: Summary };
}

const server = { name: "bench-server", version: "1.0.0" };
const WARM_UP = 20;

export async function measureSingleChannel(relay: ElicitationRelay, times = 200): Promise<SingleChannelResults> {
  const { port1, port2 } = new MessageChannel();
  let onRequest: ((id: string, at: number) => void) | undefined;
  let onAck: ((at: number) => void) | undefined;
  port2.on("message", (raw: Record<string, unknown>) => {
    const at = now();
    if (raw?.[ENVELOPE] !== CHANNEL_VERSION) return;
    if (raw.type === "ack") onAck?.(at);
    else if (raw.type === "event" && raw.event === "request") onRequest?.((raw.data as { id: string }).id, at);
  });
  const ready = new Promise<void>((resolve) =>
    port2.on("message", function heard(raw: Record<string, unknown>) {
      if (raw?.type === "event" && raw.event === "ready") {
        port2.off("message", heard);
        resolve();
      }
    }),
  );
  const disconnect = relay.connect(fromMessagePort(port1 as unknown as EventTargetPort), { audience: "solo" });
  port2.postMessage(envelope({ type: "hello", view: "solo-view" }));
  await ready;

  const elicit = relay.elicitFor("solo");
  const delivery: number[] = [];
  const answer: number[] = [];
  const ack: number[] = [];
  for (let i = 0; i < WARM_UP + times; i++) {
    const arrived = new Promise<{ id: string; at: number }>((resolve) => (onRequest = (id, at) => resolve({ id, at })));
    const calledAt = now();
    const answered = elicit(requestParams(i, 0), { server });
    const { id, at } = await arrived;
    const acked = new Promise<number>((resolve) => (onAck = resolve));
    const start = now();
    port2.postMessage(envelope({ type: "post", view: "solo-view", seq: i + 1, body: { id, result: { action: "accept", content: { field_0: `${token(i)}x` } } } as never }));
    await answered;
    const resolvedAt = now();
    const ackAt = await acked;
    if (i < WARM_UP) continue;
    delivery.push(at - calledAt);
    answer.push(resolvedAt - start);
    ack.push(ackAt - start);
  }
  disconnect();
  port1.close();
  port2.close();
  return { delivery: summarize(delivery), answer: summarize(answer), ack: summarize(ack), roundTrip: await bareRoundTrips(times) };
}

/** Round trips over a MessageChannel whose far end echoes each message at once. */
async function bareRoundTrips(times: number): Promise<SingleChannelResults["roundTrip"]> {
  const { port1, port2 } = new MessageChannel();
  port1.on("message", (message) => port1.postMessage(message));
  let back: (() => void) | undefined;
  port2.on("message", () => back?.());
  const small = envelope({ type: "post", view: "solo-view", seq: 1, body: { id: "x", result: { action: "accept", content: { field_0: "abc" } } } as never });
  const request = envelope({ type: "event", event: "request", data: { id: "x", server, params: requestParams(0, 0) } } as never);
  const out = { small: [] as number[], request: [] as number[] };
  for (let i = 0; i < WARM_UP + times; i++) {
    for (const [kind, message] of [["small", small], ["request", request]] as const) {
      const returned = new Promise<void>((resolve) => (back = resolve));
      const start = now();
      port2.postMessage(message);
      await returned;
      if (i >= WARM_UP) out[kind].push(now() - start);
    }
  }
  port1.close();
  port2.close();
  return { small: summarize(out.small), request: summarize(out.request) };
}
