// The people's side of the scale run over message channels (scale.ts with `channels`): one real MessageChannel
// (worker_threads', which structured-clones as a browser's does) per audience, the relay on one end
// (`relay.connect(fromMessagePort(port), { audience })`) and on the other a reader that speaks the page's side of
// the wire raw (src/core/relay/channel.ts): it says hello, keeps only what answering needs (each request's id and
// when it arrived, on the lists people.ts keeps for the HTTP run too), and answers as the page's channel
// transport does (src/host/relay/channelTransport.ts: a numbered post, acknowledged with HTTP's status), each
// request twice at once, with two different answers (two posts of different numbers), to see that exactly one is
// taken. Everything runs in this one thread, so that the heap measured around it is measured as over HTTP.
import { MessageChannel, type MessagePort } from "node:worker_threads";
import { fromMessagePort, type EventTargetPort } from "../../src/channels/index.ts";
import { CHANNEL_VERSION, ENVELOPE, envelope } from "../../src/core/relay/channel.ts";
import type { ElicitationRelay } from "../../src/relay/index.ts";
import { now } from "./clock.ts";
import { audienceName, createTally, type People } from "./people.ts";

/** Opens one channel per audience to `relay`, for `capacity` requests in all; resolves once every channel has its backlog. */
export async function openChannelPeople(relay: ElicitationRelay, audiences: number, capacity: number): Promise<People> {
  const ends: MessagePort[] = [];
  const hosts: MessagePort[] = [];
  /** The posts waiting for their ack, by number (unique across the channels). */
  const acks = new Map<number, (status: number) => void>();
  let nextSeq = 1;

  /** Posts `body` on the channel of `audience`, as the page's channel transport does; resolves with the ack's status. */
  const post = (audience: number, body: { id: string; result: unknown }) =>
    new Promise<number>((resolve) => {
      const seq = nextSeq++;
      acks.set(seq, resolve);
      ends[audience]!.postMessage(envelope({ type: "post", view: `view-${audience}`, seq, body: body as never }));
    });
  const close = () => {
    for (const port of [...ends, ...hosts]) port.close();
  };
  const { people, arrive } = createTally(audiences, capacity, post, close);

  function open(audience: number): Promise<void> {
    const { port1, port2 } = new MessageChannel();
    hosts.push(port1);
    ends.push(port2);
    let ready!: () => void;
    const opened = new Promise<void>((resolve) => (ready = resolve));
    port2.on("message", (raw: Record<string, unknown>) => {
      const at = now();
      if (raw?.[ENVELOPE] !== CHANNEL_VERSION) return;
      if (raw.type === "ack") {
        const seq = raw.seq as number;
        acks.get(seq)?.(raw.status as number);
        acks.delete(seq);
      } else if (raw.type === "event" && raw.event === "ready") ready();
      else if (raw.type === "event" && raw.event === "request") arrive(audience, raw.data as { id: string; params: { message: string } }, at);
    });
    relay.connect(fromMessagePort(port1 as unknown as EventTargetPort), { audience: audienceName(audience) });
    port2.postMessage(envelope({ type: "hello", view: `view-${audience}` }));
    return opened;
  }

  await Promise.all(Array.from({ length: audiences }, (_, audience) => open(audience)));
  return people;
}
