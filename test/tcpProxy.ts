// A TCP proxy on loopback between a client and a server, whose connections a test can silence: nothing passes
// either way, and neither end is told, as when a connection hangs behind a dead load balancer or a frozen node.
import { createConnection, createServer, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** Every connection made through the proxy so far, oldest first. */
  connections(): ProxiedConnection[];
  close(): Promise<void>;
}

export interface ProxiedConnection {
  /** From now on nothing passes, and neither end is told. */
  silence(): void;
}

export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  const made: { client: Socket; server: Socket; silenced: boolean }[] = [];
  const proxy = createServer((client) => {
    const server = createConnection({ host: "127.0.0.1", port: targetPort });
    const entry = { client, server, silenced: false };
    made.push(entry);
    client.on("data", (chunk) => entry.silenced || server.write(chunk));
    server.on("data", (chunk) => entry.silenced || client.write(chunk));
    const end = () => {
      client.destroy();
      server.destroy();
    };
    client.on("close", () => entry.silenced || end());
    server.on("close", () => entry.silenced || end());
    client.on("error", () => {});
    server.on("error", () => {});
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const address = proxy.address();
  if (typeof address !== "object" || !address) throw new Error("the proxy has no port");
  return {
    port: address.port,
    connections: () => made.map((entry) => ({ silence: () => void (entry.silenced = true) })),
    async close() {
      for (const { client, server } of made) {
        client.destroy();
        server.destroy();
      }
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
