// react-mcp-elicitation/relay/redis: the relay's store on Redis, for several server instances. It imports no
// Redis package: it takes the host's connected node-redis client.
export { redisStore } from "./redisStore.ts";
export type { RedisClientLike, RedisStoreOptions } from "./redisStore.ts";
