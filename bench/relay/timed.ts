// The client side's two timestamps, taken the same way for the relay (on the host's server) and for the client in
// the page: when the elicit function the client was given is called, and when it has the person's answer. A
// wrapper that keeps every method of the elicit function, so the adapter (src/sdk/) sees the same contract.
import type { ElicitFn } from "../../src/index.ts";
import { now } from "./clock.ts";

export interface ClientStamps {
  /** The MCP client handed the request to the elicit function. */
  elicitAt?: number;
  /** The elicit function resolved with the answer. */
  resolvedAt?: number;
}

export function timed<F extends ElicitFn>(elicit: F, stamps: ClientStamps): F {
  const wrapped = async (...args: Parameters<ElicitFn>) => {
    stamps.elicitAt = now();
    const result = await elicit(...args);
    stamps.resolvedAt = now();
    return result;
  };
  return Object.assign(wrapped, elicit);
}
