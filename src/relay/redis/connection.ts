// The store speaks to Redis through this one small surface, whichever client the host holds: node-redis's
// client or cluster (`createClient()` / `createCluster()` of the `redis` package), or ioredis's (`new Redis()` /
// `new Cluster()`). Each is told apart by its shape and driven through its own documented API; nothing here
// imports either package, so a host installs only the one it uses.
//
// Messages go over sharded pub/sub (SPUBLISH / SSUBSCRIBE) where the server has it (Redis 7 and later): on a
// cluster a message then travels to one shard rather than to every node, and on a single Redis it is the same
// code path. On Redis 6.2 they go over classic pub/sub.

/** What the store needs of Redis. */
export interface RedisConnection {
  /** One command; on a cluster, sent to the node serving `key`'s slot. */
  run(key: string, args: readonly (string | number)[]): Promise<unknown>;
  publish(channel: string, message: string): Promise<void>;
  /**
   * Listens on `channel` over a connection of its own. `onReconnect` runs each time that connection came back
   * after the first: messages may have been missed meanwhile. Resolves once listening, with a function that stops.
   */
  subscribe(channel: string, onMessage: (message: string) => void, onReconnect: () => void): Promise<() => Promise<void>>;
}

type Listener = (...args: never[]) => void;
interface Emitter {
  on(event: string, listener: Listener): unknown;
}

/** node-redis: a client (`createClient()`) or a cluster (`createCluster()`). */
interface NodeRedis extends Emitter {
  sendCommand(...args: unknown[]): Promise<unknown>;
  duplicate(options?: object): NodeRedis;
  connect(): Promise<unknown>;
  close?(): Promise<unknown>;
  quit?(): Promise<unknown>;
  destroy?(): void;
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  unsubscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  sSubscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  sUnsubscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  masters?: unknown;
}

