// The second process of the Redis run (redis.ts starts it): a relay instance on the same Redis that holds no
// request, only serves the streams and takes the answers, and the people's side (people.ts) on it, over real HTTP
// on loopback. It reports when each request arrived on its own clock, which redis.ts reads on its own (clock.ts).
import { createClient } from "redis";
import { createElicitationRelay } from "../../src/relay/index.ts";
import { redisStore } from "../../src/relay/redis/index.ts";
import { now } from "./clock.ts";
import { answerCalls } from "./ipc.ts";
import { openPeople } from "./people.ts";
import { listen, userOf } from "./serve.ts";

const [redisUrl, requestsText, audiencesText] = process.argv.slice(2);
const requests = Number(requestsText);
const audiences = Number(audiencesText);
const client = createClient({ url: redisUrl });
client.on("error", (error) => console.error(`redisPages: ${String(error)}`));
await client.connect();
const relay = createElicitationRelay({ audience: userOf, store: redisStore(client) });
const served = await listen(relay.handle);
const people = await openPeople(`${served.url}/relay`, audiences, requests);

answerCalls({
  clock: () => now(),
  reset: () => people.reset(),
  /** Tells the parent of each arrival as it happens (one at a time), or not (a burst). */
  tell: (each: boolean) => {
    people.onArrival = each ? (index) => process.send!({ arrived: index }) : undefined;
  },
  async arrivals(count: number) {
    await people.arrived(count);
    return { arrivals: Array.from(people.arrivals.subarray(0, count)), perStream: Array.from(people.perStream), foreign: people.foreign() };
  },
  async answer({ from, to }: { from: number; to: number }) {
    const { winners, conflicts, other } = await people.answer(from, to);
    return { winners: Array.from(winners), conflicts: Array.from(conflicts), other };
  },
  async close() {
    people.close();
    await relay.close();
    await served.close();
    await client.close();
    setImmediate(() => process.exit(0));
  },
});
process.send!({ ready: true });
