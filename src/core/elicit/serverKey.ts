// Which requests come from the same server: its name and version, as the queue's flood rules, "Block requests
// from …" and `withdraw(server)` count them, in the page and in the relay.
import type { ServerIdentity } from "../protocol/types.ts";

export const serverKey = (server: ServerIdentity) => `${server.name}\u0000${server.version ?? ""}`;