/** ioredis: `new Redis()` or `new Cluster()`. */
interface IoRedis extends Emitter {
  isCluster: boolean;
  call(command: string, ...args: (string | number)[]): Promise<unknown>;
  duplicate(...args: unknown[]): IoRedis;
  subscribe(channel: string): Promise<unknown>;
  ssubscribe(channel: string): Promise<unknown>;
  quit(): Promise<unknown>;
  disconnect(): void;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isIoRedis = (client: unknown): client is IoRedis =>
  isObject(client) && typeof client.call === "function" && typeof client.isCluster === "boolean" && typeof client.duplicate === "function";
const isNodeRedis = (client: unknown): client is NodeRedis =>
  isObject(client) && typeof client.sendCommand === "function" && typeof client.duplicate === "function" && typeof client.sSubscribe === "function";

export function redisConnection(client: unknown): RedisConnection {
  if (isIoRedis(client)) return ioRedisConnection(client);
  if (isNodeRedis(client)) return nodeRedisConnection(client);
  const what = isObject(client) ? `an object with ${Object.keys(client).slice(0, 5).join(", ") || "no own keys"}` : String(client);
  throw new TypeError(
    `redisStore expects a connected Redis client: createClient() or createCluster() of the redis package, or new Redis() or new Cluster() of ioredis; it was given ${what}.`,
  );
}

/**
 * How long closing the store's own connection may take before it is dropped: a client whose node just died
 * waits on it to close politely, and a relay's close must not wait with it.
 */
const CLOSE_MS = 1_000;

/** Whether `promise` fulfils within `ms`. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ms, false)));
  return Promise.race([promise.then(() => true, () => false), late]).finally(() => clearTimeout(timer));
}

/** Whether the server has sharded pub/sub: asked once, of whichever node answers. */
function shardedPubSub(ask: () => Promise<unknown>): () => Promise<boolean> {
  let known: Promise<boolean> | undefined;
  return () => {
    known ??= ask().then(
      (reply) => Array.isArray(reply) && reply[0] !== null && reply[0] !== undefined,
      () => false,
    );
    return known;
  };
}

/**
 * Runs `listener` whenever `emitter` says, after `listening` resolved, that a connection came back: the events
 * each client emits once it has subscribed again (the client's own "ready"; a node-redis cluster's "node-ready" of
 * any node; an ioredis cluster's "subscribersReady", after its shard subscribers were made again).
 */
function onBack(emitter: Emitter, events: readonly string[], listening: Promise<unknown>, listener: () => void) {
  let ready = false;
  void listening.then(() => (ready = true), () => {});
  for (const event of events) emitter.on(event, () => ready && listener());
}

/**
 * A node-redis cluster subscribes again by itself when its topology changes (a primary failed over), through its
 * own `sSubscribe` and `subscribe`, and leaves what they return unawaited: when that fails (the node it picked
 * died meanwhile), the rejection is unhandled, which ends a Node process by default. So every promise those two
 * return on the store's own subscriber is marked handled; the caller still sees it reject. A subscription lost
 * that way is noticed by watchedChannel.ts (its own heartbeats go unheard) and made again on a new connection.
 */
function handleOwnResubscribes(subscriber: NodeRedis) {
  for (const name of ["sSubscribe", "subscribe"] as const) {
    const subscribe = subscriber[name].bind(subscriber);
    subscriber[name] = (...args) => {
      const subscribing = subscribe(...args);
      subscribing.catch(() => {});
      return subscribing;
    };
  }
}

function nodeRedisConnection(client: NodeRedis): RedisConnection {
  const cluster = "masters" in client;
  const run = (key: string, args: readonly (string | number)[]) => {
    const strings = args.map(String);
    return cluster ? client.sendCommand(key, false, strings) : client.sendCommand(strings);
  };
  const sharded = shardedPubSub(() => run("", ["COMMAND", "INFO", "SPUBLISH"]));
  return {
    run,
    async publish(channel, message) {
      await run(channel, [(await sharded()) ? "SPUBLISH" : "PUBLISH", channel, message]);
    },
    async subscribe(channel, onMessage, onReconnect) {
      const useShards = await sharded();
      const subscriber = client.duplicate();
      // node-redis reconnects and subscribes again by itself, before it says "ready"; an error event without a
      // listener would end the process.
      subscriber.on("error", () => {});
      if (cluster) handleOwnResubscribes(subscriber);
      const listening = subscriber.connect().then(() => (useShards ? subscriber.sSubscribe(channel, onMessage) : subscriber.subscribe(channel, onMessage)));
      onBack(subscriber, cluster ? ["node-ready"] : ["ready"], listening, onReconnect);
      await listening;
      return async () => {
        const closing = (async () => {
          await (useShards ? subscriber.sUnsubscribe(channel, onMessage) : subscriber.unsubscribe(channel, onMessage));
          await (subscriber.close?.() ?? subscriber.quit?.());
        })();
        if (!(await settlesWithin(closing, CLOSE_MS))) subscriber.destroy?.();
      };
    },
  };
}

function ioRedisConnection(client: IoRedis): RedisConnection {
  // ioredis finds a command's key by the command's own key spec, so a cluster routes each of these by itself.
  const run = (_key: string, [command, ...args]: readonly (string | number)[]) => client.call(String(command), ...args);
  const sharded = shardedPubSub(() => client.call("COMMAND", "INFO", "SPUBLISH"));
  return {
    run,
    async publish(channel, message) {
      await client.call((await sharded()) ? "SPUBLISH" : "PUBLISH", channel, message);
    },
    async subscribe(channel, onMessage, onReconnect) {
      const useShards = await sharded();
      // A cluster subscribes on the shard that serves the channel only when told to.
      const subscriber = client.isCluster ? client.duplicate([], { shardedSubscribers: useShards }) : client.duplicate();
      subscriber.on("error", () => {});
      const event = useShards ? "smessage" : "message";
      subscriber.on(event, ((from: string, message: string) => {
        if (from === channel) onMessage(message);
      }) as Listener);
      const listen = () => (useShards ? subscriber.ssubscribe(channel) : subscriber.subscribe(channel));
      const listening = listen();
      // ioredis says "ready" (a cluster, "subscribersReady") before the subscription it sends again is in
      // place: asking once more, which changes nothing if it is, and waiting for it closes that gap.
      onBack(subscriber, client.isCluster ? ["subscribersReady"] : ["ready"], listening, () => void listen().then(onReconnect, () => {}));
      await listening;
      return async () => {
        if (!(await settlesWithin(subscriber.quit(), CLOSE_MS))) subscriber.disconnect();
      };
    },
  };
}
