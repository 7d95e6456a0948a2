// Calls between the two processes of the Redis run (redis.ts and redisPages.ts), over Node's IPC channel: the
// parent asks, the child answers each call by its number; the child may also tell the parent things unasked.
import type { ChildProcess } from "node:child_process";

interface Call {
  call: number;
  name: string;
  args: unknown;
}
interface Reply {
  call: number;
  result?: unknown;
  error?: string;
}

/** The parent's side: `call(name, args)` resolves with what the child's handler for `name` returned. */
export function caller(child: ChildProcess, onNews: (news: unknown) => void) {
  let next = 0;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  child.on("message", (message) => {
    const reply = message as Reply;
    const pending = typeof reply.call === "number" ? waiting.get(reply.call) : undefined;
    if (!pending) return onNews(message);
    waiting.delete(reply.call);
    if (reply.error) pending.reject(new Error(reply.error));
    else pending.resolve(reply.result);
  });
  return <T>(name: string, args?: unknown) =>
    new Promise<T>((resolve, reject) => {
      const call = next++;
      waiting.set(call, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ call, name, args } satisfies Call);
    });
}

/** The child's side: answers the parent's calls with `handlers`. */
export function answerCalls(handlers: Record<string, (args: never) => unknown>) {
  process.on("message", (message) => {
    const { call, name, args } = message as Call;
    void (async () => {
      try {
        const handler = handlers[name];
        if (!handler) throw new Error(`No handler for ${name}`);
        process.send!({ call, result: await handler(args as never) } satisfies Reply);
      } catch (error) {
        process.send!({ call, error: error instanceof Error ? error.message : String(error) } satisfies Reply);
      }
    })();
  });
}
