// How a promise stands right now, for tests that check something is still pending (or already settled).

/** The promise's state once pending callbacks have run, without waiting for it to settle. */
export async function stateOf<T>(promise: Promise<T>): Promise<{ resolved: T } | { rejected: unknown } | "pending"> {
  let state: { resolved: T } | { rejected: unknown } | "pending" = "pending";
  promise.then(
    (value) => (state = { resolved: value }),
    (error) => (state = { rejected: error }),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
}
