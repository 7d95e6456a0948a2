// The tool calls the relay's e2e host (host.mjs) makes for its people: one MCP connection per person (mcp.mjs),
// opened on their first call with `relay.elicitFor(person)`; each call runs in the background, may be aborted
// (a withdrawal, as a host's "stop" button does it), and leaves a record a test reads back over HTTP.
import { connectPerson } from "./mcp.mjs";

export function createCalls(relay) {
  /** Each person's connection, by name: made once, on their first call. */
  const people = new Map();
  const calls = [];

  const person = (user) => {
    if (!people.has(user)) people.set(user, connectPerson(relay.elicitFor(user)));
    return people.get(user);
  };

  return {
    /** Starts a call of the tool for `user`; returns its record at once. */
    async start(user) {
      const connection = await person(user);
      const controller = new AbortController();
      const call = { id: String(calls.length + 1), user, state: "running", controller };
      calls.push(call);
      connection.book(controller.signal).then(
        (received) => Object.assign(call, { state: "returned", received }),
        (error) => Object.assign(call, { state: "failed", error: error instanceof Error ? error.message : String(error) }),
      );
      return call;
    },
    /** Aborts a running call; false when there is no such call. */
    abort(id) {
      const call = calls.find((c) => c.id === id);
      if (!call) return false;
      call.controller.abort(new Error("The host stopped the call"));
      return true;
    },
    /** Closes `user`'s MCP connection, as a server going away does; false when they have none. */
    async disconnect(user) {
      if (!people.has(user)) return false;
      await (await people.get(user)).close();
      return true;
    },
    /** What happened for `user`: each call, and what the MCP server was sent and received on their connection. */
    async report(user) {
      const connection = people.has(user) ? await people.get(user) : undefined;
      return {
        calls: calls.filter((c) => c.user === user).map(({ controller: _, ...call }) => call),
        asked: connection?.wire.asked.length ?? 0,
        answers: connection?.wire.answers ?? [],
      };
    },
    async close() {
      await Promise.all([...people.values()].map(async (connection) => (await connection).close()));
    },
  };
}
