// The heap as the scale runs read it (scale.ts, clusterInstance.ts): `heapUsed` after collecting, which needs
// node --expose-gc.

declare const gc: (() => void) | undefined;

export async function heap() {
  if (typeof gc !== "function") throw new Error("The heap is measured after collecting: run with node --expose-gc");
  // Read straight after the last collection: what timers allocate while it waits is garbage, not the relay's.
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    gc();
  }
  const { heapUsed, external } = process.memoryUsage();
  return { heapUsed, external };
}
