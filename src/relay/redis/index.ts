// react-mcp-elicitation/relay/redis: the relay's store on Redis, for several server instances. It imports no
// Redis package: it takes the host's connected client, node-redis's or ioredis's, on a single Redis or a cluster.
export { redisStore } from "./redisStore.ts";
export type { RedisClientLike, RedisStoreOptions } from "./redisStore.ts";
