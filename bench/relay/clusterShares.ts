// Which of the Redis Cluster run's three instances does what (cluster.ts, clusterInstance.ts): audience a's
// stream is on instance a mod 3, and its requests are asked (their MCP calls held) on the next one, so that every
// request crosses from one instance to another through the cluster. Request i is for audience i mod audiences,
// as in asker.ts.

export const INSTANCES = 3;
/** The instance serving audience `audience`'s stream, and answering its requests. */
export const pageInstance = (audience: number) => audience % INSTANCES;
/** The instance asking its requests. */
export const askingInstance = (audience: number) => (audience + 1) % INSTANCES;

/** Requests 0 to count - 1 that `instance` has a part in, as `instanceOf` assigns them by audience. */
export function share(count: number, audiences: number, instance: number, instanceOf: (audience: number) => number): number[] {
  const indices: number[] = [];
  for (let i = 0; i < count; i++) if (instanceOf(i % audiences) === instance) indices.push(i);
  return indices;
}
