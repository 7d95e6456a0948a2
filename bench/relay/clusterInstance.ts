// One of the three relay instances of the Redis Cluster run (cluster.ts starts them): a relay on the cluster
// through ioredis's `new Cluster(nodes)`, serving its share of the people's streams over HTTP on loopback (and
// taking their answers), and holding its share of the MCP calls, as clusterShares.ts assigns them: every request
// crosses from one instance to another through the cluster. Times are on this process's clock; cluster.ts reads
// them on its own (clock.ts).
import { Cluster } from "ioredis";
import { createElicitationRelay } from "../../src/relay/index.ts";
import { redisStore } from "../../src/relay/redis/index.ts";
import { createAsker } from "./asker.ts";
import { now } from "./clock.ts";
import { askingInstance, pageInstance, share } from "./clusterShares.ts";
import { heap } from "./heap.ts";
import { answerCalls } from "./ipc.ts";
import { openPeople } from "./people.ts";
import { listen, userOf } from "./serve.ts";

/** How long to wait for arrivals or answers before reporting what came: a lost one is a finding, not a hang. */
const PATIENCE_MS = 60_000;

/** Whether `promise` settled within `ms`. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ms, false)));
  return Promise.race([promise.then(() => true), late]).finally(() => clearTimeout(timer));
}

// JSON has no NaN: a request that has not arrived goes as null.
const finite = (values: ArrayLike<number>, count: number) => Array.from({ length: count }, (_, i) => (Number.isFinite(values[i]) ? values[i]! : null));

const [nodesText = "[]", instanceText, requestsText, audiencesText] = process.argv.slice(2);
const me = Number(instanceText);
const requests = Number(requestsText);
const audiences = Number(audiencesText);
// The parent gone (it failed, or was stopped): nothing is left to do here.
process.on("disconnect", () => process.exit(1));

const client = new Cluster(JSON.parse(nodesText) as { host: string; port: number }[]);
client.on("error", (error) => console.error(`clusterInstance ${me}: ${String(error)}`));
await new Promise<void>((resolve) => client.once("ready", resolve));
const relay = createElicitationRelay({ audience: userOf, store: redisStore(client) });
const served = await listen(relay.handle);
const people = await openPeople(`${served.url}/relay`, audiences, requests, (audience) => pageInstance(audience) === me);
const asker = createAsker(relay, audiences, requests);
let calls: Promise<void>[] = [];

answerCalls({
  clock: () => now(),
  reset() {
    people.reset();
    asker.reset();
    calls = [];
  },
  async heap() {
    return { ...(await heap()), paramsBytes: asker.paramsBytes() };
  },
  /** Asks this instance's share of requests 0 to count - 1, all at once; returns once every call is made. */
  ask(count: number) {
    for (const i of share(count, audiences, me, askingInstance)) calls.push(asker.ask(i));
    return calls.length;
  },
  /** Once this instance's streams have their share of the requests (or after PATIENCE_MS), what they received. */
  async arrivals(count: number) {
    const expected = share(count, audiences, me, pageInstance).length;
    const complete = await within(people.arrived(expected), PATIENCE_MS);
    return { complete, arrivals: finite(people.arrivals, count), perStream: Array.from(people.perStream), foreign: people.foreign() };
  },
  /** Answers the requests that arrived on this instance's streams, each twice at once. */
  async answer(count: number) {
    const indices = share(count, audiences, me, pageInstance);
    const { winners, conflicts, other } = await people.answerEach(indices);
    return { indices, winners: Array.from(winners), conflicts: Array.from(conflicts), other };
  },
  /** Once the calls asked here have settled (or after PATIENCE_MS): when each was made, and how it settled. */
  async settled(count: number) {
    const complete = await within(Promise.all(calls), PATIENCE_MS);
    return { complete, calledAt: finite(asker.calledAt, count), settled: Array.from(asker.settled.subarray(0, count)), got: Array.from(asker.got.subarray(0, count)) };
  },
  async close() {
    people.close();
    await relay.close();
    await served.close();
    client.disconnect();
    setImmediate(() => process.exit(0));
  },
});
process.send!({ ready: true });
